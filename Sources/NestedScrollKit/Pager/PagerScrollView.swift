#if canImport(UIKit)
  import UIKit

  /// The horizontal pager: a paging `UIScrollView` whose pan asks the controller before it
  /// begins, so that a carousel, a row's swipe actions or the navigation controller's back
  /// swipe can win (``NestedScrollCore/PagerGestureRule``).
  ///
  /// UIKit calls `gestureRecognizerShouldBegin(_:)` when a recognizer attempts to leave
  /// its possible state; returning `false` makes it fail. The pan's delegate is the scroll
  /// view itself, so the failure requirements with the back swipe and the recognizers inside
  /// the pages are answered here too.
  @MainActor
  final class PagerScrollView: UIScrollView, UIGestureRecognizerDelegate {
    /// Decides whether the pan may begin.
    var shouldBeginPan: ((UIPanGestureRecognizer) -> Bool)?
    /// Whether the pan waits for another recognizer to fail (the back swipe).
    var panRequiresFailure: ((UIGestureRecognizer) -> Bool)?
    /// Whether another recognizer waits for the pan to fail (a carousel's pan in a page).
    var panIsRequiredToFail: ((UIGestureRecognizer) -> Bool)?

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      if gestureRecognizer === panGestureRecognizer, let shouldBeginPan, !shouldBeginPan(panGestureRecognizer)
      {
        return false
      }
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      gestureRecognizer === panGestureRecognizer && panRequiresFailure?(otherGestureRecognizer) == true
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      gestureRecognizer === panGestureRecognizer && panIsRequiredToFail?(otherGestureRecognizer) == true
    }
  }
#endif
