/// The primary list as the adapter last heard of it
/// (``NestedScrollHostAdapter/primaryListDidChange(page:)``), and whether it must hear again.
///
/// The adapter gives `scrollsToTop` to the primary list and takes it from every other list
/// it has at that moment. A list that arrives later (a page that loads, a page reloaded, a
/// list replaced) keeps whatever `scrollsToTop` its scroll view had: UIKit turns it on for
/// every new scroll view, and the reloaded selected page's list is not the list the adapter
/// was told of, so the navigation bar would go on tracking the one that left. After any list
/// arrives, the adapter therefore hears of the primary list again, even when its page is the
/// same.
package enum PrimaryListNotice: Equatable, Sendable {
  /// The adapter was told that `page`'s list is primary (`nil`: none is), and no list has
  /// arrived since.
  case current(page: Int?)
  /// Lists arrived since the adapter was told of `page`'s list: it must hear again.
  case outdated(page: Int?)

  /// The page whose list the adapter was last told is primary.
  package var page: Int? {
    switch self {
    case .current(let page), .outdated(let page): return page
    }
  }

  /// A list arrived: a page loaded, or its list was replaced.
  package mutating func listDidArrive() {
    self = .outdated(page: page)
  }

  /// Whether the adapter must hear that `page`'s list is primary now (`nil`: none is); if
  /// so, it is recorded as told.
  package mutating func needsSending(_ page: Int?) -> Bool {
    guard self != .current(page: page) else { return false }
    self = .current(page: page)
    return true
  }
}
