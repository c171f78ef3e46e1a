import ScrollPhysics

extension NestedScrollCoordinator {
  /// Starts refreshing as if the user had pulled: every list keeps room for the indicator
  /// above the header (a room still closing opens again); if the active list is at its top,
  /// it animates to show the indicator (above its tab's own room, if that tab refreshes too).
  /// Does nothing in ``RefreshScope/tab``.
  package func beginRefreshing(at time: Double) {
    defer { checkInvariants() }
    guard let refresh = configuration.refresh, refresh.scope != .tab else { return }
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    guard rooms.pageState != .refreshing else { return }
    openPageRoom(refresh.indicatorHeight)
    setRefreshState(.refreshing)
    // The room changes where a list pulled past its top shows the header: now, not on the
    // next scroll.
    if let list = lists[activePage] { updateLayout(from: list.contentOffsetY) }
    if let list = lists[activePage], space.headerPosition(forOffset: list.contentOffsetY) <= 0 {
      animateActiveList(
        to: space.offset(forHeaderPosition: -refreshReservation(forPage: activePage)), purpose: .programmatic,
        at: time)
    }
  }

  /// Ends refreshing. If a list on screen shows the indicator's room, the room closes on its
  /// own timeline from `time` (``RefreshRoom``), whatever else moves meanwhile; if the user
  /// has scrolled it off screen it is removed at once, which moves no content.
  package func endRefreshing(at time: Double) {
    defer { checkInvariants() }
    guard rooms.pageState == .refreshing else { return }
    // The closing room plays from `time`: without a usable one it could never close.
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    setRefreshState(.ending)
    guard isRoomOnScreen(tab: nil) else {
      finishEndingPageRefresh()
      return
    }
    let old = rooms.page.height
    rooms.update(nil) { $0.close(at: time, reducesMotion: system.reducesMotion) }
    detachedPagesTakeThePageRoom(from: old, to: 0)
  }

  /// Measures the pull while the user drags the active list past its top: the page's pull,
  /// or the active tab's (``pullLayout``). A pull is the overscroll beyond the other scope's
  /// room (``RefreshScope/both`` may keep it). With the list below its top and no pull under
  /// way, this is a compare.
  func trackRefreshPull(offset: Double) {
    guard let refresh = configuration.refresh else { return }
    let overscroll = -space.headerPosition(forOffset: offset)
    if pullLayout.pullsTab {
      let state = rooms.tabStates[activePage]
      if overscroll <= 0, state == .idle { return }
      let pull = overscroll - refreshReservation
      if let next = Self.pullState(state, pull: pull, threshold: refresh.threshold) {
        setTabRefreshState(next, page: activePage)
      }
      return
    }
    if overscroll <= 0, rooms.pageState == .idle { return }
    let pull = overscroll - rooms.tab(activePage)
    if let next = Self.pullState(rooms.pageState, pull: pull, threshold: refresh.threshold) {
      setRefreshState(next)
    }
  }

  /// The state a pull of `pull` points (negative: none) leads to from `state`, if it
  /// changes: `idle`, `pulling` or `armed`; a refresh under way or ending ignores pulls.
  static func pullState(_ state: RefreshState, pull: Double, threshold: Double) -> RefreshState? {
    switch state {
    case .idle, .pulling, .armed:
      let progress = pull / threshold
      let next: RefreshState = pull <= 0 ? .idle : progress >= 1 ? .armed : .pulling(progress: progress)
      return next == state ? nil : next
    case .refreshing, .ending:
      return nil
    }
  }

  /// At release: starts refreshing (the page, or the active tab) when armed. Returns whether
  /// it did.
  func releaseRefreshPull(offset: Double) -> Bool {
    guard let refresh = configuration.refresh else { return false }
    if pullLayout.pullsTab {
      guard rooms.tabStates[activePage] == .armed else { return false }
      openTabRoom(refresh.indicatorHeight, page: activePage)
      setTabRefreshState(.refreshing, page: activePage)
    } else {
      guard rooms.pageState == .armed else { return false }
      openPageRoom(refresh.indicatorHeight)
      setRefreshState(.refreshing)
    }
    updateLayout(from: offset)
    return true
  }

  /// A pull that will not refresh is dropped: at a release below the threshold
  /// (`belowThresholdOnly`), or any pull when its list stops being the active one.
  func dropRefreshPull(belowThresholdOnly: Bool) {
    let state = pullLayout.pullsTab ? rooms.tabStates[activePage] : rooms.pageState
    switch state {
    case .pulling: break
    case .armed where !belowThresholdOnly: break
    case .idle, .armed, .refreshing, .ending: return
    }
    if pullLayout.pullsTab {
      setTabRefreshState(.idle, page: activePage)
    } else {
      setRefreshState(.idle)
    }
  }

  /// The page's room has closed (or goes at once): lists left in it follow, and the page
  /// is idle again.
  func finishEndingPageRefresh() {
    openPageRoom(0)
    setRefreshState(.idle)
  }

  func setRefreshState(_ state: RefreshState) {
    rooms.pageState = state
    delegate?.coordinatorDidChangeRefreshState(state)
  }

  /// Opens the page's room at `height` on every list at once (0 removes it): lists showing
  /// more of it than remains follow (``followRooms(page:from:)``). Not the hot path: refresh
  /// begins and ends rarely.
  private func openPageRoom(_ height: Double) {
    let old = rooms.page.height
    rooms.update(nil) { $0.open(height) }
    detachedPagesTakeThePageRoom(from: old, to: height)
    followPageRoom(from: old)
  }
}
