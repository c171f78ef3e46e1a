import NestedScrollCore
import Testing

/// A changed tab title reloads the tab bar only; pages reload only when the tabs change.
struct TabListUpdateTests {
  @Test func aChangedTitleReloadsOnlyTheTitles() {
    let update = TabListUpdate.between(
      oldValues: [1, 2, 3], oldTitles: ["Posts", "Media", "About"], newValues: [1, 2, 3],
      newTitles: ["Posts (3)", "Media", "About"])
    #expect(update == .titles)
  }

  @Test func unchangedTabsReloadNothing() {
    let update = TabListUpdate.between(
      oldValues: ["a", "b"], oldTitles: ["A", "B"], newValues: ["a", "b"], newTitles: ["A", "B"])
    #expect(update == .none)
  }

  @Test(arguments: [[1, 2], [2, 1, 3], [1, 3, 2], [] as [Int]])
  func addedRemovedOrReorderedTabsReloadThePages(newValues: [Int]) {
    let update = TabListUpdate.between(
      oldValues: [1, 2, 3], oldTitles: ["A", "B", "C"], newValues: newValues,
      newTitles: ["A", "B", "C"])
    #expect(update == .pages)
  }
}
