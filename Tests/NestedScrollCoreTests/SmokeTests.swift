import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import ScrollSimulator
import Testing

@Test func dragFromHeaderCollapsesAndContinuesIntoList() throws {
  let config = NestedScrollConfiguration(
    headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44, topInset: 47, viewportHeight: 844)
  let screen = try SimulatedProfileScreen(configuration: config, contentHeights: [5000, 3000, 200])
  let space = screen.coordinator.snapshot.space
  #expect(screen.activeList.contentOffset.y == -space.listInsetTop)
  var t = 0.0
  var y = 300.0
  screen.touchBegan(at: Point(x: 100, y: y), time: t)
  for _ in 0..<60 {
    t += 1.0 / 60
    y -= 10
    screen.touchMoved(to: Point(x: 100, y: y), time: t)
    screen.advance(to: t)
  }
  // 600 pt of finger travel, the first 10 pt are the hysteresis.
  expectApproximatelyEqual(
    screen.activeList.contentOffset.y, -space.listInsetTop + 590, absoluteTolerance: 1e-6)
  #expect(screen.shownLayout.isPinned)
  #expect(screen.shownLayout.tabBarTop == space.topInset + space.pinnedHeaderHeight)
}
