import NestedScrollCore
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Horizontal swipes on the rendered screen go where UIKit sends them, by the host's
/// ``NestedScrollCore/PagerGestureRule``: one that starts on the header or the tab bar, which
/// sit above the pager, never changes tabs; one that starts on a list pages, except toward
/// nothing.
@Suite struct HeaderSwipeTests {
  /// The standard screen on its middle page, so that a swipe either way has a page to go
  /// to, with the header collapsed by `collapse` points (a drag on the list, lifted still).
  private func middlePage(collapse: Double) throws -> (SimulatedProfileScreen, ScreenDriver) {
    let screen = try makeScreen(profileConfiguration(initialPage: 1))
    let driver = ScreenDriver(screen)
    if collapse > 0 {
      driver.place(fromY: 700, toY: 700 - collapse, duration: 0.4)
      driver.runUntilRest()
    }
    return (screen, driver)
  }

  /// Swipes `distance` points toward the next page (`forward`) or the previous one from
  /// height `y`, lifting while moving, and waits for rest.
  private func swipe(_ driver: ScreenDriver, forward: Bool, distance: Double, y: Double) {
    let start = forward ? driver.screen.width - 50 : 50
    driver.swipe(fromX: start, toX: start + (forward ? -distance : distance), y: y)
    driver.runUntilRest()
  }

  @Test func aSwipeThatStartsOnTheHeaderOrTheTabBarLeavesTheTabAndThePager() async throws {
    // How far the header has collapsed (past 300 it is pinned), where between the overlay's
    // edges the swipe starts, which way and how far it goes.
    await propertyCheck(
      count: 60, input: Gen.double(in: 0...400), Gen.double(in: 0...1), Gen.bool, Gen.double(in: 60...290)
    ) { collapse, height, forward, distance in
      let (screen, driver) = try middlePage(collapse: collapse)
      let before = screen.rendered
      let pagerOffset = screen.pager.contentOffset
      // Anywhere from the header's top edge (or the screen's, once it slid above it) to the
      // tab bar's bottom edge.
      let top = max(before.header.minY, 0)
      let y = top + (before.tabBar.maxY - top) * height * 0.999
      swipe(driver, forward: forward, distance: distance, y: y)
      #expect(screen.rendered == before, "a swipe from y \(y)")
      #expect(screen.rendered.tabSelection == TabSelection(selectedIndex: 1, progress: 1))
      #expect(screen.pager.contentOffset == pagerOffset)
      #expect(screen.host.selectedPage == 1)
    }
  }

  @Test func aSwipeThatStartsOnTheTabBarChangesNoTab() throws {
    let (screen, driver) = try middlePage(collapse: 0)
    let tabBar = screen.rendered.tabBar
    let pagerOffset = screen.pager.contentOffset
    swipe(driver, forward: true, distance: 250, y: tabBar.minY + tabBar.size.height / 2)
    #expect(screen.rendered.tabSelection == TabSelection(selectedIndex: 1, progress: 1))
    #expect(screen.pager.contentOffset == pagerOffset)
  }

  @Test func aSwipeThatStartsOnTheListPagesEitherWay() throws {
    for forward in [true, false] {
      let (screen, driver) = try middlePage(collapse: 120)
      let y = screen.rendered.tabBar.maxY + 1
      swipe(driver, forward: forward, distance: 250, y: y)
      let page = forward ? 2 : 0
      #expect(screen.rendered.selectedPage == page)
      #expect(screen.rendered.tabSelection == TabSelection(selectedIndex: page, progress: Double(page)))
      #expect(screen.pager.contentOffset.x == screen.host.pagerOffset(forPage: page))
    }
  }

  @Test func aSwipeTowardNoPageLeavesThePagerStill() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    var pagerOffsets: [Double] = []
    driver.onFrame = { pagerOffsets.append($0.pagerOffsetX) }
    // The first page toward the one before it: the pager's pan declines, so no rubber band.
    driver.swipe(fromX: 50, toX: 300, y: 600)
    driver.runUntilRest()
    #expect(!pagerOffsets.isEmpty)
    #expect(pagerOffsets.allSatisfy { $0 == 0 })
    #expect(screen.rendered.selectedPage == 0)
  }
}
