#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore

  /// What a ``HostedTabBar``'s root is drawn from, as `HostedViewResend` compares it: the
  /// root view is reassigned only when one of these changed.
  @available(iOS 15.0, *)
  struct HostedTabBarInputs: Equatable, Sendable {
    /// The tabs' titles.
    var titles: [String] = []
    /// Each tab's badge, one for each title.
    var badges: [TabBadge?] = []
    /// The selected tab.
    var selectedIndex = 0
    /// The pager's position in tabs.
    var progress = 0.0
    /// The builder's revision: one more for each update of the screen that gave a builder.
    var content = 0
    /// ``HostedEnvironment``'s revision.
    var environment = 0
  }
#endif
