@_spi(Testing) import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Requirement 8: a status-bar tap brings the active list to its top and the header to
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
      #expect(abs(frame.layout.collapse - Expected.collapse(offset: frame.offset, config)) < 1e-9)
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
    screen.coordinator.setContentOffset(
      Expected.pinOffset(config) + 2000, page: 0, animated: false, at: driver.time)
    driver.tapStatusBar()
    #expect(screen.coordinator.animation?.purpose == .scrollToTop)
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
    screen.coordinator.setContentOffset(
      Expected.pinOffset(config) + 800, page: 1, animated: false, at: driver.time)
    #expect(screen.lists.map(\.scrollsToTop) == [false, true, false])
    #expect(screen.lists[1].simulateStatusBarTap() == false)
    #expect(screen.coordinator.animation?.purpose == .scrollToTop)
    #expect(screen.coordinator.animation?.page == 1)
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
    let config = profileConfiguration(refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.coordinator.setContentOffset(
      Expected.pinOffset(config) + 500, page: 0, animated: false, at: driver.time)
    screen.coordinator.beginRefreshing(at: driver.time)
    driver.tapStatusBar()
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config) - 60)
    #expect(driver.layout.headerTop == config.topInset + 60)
  }
}
