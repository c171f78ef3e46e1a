#if canImport(UIKit)
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
  }
#endif
