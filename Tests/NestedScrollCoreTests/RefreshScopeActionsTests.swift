import NestedScrollCore
import Testing

/// A declarative screen's refresh actions turn on the refresh they belong to: the screen's
/// the page's, any one tab's the tabs', both together both, and none nothing.
struct RefreshScopeActionsTests {
  @Test func anyTabsActionTurnsOnTabRefresh() {
    #expect(RefreshScope(screenHasAction: false, tabsHaveActions: [false, true, false]) == .tab)
    #expect(RefreshScope(screenHasAction: true, tabsHaveActions: [false, false, true]) == .both)
    #expect(RefreshScope(screenHasAction: true, tabsHaveActions: [false, false]) == .page)
    #expect(RefreshScope(screenHasAction: true, tabsHaveActions: []) == .page)
    #expect(RefreshScope(screenHasAction: false, tabsHaveActions: [false, false]) == nil)
  }

  @Test func onlyTheTabAndBothScopesRefreshTabs() {
    #expect(RefreshScope.tab.refreshesTabs)
    #expect(RefreshScope.both.refreshesTabs)
    #expect(!RefreshScope.page.refreshesTabs)
  }
}
