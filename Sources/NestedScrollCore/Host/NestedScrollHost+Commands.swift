extension NestedScrollHost {
  /// Selects `page` (a tab tap or the app's choice), as the behaviour's
  /// ``TabSwitchPolicy`` says (by default the header does not move); the pager goes to the page, sliding in from the page's neighbour when it is two
  /// or more pages away, so it never slides across pages that are not loaded. A page out of
  /// range is ignored and reported. Under Reduce Motion (``isReduceMotionEnabled``) the
  /// page is selected at once.
  public func selectPage(_ page: Int, animated: Bool, at time: Double) {
    note(time)
    let animated = animated && !isReduceMotionEnabled
    let from = coordinator.pagerProgress
    // The coordinator reports a change of page (``coordinatorDidChangeActivePage(_:)``). A
    // pager with no width cannot slide: the page is selected at once, or the coordinator
    // would wait for the pager to arrive, forever.
    coordinator.selectPage(page, animated: animated && pageWidth > 0, at: time)
    let selected = selectedPage
    updateFrames()
    updateTabSelection()
    guard page == selected, pageWidth > 0 else { return }
    let distance = Double(selected) - from
    if animated, abs(distance) >= 2 {
      movePager(to: pagerOffset(forPage: selected - (distance > 0 ? 1 : -1)), animated: false)
    }
    movePager(to: pagerOffset(forPage: selected), animated: animated)
  }

  /// Scrolls the selected list to its top and expands the header, in one animation (a
  /// status-bar tap).
  public func scrollToTop(at time: Double) {
    note(time)
    coordinator.scrollToTop(at: time)
    updateFrames()
  }

  /// Expands the header fully, animated or at once.
  public func expandHeader(animated: Bool, at time: Double) {
    note(time)
    coordinator.expandHeader(animated: animated, at: time)
    updateFrames()
  }

  /// Collapses the header fully, animated or at once.
  public func collapseHeader(animated: Bool, at time: Double) {
    note(time)
    coordinator.collapseHeader(animated: animated, at: time)
    updateFrames()
  }

  /// Sets page `page`'s list offset, animated with a critically damped spring or at once.
  public func setContentOffset(_ offset: Double, page: Int, animated: Bool, at time: Double) {
    note(time)
    coordinator.setContentOffset(offset, page: page, animated: animated, at: time)
    updateFrames()
  }

  /// Starts refreshing, as a pull would.
  public func beginRefreshing(at time: Double) {
    note(time)
    coordinator.beginRefreshing(at: time)
    updateFrames()
  }

  /// Ends refreshing; the indicator's room closes and the refresh's action, if it still
  /// runs, is cancelled (``NestedScrollHostAdapter/cancelRefreshAction(run:)``). Every tab's
  /// feed starts over (``resetLoadMore(page:)``).
  public func endRefreshing(at time: Double) {
    note(time)
    let wasRefreshing = coordinator.refreshState == .refreshing
    coordinator.endRefreshing(at: time)
    if wasRefreshing { refreshDidEnd(page: nil) }
    updateFrames()
  }

  /// Scrolls page `page`'s list to its top. The selected page does so with the header in
  /// one animation (``scrollToTop(at:)``); any other page is set there at once, and shows
  /// its top (fitted to the header by the tab rule) when it is selected.
  public func scrollToTop(page: Int, at time: Double) {
    guard page != selectedPage else { return scrollToTop(at: time) }
    note(time)
    let top = coordinator.space.offset(forHeaderPosition: -coordinator.refreshReservation(forPage: page))
    coordinator.setContentOffset(top, page: page, animated: false, at: time)
    updateFrames()
  }
}

extension NestedScrollHost: NestedScrollCoordinatorDelegate {
  /// Passes the layout on to the adapter (the coordinator passes on only a layout that changed).
  package func coordinatorDidUpdateLayout(_ layout: HeaderLayout) {
    sent.hasLayout = true
    adapter?.layoutDidChange(layout)
  }

  /// Passes the state on, and starts or cancels the refresh action
  /// (``refreshStateDidChange(_:)``).
  package func coordinatorDidChangeRefreshState(_ state: RefreshState) {
    refreshStateDidChange(state)
  }

  /// Passes the tab's state on, and starts or cancels its refresh action
  /// (``tabRefreshStateDidChange(_:page:)``).
  package func coordinatorDidChangeTabRefreshState(_ state: RefreshState, page: Int) {
    tabRefreshStateDidChange(state, page: page)
  }

  /// The coordinator changed the selected page (a swipe, a reload): pages follow.
  package func coordinatorDidChangeActivePage(_ page: Int) {
    pageDidChange()
  }

  /// Passes the issue on to the adapter.
  package func coordinatorDidSanitize(_ issue: CoordinatorIssue) {
    adapter?.didSanitize(issue)
  }

  /// Asks the adapter: the list lays its items out (``ItemSnap/listItems``).
  package func coordinatorItemFrame(atContentY y: Double, page: Int) -> ListItemFrame? {
    adapter?.itemFrame(atContentY: y, forPage: page)
  }

  /// Asks the adapter: the list's section headers stick (``ItemSnap/listItems``).
  package func coordinatorSectionFrame(atContentY y: Double, page: Int) -> ListSectionFrame? {
    adapter?.sectionFrame(atContentY: y, forPage: page)
  }
}
