import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// VoiceOver inside the screen: a header element or the tab bar that gets focus comes into
/// view, however collapsed the header was or however tall it is, and a list that answers the
/// three-finger scroll itself moves header and list as one and says where the one scroll
/// view is, not where the list alone is.
@Suite struct VoiceOverFocusTests {
  /// The room between the top inset and the bottom of the standard screen: 844 − 47.
  let room = 797.0

  @Test func anElementInViewMovesNothing() {
    let space = ScrollSpace(
      topInset: 47, headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44, viewportHeight: 844,
      bottomInset: 0, padsShortContent: true)
    #expect(AccessibilityFocus.collapse(showingTop: 120, bottom: 160, from: 100, in: space) == nil)
    #expect(AccessibilityFocus.collapse(showingTop: 0, bottom: 40, from: 0, in: space) == nil)
    #expect(AccessibilityFocus.collapse(showingTop: .nan, bottom: 40, from: 0, in: space) == nil)
    #expect(AccessibilityFocus.collapse(showingTop: 40, bottom: 0, from: 300, in: space) == nil)
  }

  @Test func aCollapsedElementComesBackJustFarEnough() {
    let space = ScrollSpace(
      topInset: 47, headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44, viewportHeight: 844,
      bottomInset: 0, padsShortContent: true)
    // Collapsed 300: an element at 120…160 needs the header collapsed at most 120.
    #expect(AccessibilityFocus.collapse(showingTop: 120, bottom: 160, from: 300, in: space) == 120)
    // The tab bar (300…344) is in view at any collapse.
    #expect(AccessibilityFocus.collapse(showingTop: 300, bottom: 344, from: 300, in: space) == nil)
  }

  @Test func aTallHeadersLowElementComesUpAndATallerOneShowsItsTop() {
    let space = ScrollSpace(
      topInset: 47, headerHeight: 2000, pinnedHeaderHeight: 0, tabBarHeight: 44, viewportHeight: 844,
      bottomInset: 34, padsShortContent: true)
    let room = 844.0 - 47 - 34
    // Expanded, an element at 1000…1100 is below the screen: the header collapses until its
    // bottom is at the screen's bottom.
    #expect(AccessibilityFocus.collapse(showingTop: 1000, bottom: 1100, from: 0, in: space) == 1100 - room)
    // One taller than the room shows its top under the top inset.
    #expect(AccessibilityFocus.collapse(showingTop: 1000, bottom: 1900, from: 0, in: space) == 1000)
    // The tab bar of a header collapsed to the pin needs nothing.
    #expect(AccessibilityFocus.collapse(showingTop: 2000, bottom: 2044, from: 2000, in: space) == nil)
  }

