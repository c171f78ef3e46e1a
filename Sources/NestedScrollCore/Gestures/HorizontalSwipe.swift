/// What is under the finger when a horizontal swipe begins: the inputs of
/// ``PagerGestureRule/owner(of:)`` that the platform layer gathers by hit-testing, once per
/// gesture (never per scroll event).
public struct HorizontalSwipe: Equatable, Sendable {
  /// How far the finger has moved to the right when the pager's pan asks to begin
  /// (negative: to the left).
  public var translationX: Double
  /// Where the finger touched down, in the container's coordinates (UIKit: the pan
  /// recognizer's location less its translation): on the header or the tab bar, or on the
  /// pages under them. Not finite: on the pages.
  public var startY: Double
  /// The horizontal scroll views under the finger, innermost first (a carousel in the
  /// header or in a row); the pager itself is not one of them.
  public var scrollViews: [HorizontalScrollRange]
  /// The swipe actions of the table row under the finger; empty when there is none.
  public var rowSwipeActions: RowSwipeActions
  /// Whether the swipe began at the screen's leading edge (left, left to right), where the
  /// navigation controller's back swipe begins.
  public var startsAtLeadingScreenEdge: Bool
  /// Whether a back swipe can pop anything: the container is in a navigation controller
  /// whose `interactivePopGestureRecognizer` is enabled and has a controller to go back to.
  public var canNavigateBack: Bool

  /// A swipe of `translationX` points to the right that began at `startY` (by default on
  /// the pages); nothing else under the finger unless given.
  public init(
    translationX: Double, startY: Double = .nan, scrollViews: [HorizontalScrollRange] = [],
    rowSwipeActions: RowSwipeActions = [], startsAtLeadingScreenEdge: Bool = false,
    canNavigateBack: Bool = false
  ) {
    self.translationX = translationX
    self.startY = startY
    self.scrollViews = scrollViews
    self.rowSwipeActions = rowSwipeActions
    self.startsAtLeadingScreenEdge = startsAtLeadingScreenEdge
    self.canNavigateBack = canNavigateBack
  }

  /// How far from the screen's leading edge (in points) a swipe counts as the navigation
  /// controller's back swipe.
  public static let backSwipeEdgeWidth = 24.0

  /// Whether a touch at `x` (in the screen's coordinates, left to right) on a screen
  /// `screenWidth` points wide is at its leading edge: within ``backSwipeEdgeWidth`` of the
  /// left edge, or of the right edge in a right-to-left layout. Non-finite values are not.
  public static func isAtLeadingScreenEdge(x: Double, screenWidth: Double, isRightToLeft: Bool) -> Bool {
    guard x.isFinite, screenWidth.isFinite else { return false }
    return isRightToLeft ? x >= screenWidth - backSwipeEdgeWidth : x <= backSwipeEdgeWidth
  }
}
