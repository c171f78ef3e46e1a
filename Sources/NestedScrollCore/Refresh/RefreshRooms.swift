/// Every refresh of a screen, the page's and each tab's (``RefreshScope``): its state and its
/// room (the page's above the header, a tab's under the tab bar), with how many rooms are
/// closing, so that whether frames are needed is one compare however many tabs there are.
package struct RefreshRooms: Hashable, Sendable {
  /// The page's pull-to-refresh state.
  package internal(set) var pageState = RefreshState.idle
  /// Each tab's pull-to-refresh state, by page.
  package internal(set) var tabStates: [RefreshState]
  /// The page's room, above the header.
  package private(set) var page = RefreshRoom()
  /// Each tab's room, by page.
  package private(set) var tabs: [RefreshRoom]
  /// How many of the rooms are closing.
  private var closingCount = 0
  /// The tabs from the first to the last whose room is closing (empty: none): a frame visits
  /// these, not every tab.
  private(set) var closingTabs: Range<Int> = 0..<0

  /// Closed rooms for `pageCount` pages.
  package init(pageCount: Int) {
    tabs = Array(repeating: RefreshRoom(), count: pageCount)
    tabStates = Array(repeating: .idle, count: pageCount)
  }

  /// Whether any room is on its way to closed: each frame samples it.
  package var isClosing: Bool { closingCount > 0 }

  /// Whether a tab's room is on its way to closed.
  var hasClosingTab: Bool { closingCount > (page.isClosing ? 1 : 0) }

  /// The height of tab `index`'s room at the latest frame; 0 for a page that does not exist.
  @inline(__always)
  package func tab(_ index: Int) -> Double {
    index >= 0 && index < tabs.count ? tabs[index].height : 0
  }

  /// Changes the page's room (`nil`) or tab `index`'s room by `change`, keeping the count of
  /// closing rooms.
  mutating func update<Result>(_ index: Int?, _ change: (inout RefreshRoom) -> Result) -> Result {
    let result: Result
    if let index {
      let was = tabs[index].isClosing
      result = change(&tabs[index])
      let closes = tabs[index].isClosing
      closingCount += (closes ? 1 : 0) - (was ? 1 : 0)
      if closes {
        closingTabs =
          closingTabs.isEmpty
          ? index..<index + 1 : min(closingTabs.lowerBound, index)..<max(closingTabs.upperBound, index + 1)
      } else if !hasClosingTab {
        closingTabs = 0..<0
      }
    } else {
      let was = page.isClosing
      result = change(&page)
      closingCount += (page.isClosing ? 1 : 0) - (was ? 1 : 0)
      if !hasClosingTab { closingTabs = 0..<0 }
    }
    return result
  }

  /// Follows a new page count: rooms and states of pages that no longer exist go, new pages
  /// have none and are idle.
  mutating func resize(count: Int) {
    for index in tabs.indices where index >= count && tabs[index].isClosing { closingCount -= 1 }
    tabs = (0..<count).map { $0 < tabs.count ? tabs[$0] : RefreshRoom() }
    closingTabs = hasClosingTab ? closingTabs.clamped(to: 0..<count) : 0..<0
    tabStates = (0..<count).map { $0 < tabStates.count ? tabStates[$0] : .idle }
  }
}
