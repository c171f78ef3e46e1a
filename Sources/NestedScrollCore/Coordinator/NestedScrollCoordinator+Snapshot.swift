/// What the coordinator shows, as values (``CoordinatorSnapshot``): the one way code outside
/// the core reads it.
extension NestedScrollCoordinator {
  /// What the coordinator shows now. Allocates nothing.
  package var snapshot: CoordinatorSnapshot {
    CoordinatorSnapshot(
      configuration: configuration, layout: layout, activePage: activePage, alivePages: alivePages,
      pagerProgress: pagerProgress, pagerTarget: motion.pagerTarget, refreshState: rooms.pageState,
      pageRoom: rooms.page.height, isPageRoomClosing: rooms.page.isClosing, pull: pullLayout,
      animation: animation.map(CoordinatorSnapshot.Animation.init), headerTransition: motion.headerTransition,
      isTouchDown: motion.isTouchDown, needsFrames: needsFrames)
  }

  /// Page `page`'s own refresh and the room its list keeps now; an idle refresh without room
  /// for a page that does not exist.
  package func snapshot(page: Int) -> CoordinatorSnapshot.Page {
    guard page >= 0, page < rooms.tabs.count else {
      return CoordinatorSnapshot.Page(
        refreshState: .idle, tabRoom: 0, isTabRoomClosing: false, listRoom: rooms.page.height)
    }
    return CoordinatorSnapshot.Page(
      refreshState: rooms.tabStates[page], tabRoom: rooms.tabs[page].height,
      isTabRoomClosing: rooms.tabs[page].isClosing, listRoom: refreshReservation(forPage: page))
  }
}
