/// Which view controller must be told the navigation bar's content scroll view.
///
/// A navigation bar tracks the content scroll view of the view controller it shows, which
/// is the navigation controller's direct child (`setContentScrollView(_:for:)` on that
/// controller). A screen embedded as a child of that controller (the usual way to use the
/// container) must therefore tell its ancestor that is the navigation controller's child,
/// not itself: told to itself, the bar never hears of it.
public enum ContentScrollViewOwner {
  /// The owner among `chain`, the container and then its ancestors in order (each one's
  /// parent follows it): the first whose parent is a navigation controller
  /// (`isNavigationChild`). `nil` when none is (not in a navigation controller): the
  /// container itself is then told, as nothing else could be.
  public static func owner<Chain: Sequence>(
    in chain: Chain, isNavigationChild: (Chain.Element) -> Bool
  ) -> Chain.Element? {
    chain.first(where: isNavigationChild)
  }
}
