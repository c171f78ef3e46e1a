import ScrollPhysics

extension NestedScrollHost {
  /// Starts tab `page`'s refresh, as a pull of its list would (``RefreshScope/tab`` only).
  public func beginTabRefreshing(page: Int, at time: Double) {
    note(time)
    coordinator.beginTabRefreshing(page: page, at: time)
    updateFrames()
  }

  /// Ends tab `page`'s refresh; its indicator's room closes and its action, if it still runs,
  /// is cancelled (``NestedScrollHostAdapter/cancelTabRefreshAction(page:run:)``). The tab's
  /// feed starts over (``resetLoadMore(page:)``).
  public func endTabRefreshing(page: Int, at time: Double) {
    note(time)
    let wasRefreshing = tabRefreshState(page: page) == .refreshing
    coordinator.endTabRefreshing(page: page, at: time)
    if wasRefreshing { refreshDidEnd(page: page) }
    updateFrames()
  }

  /// Tab `page`'s refresh state (``RefreshScope/tab``); `.idle` for a page that does not exist.
  public func tabRefreshState(page: Int) -> RefreshState {
    let states = coordinator.tabRefreshStates
    return page >= 0 && page < states.count ? states[page] : .idle
  }

  /// The app's tab refresh action for refresh `run` (the number
  /// ``NestedScrollHostAdapter/startTabRefreshAction(page:run:)`` gave) finished: it returned,
  /// threw or was cancelled. That tab's refresh ends, its room closes and its feed starts
  /// over (``resetLoadMore(page:)``). An action whose refresh has already ended otherwise
  /// ends nothing.
  public func tabRefreshActionDidFinish(run: Int, at time: Double) {
    guard let page = refreshActions.stopTab(run: run) else { return }
    // The refresh must end even at a time that cannot be used: its action is gone.
    let usable = MediaTime.isUsable(time)
    if !usable { coordinator.record(.nonFiniteTime) }
    note(time)
    coordinator.endTabRefreshing(page: page, at: usable ? time : self.time)
    refreshDidEnd(page: page)
    updateFrames()
  }

  /// Tab `page`'s refresh state changed: the adapter shows it. A refresh that begins runs the
  /// app's tab action, or, with none, is reported and ends at once; one that ends any other
  /// way than by its action finishing cancels the action.
  func tabRefreshStateDidChange(_ state: RefreshState, page: Int) {
    let run = state == .refreshing ? refreshActions.begin() : nil
    adapter?.tabRefreshStateDidChange(page: page, state: state)
    if let run {
      if hasTabRefreshAction {
        refreshActions.startTab(page: page, run: run)
        adapter?.startTabRefreshAction(page: page, run: run)
      } else {
        coordinator.record(.tabRefreshWithoutAction(page: page))
        coordinator.endTabRefreshing(page: page, at: time)
      }
    } else if let run = refreshActions.stopTab(page: page) {
      adapter?.cancelTabRefreshAction(page: page, run: run)
    }
  }
}
