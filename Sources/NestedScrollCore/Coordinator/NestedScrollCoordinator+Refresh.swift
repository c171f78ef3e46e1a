import ScrollPhysics

extension NestedScrollCoordinator {
  /// Starts refreshing as if the user had pulled: every list keeps room for the indicator
  /// above the header; if the active list is at its top, it animates to show the indicator.
  package func beginRefreshing(at time: Double) {
    defer { checkInvariants() }
    guard let refresh = configuration.refresh else { return }
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    guard refreshState != .refreshing else { return }
    // A closing room (and its animation) is finished first.
    if let running = motion.animation { cancelAnimation(running) }
    if refreshState == .ending { finishEndingRefresh() }
    reserveRefreshRoom(refresh.indicatorHeight)
    setRefreshState(.refreshing)
    // The room changes where a list pulled past its top shows the header: now, not on the
    // next scroll.
    if let list = lists[activePage] { updateLayout(from: list.contentOffsetY) }
    if let list = lists[activePage], space.headerPosition(forOffset: list.contentOffsetY) <= 0 {
      animateActiveList(
        to: space.offset(forHeaderPosition: -refreshReservation), purpose: .programmatic, at: time)
    }
  }

  /// Ends refreshing. If the indicator's room is on screen it animates away; if the user
  /// has scrolled it off screen it is removed at once, which moves no content.
  package func endRefreshing(at time: Double) {
    defer { checkInvariants() }
    guard refreshState == .refreshing else { return }
    // The closing room animates from `time`: without a usable one it could never close.
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
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
      finishEndingRefresh()
      return
    }
    animateActiveList(to: space.offset(forHeaderPosition: 0), purpose: .refreshEnd, at: time)
  }

  /// Measures the pull while the user drags the active list past its top.
  func trackRefreshPull(offset: Double) {
    guard let refresh = configuration.refresh else { return }
    switch refreshState {
    case .idle, .pulling, .armed:
      let pull = max(0, -space.headerPosition(forOffset: offset))
      let progress = pull / refresh.threshold
      let state: RefreshState = pull <= 0 ? .idle : progress >= 1 ? .armed : .pulling(progress: progress)
      if state != refreshState { setRefreshState(state) }
    case .refreshing, .ending:
      break
    }
  }

  /// At release: starts refreshing when armed. Returns whether it did.
  func releaseRefreshPull(offset: Double) -> Bool {
    guard let refresh = configuration.refresh, refreshState == .armed else { return false }
    reserveRefreshRoom(refresh.indicatorHeight)
    setRefreshState(.refreshing)
    updateLayout(from: offset)
    return true
  }

  func finishEndingRefresh() {
    reserveRefreshRoom(0)
    // Lists left showing the old room go to their top: those off screen, and an active one
    // nothing else brings back (it became active while the room closed on another list).
    // Under a finger a list stays: the drag's release bounces it in.
    let top = space.offset(forHeaderPosition: 0)
    for page in lists.indices {
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
