import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// VoiceOver's three-finger scroll moves header, tab bar and list as one scroll view, by a
/// page: the header collapses first, the whole move is one page, an end is not passed, and
/// a page back returns to where the page started.
@Suite struct AccessibilityScrollTests {
  let config = profileConfiguration()
  /// The list's height below the pinned header and tab bar: 844 − 47 − 0 − 44 − 0.
  let visible = 753.0
  /// That height less the overlap (44 pt).
  let page = 709.0

  @Test func aPageIsTheVisibleHeightLessARowOfOverlap() {
    #expect(AccessibilityScroll.pageHeight(visibleHeight: visible) == page)
    // A small list keeps a quarter of its height; nothing is never less than a point.
    #expect(AccessibilityScroll.pageHeight(visibleHeight: 100) == 75)
    #expect(AccessibilityScroll.pageHeight(visibleHeight: 0) == 1)
    #expect(AccessibilityScroll.pageHeight(visibleHeight: .nan) == 1)
  }

  @Test func fromAnExpandedHeaderAPageDownCollapsesTheHeaderFirstThenMovesTheList() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    let start = driver.activeOffset
    let tabBarTop = screen.rendered.tabBar.origin.y
    #expect(start == Expected.expandedOffset(config))
    #expect(screen.host.accessibilityScroll(.up, at: driver.time))
    #expect(screen.rendered.accessibilityScrollStatus == AccessibilityScrollStatus(page: 2, pageCount: 8))
    #expect(screen.rendered.accessibilityScrollStatus?.text == "Page 2 of 8")
    driver.runUntilRest()
    // The whole move is one page; the header took the first 300 points of it.
    #expect(driver.activeOffset - start == page)
    #expect(screen.rendered.tabBar.origin.y == config.topInset)
    #expect(tabBarTop - screen.rendered.tabBar.origin.y == 300)
    #expect(screen.rendered.header.origin.y == config.topInset - 300)
    // On the way, the list's rows moved only once the header had collapsed: the tab bar
    // rose with every frame until pinned, and the offset passed the pin only then.
    for (a, b) in zip(driver.frames, driver.frames.dropFirst()) {
      #expect(b.offset >= a.offset)
      #expect(b.layout.collapse >= a.layout.collapse)
      if b.offset > Expected.pinOffset(config) { #expect(b.layout.isPinned) }
    }
    // No header snap or bounce follows: it rests where the page ended.
    driver.wait(1)
    #expect(driver.activeOffset - start == page)
  }

