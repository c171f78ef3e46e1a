import ScrollPhysics

extension NestedScrollCoordinator {
  /// Starts refreshing as if the user had pulled: every list keeps room for the indicator
  /// above the header; if the active list is at its top, it animates to show the indicator
  /// (above its tab's own room, if that tab refreshes too). Does nothing in
  /// ``RefreshScope/tab``.
  package func beginRefreshing(at time: Double) {
    defer { checkInvariants() }
    guard let refresh = configuration.refresh, refresh.scope != .tab else { return }
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    guard refreshState != .refreshing else { return }
    // A closing room (and its animation) is finished first.
    if let running = motion.animation { cancelAnimation(running) }
    if refreshState == .ending { finishEndingPageRefresh() }
    reserveRefreshRoom(refresh.indicatorHeight)
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

  /// Ends refreshing. If the indicator's room is on screen it animates away; if the user
  /// has scrolled it off screen it is removed at once, which moves no content.
  package func endRefreshing(at time: Double) {
    defer { checkInvariants() }
    guard refreshState == .refreshing else { return }
    // The closing room animates from `time`: without a usable one it could never close.
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    // The active tab's room closing (``RefreshScope/both``): the page's closes with it, in
    // the same motion, to the top.
    if let running = motion.animation, running.page == activePage, running.purpose == .tabRefreshEnd {
      setRefreshState(.ending)
      retargetAnimation(to: space.offset(forHeaderPosition: 0))
      return
    }
    // An animation still reaching into the room (revealing the indicator, a scroll to the
    // top of it) would carry the list past the top once the room is gone: it stops here.
    if let running = motion.animation, running.page == activePage,
      space.headerPosition(forOffset: running.target) < 0
    {
      cancelAnimation(running)
    }
    setRefreshState(.ending)
    guard let list = lists[activePage], space.headerPosition(forOffset: list.contentOffsetY) < 0,
      !list.isTracking
    else {
      finishEndingPageRefresh()
      return
    }
    // The page's room closes over the tab's, which stays as much as it shows.
    let overscroll = -space.headerPosition(forOffset: list.contentOffsetY)
    let tabGap = activePage == closingTabRoomPage ? 0 : min(overscroll, tabRefreshReservations[activePage])
    animateActiveList(to: space.offset(forHeaderPosition: -tabGap), purpose: .refreshEnd, at: time)
  }

  /// Measures the pull while the user drags the active list past its top: the page's pull,
  /// or the active tab's (``pullLayout``). A pull is the overscroll beyond the other scope's
  /// room (``RefreshScope/both`` may keep it). With the list below its top and no pull under
  /// way, this is a compare.
  func trackRefreshPull(offset: Double) {
    guard let refresh = configuration.refresh else { return }
    let overscroll = -space.headerPosition(forOffset: offset)
    if pullLayout.pullsTab {
      let state = tabRefreshStates[activePage]
      if overscroll <= 0, state == .idle { return }
      let pull = overscroll - refreshReservation
      if let next = Self.pullState(state, pull: pull, threshold: refresh.threshold) {
        setTabRefreshState(next, page: activePage)
      }
      return
    }
    if overscroll <= 0, refreshState == .idle { return }
    let pull = overscroll - tabRefreshReservations[activePage]
    if let next = Self.pullState(refreshState, pull: pull, threshold: refresh.threshold) {
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
      guard tabRefreshStates[activePage] == .armed else { return false }
      reserveTabRefreshRoom(refresh.indicatorHeight, page: activePage)
      setTabRefreshState(.refreshing, page: activePage)
    } else {
      guard refreshState == .armed else { return false }
      reserveRefreshRoom(refresh.indicatorHeight)
      setRefreshState(.refreshing)
    }
    updateLayout(from: offset)
    return true
  }

  /// A pull that will not refresh is dropped: at a release below the threshold
  /// (`belowThresholdOnly`), or any pull when its list stops being the active one.
  func dropRefreshPull(belowThresholdOnly: Bool) {
    let state = pullLayout.pullsTab ? tabRefreshStates[activePage] : refreshState
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

  /// The animation `closing` stopped (it finished or was cancelled): if it closed a refresh
  /// room, the page's or its tab's (or both, when one ended while the other closed), those
  /// refreshes end now.
  func finishEndingRefresh(closedBy closing: ListAnimation) {
    switch closing.purpose {
    case .refreshEnd, .tabRefreshEnd:
      let page = closing.page
      if page >= 0, page < tabRefreshStates.count, tabRefreshStates[page] == .ending {
        finishEndingTabRefresh(page: page)
      }
      if refreshState == .ending { finishEndingPageRefresh() }
    case .snap, .scrollToTop, .programmatic, .bounceBack, .accessibilityPage:
      break
    }
  }

  func finishEndingPageRefresh() {
    reserveRefreshRoom(0)
    // Lists left showing the old room go to their top: those off screen, and an active one
    // nothing else brings back (it became active while the room closed on another list).
    // Under a finger a list stays: the drag's release bounces it in. A tab's own room
    // stays (``RefreshScope/both``).
    for page in lists.indices {
      let top = space.offset(forHeaderPosition: -tabRefreshReservations[page])
      if let list = lists[page], !list.isTracking, list.contentOffsetY < top {
        list.contentOffsetY = top
        rememberedOffsets[page] = top
      } else if lists[page] == nil, rememberedOffsets[page] < top {
        rememberedOffsets[page] = top
      }
    }
    setRefreshState(.idle)
    // An animation still aiming into the room (one revealing it, on a tab no longer
    // active) goes to where its list can rest now.
    if let running = motion.animation { retargetAnimation(to: running.target) }
    if let list = lists[activePage] { updateLayout(from: list.contentOffsetY) }
  }

  func setRefreshState(_ state: RefreshState) {
    refreshState = state
    delegate?.coordinatorDidChangeRefreshState(state)
  }

  /// Sets the room above the header on every list (not the hot path: refresh begins and
  /// ends rarely).
  private func reserveRefreshRoom(_ height: Double) {
    refreshReservation = height
    for page in lists.indices {
      if let list = lists[page] { applyInsets(to: list, page: page) }
    }
  }
}
