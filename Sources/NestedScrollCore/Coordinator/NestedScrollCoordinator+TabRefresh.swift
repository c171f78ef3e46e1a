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

  /// The tab rule for page `page` (``ScrollSpace/fittedOffset(_:toHeaderPosition:refreshReservation:)``),
  /// which also keeps a refreshing tab's list showing its indicator when the header is
  /// expanded: with the header fixed, a list anywhere in its own room shows the same header.
  /// With the page's room showing too (``RefreshScope/both``), the list shows its whole room
  /// under the tab bar and the page's part above the header: the rooms stack.
  func fittedOffset(_ offset: Double, page: Int, toHeaderPosition position: Double) -> Double {
    let room = page >= 0 && page < tabRefreshReservations.count ? tabRefreshReservations[page] : 0
    if room > 0, position <= 1e-6 {
      let implied = space.headerPosition(forOffset: offset)
      if position >= -1e-6 {
        if implied >= -room - 1e-6, implied <= 1e-6 { return offset }
      } else {
        let stacked = position - room
        return abs(implied - stacked) <= 1e-6 ? offset : space.offset(forHeaderPosition: stacked)
      }
    }
    return space.fittedOffset(offset, toHeaderPosition: position, refreshReservation: refreshReservation)
  }

  /// Starts tab `page`'s refresh as if the user had pulled its list: that list keeps room for
  /// the indicator under the tab bar and, if it shows its top, animates to reveal it (at once
  /// when it is not the selected tab). Does nothing in ``RefreshScope/page``; a page out of
  /// range is reported. With the page's room kept too (``RefreshScope/both``), the tab's
  /// stacks under it.
  package func beginTabRefreshing(page: Int, at time: Double) {
    defer { checkInvariants() }
    guard let refresh = configuration.refresh, refresh.scope != .page, checkPage(page) else { return }
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    guard tabRefreshStates[page] != .refreshing else { return }
    if tabRefreshStates[page] == .ending {
      if let running = motion.animation, running.page == page, running.purpose == .tabRefreshEnd {
        cancelAnimation(running)
      }
      if tabRefreshStates[page] == .ending { finishEndingTabRefresh(page: page) }
    }
    reserveTabRefreshRoom(refresh.indicatorHeight, page: page)
    setTabRefreshState(.refreshing, page: page)
    let top = space.offset(forHeaderPosition: -refreshReservation - refresh.indicatorHeight)
    guard let list = lists[page] else {
      if space.headerPosition(forOffset: rememberedOffsets[page]) <= 1e-6 { rememberedOffsets[page] = top }
      return
    }
    guard space.headerPosition(forOffset: list.contentOffsetY) <= 1e-6 else {
      // A header on its way below expanded shows the new room at once.
      if page == activePage { updateLayout(from: list.contentOffsetY) }
      return
    }
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
    // The page's room closing on this list (``RefreshScope/both``): the tab's closes with it,
    // in the same motion, to the top.
    if let running = motion.animation, running.page == page, running.purpose == .refreshEnd {
      setTabRefreshState(.ending, page: page)
      retargetAnimation(to: space.offset(forHeaderPosition: 0))
      return
    }
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
    // Under the page's room (``RefreshScope/both``) a list showing both rooms closes its own
    // under a still header; one showing part of them scrolls to its top past the page's, as
    // does one whose header, on its way after a tab switch, shows only part of them.
    let overscroll = min(-space.headerPosition(forOffset: list.contentOffsetY), layout.overscroll)
    let keepsPageRoom =
      refreshReservation > 0 && overscroll >= refreshReservation + tabRefreshReservations[page] - 1e-6
    if keepsPageRoom { closingTabRoomPage = page }
    animateActiveList(
      to: space.offset(forHeaderPosition: keepsPageRoom ? -refreshReservation : 0), purpose: .tabRefreshEnd,
      at: time)
  }

  /// Tab `page`'s room has closed: its list, left above its new top and under no finger, goes
  /// there (a finger's release bounces it in), and the tab is idle again.
  func finishEndingTabRefresh(page: Int) {
    if closingTabRoomPage == page { closingTabRoomPage = -1 }
    reserveTabRefreshRoom(0, page: page)
    let top = space.offset(forHeaderPosition: -refreshReservation)
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

  /// Sets the room page `page`'s list keeps under the tab bar. The selected tab's room
  /// changing under a header on its way after a tab switch changes the way, not the header
  /// (``keepHeaderOnItsWay(tabRoomFrom:)``).
  func reserveTabRefreshRoom(_ height: Double, page: Int) {
    let previous = tabRefreshReservations[page]
    tabRefreshReservations[page] = height
    if page == activePage, previous != height { keepHeaderOnItsWay(tabRoomFrom: previous) }
    if let list = lists[page] { applyInsets(to: list, page: page) }
  }

  /// Follows a new page count: tabs that no longer exist stop refreshing (their actions are
  /// cancelled) and new tabs start idle.
  func resizeTabRefresh(count: Int) {
    if closingTabRoomPage >= count { closingTabRoomPage = -1 }
    for page in tabRefreshStates.indices where page >= count && tabRefreshStates[page] != .idle {
      setTabRefreshState(.idle, page: page)
    }
    tabRefreshStates = (0..<count).map { $0 < tabRefreshStates.count ? tabRefreshStates[$0] : .idle }
    tabRefreshReservations = (0..<count).map {
      $0 < tabRefreshReservations.count ? tabRefreshReservations[$0] : 0
    }
  }
}
