/// Receives the coordinator's results for the host to apply.
package protocol NestedScrollCoordinatorDelegate: AnyObject {
  /// Header and tab bar moved: position the overlay from `layout`.
  func coordinatorDidUpdateLayout(_ layout: HeaderLayout)
  /// The refresh state changed (start loading on `.refreshing`).
  func coordinatorDidChangeRefreshState(_ state: RefreshState)
  /// Another page became the active one (it now drives the header).
  func coordinatorDidChangeActivePage(_ page: Int)
  /// An input was sanitised; see ``CoordinatorIssue``.
  func coordinatorDidSanitize(_ issue: CoordinatorIssue)
  /// The item of page `page`'s list at content y `y`, for ``ItemSnap/listItems``; `nil`
  /// when there is none or the list does not report items.
  func coordinatorItemFrame(atContentY y: Double, page: Int) -> ListItemFrame?
}

extension NestedScrollCoordinatorDelegate {
  /// Does nothing.
  package func coordinatorDidUpdateLayout(_ layout: HeaderLayout) {}
  /// Does nothing.
  package func coordinatorDidChangeRefreshState(_ state: RefreshState) {}
  /// Does nothing.
  package func coordinatorDidChangeActivePage(_ page: Int) {}
  /// Does nothing.
  package func coordinatorDidSanitize(_ issue: CoordinatorIssue) {}
  /// Reports no items.
  package func coordinatorItemFrame(atContentY y: Double, page: Int) -> ListItemFrame? { nil }
}
