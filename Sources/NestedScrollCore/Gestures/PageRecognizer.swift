/// What the platform layer knows about a gesture recognizer in the container: the inputs of
/// the rules that say which recognizers compete with the pager's pan (``competitor``) and
/// which survive a touch that only stopped motion (``survivesMotionStop``).
///
/// UIKit: the recognizer's class, its view and whether it is that scroll view's own
/// `panGestureRecognizer` or `pinchGestureRecognizer`.
public struct PageRecognizer: Equatable, Sendable {
  /// The kind of view a recognizer is attached to.
  public enum Owner: Equatable, Sendable {
    /// A table view (UIKit: `UITableView`).
    case table
    /// A collection view (UIKit: `UICollectionView`, which also draws SwiftUI's `List` on
    /// iOS 16 and later).
    case collection
    /// Any other scroll view.
    case scrollView
    /// A view that does not scroll.
    case view
  }

  /// What the recognizer is to the scroll view it is attached to.
  public enum Role: Equatable, Sendable {
    /// The scroll view's own scrolling pan (UIKit: `panGestureRecognizer`).
    case scrollingPan
    /// The scroll view's own pinch (UIKit: `pinchGestureRecognizer`).
    case zoomingPinch
    /// Another pan recognizer on the view.
    case otherPan
    /// Any other recognizer.
    case other
  }

  /// The kind of view the recognizer is attached to.
  public var owner: Owner
  /// What the recognizer is to that view.
  public var role: Role
  /// Whether that view lies inside a page, below the pager (not the pager itself).
  public var isInsidePage: Bool
  /// Whether that view is a scroll view with content to scroll sideways
  /// (``HorizontalScrollRange/scrollsHorizontally(contentWidth:leftInset:rightInset:width:)``).
  public var scrollsHorizontally: Bool

  /// A recognizer in `role` on a view of kind `owner`.
  public init(owner: Owner, role: Role, isInsidePage: Bool, scrollsHorizontally: Bool = false) {
    self.owner = owner
    self.role = role
    self.isInsidePage = isInsidePage
    self.scrollsHorizontally = scrollsHorizontally
  }

  /// What the recognizer is to the pager's pan. A list's pan recognizer that is not its
  /// scrolling pan is its swipe-actions pan: UIKit adds no other pan to a table or a
  /// collection view outside editing.
  public var competitor: PagerCompetitor {
    guard isInsidePage else { return .none }
    switch (owner, role) {
    case (.table, .scrollingPan), (.collection, .scrollingPan), (.scrollView, .scrollingPan):
      return scrollsHorizontally ? .horizontalScrolling : .none
    case (.table, .otherPan): return .askableSwipeActions
    case (.collection, .otherPan): return .opaqueSwipeActions
    default: return .none
    }
  }

  /// Whether the recognizer keeps working when a touch lands on moving content and only
  /// stops it: a scroll view's own pan and pinch, so the same finger can go on dragging or
  /// zooming. Every other recognizer (a row's tap, a button's) is cancelled, as a scroll
  /// view cancels taps on content it was moving.
  public var survivesMotionStop: Bool {
    owner != .view && (role == .scrollingPan || role == .zoomingPinch)
  }
}