  /// A page rests without a header snap, but the rest rule still places a list off screen
  /// that was left past its range back within it, as any rest does.
  @Test func aPageThatEndsStillPlacesAListOffScreenWithinItsRange() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    // Page 1's list, off screen, left above its top (a stretch it was showing when a tab
    // switch without animation took it off screen).
    let hidden = screen.lists[1]
    hidden.setContentOffset(Point(x: 0, y: Expected.expandedOffset(config) - 45), animated: false)
    #expect(screen.host.accessibilityScroll(.up, at: driver.time))
    driver.runUntilRest()
    #expect(hidden.contentOffset.y == Expected.expandedOffset(config))
    // The page itself rests where it ended.
    #expect(driver.activeOffset - Expected.expandedOffset(config) == page)
  }

  /// With header snapping, a page that would leave the header partly collapsed goes on to
  /// the snap position, as any rest does; what VoiceOver hears is where it went.
  @Test func withHeaderSnappingAPageRestsAtASnapPosition() throws {
    let snapping = profileConfiguration(headerHeight: 1000, snapsHeader: true)
    let screen = try makeScreen(snapping)
    let driver = ScreenDriver(screen)
    // From expanded, a page (709 pt on this screen) ends inside the 1000-pt header's
    // collapse.
    #expect(screen.host.accessibilityScroll(.up, at: driver.time))
    driver.runUntilRest()
    let collapse = Expected.collapse(offset: driver.activeOffset, snapping)
    #expect(collapse == 0 || collapse == 1000, "the header rests at \(collapse)")
    #expect(collapse == 1000, "a page down moves on to the nearer snap position, collapsed")
  }

  @Test func atAnEndItDoesNothingAndSaysSo() throws {
    let screen = try makeScreen(config, contentHeights: [1500, 3000, 4000])
    let driver = ScreenDriver(screen)
    #expect(!screen.host.accessibilityScroll(.down, at: driver.time), "at the top")
    #expect(screen.rendered.accessibilityScrollStatus == nil)
    let end = 1500 - config.viewportHeight
    screen.host.setContentOffset(end, page: 0, animated: false, at: driver.time)
    driver.runUntilRest()
    #expect(!screen.host.accessibilityScroll(.up, at: driver.time), "at the end")
    #expect(screen.coordinator.snapshot.animation == nil)
    #expect(driver.activeOffset == end)
    #expect(screen.rendered.accessibilityScrollStatus == nil)
  }

  @Test func aPageThatStopsAtTheEndIsUndoneByAPageBack() throws {
    let screen = try makeScreen(config, contentHeights: [1500, 3000, 4000])
    let driver = ScreenDriver(screen)
    let end = 1500 - config.viewportHeight
    let start = end - 200
    screen.host.setContentOffset(start, page: 0, animated: false, at: driver.time)
    driver.runUntilRest()
    #expect(screen.host.accessibilityScroll(.up, at: driver.time))
    driver.runUntilRest()
    #expect(driver.activeOffset == end)
    #expect(
      screen.rendered.accessibilityScrollStatus?.page == screen.rendered.accessibilityScrollStatus?.pageCount)
    #expect(screen.host.accessibilityScroll(.down, at: driver.time))
    driver.runUntilRest()
    #expect(driver.activeOffset == start)
  }

  @Test func quickSwipesMoveAPageEach() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    let start = driver.activeOffset
    #expect(screen.host.accessibilityScroll(.up, at: driver.time))
    driver.wait(0.05)
    #expect(screen.host.accessibilityScroll(.up, at: driver.time))
    #expect(screen.rendered.accessibilityScrollStatus?.page == 3)
    driver.runUntilRest()
    #expect(driver.activeOffset - start == 2 * page)
  }

  @Test func sidewaysSwipesSelectTheNeighbouringTab() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    #expect(!screen.host.accessibilityScroll(.right, at: driver.time), "no tab before the first")
    #expect(screen.host.accessibilityScroll(.left, at: driver.time))
    driver.runUntilRest()
    #expect(screen.rendered.selectedPage == 1)
    #expect(driver.pagerShowsActivePage)
    #expect(screen.host.accessibilityScroll(.left, at: driver.time))
    driver.runUntilRest()
    #expect(screen.rendered.selectedPage == 2)
    #expect(!screen.host.accessibilityScroll(.left, at: driver.time), "no tab after the last")
    #expect(screen.host.accessibilityScroll(.right, at: driver.time))
    driver.runUntilRest()
    #expect(screen.rendered.selectedPage == 1)
  }

  @Test func sidewaysSwipesFollowARightToLeftLayout() throws {
    let screen = try makeScreen(config)
    var measured = screen.measurements
    measured.isRightToLeft = true
    screen.layOut(measured, time: 0)
    let driver = ScreenDriver(screen)
    #expect(!screen.host.accessibilityScroll(.left, at: driver.time))
    #expect(screen.host.accessibilityScroll(.right, at: driver.time))
    driver.runUntilRest()
    #expect(screen.rendered.selectedPage == 1)
  }

  @Test func aTabReachedByASidewaysSwipeIsAnnouncedWhenItHasAppeared() {
    let adapter = AnnouncingAdapter(titles: ["Posts", "Media", "About"])
    #expect(adapter.host.accessibilityScroll(.left, at: 1))
    #expect(adapter.announcements.isEmpty, "announced before the pager arrived")
    adapter.host.pagerDidScroll(offsetX: 200)
    adapter.host.pagerDidScroll(offsetX: 390)
    adapter.host.pagerDidEndScrolling(offsetX: 390)
    #expect(adapter.announcements == ["Media, tab, 2 of 3"])
  }

  @Test func theStatusCountsPagesOfTheOneScrollView() {
    let range = -391.0...(5000 - 844)
    // 4547 points of travel, 709 a page: 7 pages on from the first.
    #expect(AccessibilityScroll.status(at: -391, in: range, visibleHeight: visible).text == "Page 1 of 8")
    #expect(AccessibilityScroll.status(at: -391 + 709, in: range, visibleHeight: visible).page == 2)
    #expect(AccessibilityScroll.status(at: -391 + 710, in: range, visibleHeight: visible).page == 3)
    #expect(AccessibilityScroll.status(at: 5000 - 844, in: range, visibleHeight: visible).page == 8)
    #expect(AccessibilityScroll.status(at: .nan, in: range, visibleHeight: visible).text == "Page 1 of 1")
    #expect(AccessibilityScroll.status(at: 0, in: 0...0, visibleHeight: visible).text == "Page 1 of 1")
  }

  /// Property: any sequence of page scrolls, on any content and with the header snapping or
  /// not, keeps the list within its resting range, moves a whole page unless an end stops
  /// it, and a page back right after a page forward (or after scrolls that could not move)
  /// returns to where it started.
  @Test func anySequenceStaysInRangeAndAPageBackReturns() async {
    let moves = Gen.bool.array(of: 1...14)
    let heights = Gen.double(in: 200...6000)
    await propertyCheck(count: 40, input: moves, heights, Gen.bool) { moves, height, snaps in
      let config = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: snaps)
      let screen = try makeScreen(config, contentHeights: [height, 3000])
      let driver = ScreenDriver(screen)
      // 844 − 47 − 60 − 44 points below the pinned header and tab bar.
      let page = AccessibilityScroll.pageHeight(visibleHeight: 693)
      var previous: (towardEnd: Bool, from: Double)?
      for towardEnd in moves {
        let from = driver.activeOffset
        let range = screen.activeList.verticalOffsetBounds
        let scrolled = screen.host.accessibilityScroll(towardEnd ? .up : .down, at: driver.time)
        driver.runUntilRest()
        let to = driver.activeOffset
        #expect(range.contains(to))
        if !scrolled {
          #expect(to == from)
          expectApproximatelyEqual(
            from, towardEnd ? range.upperBound : range.lowerBound, absoluteTolerance: 0.5)
        } else if let previous, previous.towardEnd != towardEnd {
          #expect(to == previous.from, "a page back returns")
        } else {
          let moved = abs(to - from)
          let edge = towardEnd ? range.upperBound : range.lowerBound
          if to != edge { expectApproximatelyEqual(moved, page, absoluteTolerance: 1e-9) }
        }
        // A scroll that could not move leaves the last page to be undone.
        if scrolled { previous = (towardEnd, from) }
      }
    }
  }
}
