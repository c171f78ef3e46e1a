import ScrollPhysics

/// Each tab's own pull-to-refresh (``RefreshScope/tab``): one ``RefreshState`` machine per
/// page, the page's machine reused. A tab's room is kept in its list alone, under the tab
/// bar (the header never moves for it), so a tab's refresh moves no other tab's list.
extension NestedScrollCoordinator {
  /// The tab rule for page `page` (``ScrollSpace/fittedOffset(_:toHeaderPosition:refreshReservation:)``),
  /// which also keeps a refreshing tab's list showing its indicator when the header is
  /// expanded: with the header fixed, a list anywhere in its own room shows the same header.
  /// With the page's room showing too (``RefreshScope/both``), the list shows its whole room
  /// under the tab bar and the page's part above the header: the rooms stack.
  func fittedOffset(_ offset: Double, page: Int, toHeaderPosition position: Double) -> Double {
    // A floating header may show anywhere between where the mode floats it and where the
    // list puts it (all of it too, deep in a list): a list it may float over keeps its
    // offset. A header in a refresh room or a pull (below expanded) floats over no list.
    if configuration.headerMode.floats, position >= 0, headerRange(forOffset: offset).contains(position) {
      return offset
    }
    let room = rooms.tab(page)
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
    guard rooms.tabStates[page] != .refreshing else { return }
    // A room still closing opens again.
    openTabRoom(refresh.indicatorHeight, page: page)
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

  /// Ends tab `page`'s refresh. Its room closes on its own timeline from `time` if its list is
  /// on screen and shows it (``RefreshRoom``), whatever else moves meanwhile: the rows move up
  /// under a still tab bar. A room nobody sees is removed at once.
  package func endTabRefreshing(page: Int, at time: Double) {
    defer { checkInvariants() }
    guard page >= 0, page < rooms.tabStates.count, rooms.tabStates[page] == .refreshing else { return }
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    setTabRefreshState(.ending, page: page)
    guard isRoomOnScreen(tab: page) else {
      finishEndingTabRefresh(page: page)
      return
    }
    rooms.update(page) { $0.close(at: time, reducesMotion: system.reducesMotion) }
  }

  /// Tab `page`'s room has closed (or goes at once): its list follows, and the tab is idle
  /// again.
  func finishEndingTabRefresh(page: Int) {
    openTabRoom(0, page: page)
    setTabRefreshState(.idle, page: page)
  }

  func setTabRefreshState(_ state: RefreshState, page: Int) {
    rooms.tabStates[page] = state
    delegate?.coordinatorDidChangeTabRefreshState(state, page: page)
  }

  /// Opens tab `page`'s room at `height` at once (0 removes it): its list, showing more of it
  /// than remains, follows (``followRooms(page:from:)``).
  func openTabRoom(_ height: Double, page: Int) {
    let old = (rooms.page.height, rooms.tab(page))
    rooms.update(page) { $0.open(height) }
    followRooms(page: page, from: old)
  }

  /// Follows a new page count: tabs that no longer exist stop refreshing (their actions are
  /// cancelled) and new tabs start idle.
  func resizeTabRefresh(count: Int) {
    for page in rooms.tabStates.indices where page >= count && rooms.tabStates[page] != .idle {
      setTabRefreshState(.idle, page: page)
    }
    rooms.resize(count: count)
  }
}
