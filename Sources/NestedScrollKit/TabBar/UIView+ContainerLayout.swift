#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// Asks the view controller whose view contains this one to lay its view out again: a
    /// tab bar whose height changed (a new font) is measured again by
    /// ``NestedScrollViewController`` on its next layout pass, which its own
    /// `invalidateIntrinsicContentSize()` does not start for a view placed by frame. The view
    /// controller is found through the responder chain: a view's
    /// [`next`](https://developer.apple.com/documentation/uikit/uiresponder/next) responder is
    /// the view controller it is the root view of, or else its superview.
    package func setNeedsContainerLayout() {
      var responder = next
      while let current = responder, !(current is UIViewController) { responder = current.next }
      (responder as? UIViewController)?.viewIfLoaded?.setNeedsLayout()
    }
  }
#endif
