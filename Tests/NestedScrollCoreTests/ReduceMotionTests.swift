import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// With Reduce Motion on, every animation the package plays ends on the next frame: header
/// snaps, scroll to top, animated offsets, the pager's slide to a tapped tab and the header's
/// way after a tab switch. With it off, each of them takes frames (the same checks fail).
@Suite struct ReduceMotionTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: true)

  private func screen(reducesMotion: Bool, _ configuration: NestedScrollConfiguration? = nil) throws -> (
    SimulatedProfileScreen, ScreenDriver
  ) {
    let screen = try makeScreen(configuration ?? config)
    screen.host.isReduceMotionEnabled = reducesMotion
    return (screen, ScreenDriver(screen))
  }

  @Test(arguments: [true, false])
  func aHeaderSnapArrivesOnTheNextFrame(reducesMotion: Bool) throws {
    let (screen, driver) = try screen(reducesMotion: reducesMotion)
    // Left at collapse 100 without velocity: it snaps to expanded.
    driver.place(fromY: 700, toY: 700 - 10 - 100, duration: 0.6)
    #expect(screen.coordinator.snapshot.animation?.purpose == .snap)
    driver.step()
    #expect((driver.activeOffset == Expected.expandedOffset(config)) == reducesMotion)
    #expect((screen.rendered.tabBar.origin.y == config.topInset + 300) == reducesMotion)
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config))
  }

  @Test(arguments: [true, false])
  func scrollToTopArrivesOnTheNextFrame(reducesMotion: Bool) throws {
    let (screen, driver) = try screen(reducesMotion: reducesMotion)
    screen.host.setContentOffset(Expected.pinOffset(config) + 2000, page: 0, animated: false, at: driver.time)
    driver.runUntilRest()
    driver.tapStatusBar()
    driver.step()
    #expect((driver.activeOffset == Expected.expandedOffset(config)) == reducesMotion)
    #expect((screen.rendered.header.origin.y == config.topInset) == reducesMotion)
    #expect(screen.isAtRest == reducesMotion)
  }

  @Test(arguments: [true, false])
  func animatedOffsetsAndHeaderChangesArriveOnTheNextFrame(reducesMotion: Bool) throws {
    let (screen, driver) = try screen(reducesMotion: reducesMotion)
    screen.host.collapseHeader(animated: true, at: driver.time)
    driver.step()
    #expect((screen.rendered.tabBar.origin.y == Expected.pinnedTabBarTop(config)) == reducesMotion)
    driver.runUntilRest()
    screen.host.setContentOffset(1000, page: 0, animated: true, at: driver.time)
    driver.step()
    #expect((driver.activeOffset == 1000) == reducesMotion)
    driver.runUntilRest()
    screen.host.expandHeader(animated: true, at: driver.time)
    driver.step()
    #expect((screen.rendered.header.origin.y == config.topInset) == reducesMotion)
  }

  @Test(arguments: [true, false])
  func aTabTapShowsTheTabOnTheNextFrame(reducesMotion: Bool) throws {
    let (screen, driver) = try screen(reducesMotion: reducesMotion)
    driver.tapTab(2)
    driver.step()
    #expect(driver.pagerShowsActivePage == reducesMotion)
    #expect((screen.rendered.tabSelection.progress == 2) == reducesMotion)
    driver.runUntilRest()
    #expect(screen.rendered.selectedPage == 2)
  }

  @Test(arguments: [true, false])
  func theHeadersWayAfterATabSwitchEndsOnTheNextFrame(reducesMotion: Bool) throws {
    var configuration = config
    configuration.tabSwitchPolicy = .keepsContent
    let (screen, driver) = try screen(reducesMotion: reducesMotion, configuration)
    driver.bring(to: .pinned)
    #expect(screen.rendered.tabBar.origin.y == Expected.pinnedTabBarTop(configuration))
    // Tab 1 is at its top: keeping its content, the header expands.
    screen.host.selectPage(1, animated: false, at: driver.time)
    driver.step()
    #expect((screen.rendered.header.origin.y == configuration.topInset) == reducesMotion)
    driver.runUntilRest()
    #expect(screen.rendered.header.origin.y == configuration.topInset)
  }

  @Test func aVoiceOverPageArrivesOnTheNextFrame() throws {
    let (screen, driver) = try screen(reducesMotion: true)
    let start = driver.activeOffset
    #expect(screen.host.accessibilityScroll(.up, at: driver.time))
    driver.step()
    // 844 − 47 − 60 − 44 points below the pinned header and tab bar, less 44 of overlap.
    #expect(driver.activeOffset - start == 649)
    #expect(screen.isAtRest)
  }

  @Test func aDragAndItsMomentumAreTheUsersOwnAndUnchanged() throws {
    let (reduced, reducedDriver) = try screen(reducesMotion: true)
    let (plain, plainDriver) = try screen(reducesMotion: false)
    reducedDriver.flick(fromY: 700, velocity: 2500, distance: 120)
    plainDriver.flick(fromY: 700, velocity: 2500, distance: 120)
    reducedDriver.wait(0.3)
    plainDriver.wait(0.3)
    #expect(reduced.activeList.isDecelerating)
    #expect(reducedDriver.activeOffset == plainDriver.activeOffset)
    _ = plain
  }
}
