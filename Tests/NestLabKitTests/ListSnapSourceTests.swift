import NestLabKit
import NestedScrollCore
import NestedScrollExpectations
import Testing

/// A scenario tab with `"snapSource": "list"`: ours snaps with `ItemSnap.listItems`, asking
/// the list's own layout at each release instead of boundaries handed over ahead.
@Suite struct ListSnapSourceTests {
  private func spec(_ source: TabSpec.SnapSource, heights: [Double]) -> ScreenSpec {
    ScreenSpec(
      tabs: [
        TabSpec(
          title: "Posts", contentHeight: heights.reduce(0, +), itemHeights: heights, snapsToItems: true,
          snapSource: source),
        TabSpec(title: "Media", contentHeight: 3000),
      ])
  }

  /// The list lays the rows out (its `rowHeights` answer the host); an array source leaves
  /// the list without rows and hands the host the boundaries.
  @Test func theListAnswersOnlyWhenItIsTheSource() throws {
    let heights: [Double] = [120, 64, 300]
    let list = try CoordinatorStrategy(screen: spec(.list, heights: heights))
    #expect(list.screen.rowHeights == [heights, []])
    #expect(
      list.screen.itemFrame(atContentY: 130, forPage: 0) == ListItemFrame(item: 1, minY: 120, height: 64))
    let array = try CoordinatorStrategy(screen: spec(.boundaries, heights: heights))
    #expect(array.screen.rowHeights == [[], []])
  }

  /// Rows that size themselves after the screen is built (each 130 pt, where the scenario
  /// said 100): every fling rests with a row's top, as the list lays it out now, under the
  /// tab bar, which only a snap that asks the list at the release can know.
  @Test(arguments: [-2600.0, -1400.0, -700.0, -300.0])
  func restsOnTheRowsTheListLaysOutAtTheRelease(velocity: Double) throws {
    let strategy = try CoordinatorStrategy(screen: spec(.list, heights: Array(repeating: 100, count: 60)))
    strategy.screen.rowHeights[0] = Array(repeating: 130, count: 60)
    let driver = FingerDriver(strategy)
    driver.drag(fromY: 760, toY: 360, duration: 0.8, hold: 0.2)
    driver.wait(1.5)
    driver.drag(fromY: 650, toY: 650 + velocity * 0.06, duration: 0.06)
    driver.wait(4)
    let content = driver.observation.scrollPosition - spec(.list, heights: []).pinPosition
    let row = (content / 130).rounded()
    #expect(content > 0)
    expectApproximatelyEqual(content, row * 130, absoluteTolerance: 0.5)
  }
}
