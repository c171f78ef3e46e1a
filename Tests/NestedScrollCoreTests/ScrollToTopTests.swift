import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// A status-bar tap brings the active list to its top and the header to
/// fully expanded in one animation.
@Suite struct ScrollToTopTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  private func expectOneAnimationToTheTop(_ driver: ScreenDriver) {
    let frames = driver.frames
    #expect(!frames.isEmpty)
    // One motion: the offset only decreases, the header only expands, and the layout
    // follows the one formula at every frame.
    for (a, b) in zip(frames, frames.dropFirst()) {
      #expect(b.offset <= a.offset)
      #expect(b.layout.collapse <= a.layout.collapse)
    }
    for frame in frames {
      expectApproximatelyEqual(
        frame.layout.collapse, Expected.collapse(offset: frame.offset, config), absoluteTolerance: 1e-9)
    }
    let moving = frames.dropLast()
    #expect(moving.allSatisfy { $0.animationPurpose == .scrollToTop })
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(driver.layout.collapse == 0)
    #expect(driver.layout.headerTop == config.topInset)
    #expect(driver.layout.overscroll == 0)
  }

  @Test func statusBarTapFromDeepInTheList() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.setContentOffset(
      Expected.pinOffset(config) + 2000, page: 0, animated: false, at: driver.time)
    driver.tapStatusBar()
    #expect(screen.coordinator.snapshot.animation?.purpose == .scrollToTop)
    driver.runUntilRest()
    expectOneAnimationToTheTop(driver)
  }

  @Test func statusBarTapDuringAFlingStopsItAndGoesToTheTop() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 700, velocity: 3000, distance: 80)
    driver.wait(0.2)
    #expect(screen.activeList.isDecelerating)
    driver.clearFrames()
    driver.tapStatusBar()
    #expect(!screen.activeList.isDecelerating)
    driver.runUntilRest()
    expectOneAnimationToTheTop(driver)
  }

  /// The list's own status-bar handling (UIKit asks the one list with `scrollsToTop`):
  /// the coordinator takes it over, so the header expands in the same animation.
  @Test func theListsOwnStatusBarTapIsTakenOverByTheCoordinator() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.switchTab(to: 1, by: .swipe)
    screen.host.setContentOffset(
      Expected.pinOffset(config) + 800, page: 1, animated: false, at: driver.time)
    #expect(screen.lists.map(\.scrollsToTop) == [false, true, false])
    #expect(screen.lists[1].simulateStatusBarTap() == false)
    #expect(screen.coordinator.snapshot.animation?.purpose == .scrollToTop)
    #expect(screen.coordinator.snapshot.animation?.page == 1)
    driver.clearFrames()
    driver.runUntilRest()
    expectOneAnimationToTheTop(driver)
  }

  @Test func statusBarTapAtTheTopDoesNothing() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.tapStatusBar()
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(driver.frames.allSatisfy { $0.offset == Expected.expandedOffset(config) })
  }

  @Test func statusBarTapWhileRefreshingShowsTheIndicator() throws {
    let (config, screen, driver) = try makeRefreshingScreen()
    screen.host.setContentOffset(
      Expected.pinOffset(config) + 500, page: 0, animated: false, at: driver.time)
    screen.host.beginRefreshing(at: driver.time)
    driver.tapStatusBar()
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config) - 60)
    #expect(driver.layout.headerTop == config.topInset + 60)
  }
}

