import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// A reload takes the selected page's list away and loads it again: the list that comes back
/// is the status-bar tap's one owner, and the tap still brings list and header to the top.
@Suite struct ReloadScrollsToTopTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  /// The second tab selected, scrolled deep into its list with the header pinned.
  private func deepOnTheSecondTab() throws -> (SimulatedProfileScreen, ScreenDriver) {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.swipePage(forward: true)
    screen.host.setContentOffset(Expected.pinOffset(config) + 900, page: 1, animated: false, at: driver.time)
    driver.runUntilRest()
    #expect(screen.rendered.headerLayout?.isPinned == true)
    return (screen, driver)
  }

  /// The screen shows one owner, the selected page, and a status-bar tap expands the header
  /// and brings the list to its top.
  private func expectTheStatusBarTapReachesTheTop(_ screen: SimulatedProfileScreen, _ driver: ScreenDriver) {
    let owners = screen.rendered.pages.indices.filter { screen.rendered.pages[$0].scrollsToTop }
    #expect(owners == [1])
    driver.tapStatusBar()
    #expect(driver.runUntilRest())
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(screen.rendered.headerLayout?.collapse == 0)
    #expect(screen.rendered.header.origin.y == config.topInset)
  }

  @Test func aReloadOfTheSelectedPageKeepsTheStatusBarTap() throws {
    let (screen, driver) = try deepOnTheSecondTab()
    screen.host.reloadPage(1)
    expectTheStatusBarTapReachesTheTop(screen, driver)
  }

  @Test func aReloadOfEveryPageThatKeepsTheSelectedOneKeepsTheStatusBarTap() throws {
    let (screen, driver) = try deepOnTheSecondTab()
    screen.host.reloadPages(count: 3)
    #expect(screen.host.selectedPage == 1)
    expectTheStatusBarTapReachesTheTop(screen, driver)
  }
}
