/// What a pull-to-refresh refreshes: the whole page, with its indicator above the header, or
/// the selected tab, with its own indicator under the tab bar.
///
/// - ``page``: one refresh for the screen. Pulling any tab's list past its top moves or
///   stretches the header (``OverscrollBehavior``) and reveals the indicator above it; while
///   refreshing, every list keeps room for it.
/// - ``tab``: each tab refreshes on its own (the "list refresh" of other paging libraries).
///   Pulling the selected tab's list past its top never moves or stretches the header: the
///   list's rows move down and reveal that tab's indicator right under the tab bar. While
///   a tab refreshes, only its list keeps room for its indicator; other tabs scroll, pull
///   and refresh as they are, and a tab switch moves no list for another tab's refresh.
///
/// A pull begins where a list is at its top, which in one scroll space means with the
/// header fully expanded: a list whose header is pinned or partly collapsed first expands
/// the header (a fling that reaches the top keeps its momentum into the header's reveal)
/// and only then pulls. Which refresh a pull starts never depends on anything but the
/// scope, so a refresh in one scope never starts the other's action.
public enum RefreshScope: Hashable, Sendable, CaseIterable {
  /// The whole page refreshes; the indicator shows above the header.
  case page
  /// The selected tab refreshes; its indicator shows under the tab bar.
  case tab
}
