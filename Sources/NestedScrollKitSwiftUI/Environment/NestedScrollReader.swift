#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollKit
  import SwiftUI

  /// Gives its content a ``NestedScrollProxy`` for the ``NestedScrollView`` inside it, in
  /// the manner of `ScrollViewReader`.
  ///
  ///     NestedScrollReader { proxy in
  ///       NestedScrollView(selection: $tab) { header } tabs: { … }
  ///         .toolbar { Button("Top") { proxy.scrollToTop() } }
  ///     }
  @available(iOS 15.0, *)
  public struct NestedScrollReader<Content: View>: View {
    @State private var target = NestedScrollProxy.Target()
    private let content: (NestedScrollProxy) -> Content

    /// Creates a reader whose `content` gets the proxy.
    public init(@ViewBuilder content: @escaping (NestedScrollProxy) -> Content) {
      self.content = content
    }

    /// The content, with the proxy's target in its environment.
    public var body: some View {
      content(NestedScrollProxy(target: target))
        .environment(\.nestedScrollProxyTarget, target)
    }
  }

  /// Moves the header and the tabs of a ``NestedScrollView`` from SwiftUI (from a
  /// ``NestedScrollReader``). Calls made before the view appears, or after it goes, do
  /// nothing.
  @available(iOS 15.0, *)
  @MainActor
  public struct NestedScrollProxy {
    /// The view a proxy acts on, registered by it.
    @MainActor
    final class Target {
      weak var controller: NestedScrollViewController?
      var pageForValue: (AnyHashable) -> Int? = { _ in nil }
      nonisolated init() {}
    }

    let target: Target

    /// Expands the header fully.
    public func expandHeader(animated: Bool = true) {
      target.controller?.expandHeader(animated: animated)
    }

    /// Collapses the header fully (the tab bar pins).
    public func collapseHeader(animated: Bool = true) {
      target.controller?.collapseHeader(animated: animated)
    }

    /// Scrolls the selected tab to its top with the header, in one animation.
    public func scrollToTop() {
      target.controller?.scrollToTop()
    }

    /// Scrolls the tab whose selection value is `tab` to its top; another than the selected
    /// one shows its top when selected. A value no tab has does nothing.
    public func scrollToTop<Value: Hashable>(_ tab: Value) {
      guard let page = target.pageForValue(AnyHashable(tab)) else { return }
      target.controller?.scrollToTop(page: page)
    }

    /// Starts refreshing, as a pull would (the ``SwiftUI/View/nestedScrollRefreshable(action:)``
    /// action runs).
    public func beginRefreshing() {
      target.controller?.beginRefreshing()
    }

    /// Tries the failed load of more rows of the tab whose selection value is `tab` again
    /// (its ``NestedTab/onLoadMore(distance:perform:)`` action runs at once). Does nothing
    /// unless that tab's last load failed, or for a value no tab has.
    public func retryLoadingMore<Value: Hashable>(_ tab: Value) {
      guard let page = target.pageForValue(AnyHashable(tab)) else { return }
      target.controller?.retryLoadingMore(page: page)
    }

    /// The feed of the tab whose selection value is `tab` starts over (its rows were
    /// replaced other than by a refresh of the view): a finished or failed feed asks for
    /// rows again near its end. A refresh of the tab or of the page does this when it ends.
    public func resetLoadMore<Value: Hashable>(_ tab: Value) {
      guard let page = target.pageForValue(AnyHashable(tab)) else { return }
      target.controller?.resetLoadMore(page: page)
    }
  }
#endif
