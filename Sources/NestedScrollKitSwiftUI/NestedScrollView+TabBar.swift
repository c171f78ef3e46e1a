#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollKit
  import SwiftUI

  @available(iOS 15.0, *)
  extension NestedScrollView {
    /// Creates the view with a tab bar of your own: `tabBar` draws it from a
    /// ``NestedTabBarContext`` (titles, badges, the selected tab, the pager's position) and
    /// selects a tab with the context's ``NestedTabBarContext/select(_:)``.
    ///
    ///     NestedScrollView(selection: $tab) {
    ///       ProfileHeader(user: user)
    ///     } tabs: {
    ///       …
    ///     } tabBar: { context in
    ///       CapsuleTabBar(context: context)
    ///     }
    ///
    /// The bar is as tall as its content's ideal height at the screen's width, pins under the
    /// header like the default one, and is drawn again when the context changes: on every
    /// frame of a swipe, so keep its body light. It draws its own background. See the
    /// CustomTabBars article.
    public init<TabBar: View>(
      selection: Binding<Selection>, behavior: NestedScrollBehavior = NestedScrollBehavior(),
      @ViewBuilder header: () -> Header, @NestedTabBuilder tabs: () -> [NestedTab],
      @ViewBuilder tabBar: @escaping (NestedTabBarContext) -> TabBar
    ) {
      self.init(selection: selection, behavior: behavior, header: header, tabs: tabs)
      self.tabBar = { AnyView(tabBar($0)) }
    }
  }

  @available(iOS 15.0, *)
  extension NestedScrollView where Selection == Int {
    /// Creates the view with a tab bar of your own and no selection binding: it starts on
    /// `NestedScrollBehavior.initialPage`. See
    /// ``init(selection:behavior:header:tabs:tabBar:)``.
    public init<TabBar: View>(
      behavior: NestedScrollBehavior = NestedScrollBehavior(), @ViewBuilder header: () -> Header,
      @NestedTabBuilder tabs: () -> [NestedTab],
      @ViewBuilder tabBar: @escaping (NestedTabBarContext) -> TabBar
    ) {
      self.init(behavior: behavior, header: header, tabs: tabs)
      self.tabBar = { AnyView(tabBar($0)) }
    }
  }
#endif
