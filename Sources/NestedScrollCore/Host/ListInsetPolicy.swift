/// Who adds the safe area to a scroll view's insets: the container, or the system.
///
/// The container sets each page list's insets itself: room for the header and the tab bar,
/// the safe area's bottom and the short-content padding (``InsetComposition``). If the
/// system also added the safe area (UIKit: `contentInsetAdjustmentBehavior` other than
/// `.never`, `automaticallyAdjustsScrollIndicatorInsets`), it would count twice, and a list
/// that sits under the header would be pushed down by bars the header already clears. The
/// pager fills the container and its pages handle the safe area, so it takes none either.
/// The adapter applies the policy when it takes a scroll view over.
public struct ListInsetPolicy: Hashable, Sendable {
  /// Whether the system adds the safe area to the content inset (UIKit:
  /// `contentInsetAdjustmentBehavior` `.automatic`; `false`: `.never`).
  public var systemAdjustsContentInset: Bool
  /// Whether the system adds the safe area to the scroll indicator insets (UIKit:
  /// `automaticallyAdjustsScrollIndicatorInsets`).
  public var systemAdjustsScrollIndicatorInsets: Bool

  /// Creates a policy.
  public init(systemAdjustsContentInset: Bool, systemAdjustsScrollIndicatorInsets: Bool) {
    self.systemAdjustsContentInset = systemAdjustsContentInset
    self.systemAdjustsScrollIndicatorInsets = systemAdjustsScrollIndicatorInsets
  }

  /// The policy for a scroll view in `role`: page lists and the pager get no adjustment
  /// from the system; a scroll view inside the header, the tab bar or a list's rows keeps
  /// what the app set (`nil`: the container leaves it alone).
  public static func forScrollView(in role: ScrollViewRole) -> ListInsetPolicy? {
    switch role {
    case .list, .pager:
      return ListInsetPolicy(systemAdjustsContentInset: false, systemAdjustsScrollIndicatorInsets: false)
    case .overlay, .insideList:
      return nil
    }
  }
}
