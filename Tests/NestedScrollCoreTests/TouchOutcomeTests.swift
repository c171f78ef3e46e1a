import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Every touch that lands while anything moves stops it and is not a tap: the content under
/// the finger (a cell, a button) must not be selected by a touch that only meant to stop.
struct TouchOutcomeTests {
  /// Touches down and lifts at once, 10 ms later, without moving.
  private func tap(_ screen: SimulatedProfileScreen, at time: Double) -> TouchOutcome {
    screen.advance(to: time)
    screen.touchBegan(at: Point(x: 200, y: 600), time: time)
    screen.advance(to: time + 0.01)
    return screen.touchEnded(at: Point(x: 200, y: 600), time: time + 0.01)
  }

  @Test func aTouchOnAStillScreenIsATap() throws {
    let screen = try makeScreen()
    #expect(tap(screen, at: 1) == .tap)
  }

  @Test func aTouchDuringScrollToTopStopsItAndIsNotATap() throws {
    let screen = try makeScreen()
    screen.host.setContentOffset(1500, page: 0, animated: false, at: 0)
    screen.tapStatusBar(time: 0.1)
    screen.advance(to: 0.2)
    #expect(screen.coordinator.snapshot.animation?.purpose == .scrollToTop)
    let offset = screen.activeList.contentOffset.y
    #expect(tap(screen, at: 0.2) == .stoppedMotion)
    #expect(screen.coordinator.snapshot.animation == nil)
    // Stopped where it was: the touch did not send it on to the top.
    #expect(screen.activeList.contentOffset.y == offset)
  }

  @Test func aTouchDuringAHeaderSnapStopsItAndIsNotATap() throws {
    let screen = try makeScreen(profileConfiguration(snapsHeader: true))
    // Half collapsed at rest: the rest rule snaps the header with a spring.
    screen.host.setContentOffset(
      screen.coordinator.snapshot.space.offset(forHeaderPosition: 140), page: 0, animated: false, at: 0)
    screen.advance(to: 0.05)
    #expect(screen.coordinator.snapshot.animation?.purpose == .snap)
    #expect(tap(screen, at: 0.1) == .stoppedMotion)
  }

  @Test func aTouchDuringAFlingIsNotATap() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 600, velocity: -3000, distance: 60)
    driver.wait(0.1)
    #expect(screen.activeList.isDecelerating)
    #expect(tap(screen, at: driver.time + 0.01) == .stoppedMotion)
  }

  @Test func aTouchWhileThePagerSlidesIsNotATap() throws {
    let screen = try makeScreen()
    screen.tapTab(1, time: 0.1)
    screen.advance(to: 0.15)
    #expect(screen.host.visiblePages.count == 2)
    #expect(screen.host.touchDidBegin(at: 0.16))
  }
}

extension TouchOutcomeTests {
  /// What the fuzzer (Scripts/fuzz) found here, each reduced to the gesture that shows it;
  /// every test failed before its fix.
  @Suite(.tags(.fuzzFinding)) struct FuzzFindings {
    /// A finger lifted far from its last sample: the lift's implied move went to list and
    /// pager alike, both dragged, and the pager's swipe stopped the list mid-bounce, 78 pt
    /// past its top for good. The lift's move now has one owner, and a swipe lets a bounce
    /// finish.
    @Test func aLiftFarFromTheLastSampleMovesOneViewAndNothingStaysOverscrolled() throws {
      let config = profileConfiguration(snapsHeader: true)
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      driver.touchDown(x: 100, y: 200)
      screen.touchEnded(at: Point(x: 300, y: 700), time: 0.02)
      #expect(!(screen.pager.isDragging && screen.activeList.isDragging))
      #expect(driver.runUntilRest())
      for list in screen.lists { #expect(list.verticalOffsetBounds.contains(list.contentOffset.y)) }
      #expect(driver.pagerShowsActivePage)
    }
  }
}
