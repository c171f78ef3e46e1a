/// What a scroll view is to the screen, which decides whether it may keep `scrollsToTop`.
///
/// UIKit performs the status-bar tap only when exactly one on-screen scroll view has
/// `scrollsToTop` on; with two, nothing scrolls. The screen's one owner is the primary list
/// (``NestedScrollHostAdapter/primaryListDidChange(page:)``); the pager, the other pages'
/// lists, every scroll view inside the header or the tab bar (a text view, which has it on
/// by default; a carousel; a scrolling tab bar) and every scroll view inside a list's rows
/// (a carousel in a feed's cell, a text view in a row) have it off.
public enum ScrollViewRole: Hashable, Sendable {
  /// Page `page`'s list.
  case list(page: Int)
  /// The horizontal pager.
  case pager
  /// A scroll view inside the header or the tab bar.
  case overlay
  /// A scroll view inside a page's list: in a cell, a section header or a footer.
  case insideList

  /// Whether a scroll view in this role has `scrollsToTop` on, when `primaryPage`'s list is
  /// the primary one (`nil`: there is none).
  public func scrollsToTop(primaryPage: Int?) -> Bool {
    switch self {
    case .list(let page): return page == primaryPage
    case .pager, .overlay, .insideList: return false
    }
  }
}
