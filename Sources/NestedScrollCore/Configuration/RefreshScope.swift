/// What a pull-to-refresh refreshes: the whole page, with its indicator above the header,
/// the selected tab, with its own indicator under the tab bar, or either, by where the drag
/// began.
///
/// - ``page``: one refresh for the screen. Pulling any tab's list past its top moves or
///   stretches the header (``OverscrollBehavior``) and reveals the indicator above it; while
///   refreshing, every list keeps room for it.
/// - ``tab``: each tab refreshes on its own (the "list refresh" of other paging libraries).
///   Pulling the selected tab's list past its top never moves or stretches the header: the
///   list's rows move down and reveal that tab's indicator right under the tab bar. While
///   a tab refreshes, only its list keeps room for its indicator; other tabs scroll, pull
///   and refresh as they are, and a tab switch moves no list for another tab's refresh.
/// - ``both``: a drag that begins on the header or the tab bar pulls the page's refresh, as
///   in ``page``; a drag that begins on the selected tab's list pulls that tab's refresh, as
///   in ``tab``. Each has its own action. Both may run at once, and their rooms stack: the
///   page's room above the header, the tab's under the tab bar. Scrolling up from the top
///   closes the page's room first, then the tab's, then collapses the header, as the order
///   they are drawn in; a refresh that ends closes only its own room.
///
/// A pull begins where a list is at its top, which in one scroll space means with the
/// header fully expanded: a list whose header is pinned or partly collapsed first expands
/// the header (a fling that reaches the top keeps its momentum into the header's reveal)
/// and only then pulls. Only a finger pulls: a fling or a bounce that reaches the top
/// starts no refresh, and in ``both`` its overscroll shows as the drag that threw it pulled
/// (the header stretches after a drag that began on it; the rows move under the tab bar
/// after one that began on the list). A drag that catches a bounce under way keeps the
/// bounce's scope until the list is back within its rooms, and one that catches the header
/// on its way past them after a tab switch (``TabSwitchPolicy/keepsContent``) keeps its. Which refresh a pull starts
/// depends only on the scope and, in ``both``, where its drag began, so a refresh in one
/// scope never starts the other's action.
public enum RefreshScope: Hashable, Sendable, CaseIterable {
  /// The whole page refreshes; the indicator shows above the header.
  case page
  /// The selected tab refreshes; its indicator shows under the tab bar.
  case tab
  /// A drag that begins on the header refreshes the page, one that begins on the selected
  /// tab's list refreshes that tab; both may run at once.
  case both
}
