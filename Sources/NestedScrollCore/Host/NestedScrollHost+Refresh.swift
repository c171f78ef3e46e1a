import ScrollPhysics

extension NestedScrollHost {
  /// The app's refresh action for refresh `run` (the number
  /// ``NestedScrollHostAdapter/startRefreshAction(run:)`` gave) finished: it returned, threw
  /// or was cancelled. That refresh ends, its room closes and every tab's feed starts over
  /// (``resetLoadMore(page:)``). An action whose refresh has
  /// already ended otherwise (``endRefreshing(at:)``), and was cancelled for it, ends
  /// nothing: a newer refresh keeps running.
  public func refreshActionDidFinish(run: Int, at time: Double) {
    guard refreshActions.stopPage(run: run) != nil else { return }
    // The refresh must end even at a time that cannot be used: its action is gone, and
    // nothing else would end it.
    let usable = MediaTime.isUsable(time)
    if !usable { coordinator.record(.nonFiniteTime) }
    note(time)
    coordinator.endRefreshing(at: usable ? time : self.time)
    refreshDidEnd(page: nil)
    updateFrames()
  }

  /// Whether page `page`'s list keeps the pull-to-refresh control it came with (UIKit: a
  /// `UIRefreshControl` in `refreshControl`): never. The control shows at the top of the
  /// list's content, which the header covers, and would answer the same pull as the
  /// container's refresh. Each control found is reported
  /// (``CoordinatorIssue/listRefreshControlRemoved(page:)``): the adapter removes it, and
  /// the app moves its refresh to the container's action.
  public func keepsListRefreshControl(page: Int) -> Bool {
    coordinator.record(.listRefreshControlRemoved(page: page))
    return false
  }

  /// The refresh state changed: the adapter shows it. A refresh that begins runs the app's
  /// action, or, with none, is reported and ends at once; a refresh that ends any other way
  /// than by its action finishing (``endRefreshing(at:)``) cancels the action.
  func refreshStateDidChange(_ state: RefreshState) {
    let run = state == .refreshing ? refreshActions.begin() : nil
    adapter?.refreshStateDidChange(state)
    if let run {
      if hasRefreshAction {
        refreshActions.startPage(run: run)
        adapter?.startRefreshAction(run: run)
      } else {
        coordinator.record(.refreshWithoutAction)
        coordinator.endRefreshing(at: time)
      }
    } else if let run = refreshActions.stopPage() {
      adapter?.cancelRefreshAction(run: run)
    }
  }

  /// Turns pull-to-refresh of `scope` on with the default configuration, if the behaviour
  /// had none: an app that gives a refresh action means to refresh. An app that gives the
  /// actions of both scopes that way refreshes in ``RefreshScope/both``.
  func enableRefresh(scope: RefreshScope) {
    if let current = coordinator.configuration.refresh {
      guard refreshActions.choseScope, current.scope != scope, current.scope != .both else { return }
      var widened = current
      widened.scope = .both
      coordinator.setRefresh(widened)
    } else {
      refreshActions.choseScope = true
      coordinator.setRefresh(RefreshConfiguration(scope: scope))
    }
    behavior.refresh = coordinator.configuration.refresh
  }
}
