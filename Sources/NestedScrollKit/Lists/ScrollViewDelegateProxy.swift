#if canImport(UIKit)
  import NestedScrollCore
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
  ///
  /// The app's delegate is held weakly too (holding it would be a cycle through the page
  /// that owns both). UIKit's tables and collection views ask `responds(to:)` once, when the
  /// delegate is set, and keep the answers: a selector the app's delegate implements keeps
  /// being sent to the proxy, which forwards it (`forwardingTarget(for:)`). Forwarded to
  /// nothing, the runtime would raise "unrecognized selector". So when the app's delegate
  /// is released first, the proxy is set as the delegate again at once
  /// (``OriginalDelegateWatcher``): the list asks anew and hears only what the proxy answers
  /// itself.
  ///
  /// Where both have a say, ``NestedScrollCore/ListDelegateOrder`` orders the app's delegate
  /// and the host: the app first, the host last on the deceleration target.
  @MainActor
  final class ScrollViewDelegateProxy: NSObject, UIScrollViewAccessibilityDelegate {
    /// The app's own delegate; every selector the proxy does not handle goes to it.
    nonisolated(unsafe) weak var original: NSObjectProtocol?
    /// The page this list shows, as the host numbers pages.
    var page: Int
    /// Receives the callbacks the host needs.
    weak var receiver: ScrollViewDelegateProxyReceiver?
    /// The scroll view this proxy is the delegate of.
    private weak var scrollView: UIScrollView?
    /// Tells this proxy when the app's delegate is released.
    private var watcher: OriginalDelegateWatcher?

    private init(original: NSObjectProtocol?, page: Int, scrollView: UIScrollView) {
      self.original = original
      self.page = page
      self.scrollView = scrollView
      super.init()
      if let original { watcher = OriginalDelegateWatcher(watching: original, for: self) }
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
        proxy = ScrollViewDelegateProxy(original: scrollView.delegate, page: page, scrollView: scrollView)
        objc_setAssociatedObject(scrollView, &associationKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        scrollView.delegate = proxy
      }
      proxy.receiver = receiver
      return proxy
    }

    /// Puts the app's own delegate back on `scrollView` and lets the proxy go.
    static func uninstall(from scrollView: UIScrollView) {
      guard let proxy = scrollView.delegate as? ScrollViewDelegateProxy else { return }
      proxy.watcher?.stopWatching()
      proxy.watcher = nil
      scrollView.delegate = proxy.original as? UIScrollViewDelegate
      objc_setAssociatedObject(scrollView, &associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The app's delegate was released: the list is given the proxy again, so that it asks
    /// `responds(to:)` anew and stops sending what only the app's delegate implemented.
    @objc fileprivate func originalDelegateWasReleased() {
      watcher = nil
      guard let scrollView, scrollView.delegate === self else { return }
      scrollView.delegate = nil
      scrollView.delegate = self
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
      let original = originalDelegate
      let page = page
      let receiver = receiver
      // The app's delegate first, the host last: its refresh or snap target is the one kept.
      let target = ListDelegateOrder.targetContentOffset(
        proposed: Double(targetContentOffset.pointee.y),
        app: { y in
          targetContentOffset.pointee.y = CGFloat(y)
          original?.scrollViewWillEndDragging?(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
          y = Double(targetContentOffset.pointee.y)
        },
        host: { y in
          receiver?.listWillEndDragging(
            page: page, velocityPerMillisecond: Double(velocity.y), targetContentOffset: &y)
        })
      targetContentOffset.pointee.y = CGFloat(target)
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

    /// UIKit sends VoiceOver's three-finger scroll to the scroll view around the focused
    /// element, so a list with focus pages by itself; header and tab bar follow its offset as
    /// one scroll view, and VoiceOver hears where that one scroll view is.
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? {
      let receiver = receiver
      let page = page
      return ListDelegateOrder.accessibilityScrollStatus(
        app: (original as? UIScrollViewAccessibilityDelegate)?.accessibilityScrollStatus?(for: scrollView)
      ) {
        receiver?.listAccessibilityScrollStatus(page: page)
      }
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      let receiver = receiver
      let page = page
      return ListDelegateOrder.shouldScrollToTop(
        app: originalDelegate?.scrollViewShouldScrollToTop?(scrollView)
      ) {
        receiver?.listShouldScrollToTop(page: page) ?? true
      }
    }
  }

  /// Tells a ``ScrollViewDelegateProxy`` when the app's delegate it forwards to is released.
  ///
  /// An associated object of the app's delegate: the runtime releases it with the delegate
  /// (`objc_setAssociatedObject` with a retaining policy), and its `deinit` tells the proxy
  /// (`performSelector(onMainThread:with:waitUntilDone:)`, which on the main thread, where
  /// UIKit's delegates are released, delivers the message at once).
  private final class OriginalDelegateWatcher: NSObject {
    nonisolated(unsafe) private weak var proxy: ScrollViewDelegateProxy?
    nonisolated(unsafe) private weak var original: NSObjectProtocol?

    @MainActor
    init(watching original: NSObjectProtocol, for proxy: ScrollViewDelegateProxy) {
      self.proxy = proxy
      self.original = original
      super.init()
      objc_setAssociatedObject(original, Self.key(for: proxy), self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Each proxy watches under its own key: one delegate may serve several lists.
    private static func key(for proxy: ScrollViewDelegateProxy) -> UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
    }

    /// The proxy no longer forwards to this delegate: remove the watcher, silently.
    @MainActor
    func stopWatching() {
      guard let proxy else { return }
      self.proxy = nil
      if let original {
        objc_setAssociatedObject(original, Self.key(for: proxy), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }

    deinit {
      guard let proxy else { return }
      // On the main thread the proxy is told at once, before UIKit can send the list's
      // delegate anything; from another thread, on the main thread's next turn.
      proxy.performSelector(
        onMainThread: #selector(ScrollViewDelegateProxy.originalDelegateWasReleased), with: nil,
        waitUntilDone: Thread.isMainThread)
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
    func listAccessibilityScrollStatus(page: Int) -> String?
    func listInsetsDidChange(page: Int)
    func listDidEndDragging(page: Int, willDecelerate: Bool)
    func listDidEndDecelerating(page: Int)
  }
#endif