  /// Focusing any span of the header, from anywhere the list rests, shows it on the rendered
  /// screen (its top under the top inset, and its bottom above the screen's bottom when it
  /// fits), with header, tab bar and list as one scroll view; a span already in view moves
  /// nothing.
  @Test func focusingAHeaderElementBringsItIntoView() async {
    let headers = zip(Gen.double(in: 120...1600), Gen.double(in: 0...0.3))
    let spans = zip(Gen.double(in: 0...1), Gen.double(in: 10...900))
    await propertyCheck(count: 150, input: headers, spans, Gen.double(in: 0...1)) { header, span, depth in
      let (height, pinnedFraction) = header
      let config = profileConfiguration(headerHeight: height, pinnedHeaderHeight: height * pinnedFraction)
      let screen = try makeScreen(config, contentHeights: [8000, 3000, 4000])
      let driver = ScreenDriver(screen)
      let start = Expected.expandedOffset(config) + depth * 4000
      screen.host.setContentOffset(start, page: 0, animated: false, at: driver.time)
      driver.runUntilRest()
      let top = span.0 * height
      let element = top...min(height + config.tabBarHeight, top + span.1)
      let before = screen.rendered.header.origin.y
      let wasInView =
        before + element.lowerBound >= config.topInset - 0.5
        && (before + element.upperBound <= config.viewportHeight + 0.5
          || before + element.lowerBound <= config.topInset + 0.5)

      let moved = screen.voiceOverFocus(
        headerElementTop: element.lowerBound, bottom: element.upperBound, time: driver.time)
      driver.runUntilRest()
      let headerTop = screen.rendered.header.origin.y
      #expect(moved != wasInView)
      if wasInView { #expect(driver.activeOffset == start) }
      #expect(headerTop + element.lowerBound >= config.topInset - 0.5, "its top is under the top inset")
      if element.upperBound - element.lowerBound <= room {
        #expect(headerTop + element.upperBound <= config.viewportHeight + 0.5, "its bottom is on screen")
      }
      // One scroll view: the header shows what the list's offset says, the tab bar under it.
      expectApproximatelyEqual(
        headerTop, config.topInset - Expected.collapse(offset: driver.activeOffset, config),
        absoluteTolerance: 1e-6)
      expectApproximatelyEqual(
        screen.rendered.tabBar.origin.y, headerTop + screen.rendered.header.size.height,
        absoluteTolerance: 1e-6)
    }
  }

  /// A header that snaps comes to a snap position that shows the focused element: expanded
  /// for an element the collapsed header hides, however near the pin the element sits.
  @Test func withHeaderSnappingAFocusedElementComesToASnapPositionThatShowsIt() throws {
    let config = profileConfiguration(snapsHeader: true)
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.collapseHeader(animated: false, at: driver.time)
    driver.runUntilRest()
    #expect(Expected.collapse(offset: driver.activeOffset, config) == 300)
    // 240…280: shown at any collapse up to 240, nearest the pinned 300, but only expanded
    // is a snap position that shows it.
    #expect(screen.voiceOverFocus(headerElementTop: 240, bottom: 280, time: driver.time))
    driver.runUntilRest()
    #expect(Expected.collapse(offset: driver.activeOffset, config) == 0)
    #expect(screen.rendered.header.origin.y + 240 >= config.topInset)
  }

  /// A header twice the screen's height is read whole: focusing its elements one after
  /// another, top to bottom, shows each in turn, and the tab bar after them.
  @Test func aHeaderTallerThanTheScreenIsReadWhole() throws {
    let config = profileConfiguration(headerHeight: 1700)
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    var shown: [Double] = []
    for top in stride(from: 0.0, to: 1700, by: 100) {
      screen.voiceOverFocus(headerElementTop: top, bottom: top + 100, time: driver.time)
      driver.runUntilRest()
      let headerTop = screen.rendered.header.origin.y
      #expect(headerTop + top >= config.topInset - 0.5)
      #expect(headerTop + top + 100 <= config.viewportHeight + 0.5)
      shown.append(headerTop)
    }
    // The header went up as the reading went down, never back.
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0.1 <= $0.0 })
    #expect(shown.last! < shown.first!)
    screen.voiceOverFocus(headerElementTop: 1700, bottom: 1744, time: driver.time)
    driver.runUntilRest()
    #expect(screen.rendered.tabBar.origin.y + 44 <= config.viewportHeight + 0.5)
  }

  /// With the focus on a row, UIKit lets the list answer the three-finger scroll: the list
  /// pages itself, the header follows it as one scroll view, and VoiceOver hears the one
  /// scroll view's page, as the container's own page scroll says it.
  @Test func aListWithFocusPagesWithTheHeaderAsOne() async {
    let directions = Gen.int(in: 0...1).map { $0 == 0 ? AccessibilityScrollDirection.up : .down }
    await propertyCheck(count: 100, input: Gen.double(in: 0...1), directions) { depth, direction in
      let config = profileConfiguration(pinnedHeaderHeight: 60)
      let content = 5000.0
      let screen = try makeScreen(config, contentHeights: [content, 3000, 4000])
      let driver = ScreenDriver(screen)
      let range = Expected.expandedOffset(config)...Expected.maximumOffset(contentHeight: content, config)
      let start = range.lowerBound + depth * (range.upperBound - range.lowerBound)
      screen.host.setContentOffset(start, page: 0, animated: false, at: driver.time)
      driver.runUntilRest()

      let scrolled = screen.voiceOverScroll(direction, focus: .list(page: 0), time: driver.time)
      let offset = driver.activeOffset
      #expect(scrolled == (offset != start))
      guard scrolled else { return }
      let visible = config.viewportHeight - config.topInset - config.pinnedHeaderHeight - config.tabBarHeight
      #expect(
        screen.rendered.accessibilityScrollStatus
          == AccessibilityScroll.status(at: offset, in: range, visibleHeight: visible))
      let headerTop = screen.rendered.header.origin.y
      expectApproximatelyEqual(
        headerTop, config.topInset - Expected.collapse(offset: offset, config), absoluteTolerance: 1e-6)
      expectApproximatelyEqual(
        screen.rendered.tabBar.origin.y, headerTop + screen.rendered.header.size.height,
        absoluteTolerance: 1e-6)
      // It stays: no header snap or bounce takes the page back.
      driver.runUntilRest()
      #expect(driver.activeOffset == offset)
    }
  }
}
