import NestedScrollCore

/// Records everything the coordinator tells its host, in order.
final class RecordingCoordinatorDelegate: NestedScrollCoordinatorDelegate {
  private(set) var layouts: [HeaderLayout] = []
  private(set) var refreshStates: [RefreshState] = []
  /// One tab's refresh state change.
  struct TabRefreshChange: Equatable {
    var page: Int
    var state: RefreshState
  }
  private(set) var tabRefreshStates: [TabRefreshChange] = []
  private(set) var activePages: [Int] = []
  private(set) var issues: [CoordinatorIssue] = []

  func coordinatorDidUpdateLayout(_ layout: HeaderLayout) { layouts.append(layout) }
  func coordinatorDidChangeRefreshState(_ state: RefreshState) { refreshStates.append(state) }
  func coordinatorDidChangeTabRefreshState(_ state: RefreshState, page: Int) {
    tabRefreshStates.append(TabRefreshChange(page: page, state: state))
  }
  func coordinatorDidChangeActivePage(_ page: Int) { activePages.append(page) }
  func coordinatorDidSanitize(_ issue: CoordinatorIssue) { issues.append(issue) }

  /// Forgets what was recorded so far.
  func reset() {
    layouts = []
    refreshStates = []
    tabRefreshStates = []
    activePages = []
    issues = []
  }
}
