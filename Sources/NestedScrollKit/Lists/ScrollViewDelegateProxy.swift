#if canImport(UIKit)
  import UIKit

  /// Stands in as a list's delegate so the coordinator hears the few callbacks it needs,
  /// while every callback — these included — still reaches the delegate the app had set
  /// (its table or collection view delegate), as if the proxy were not there.
  @MainActor
  final class ScrollViewDelegateProxy: NSObject, UIScrollViewDelegate {
    /// The app's own delegate; every selector the proxy does not handle goes to it.
    nonisolated(unsafe) weak var original: NSObjectProtocol?
    /// Callbacks into the view controller.
    var didScroll: (() -> Void)?
    var willBeginDragging: (() -> Void)?
    var willEndDragging: ((_ velocityPerMillisecond: CGPoint, _ target: inout CGPoint) -> Void)?
    var shouldScrollToTop: (() -> Bool)?

    init(original: NSObjectProtocol?) {
      self.original = original
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (original?.responds(to: aSelector) ?? false)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      original?.responds(to: aSelector) == true ? original : nil
    }

    private var originalDelegate: UIScrollViewDelegate? { original as? UIScrollViewDelegate }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      didScroll?()
      originalDelegate?.scrollViewDidScroll?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      willBeginDragging?()
      originalDelegate?.scrollViewWillBeginDragging?(scrollView)
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      var target = targetContentOffset.pointee
      willEndDragging?(velocity, &target)
      targetContentOffset.pointee = target
      originalDelegate?.scrollViewWillEndDragging?(
        scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      if originalDelegate?.scrollViewShouldScrollToTop?(scrollView) == false { return false }
      return shouldScrollToTop?() ?? true
    }
  }
#endif
