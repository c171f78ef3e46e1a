#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  /// What a tab bar needs to work with ``NestedScrollViewController``; adopt it to replace
  /// the default ``NestedScrollTabBar`` with your own view.
  @MainActor
  public protocol NestedScrollTabBarProtocol: UIView {
    /// Called with the user's choice of tab.
    var onSelect: ((Int) -> Void)? { get set }
    /// Shows these tab titles.
    func setTitles(_ titles: [String])
    /// Moves the selection to the pager's fractional position (1.5 is halfway between the
    /// second and third tab) and marks `selectedIndex` as the selected tab.
    func setSelection(progress: Double, selectedIndex: Int)
    /// Shows `badge` on tab `index` (`nil` removes it); what it shows and what VoiceOver
    /// reads are ``NestedScrollCore/TabBadge``'s. A tab bar without badges ignores it.
    func setBadge(_ badge: TabBadge?, forTab index: Int)
  }

  extension NestedScrollTabBarProtocol {
    /// A tab bar of the app's own shows no badges unless it implements this.
    public func setBadge(_ badge: TabBadge?, forTab index: Int) {}
  }
#endif
