import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Where the page-level refresh indicator sits (the area the pull reveals,
/// ``HeaderLayout/refreshAreaTop``): visible for the whole pull in every overscroll mode,
/// never under the bars above the header, and moving with the content on release.
struct RefreshIndicatorTests {
  @Test(arguments: [OverscrollBehavior.stretchHeader, .moveHeader, .fixedHeader])
  func theIndicatorShowsForTheWholePullAndNeverJumps(behavior: OverscrollBehavior) throws {
    let config = profileConfiguration(overscrollBehavior: behavior, refresh: RefreshConfiguration())
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.touchDown(y: 300)
    driver.move(toY: 650, duration: 0.6)
    driver.hold(0.1)
    driver.lift()
    #expect(driver.runUntilRest())
    let pulled = driver.frames.filter { $0.layout.overscroll > 0.5 }
    #expect(!pulled.isEmpty)
    for frame in pulled {
      let layout = frame.layout
      // The revealed area is as tall as the pull, below the bars, and clear of the tab bar
      // (stretch and move: above it; fixed header: right below it).
      expectApproximatelyEqual(layout.refreshAreaHeight, layout.overscroll, absoluteTolerance: 1e-9)
      #expect(layout.refreshAreaTop >= config.topInset)
      if behavior == .fixedHeader {
        #expect(layout.refreshAreaTop == layout.tabBarTop + config.tabBarHeight)
      } else {
        #expect(layout.refreshAreaTop + layout.refreshAreaHeight <= layout.tabBarTop + 1e-9)
      }
    }
    // Its centre follows the content: it moves no more than the list does, frame to frame,
    // through the release, the start of refreshing and the bounce to the kept room.
    for (a, b) in zip(driver.frames, driver.frames.dropFirst()) {
      let centre = { (layout: HeaderLayout) in layout.refreshAreaTop + layout.refreshAreaHeight / 2 }
      expectApproximatelyEqual(
        centre(b.layout), centre(a.layout), absoluteTolerance: abs(b.offset - a.offset) + 1e-6)
    }
    #expect(screen.rendered.refreshState == .refreshing)
  }
}
