/// Who takes a horizontal swipe that begins on the container (``PagerGestureRule``).
public enum HorizontalSwipeOwner: Equatable, Sendable {
  /// The pager: it pages (or bounces at its last page).
  case pager
  /// A horizontal scroll view under the finger (a carousel, a tab bar that scrolls) that can
  /// still scroll that way.
  case scrollView
  /// The table row under the finger, which reveals its swipe actions.
  case rowSwipeActions
  /// The navigation controller's back swipe (from the leading screen edge: on the first
  /// page, or on the header or the tab bar of any page).
  case backSwipe
  /// Nobody: the swipe began on the header or the tab bar, which the pager never sees, and
  /// nothing there scrolls that way; or the pager has nowhere to go that way (the first page
  /// toward the one before it, a single page), so its pan declines. A vertical drag may take
  /// the touch.
  case nobody

  /// Whether the pager's pan may begin.
  public var pagerBegins: Bool { self == .pager }
}