extension ScrollToTopTests {
  /// What the fuzzer (Scripts/fuzz) found here, each reduced to the gesture that shows it;
  /// every test failed before its fix.
  @Suite(.tags(.fuzzFinding)) struct FuzzFindings {
    /// The viewport changed while scroll-to-top animated: the animation went on to the old
    /// top, 31 pt past the new one, and rested there.
    @Test func aGeometryChangeRetargetsARunningAnimation() throws {
      let config = profileConfiguration()
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      driver.flick(fromY: 700, velocity: 2_500, distance: 150)
      driver.wait(0.5)
      driver.tapStatusBar()
      driver.wait(0.05)
      #expect(screen.coordinator.snapshot.animation?.purpose == .scrollToTop)
      var measured = screen.measurements
      (measured.safeAreaTop, measured.safeAreaBottom) = (0, 0)
      screen.layOut(measured, time: driver.time)
      #expect(driver.runUntilRest())
      #expect(driver.activeOffset == screen.coordinator.snapshot.space.offset(forHeaderPosition: 0))
      #expect(screen.activeList.verticalOffsetBounds.contains(driver.activeOffset))
    }

    /// Scroll to top across a 100,000 pt header, then the header made 300 pt: the list
    /// was carried to the new top still moving at the old animation's 10⁶ pt/s and flew
    /// thousands of points past it. A retargeted animation now keeps at most the speed
    /// that overshoots by half a viewport.
    @Test func aRetargetedAnimationKeepsASpeedTheNewGeometryCanTake() throws {
      let config = profileConfiguration(headerHeight: 100_000)
      let screen = try makeScreen(config, contentHeights: [200_000, 3_000, 4_000])
      let driver = ScreenDriver(screen)
      screen.host.setContentOffset(-40_000, page: 0, animated: false, at: 0)
      driver.tapStatusBar()
      driver.wait(0.05)
      #expect(abs(screen.activeList.contentOffset.y - -40_000) > 1_000, "the animation is under way")
      var measured = screen.measurements
      measured.headerHeight = 300
      screen.layOut(measured, time: driver.time)
      let list = screen.activeList
      let top = list.verticalOffsetBounds.lowerBound
      var lowest = list.contentOffset.y
      driver.onFrame = { _ in lowest = min(lowest, list.contentOffset.y) }
      #expect(driver.runUntilRest())
      #expect(lowest >= top - config.viewportHeight / 2)
      #expect(list.contentOffset.y == top)
    }

    /// The host moved an animating list itself (a layout after an inset change): the next
    /// frame put it back on the animation's path, a jump of the whole move. The animation
    /// now goes on from where the list is.
    @Test func anAnimationGoesOnFromWhereSomethingElseMovedItsList() throws {
      let (screen, driver) = try scrollingToTop(from: 2_000, for: 0.05)
      let list = screen.activeList
      let before = list.contentOffset.y
      driver.step()
      let frameTravel = abs(list.contentOffset.y - before)
      let moved = list.contentOffset.y + 300
      list.contentOffset = Point(x: 0, y: moved)
      driver.step()
      expectApproximatelyEqual(list.contentOffset.y, moved, absoluteTolerance: frameTravel * 1.2)
      #expect(driver.runUntilRest())
      #expect(list.contentOffset.y == screen.coordinator.snapshot.space.offset(forHeaderPosition: 0))
    }

    /// A frame 0.9 s earlier than the last (a bogus timestamp, short of a clock reset): the
    /// animation was sampled back in time and threw the list back along its path, past
    /// where the content now ends. Such a frame is now ignored and reported.
    @Test func anAnimationFrameEarlierThanTheLastIsIgnored() throws {
      let (screen, driver) = try scrollingToTop(from: 2_000, for: 0.1)
      let list = screen.activeList
      let placed = list.contentOffset.y
      #expect(screen.host.frame(at: driver.time - 0.09))
      #expect(list.contentOffset.y == placed)
      #expect(screen.host.diagnostics.lastIssue == .timeWentBackwards)
      #expect(driver.runUntilRest())
      #expect(list.contentOffset.y == screen.coordinator.snapshot.space.offset(forHeaderPosition: 0))
    }

    /// A screen whose active list, placed at `offset`, has been scrolling to its top (a
    /// status-bar tap) for `duration` seconds.
    private func scrollingToTop(from offset: Double, for duration: Double) throws -> (
      SimulatedProfileScreen, ScreenDriver
    ) {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      screen.host.setContentOffset(offset, page: 0, animated: false, at: 0)
      driver.tapStatusBar()
      driver.wait(duration)
      #expect(screen.coordinator.snapshot.animation?.purpose == .scrollToTop)
      return (screen, driver)
    }
  }
}
