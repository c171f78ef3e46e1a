/// What a pan recognizer inside the pages is to the pager's pan (``PageRecognizer``): who
/// decides first when both could take a horizontal swipe.
public enum PagerCompetitor: Equatable, Sendable {
  /// A horizontal scroll view's own scrolling pan (a carousel in a row): it waits for the
  /// pager's pan to fail, and the pager's pan declines at once when the scroll view can
  /// still scroll that way (``PagerGestureRule``).
  case horizontalScrolling
  /// The swipe-actions pan of a list whose actions the pager can ask for before it begins
  /// (a table: its delegate's swipe-actions configurations, its data source's edit commits).
  /// It waits for the pager's pan, which declines when the row has actions on the side the
  /// swipe reveals (``RowSwipeActions``).
  case askableSwipeActions
  /// The swipe-actions pan of a list whose actions only the list knows (a collection view
  /// with a list layout's swipe-actions providers, every SwiftUI `List` on iOS 16 and
  /// later): the pager's pan waits for it to fail. It fails as the swipe begins when the
  /// row has no actions on that side, so paging then starts without a visible delay.
  case opaqueSwipeActions
  /// Neither: the two recognizers do not wait for each other.
  case none
}
