@_spi(Testing) import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Fuzzer findings about the pager and the active page; each failed before its fix.
extension FuzzFindingsTests {
  /// A tab tap for a page that does not exist: the coordinator ignored it, but the pager
  /// slid to page 0 while page 1 stayed active.
  @Test func aTabTapOutOfRangeLeavesThePagerOnTheActivePage() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    driver.tapTab(1)
    #expect(driver.runUntilRest())
    driver.tapTab(-1)
    #expect(driver.runUntilRest())
    #expect(screen.coordinator.activePage == 1)
    #expect(
      screen.pager.contentOffset.x == screen.coordinator.pagerOffset(forPage: 1, pageWidth: screen.width))
  }

  /// A finger dragging the pager past its last page when a tab was tapped: the tapped page
  /// became active, the release threw the pager back to the last page, and since the
  /// pager never seemed to move away from the tapped page the coordinator never chose
  /// again. When the pager stops, the page it shows is now active.
  @Test func aTabTappedWhileTheFingerHoldsThePagerFollowsWhereThePagerStops() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    driver.swipePage(forward: true)
    driver.swipePage(forward: true)
    #expect(screen.coordinator.activePage == 2)
    driver.touchDown(x: 300, y: 500)
    driver.move(to: Point(x: 100, y: 500), duration: 0.1)
    #expect(
      screen.pager.contentOffset.x > screen.coordinator.pagerOffset(forPage: 2, pageWidth: screen.width))
    driver.tapTab(1)
    driver.step()
    driver.lift()
    #expect(driver.runUntilRest())
    let page = screen.coordinator.activePage
    #expect(
      screen.pager.contentOffset.x == screen.coordinator.pagerOffset(forPage: page, pageWidth: screen.width))
  }

  /// A screen 10^303 pt wide: the pager's page offsets passed what a scroll view holds, so
  /// the pager rested at its clamp while the active page lay far beyond. Widths are taken
  /// as at most ``NestedScrollConfiguration/maximumValue``, and unusable ones as 0.
  @Test func aPageWidthIsTakenWithinWhatAScrollViewHolds() throws {
    typealias Coordinator = NestedScrollCoordinator<SimulatedScrollView>
    let limit = NestedScrollConfiguration.maximumValue
    #expect(Coordinator.usableWidth(5e303) == limit)
    #expect(Coordinator.usableWidth(.nan) == 0)
    #expect(Coordinator.usableWidth(-1) == 0)
    #expect(Coordinator.usableWidth(390) == 390)
    let screen = try SimulatedProfileScreen(
      configuration: profileConfiguration(), contentHeights: [1_000, 1_000], width: 5e303)
    #expect(screen.width == limit)
    screen.tapTab(1, time: 0)
    var time = 0.0
    while !screen.isAtRest, time < 10 {
      time += 1.0 / 60
      screen.advance(to: time)
    }
    #expect(
      screen.pager.contentOffset.x == screen.coordinator.pagerOffset(forPage: 1, pageWidth: screen.width))
  }
}
