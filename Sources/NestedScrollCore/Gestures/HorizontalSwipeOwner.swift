/// Who takes a horizontal swipe that begins on the container (``PagerGestureRule``).
public enum HorizontalSwipeOwner: Equatable, Sendable {
  /// The pager: it pages (or bounces at its last page).
  case pager
  /// A horizontal scroll view under the finger (a carousel) that can still scroll that way.
  case scrollView
  /// The table row under the finger, which reveals its swipe actions.
  case rowSwipeActions
  /// The navigation controller's back swipe (from the leading screen edge, on the first page).
  case backSwipe
  /// Nobody: the pager has nowhere to go that way (the first page toward the one before it,
  /// a single page), so its pan declines and a vertical drag may take the touch.
  case nobody

  /// Whether the pager's pan may begin.
  public var pagerBegins: Bool { self == .pager }
}
