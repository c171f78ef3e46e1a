#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  /// A page of a ``NestedScrollViewController``: a view controller that shows one vertical
  /// list and says which scroll view it is (a table view, a collection view, any
  /// `UIScrollView`). Set the list's own delegate before returning the page: the
  /// controller wraps it so that it keeps receiving every callback. Do not replace the
  /// delegate while the page is shown (the wrapper would be lost: no snapping, no refresh);
  /// the controller restores your delegate when it releases the page.
  @MainActor
  public protocol NestedScrollPage: UIViewController {
    /// The scroll view that scrolls this page's content vertically.
    var nestedScrollView: UIScrollView { get }
    /// Whether the list's section headers stick (a plain `UITableView` with section headers,
    /// a collection view with pinned headers). Such a list keeps the header's collapsible
    /// part as an empty spacer at the top of its content, so its section headers stick right
    /// under the tab bar (see the StickySectionHeaders article). By default, `true` for a
    /// plain-style table whose delegate or data source provides section headers
    /// (``NestedScrollCore/ListStyle``); a collection view opts in itself, since only its
    /// layout can reserve the spacer.
    var hasStickySectionHeaders: Bool { get }
    /// The spacer's height changed (the header was measured anew). A `UITableView`'s spacer is
    /// the controller's own (its `tableHeaderView`); any other list with sticky section
    /// headers reserves `height` points at the top of its content here. Does nothing by
    /// default.
    func headerSpacerHeightDidChange(_ height: CGFloat)
    /// Whether ``nestedScrollView`` is a placeholder for a list still being built (a SwiftUI
    /// page before its `List` rendered), replaced later through
    /// ``NestedScrollViewController/pageScrollViewDidChange(at:)``. A restored position
    /// waits for the real list (``NestedScrollCore/NestedScrollHostAdapter/listIsPlaceholder(forPage:)``).
    /// `false` by default.
    var isNestedScrollViewPlaceholder: Bool { get }
  }

  extension NestedScrollPage {
    /// `true` for a plain-style table with section headers (``NestedScrollCore/ListStyle``);
    /// for any other list the header's room is its top inset.
    public var hasStickySectionHeaders: Bool {
      ListStyle(nestedScrollView).needsHeaderSpacerByDefault
    }
    /// Does nothing.
    public func headerSpacerHeightDidChange(_ height: CGFloat) {}
    /// `false`: the page's scroll view is its list.
    public var isNestedScrollViewPlaceholder: Bool { false }
  }

  /// Supplies a ``NestedScrollViewController``'s pages, in the manner of UIKit data sources.
  @MainActor
  public protocol NestedScrollViewControllerDataSource: AnyObject {
    /// The number of pages (tabs).
    func numberOfPages(in controller: NestedScrollViewController) -> Int
    /// The page at `index`; called lazily, when the page is about to be shown or becomes a
    /// neighbour of the shown page. The controller keeps only the shown page and its
    /// neighbours loaded and asks again for a page it released (its scroll position is
    /// remembered); return a cached instance if creating pages is expensive.
    func nestedScrollViewController(_ controller: NestedScrollViewController, pageAt index: Int)
      -> NestedScrollPage
    /// The title of the tab at `index`.
    func nestedScrollViewController(_ controller: NestedScrollViewController, titleForPageAt index: Int)
      -> String
  }

  /// Reports what a ``NestedScrollViewController`` does; every method is optional.
  @MainActor
  public protocol NestedScrollViewControllerDelegate: AnyObject {
    /// Header and tab bar moved: `layout` has the collapse (`collapseProgress` 0 expanded … 1
    /// pinned), the stretch, and where header, tab bar and refresh area are.
    func nestedScrollViewController(
      _ controller: NestedScrollViewController, didUpdateHeaderLayout layout: HeaderLayout)
    /// Another page became the selected one.
    func nestedScrollViewController(_ controller: NestedScrollViewController, didSelectPageAt index: Int)
    /// The refresh state changed (``NestedScrollViewController/refreshState``): for an
    /// indicator of your own. Loading belongs to ``NestedScrollViewController/refreshAction``.
    func nestedScrollViewController(
      _ controller: NestedScrollViewController, didChangeRefreshState state: RefreshState)
    /// Tab `index`'s own refresh state changed (``NestedScrollViewController/tabRefreshState(page:)``):
    /// for an indicator of your own. Loading belongs to
    /// ``NestedScrollViewController/tabRefreshAction``.
    func nestedScrollViewController(
      _ controller: NestedScrollViewController, didChangeRefreshState state: RefreshState,
      forPageAt index: Int)
    /// The controller could not use a value as given and used another (see
    /// ``NestedScrollViewController/diagnostics``); `issue` says which and what it did.
    func nestedScrollViewController(
      _ controller: NestedScrollViewController, didSanitize issue: CoordinatorIssue)
  }

  extension NestedScrollViewControllerDelegate {
    /// Does nothing.
    public func nestedScrollViewController(
      _ controller: NestedScrollViewController, didUpdateHeaderLayout layout: HeaderLayout
    ) {}
    /// Does nothing.
    public func nestedScrollViewController(
      _ controller: NestedScrollViewController, didSelectPageAt index: Int
    ) {}
    /// Does nothing.
    public func nestedScrollViewController(
      _ controller: NestedScrollViewController, didChangeRefreshState state: RefreshState
    ) {}
    /// Does nothing.
    public func nestedScrollViewController(
      _ controller: NestedScrollViewController, didChangeRefreshState state: RefreshState,
      forPageAt index: Int
    ) {}
    /// Does nothing.
    public func nestedScrollViewController(
      _ controller: NestedScrollViewController, didSanitize issue: CoordinatorIssue
    ) {}
  }
#endif
