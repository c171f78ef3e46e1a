import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Dynamic Type: when the content size category changes, the host has header and tab bar
/// measured again, and the header's new height is taken without moving the content the user
/// is looking at.
@Suite struct ContentSizeCategoryTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  @Test func aNewCategoryIsMeasuredAndTheContentStaysPut() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    // The header's text grows with the category: 300 points become 420.
    var fitting = 300.0
    screen.headerFittingHeight = { fitting }
    driver.bring(to: .halfCollapsed)
    let offset = driver.activeOffset
    let tabBarTop = screen.rendered.tabBar.origin.y
    fitting = 420
    #expect(screen.rendered.header.size.height == 300, "measured before the category changed")
    screen.host.contentSizeCategoryDidChange()
    #expect(screen.rendered.measurementRequestCount == 1)
    #expect(screen.rendered.header.size.height == 420)
    // The rows on screen did not move: the list keeps its offset and the tab bar its place.
    #expect(driver.activeOffset == offset)
    #expect(screen.rendered.tabBar.origin.y == tabBarTop)
    #expect(screen.rendered.header.origin.y + screen.rendered.header.size.height == tabBarTop)
    driver.wait(0.5)
    #expect(driver.activeOffset == offset)
    #expect(screen.rendered.tabBar.origin.y == tabBarTop)
  }

  @Test func anExpandedHeaderStaysExpandedAtItsNewHeight() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.headerFittingHeight = { 240 }
    screen.host.contentSizeCategoryDidChange()
    #expect(screen.rendered.header == Rect(x: 0, y: config.topInset, width: screen.width, height: 240))
    #expect(screen.rendered.tabBar.origin.y == config.topInset + 240)
    driver.wait(0.5)
    #expect(screen.rendered.tabBar.origin.y == config.topInset + 240)
  }
}
