import NestedScrollCore
import NestedScrollExpectations
import Testing

/// Which pages keep the header's collapsible part as a spacer without asking: a plain table
/// with section headers, whose stuck headers then sit right under the tab bar at every
/// collapse, where the inset layout floats them as far below it as the header collapsed.
struct ListStyleTests {
  let space = ScrollSpace(
    topInset: 47, headerHeight: 300, pinnedHeaderHeight: 44, tabBarHeight: 44, viewportHeight: 844,
    bottomInset: 34, padsShortContent: true)

  @Test func onlyAPlainTableWithSectionHeadersNeedsASpacerByDefault() {
    #expect(ListStyle.plainTable(hasSectionHeaders: true).needsHeaderSpacerByDefault)
    #expect(!ListStyle.plainTable(hasSectionHeaders: false).needsHeaderSpacerByDefault)
    #expect(!ListStyle.groupedTable.needsHeaderSpacerByDefault)
    // Only the app's layout can reserve a collection view's spacer: it opts in itself.
    #expect(!ListStyle.collection(pinsSectionHeaders: true).needsHeaderSpacerByDefault)
    #expect(!ListStyle.other.needsHeaderSpacerByDefault)
  }

  /// The gap between the tab bar's bottom and a plain table's first section header, stuck at
  /// the list's top inset, for a list laid out as its style says by default.
  func stuckHeaderGap(style: ListStyle, scrolled: Double) -> Double {
    let spacer = HeaderSpacer(height: style.needsHeaderSpacerByDefault ? space.headerSpacerHeight : 0)
    let offset = space.offset(forHeaderPosition: 0) + scrolled
    let listOffset = spacer.listOffset(forScrollSpaceOffset: offset)
    let pinLine = spacer.listInsetTop(forScrollSpaceInsetTop: space.listInsetTop)
    let headerY = max(spacer.height - listOffset, pinLine)
    let layout = space.layout(forOffset: offset, refreshReservation: 0, overscroll: .stretchHeader)
    return headerY - (layout.tabBarTop + space.tabBarHeight)
  }

  @Test(arguments: Array(stride(from: 0.0, through: 900, by: 50)))
  func aPlainTablesSectionHeadersStickUnderTheTabBarWithoutOptingIn(scrolled: Double) {
    expectApproximatelyEqual(
      stuckHeaderGap(style: .plainTable(hasSectionHeaders: true), scrolled: scrolled), 0,
      absoluteTolerance: 1e-9)
  }
}
