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

    /// Starts refreshing, as a pull would (the action of SwiftUI's `refreshable(action:)` on
    /// the view runs).
    public func beginRefreshing() {
      target.controller?.beginRefreshing()
    }

    /// Ends refreshing before the action returns: the indicator's room closes and the
    /// action's task is cancelled. Does nothing while the view is not refreshing.
    public func endRefreshing() {
      target.controller?.endRefreshing()
    }

    /// Starts the own refresh of the tab whose selection value is `tab`, as a pull of its
    /// list would (its ``NestedTab/refreshable(action:)`` action runs). Does nothing unless
    /// the tabs refresh on their own (some tab has an action), or for a value no tab has.
    public func beginRefreshing<Value: Hashable>(_ tab: Value) {
      guard let page = target.pageForValue(AnyHashable(tab)) else { return }
      target.controller?.beginTabRefreshing(page: page)
    }

    /// Ends the own refresh of the tab whose selection value is `tab` before its action
    /// returns: its indicator's room closes and the action's task is cancelled. A value no
    /// tab has does nothing.
    public func endRefreshing<Value: Hashable>(_ tab: Value) {
      guard let page = target.pageForValue(AnyHashable(tab)) else { return }
      target.controller?.endTabRefreshing(page: page)
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
