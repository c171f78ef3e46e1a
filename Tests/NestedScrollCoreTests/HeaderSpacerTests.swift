import NestedScrollCore
import NestedScrollExpectations
import Testing

/// A list with a header spacer pins its sticky section headers right under the tab bar at
/// every collapse, where the inset layout leaves a gap as tall as the collapse.
struct HeaderSpacerTests {
  let space = ScrollSpace(
    topInset: 47, headerHeight: 300, pinnedHeaderHeight: 44, tabBarHeight: 44, viewportHeight: 844,
    bottomInset: 34, padsShortContent: true)

  /// Where UIKit shows the list's first section header (right after the spacer, if any) for
  /// the coordinator's offset `offset`: at its place in the content, or stuck at the list's
  /// top inset once it would scroll above it.
  func firstSectionHeaderY(offset: Double, spacer: HeaderSpacer) -> Double {
    let listOffset = spacer.listOffset(forScrollSpaceOffset: offset)
    let pinLine = spacer.listInsetTop(forScrollSpaceInsetTop: space.listInsetTop)
    let natural = spacer.height - listOffset
    return max(natural, pinLine)
  }

  func tabBarBottom(offset: Double) -> Double {
    space.layout(forOffset: offset, refreshReservation: 0, overscroll: .stretchHeader).tabBarTop
      + space.tabBarHeight
  }

  @Test(arguments: Array(stride(from: 0.0, through: 900, by: 37.5)))
  func withASpacerStuckHeadersSitRightUnderTheTabBar(scrolled: Double) {
    let offset = space.offset(forHeaderPosition: 0) + scrolled
    let spacer = HeaderSpacer(height: space.headerSpacerHeight)
    expectApproximatelyEqual(
      firstSectionHeaderY(offset: offset, spacer: spacer), tabBarBottom(offset: offset),
      absoluteTolerance: 1e-9)
  }

  @Test func withoutASpacerAStuckHeaderFloatsBelowTheTabBar() {
    // Half collapsed: the inset layout's pin line stays where the expanded header ended.
    let offset = space.offset(forHeaderPosition: 128)
    let gap = firstSectionHeaderY(offset: offset, spacer: HeaderSpacer()) - tabBarBottom(offset: offset)
    #expect(gap == 128)
  }

  @Test func theSpacerIsTheCollapsiblePartAndShiftsEveryValue() {
    let spacer = HeaderSpacer(height: space.headerSpacerHeight)
    #expect(spacer.height == 256)
    #expect(spacer.listOffset(forScrollSpaceOffset: -391) == -135)
    #expect(spacer.scrollSpaceOffset(forListOffset: -135) == -391)
    #expect(spacer.listInsetTop(forScrollSpaceInsetTop: space.listInsetTop) == 47 + 44 + 44)
    #expect(spacer.scrollSpaceContentHeight(forListContentHeight: 1256) == 1000)
    #expect(HeaderSpacer(height: .nan).height == 0)
  }
}
