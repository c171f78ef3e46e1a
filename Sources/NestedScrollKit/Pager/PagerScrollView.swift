#if canImport(UIKit)
  import UIKit

  /// The horizontal pager: a paging `UIScrollView` whose pan asks the host before it
  /// begins, so that on the first page a back swipe is the navigation controller's.
  ///
  /// UIKit calls `gestureRecognizerShouldBegin(_:)` when a recognizer attempts to leave
  /// its possible state; returning `false` makes it fail, and the navigation controller's
  /// `interactivePopGestureRecognizer` can begin instead.
  @MainActor
  final class PagerScrollView: UIScrollView {
    /// Decides whether the pan may begin, from its translation to the right in points.
    var shouldBeginPan: ((Double) -> Bool)?

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      if gestureRecognizer === panGestureRecognizer, let shouldBeginPan,
        !shouldBeginPan(Double(panGestureRecognizer.translation(in: self).x))
      {
        return false
      }
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
  }
#endif
