import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// The header's height changes at rest and mid-scroll without moving what
/// the user looks at: expanded stays expanded, otherwise the list keeps its offset and the
/// header's bottom edge (the tab bar's top) stays put.
@Suite struct HeaderHeightChangeTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  @Test(arguments: [400.0, 200.0, 60.0])
  func expandedStaysExpanded(newHeight: Double) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.setHeaderHeight(newHeight)
    var changed = config
    changed.headerHeight = newHeight
    #expect(driver.activeOffset == Expected.expandedOffset(changed))
    #expect(screen.activeList.contentInset.top == Expected.insetTop(changed))
    #expect(driver.layout.collapse == 0)
    #expect(driver.layout.headerTop == config.topInset)
    #expect(driver.layout.tabBarTop == config.topInset + newHeight)
    // Every list was at its top, and still is.
    #expect(screen.lists.allSatisfy { $0.contentOffset.y == Expected.expandedOffset(changed) })
    driver.wait(0.2)
    #expect(driver.activeOffset == Expected.expandedOffset(changed))
  }

  @Test(arguments: [400.0, 250.0])
  func partiallyCollapsedKeepsItsOffsetAndTheHeaderBottomEdge(newHeight: Double) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.place(fromY: 600, toY: 600 - 10 - 120, duration: 0.6)
    driver.runUntilRest()
    let offset = driver.activeOffset
    let tabBarTop = driver.layout.tabBarTop
    #expect(driver.layout.collapse == 120)
    screen.setHeaderHeight(newHeight)
    var changed = config
    changed.headerHeight = newHeight
    #expect(driver.activeOffset == offset)
    #expect(driver.layout.tabBarTop == tabBarTop)
    #expect(driver.layout.collapse == Expected.collapse(offset: offset, changed))
    #expect(screen.activeList.contentInset.top == Expected.insetTop(changed))
    driver.wait(0.2)
    #expect(driver.activeOffset == offset)
  }

  @Test(arguments: [400.0, 150.0])
  func pinnedKeepsEveryDeepListsOffset(newHeight: Double) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.bring(to: .pinned)
    driver.switchTab(to: 1, by: .selectPage)
    driver.place(fromY: 700, toY: 300, duration: 0.8)
    driver.runUntilRest()
    let offsets = screen.lists.map(\.contentOffset.y)
    screen.setHeaderHeight(newHeight)
    var changed = config
    changed.headerHeight = newHeight
    #expect(screen.lists[0].contentOffset.y == offsets[0])
    #expect(screen.lists[1].contentOffset.y == offsets[1])
    // List 2 was never scrolled: it stays at its top, with the new header expanded on it.
    #expect(screen.lists[2].contentOffset.y == Expected.expandedOffset(changed))
    #expect(driver.layout.isPinned)
    #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
    driver.switchTab(to: 0, by: .tapTab)
    #expect(screen.lists[0].contentOffset.y == offsets[0])
    #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
  }

  @Test func changeDuringADragKeepsTheContentUnderTheFinger() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.drag(fromY: 700, toY: 700 - 10 - 100, duration: 0.5)
    let offset = driver.activeOffset
    let tabBarTop = driver.layout.tabBarTop
    screen.setHeaderHeight(360)
    #expect(driver.activeOffset == offset)
    #expect(driver.layout.tabBarTop == tabBarTop)
    driver.clearFrames()
    // The finger keeps going 1:1 across the new pin point: collapse is now 100 + 60 = 160
    // of 360 − 60 = 300, 140 pt away.
    driver.move(toY: 290, duration: 1)
    let error = fingerTracking(driver.frames)
    #expect(error.pairs > 100)
    #expect(error.maximum < 1e-9)
    expectApproximatelyEqual(driver.activeOffset, offset + 300, absoluteTolerance: 1e-9)
    #expect(driver.layout.isPinned)
    driver.lift()
  }

  @Test func changeMidFlingKeepsTheMotion() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.place(fromY: 600, toY: 600 - 10 - 50, duration: 0.5)
    driver.runUntilRest()
    driver.flick(fromY: 600, velocity: 800, distance: 40)
    let release = driver.activeOffset
    let velocity = screen.activeList.velocity.y
    driver.wait(0.05)
    let offset = driver.activeOffset
    let tabBarTop = driver.layout.tabBarTop
    #expect(!driver.layout.isPinned)
    let beforeChange = driver.frames.count
    screen.setHeaderHeight(420)
    #expect(driver.activeOffset == offset)
    #expect(driver.layout.tabBarTop == tabBarTop)
    driver.runUntilRest()
    expectNoJump(driver.frames, from: beforeChange - 1)
    expectApproximatelyEqual(
      driver.activeOffset, release + Expected.projection(velocity: velocity), absoluteTolerance: 1e-6)
  }
}
