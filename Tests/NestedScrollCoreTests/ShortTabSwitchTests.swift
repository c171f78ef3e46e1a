import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// A tab too short to hold the header where it is, without short-content padding
/// (`padsShortContent == false`). The switch keeps the header, fitting the list past its end;
/// then the list comes back into range with the rubber band's bounce and the header follows
/// it down (nothing rests out of range). The fuzzer showed a header going from 300 to
/// 136 on a tab tap; this is that motion.
@Suite struct ShortTabSwitchTests {
  /// Content heights of the short tab, and the collapse its end allows: 200 pt cannot scroll
  /// at all, 700 pt scrolls 247 pt (the range is −391…−144).
  @Test(arguments: [(200.0, 0.0), (700, 247)])
  func theHeaderFollowsAShortListBackIntoRange(height: Double, collapse: Double) throws {
    var config = profileConfiguration()
    config.padsShortContent = false
    let screen = try makeScreen(config, contentHeights: [5000, height, 4000])
    let driver = ScreenDriver(screen)
    driver.bring(to: .pinned)
    #expect(driver.layout.collapse == 300)
    driver.clearFrames()
    driver.tapTab(1)
    #expect(driver.runUntilRest())

    let list = screen.lists[1]
    #expect(screen.host.selectedPage == 1)
    #expect(list.contentOffset.y == list.verticalOffsetBounds.upperBound)
    #expect(driver.layout.collapse == collapse)
    // While the pager moves to the tab, the header stays; then it comes down continuously,
    // never back up, each frame a small part of the way.
    var previous = 300.0
    for frame in driver.frames {
      let shown = frame.layout.collapse
      if frame.pagerProgress < 1 {
        #expect(shown == 300, "moved at \(frame.time) s, before the pager arrived")
      }
      #expect(shown <= previous, "went back up at \(frame.time) s")
      #expect(previous - shown <= 0.05 * (300 - collapse), "jumped \(previous - shown) pt at \(frame.time) s")
      previous = shown
    }
    #expect(driver.frames.contains { $0.pagerProgress < 1 }, "the pager moved over frames")
  }

  /// Fitted past its end, a short tab comes near its end: its load-more trigger asks for
  /// rows and shows a footer at once, which changes its range during the switch (600 pt of
  /// rows end at −244, 147 pt from its top, beyond the trigger's 100 pt; the footer's 44 pt
  /// end it at −200, short of the −91 the collapsed header asks). The list is then
  /// the shown one, not a hidden one to place back in its range: it stays fitted to the
  /// header, and the header stays where it was.
  @Test func aTabThatLoadsMoreAsItIsFittedStaysFitted() throws {
    var config = profileConfiguration()
    config.padsShortContent = false
    let screen = try makeScreen(config, contentHeights: [5000, 600, 4000])
    try screen.host.setLoadMore(distance: 100, forPage: 1)
    #expect(!screen.rendered.pages[1].isLoadingMore)
    let driver = ScreenDriver(screen)
    driver.bring(to: .pinned)
    #expect(driver.layout.collapse == 300)
    screen.host.selectPage(1, animated: false, at: driver.time)

    let list = screen.lists[1]
    #expect(screen.rendered.pages[1].isLoadingMore)
    #expect(driver.layout.collapse == 300)
    #expect(list.contentOffset.y == screen.coordinator.snapshot.space.offset(forHeaderPosition: 300))
    // What the header shows is what the list's offset implies.
    #expect(
      driver.layout
        == screen.coordinator.snapshot.space.layout(
          forOffset: list.contentOffset.y, refreshReservation: 0, overscroll: config.overscrollBehavior))
  }
}
