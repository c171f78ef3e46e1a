import ScrollPhysics

/// Each tab's own pull-to-refresh (``RefreshScope/tab``): one ``RefreshState`` machine per
/// page, the page's machine reused. A tab's room is kept in its list alone, under the tab
/// bar (the header never moves for it), so a tab's refresh moves no other tab's list.
extension NestedScrollCoordinator {
  /// The room kept for refresh indicators on page `page`'s list: the page's room, plus that
  /// tab's own in ``RefreshScope/tab``.
  @inline(__always)
  package func refreshReservation(forPage page: Int) -> Double {
    page >= 0 && page < tabRefreshReservations.count
      ? refreshReservation + tabRefreshReservations[page] : refreshReservation
  }

  /// What the header does on overscroll: the behaviour's, except in ``RefreshScope/tab``,
  /// where a pull reveals the tab's indicator under the tab bar and the header stays.
  package var layoutOverscroll: OverscrollBehavior {
    configuration.refresh?.scope == .tab ? .fixedHeader : configuration.overscrollBehavior
  }

  /// The tab rule for page `page` (``ScrollSpace/fittedOffset(_:toHeaderPosition:refreshReservation:)``),
  /// which also keeps a refreshing tab's list showing its indicator when the header is
  /// expanded: with the header fixed, a list anywhere in its own room shows the same header.
  func fittedOffset(_ offset: Double, page: Int, toHeaderPosition position: Double) -> Double {
    let room = page >= 0 && page < tabRefreshReservations.count ? tabRefreshReservations[page] : 0
    if room > 0, position <= 1e-6 {
      let implied = space.headerPosition(forOffset: offset)
      if implied >= -room - 1e-6, implied <= 1e-6 { return offset }
    }
    return space.fittedOffset(offset, toHeaderPosition: position, refreshReservation: refreshReservation)
  }

  /// Starts tab `page`'s refresh as if the user had pulled its list: that list keeps room for
  /// the indicator under the tab bar and, if it shows its top, animates to reveal it (at once
  /// when it is not the selected tab). Does nothing unless the refresh scope is
  /// ``RefreshScope/tab``; a page out of range is reported.
  package func beginTabRefreshing(page: Int, at time: Double) {
    defer { checkInvariants() }
    guard let refresh = configuration.refresh, refresh.scope == .tab, checkPage(page) else { return }
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    guard tabRefreshStates[page] != .refreshing else { return }
    if tabRefreshStates[page] == .ending {
      if let running = motion.animation, running.page == page, running.purpose == .refreshEnd {
        cancelAnimation(running)
      }
      if tabRefreshStates[page] == .ending { finishEndingTabRefresh(page: page) }
    }
    reserveTabRefreshRoom(refresh.indicatorHeight, page: page)
    setTabRefreshState(.refreshing, page: page)
    let top = space.offset(forHeaderPosition: -refresh.indicatorHeight)
    guard let list = lists[page] else {
      if space.headerPosition(forOffset: rememberedOffsets[page]) <= 1e-6 { rememberedOffsets[page] = top }
      return
    }
    guard space.headerPosition(forOffset: list.contentOffsetY) <= 1e-6 else { return }
    if page == activePage {
      updateLayout(from: list.contentOffsetY)
      animateActiveList(to: top, purpose: .programmatic, at: time)
    } else if !list.isTracking {
      list.contentOffsetY = top
      rememberedOffsets[page] = top
    }
  }

  /// Ends tab `page`'s refresh. Its room animates away if the selected tab shows it; any
  /// other tab's room is removed at once, which nobody sees.
  package func endTabRefreshing(page: Int, at time: Double) {
    defer { checkInvariants() }
    guard page >= 0, page < tabRefreshStates.count, tabRefreshStates[page] == .refreshing else { return }
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    if let running = motion.animation, running.page == page,
      space.headerPosition(forOffset: running.target) < 0
    {
      cancelAnimation(running)
    }
    setTabRefreshState(.ending, page: page)
    guard page == activePage, let list = lists[page],
      space.headerPosition(forOffset: list.contentOffsetY) < 0, !list.isTracking
    else {
      finishEndingTabRefresh(page: page)
      return
    }
    animateActiveList(to: space.offset(forHeaderPosition: 0), purpose: .refreshEnd, at: time)
  }

  /// Tab `page`'s room has closed: its list, left above its new top and under no finger, goes
  /// there (a finger's release bounces it in), and the tab is idle again.
  func finishEndingTabRefresh(page: Int) {
    reserveTabRefreshRoom(0, page: page)
    let top = space.offset(forHeaderPosition: 0)
    if let list = lists[page] {
      if !list.isTracking, list.contentOffsetY < top {
        list.contentOffsetY = top
        rememberedOffsets[page] = top
      }
    } else if rememberedOffsets[page] < top {
      rememberedOffsets[page] = top
    }
    setTabRefreshState(.idle, page: page)
    if let running = motion.animation, running.page == page { retargetAnimation(to: running.target) }
    if page == activePage, let list = lists[page] { updateLayout(from: list.contentOffsetY) }
  }

  func setTabRefreshState(_ state: RefreshState, page: Int) {
    tabRefreshStates[page] = state
    delegate?.coordinatorDidChangeTabRefreshState(state, page: page)
  }

  /// Sets the room page `page`'s list keeps under the tab bar.
  func reserveTabRefreshRoom(_ height: Double, page: Int) {
    tabRefreshReservations[page] = height
    if let list = lists[page] { applyInsets(to: list, page: page) }
  }

  /// Follows a new page count: tabs that no longer exist stop refreshing (their actions are
  /// cancelled) and new tabs start idle.
  func resizeTabRefresh(count: Int) {
    for page in tabRefreshStates.indices where page >= count && tabRefreshStates[page] != .idle {
      setTabRefreshState(.idle, page: page)
    }
    tabRefreshStates = (0..<count).map { $0 < tabRefreshStates.count ? tabRefreshStates[$0] : .idle }
    tabRefreshReservations = (0..<count).map {
      $0 < tabRefreshReservations.count ? tabRefreshReservations[$0] : 0
    }
  }
}
