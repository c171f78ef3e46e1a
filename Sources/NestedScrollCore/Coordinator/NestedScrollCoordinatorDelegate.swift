/// Receives the coordinator's results for the host to apply.
public protocol NestedScrollCoordinatorDelegate: AnyObject {
  /// Header and tab bar moved: position the overlay from `layout`.
  func coordinatorDidUpdateLayout(_ layout: HeaderLayout)
  /// The refresh state changed (start loading on `.refreshing`).
  func coordinatorDidChangeRefreshState(_ state: RefreshState)
  /// Another page became the active one (it now drives the header).
  func coordinatorDidChangeActivePage(_ page: Int)
  /// An input was sanitised; see ``CoordinatorIssue``.
  func coordinatorDidSanitize(_ issue: CoordinatorIssue)
}

extension NestedScrollCoordinatorDelegate {
  /// Does nothing.
  public func coordinatorDidUpdateLayout(_ layout: HeaderLayout) {}
  /// Does nothing.
  public func coordinatorDidChangeRefreshState(_ state: RefreshState) {}
  /// Does nothing.
  public func coordinatorDidChangeActivePage(_ page: Int) {}
  /// Does nothing.
  public func coordinatorDidSanitize(_ issue: CoordinatorIssue) {}
}
