import NestedScrollCore
import NestedScrollSimulation
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
}
