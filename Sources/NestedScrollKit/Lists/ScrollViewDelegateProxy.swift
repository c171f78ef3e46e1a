#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Stands in as a list's delegate so the host hears the few callbacks it needs, while
  /// every callback — these included — still reaches the delegate the app had set (its
  /// table or collection view delegate), as if the proxy were not there.
  ///
  /// `UIScrollView.delegate` is weak, so the scroll view itself keeps the proxy alive (an
  /// associated object): a cached page that outlives the controller keeps a working
  /// delegate that forwards everything to the app's own, and the host callbacks, which hold
  /// the controller weakly, simply stop.
  @MainActor
  final class ScrollViewDelegateProxy: NSObject, UIScrollViewDelegate {
    /// The app's own delegate; every selector the proxy does not handle goes to it.
    nonisolated(unsafe) weak var original: NSObjectProtocol?
    /// The page this list shows, as the host numbers pages.
    var page: Int
    /// Receives the callbacks the host needs.
    weak var receiver: ScrollViewDelegateProxyReceiver?

    private init(original: NSObjectProtocol?, page: Int) {
      self.original = original
      self.page = page
    }

    /// Installs a proxy as `scrollView`'s delegate (reusing the one already there), kept
    /// alive by the scroll view.
    static func install(on scrollView: UIScrollView, page: Int, receiver: ScrollViewDelegateProxyReceiver)
      -> ScrollViewDelegateProxy
    {
      let proxy: ScrollViewDelegateProxy
      if let existing = scrollView.delegate as? ScrollViewDelegateProxy {
        proxy = existing
        proxy.page = page
      } else {
        proxy = ScrollViewDelegateProxy(original: scrollView.delegate, page: page)
        objc_setAssociatedObject(scrollView, &associationKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        scrollView.delegate = proxy
      }
      proxy.receiver = receiver
      return proxy
    }

    /// Puts the app's own delegate back on `scrollView` and lets the proxy go.
    static func uninstall(from scrollView: UIScrollView) {
      guard let proxy = scrollView.delegate as? ScrollViewDelegateProxy else { return }
      scrollView.delegate = proxy.original as? UIScrollViewDelegate
      objc_setAssociatedObject(scrollView, &associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (original?.responds(to: aSelector) ?? false)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      original?.responds(to: aSelector) == true ? original : nil
    }

    private var originalDelegate: UIScrollViewDelegate? { original as? UIScrollViewDelegate }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      receiver?.listDidScroll(page: page)
      originalDelegate?.scrollViewDidScroll?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      receiver?.listWillBeginDragging(page: page)
      originalDelegate?.scrollViewWillBeginDragging?(scrollView)
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      var y = Double(targetContentOffset.pointee.y)
      receiver?.listWillEndDragging(
        page: page, velocityPerMillisecond: Double(velocity.y), targetContentOffset: &y)
      targetContentOffset.pointee.y = CGFloat(y)
      originalDelegate?.scrollViewWillEndDragging?(
        scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      receiver?.listDidEndDragging(page: page, willDecelerate: decelerate)
      originalDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      receiver?.listDidEndDecelerating(page: page)
      originalDelegate?.scrollViewDidEndDecelerating?(scrollView)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      receiver?.listInsetsDidChange(page: page)
      originalDelegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      if originalDelegate?.scrollViewShouldScrollToTop?(scrollView) == false { return false }
      return receiver?.listShouldScrollToTop(page: page) ?? true
    }
  }

  /// The proxy's association with its scroll view.
  private nonisolated(unsafe) var associationKey: UInt8 = 0

  /// What a ``ScrollViewDelegateProxy`` reports: the host's list inputs, in UIKit's units.
  @MainActor
  protocol ScrollViewDelegateProxyReceiver: AnyObject {
    func listDidScroll(page: Int)
    func listWillBeginDragging(page: Int)
    func listWillEndDragging(page: Int, velocityPerMillisecond: Double, targetContentOffset: inout Double)
    func listShouldScrollToTop(page: Int) -> Bool
    func listInsetsDidChange(page: Int)
    func listDidEndDragging(page: Int, willDecelerate: Bool)
    func listDidEndDecelerating(page: Int)
  }
#endif
