import ScrollPhysics

/// Refresh rooms as values of their own (``RefreshRooms``): the page's above the header and
/// each tab's under the tab bar open at once and close on their own timelines, sampled once
/// per frame. The layout is a function of the list's offset, the rooms as sampled and the
/// pull; when a room shrinks, each list still in it follows its edge
/// (``ScrollSpace/offset(_:closingRoomsFrom:to:)``), so the lost room never turns into a
/// pull, and no motion of a list (a scroll to the top, a snap, a tab switch) can cut a room
/// short.
extension NestedScrollCoordinator {
  /// Room currently kept above the header for the page's refresh indicator, as sampled at
  /// the latest frame.
  var refreshReservation: Double { rooms.page.height }

  /// The room kept for refresh indicators on page `page`'s list: the page's room, plus that
  /// tab's own in ``RefreshScope/tab``.
  @inline(__always)
  func refreshReservation(forPage page: Int) -> Double {
    rooms.page.height + rooms.tab(page)
  }

  /// Whether tab `tab`'s room (`nil`: the page's room) is on screen: a list the pager shows,
  /// wholly or in part, holds some of it, or, for the page's room, the header shows some of it
  /// on its way after a tab switch (gone at once, it would take the header with it). A tab's
  /// room that only the header's way shows goes at once: the way takes the change
  /// (``keepHeaderOnItsWay(tabRoomFrom:)``).
  func isRoomOnScreen(tab: Int?) -> Bool {
    if tab == nil, motion.headerPhase == .onItsWay {
      let shown = space.roomsFilled(
        byOverscroll: layout.overscroll, pageRoom: rooms.page.height, tabRoom: rooms.tab(activePage))
      if shown.page > 0 { return true }
    }
    let first = max(0, Int(pagerProgress.rounded(.down)))
    let last = min(pageCount - 1, Int(pagerProgress.rounded(.up)))
    guard first <= last else { return false }
    for page in first...last where tab == nil || tab == page {
      let offset = lists[page]?.contentOffsetY ?? rememberedOffsets[page]
      let held = space.roomsFilled(
        byOverscroll: -space.headerPosition(forOffset: offset), pageRoom: rooms.page.height,
        tabRoom: rooms.tab(page))
      if (tab == nil ? held.page : held.tab) > 0 { return true }
    }
    return false
  }

  /// Plays one frame of the closing rooms at `time`: lists still in them follow, and a
  /// refresh whose room has closed is idle again.
  func advanceRooms(to time: Double) {
    guard rooms.isClosing else { return }
    let reset = Self.clockResetInterval
    if rooms.page.isClosing {
      let old = rooms.page.height
      if rooms.update(nil, { $0.advance(to: time, clockResetInterval: reset) }) { followPageRoom(from: old) }
      if !rooms.page.isClosing, rooms.pageState == .ending { setRefreshState(.idle) }
    }
    if rooms.hasClosingTab {
      for page in rooms.closingTabs where rooms.tabs[page].isClosing {
        let old = (page: rooms.page.height, tab: rooms.tab(page))
        if rooms.update(page, { $0.advance(to: time, clockResetInterval: reset) }) {
          followRooms(page: page, from: old)
        }
        if !rooms.tabs[page].isClosing, rooms.tabStates[page] == .ending {
          setTabRefreshState(.idle, page: page)
        }
      }
    }
    aimAnimationWithinRange()
  }

  /// Every attached list follows the page's room, which was `old` points. A page without a
  /// list took the room's end at once when the room began closing or when its list went
  /// (``detachedPagesTakeThePageRoom(from:to:)``): nobody sees it, and a frame visits only
  /// the attached lists, however many tabs there are.
  func followPageRoom(from old: Double) {
    for page in lists.attached where lists[page] != nil {
      followRooms(page: page, from: (old, rooms.tab(page)))
    }
    aimAnimationWithinRange()
  }

  /// The remembered offsets of pages without a list follow the page's room from `old` to
  /// `new` points at once (its end as it begins closing, or its new height when it opens).
  func detachedPagesTakeThePageRoom(from old: Double, to new: Double) {
    for page in lists.indices where lists[page] == nil { takePageRoom(page: page, from: old, to: new) }
  }

  /// Page `page`'s remembered offset follows the page's room from `old` to `new` points.
  func takePageRoom(page: Int, from old: Double, to new: Double) {
    let tab = rooms.tab(page)
    rememberedOffsets[page] = space.offset(
      rememberedOffsets[page], closingRoomsFrom: (old, tab), to: (new, tab))
  }

  /// Page `page`'s list follows its rooms, which were `old`: its insets take them, and a list
  /// under no finger that showed more of them than remains moves by what was lost (a finger
  /// holds its rows where they are: the release brings them back). The header on its way
  /// after a tab switch stays where it is.
  func followRooms(page: Int, from old: (page: Double, tab: Double)) {
    let new = (page: rooms.page.height, tab: rooms.tab(page))
    guard let list = lists[page] else {
      rememberedOffsets[page] = space.offset(rememberedOffsets[page], closingRoomsFrom: old, to: new)
      return
    }
    let offset = list.contentOffsetY
    let followed =
      list.isTracking || !offset.isFinite ? offset : space.offset(offset, closingRoomsFrom: old, to: new)
    if followed != offset { rememberedOffsets[page] = followed }
    // Before the list moves: its scroll callback lays the header out with the way's shift.
    if page == activePage, new.tab != old.tab { keepHeaderOnItsWay(tabRoomFrom: old.tab) }
    applyInsets(to: list, page: page)
    if followed != offset { list.contentOffsetY = followed }
    if page == activePage { updateLayout(from: list.contentOffsetY) }
  }

  /// An animation aiming where its list can no longer rest (into a room that shrank) goes on
  /// to where it can, from where it is.
  private func aimAnimationWithinRange() {
    guard let running = motion.animation, let list = lists[running.page],
      !restingRange(of: list, page: running.page).contains(running.target)
    else { return }
    retargetAnimation(to: running.target)
  }
}
