/// What is under the finger when a horizontal swipe begins: the inputs of
/// ``PagerGestureRule/owner(of:)`` that the platform layer gathers by hit-testing, once per
/// gesture (never per scroll event).
public struct HorizontalSwipe: Equatable, Sendable {
  /// How far the finger has moved to the right when the pager's pan asks to begin
  /// (negative: to the left).
  public var translationX: Double
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

  /// A swipe of `translationX` points to the right; nothing else under the finger unless
  /// given.
  public init(
    translationX: Double, scrollViews: [HorizontalScrollRange] = [], rowSwipeActions: RowSwipeActions = [],
    startsAtLeadingScreenEdge: Bool = false, canNavigateBack: Bool = false
  ) {
    self.translationX = translationX
    self.scrollViews = scrollViews
    self.rowSwipeActions = rowSwipeActions
    self.startsAtLeadingScreenEdge = startsAtLeadingScreenEdge
    self.canNavigateBack = canNavigateBack
  }
}
