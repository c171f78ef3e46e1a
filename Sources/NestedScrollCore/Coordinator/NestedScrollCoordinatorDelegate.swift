/// Receives the coordinator's results for the host to apply.
package protocol NestedScrollCoordinatorDelegate: AnyObject {
  /// Header and tab bar moved: position the overlay from `layout`.
  func coordinatorDidUpdateLayout(_ layout: HeaderLayout)
  /// The refresh state changed (start loading on `.refreshing`).
  func coordinatorDidChangeRefreshState(_ state: RefreshState)
  /// Tab `page`'s refresh state changed (``RefreshScope/tab``; start its loading on
  /// `.refreshing`).
  func coordinatorDidChangeTabRefreshState(_ state: RefreshState, page: Int)
  /// Another page became the active one (it now drives the header).
  func coordinatorDidChangeActivePage(_ page: Int)
  /// An input was sanitised; see ``CoordinatorIssue``.
  func coordinatorDidSanitize(_ issue: CoordinatorIssue)
  /// The item of page `page`'s list at content y `y`, for ``ItemSnap/listItems``; `nil`
  /// when there is none or the list does not report items.
  func coordinatorItemFrame(atContentY y: Double, page: Int) -> ListItemFrame?
  /// The section of page `page`'s list that contains content y `y`, for ``ItemSnap/listItems``
  /// on a list whose section headers stick; `nil` when its headers do not stick or it
  /// reports no sections.
  func coordinatorSectionFrame(atContentY y: Double, page: Int) -> ListSectionFrame?
}

extension NestedScrollCoordinatorDelegate {
  /// Does nothing.
  package func coordinatorDidUpdateLayout(_ layout: HeaderLayout) {}
  /// Does nothing.
  package func coordinatorDidChangeRefreshState(_ state: RefreshState) {}
  /// Does nothing.
  package func coordinatorDidChangeTabRefreshState(_ state: RefreshState, page: Int) {}
  /// Does nothing.
  package func coordinatorDidChangeActivePage(_ page: Int) {}
  /// Does nothing.
  package func coordinatorDidSanitize(_ issue: CoordinatorIssue) {}
  /// Reports no items.
  package func coordinatorItemFrame(atContentY y: Double, page: Int) -> ListItemFrame? { nil }
  /// Reports no sections.
  package func coordinatorSectionFrame(atContentY y: Double, page: Int) -> ListSectionFrame? { nil }
}
