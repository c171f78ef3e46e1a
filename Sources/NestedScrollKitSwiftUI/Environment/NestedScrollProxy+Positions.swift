#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollKit
  import SwiftUI

  @available(iOS 15.0, *)
  extension NestedScrollProxy {
    /// Where the ``NestedScrollView`` is now, as a value to store (`SceneStorage` through
    /// ``NestedScrollCore/ScrollPositionSnapshot/data``); `nil` before it appears.
    public var positionSnapshot: ScrollPositionSnapshot? {
      target.controller?.positionSnapshot
    }

    /// Restores a snapshot from ``positionSnapshot``, without animation (call it from the
    /// view's `onAppear`: before its first layout the snapshot waits for it). What does not
    /// apply to this screen is clamped or dropped and reported as a
    /// ``NestedScrollCore/CoordinatorIssue``.
    public func restore(_ snapshot: ScrollPositionSnapshot) {
      target.controller?.restore(snapshot)
    }

    /// The `contentOffset.y` of the list of the tab whose selection value is `tab`, loaded or
    /// not; `nil` for a value no tab has.
    public func contentOffset<Value: Hashable>(for tab: Value) -> CGFloat? {
      guard let page = target.pageForValue(AnyHashable(tab)) else { return nil }
      return target.controller?.contentOffset(forPage: page)
    }

    /// Sets the `contentOffset.y` of the list of the tab whose selection value is `tab`; a
    /// tab not loaded gets it when it loads. A value no tab has does nothing.
    public func setContentOffset<Value: Hashable>(_ offset: CGFloat, for tab: Value, animated: Bool = true) {
      guard let page = target.pageForValue(AnyHashable(tab)) else { return }
      target.controller?.setContentOffset(offset, forPage: page, animated: animated)
    }
  }
#endif
