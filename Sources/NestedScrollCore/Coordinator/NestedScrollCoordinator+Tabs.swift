import ScrollPhysics

extension NestedScrollCoordinator {
  /// Makes `page` the active page (a tab tap or a programmatic selection) as the
  /// ``TabSwitchPolicy`` says. Keeping the header, the header does not move: the page's list
  /// keeps its own offset when that agrees with the visible header and is fitted to it
  /// otherwise (the tab rule,
  /// ``ScrollSpace/fittedOffset(_:toHeaderPosition:refreshReservation:)``). Keeping the
  /// content, the list keeps its offset and the header follows (`headerTransition`) from
  /// the next frame. Scroll the pager to the page (the host's `ContainerLayout`); when it is not
  /// animated, the tab indicator jumps there too.
  package func selectPage(_ page: Int, animated: Bool) {
    select(page, animated: animated, at: nil)
  }

  /// `selectPage(_:animated:)` at `time`, the tap's own time: keeping the content, the
  /// header starts its way there rather than at the next frame, so its motion is the same at
  /// any frame rate.
  package func selectPage(_ page: Int, animated: Bool, at time: Double) {
    guard MediaTime.isUsable(time) else {
      record(.nonFiniteTime)
      return select(page, animated: animated, at: nil)
    }
    select(page, animated: animated, at: time)
  }

  private func select(_ page: Int, animated: Bool, at time: Double?) {
    defer { checkInvariants() }
    guard checkPage(page) else { return }
    if !animated { pagerProgress = Double(page) }
    // Animated, the pager slides past the pages in between: they must not become active.
    motion.pager = animated && Double(page) != pagerProgress ? .toward(page) : .free
    activate(page, at: time)
  }

  /// A page width fit for arithmetic: non-finite or negative widths count as 0, and widths
  /// beyond ``NestedScrollConfiguration/maximumValue`` as that (no screen is wider; a pager
  /// that many pages wide still has offsets a scroll view can hold).
  package static func usableWidth(_ width: Double) -> Double {
    width.isFinite ? min(max(0, width), NestedScrollConfiguration.maximumValue) : 0
  }

  /// A horizontal swipe begins: the active list stops, and, keeping the header, both
  /// neighbours are fitted to the visible header now, so nothing jumps while they slide in
  /// (keeping the content, they slide in as they are). A list bouncing back from
  /// overscroll is let finish: stopped, it would stay past its edge.
  package func pagerWillBeginDragging() {
    defer { checkInvariants() }
    motion.pager = .free
    interruptAnimation()
    if let list = lists[activePage], restingRange(of: list, page: activePage).contains(list.contentOffsetY) {
      list.stopScrolling()
    }
    guard configuration.tabSwitchPolicy == .keepsHeader else { return }
    if activePage > 0 { fit(page: activePage - 1) }
    if activePage < pageCount - 1 { fit(page: activePage + 1) }
  }

  /// The pager stopped (UIKit: `scrollViewDidEndDecelerating` and
  /// `scrollViewDidEndScrollingAnimation`): the page it shows is active, even if a tab
  /// tap chose another while a finger was still moving the pager.
  package func pagerDidEndScrolling(offsetX: Double, pageWidth: Double) {
    defer { checkInvariants() }
    motion.pager = .free
    pagerDidScroll(offsetX: offsetX, pageWidth: pageWidth)
  }

  /// The pager moved to `offsetX` with pages `pageWidth` wide: updates ``pagerProgress``
  /// and, once another page is mostly on screen, makes it active (except while the pager
  /// animates toward a page chosen by an animated `selectPage(_:animated:)`).
  package func pagerDidScroll(offsetX: Double, pageWidth: Double) {
    defer { checkInvariants() }
    guard offsetX.isFinite, pageWidth.isFinite, pageWidth > 0 else {
      record(.invalidGeometry(.viewportHeight))
      return
    }
    let slot = min(max(offsetX / pageWidth, 0), Double(pageCount - 1))
    let previous = pagerProgress
    pagerProgress = system.isRightToLeft ? Double(pageCount - 1) - slot : slot
    if let target = motion.pagerTarget {
      // The pager animates to a selected tab, which is already active: the pages it passes
      // stay inactive. Moving away from it, the animation was interrupted (a touch stopped
      // the pager, which now settles on another page): the pager decides again.
      let remaining = abs(pagerProgress - Double(target))
      if remaining < 1e-9 { motion.pager = .free }
      if remaining <= abs(previous - Double(target)) { return }
      motion.pager = .free
    }
    let nearest = Int(pagerProgress.rounded())
    if nearest != activePage { activate(nearest) }
  }

  /// Makes `page` active under the tab-switch policy; `time` is the switch's own time, if
  /// known (a swipe's page change is found on a frame, which starts the header's way).
  private func activate(_ page: Int, at time: Double? = nil) {
    guard page != activePage else { return }
    interruptAnimation()
    // A pull in progress belonged to the list that was active: its release no longer
    // refreshes, so the pull is dropped rather than left armed.
    dropRefreshPull(belowThresholdOnly: false)
    let shown = headerPositionKeepingHeader(on: page)
    // A finger holds the new list (a second finger tapped a tab while the first still
    // holds a list the pager showed): content follows the finger, so the list keeps its
    // offset and the header goes its way to it, as keeping the content does.
    let held = lists[page]?.isTracking == true
    switch held ? .keepsContent : configuration.tabSwitchPolicy {
    case .keepsHeader:
      // The list is fitted as the active one, so what its new offset sets off (a footer
      // that loads more rows and changes its range) takes it as shown, not as a hidden list
      // to place back in its range under a header it no longer follows.
      let visible = visibleHeaderPosition
      let bounce = bounceBeyondRooms(of: activePage)
      activePage = page
      // The old list's way is not the new one's: what the fit's scroll sets off shows the
      // header where the new list puts it.
      motion.header = .withList
      // A bounce under way is taken over: the new list shows the same stretch and springs
      // back from there, as the one before would have.
      fit(page: page, toHeaderPosition: visible - bounce)
      // A floating header stays where it is over the list the tab rule fitted to it.
      motion.header = headerWay(showing: visible - bounce, at: rememberedOffsets[page])
      if bounce > 0 { bounceBack(page: page, at: time) }
    case .keepsContent:
      activePage = page
      beginHeaderTransition(from: shown, at: time)
    }
    let offset = rememberedOffsets[page]
    if let list = lists[page] { applyInsets(to: list, page: page) }
    updateLayout(from: offset)
    delegate?.coordinatorDidChangeActivePage(page)
  }

  /// How far `page`'s list, under no finger, is past its top beyond its rooms as the header
  /// shows it (stretched or moved down, not a fixed header's or a tab's pull under the tab
  /// bar): a bounce under way; 0 for none. Only a bounce a finger could have pulled, within
  /// half the viewport, is one: a list a size change left further out is not carried over.
  private func bounceBeyondRooms(of page: Int) -> Double {
    guard pullLayout.headerOverscroll != .fixedHeader, let list = lists[page], !list.isTracking else {
      return 0
    }
    let beyond = -space.headerPosition(forOffset: list.contentOffsetY) - refreshReservation(forPage: page)
    let shown = layout.overscroll - layout.tabRefreshAreaHeight - rooms.page.height
    // A header on its way shows a stretch its list does not (the way's shift): the new list
    // takes over what the header shows.
    let bounce = motion.headerPhase == .onItsWay ? shown : min(beyond, shown)
    guard bounce.isFinite, bounce > 1e-6, bounce <= 0.5 * space.viewportHeight else { return 0 }
    return bounce
  }

  /// `page`'s list, left past its top by a bounce it took over, comes back with the rubber
  /// band's bounce from `time` (the latest frame's, without one).
  private func bounceBack(page: Int, at time: Double?) {
    guard let list = lists[page], !list.isTracking else { return }
    var start = time
    if start == nil, case .played(let last, _) = motion.clock { start = last }
    let range = restingRange(of: list, page: page)
    let offset = list.contentOffsetY
    guard let start, MediaTime.isUsable(start), offset.isFinite, offset < range.lowerBound else { return }
    motion.handle(
      .drive(
        ListAnimation(
          page: page, motion: .fling(from: offset, velocity: 0, at: start, rate: .normal, bounds: range),
          target: range.lowerBound, purpose: .bounceBack),
        at: start))
  }

  /// Applies the tab rule to `page`'s list (or its remembered offset) under the header
  /// shown now.
  func fit(page: Int) {
    fit(page: page, toHeaderPosition: visibleHeaderPosition)
  }

  /// Applies the tab rule to `page`'s list (or its remembered offset) for a header at
  /// `visible`. The list is remembered where it ends up: what its scroll notification sets
  /// off (a load-more footer changing its range) may have placed it again.
  private func fit(page: Int, toHeaderPosition visible: Double) {
    guard let list = lists[page] else {
      rememberedOffsets[page] = fittedOffset(rememberedOffsets[page], page: page, toHeaderPosition: visible)
      return
    }
    let current = list.contentOffsetY
    let fitted = fittedOffset(
      current.isFinite ? current : rememberedOffsets[page], page: page, toHeaderPosition: visible)
    if fitted != current {
      list.stopScrolling()
      list.contentOffsetY = fitted
    }
    let placed = list.contentOffsetY
    rememberedOffsets[page] = placed.isFinite ? placed : fitted
  }
}

extension NestedScrollCoordinator {
  /// Changes the number of pages (the host reloaded its data). Every list is detached;
  /// pages that still exist keep their remembered offsets, new pages start fitted to the
  /// visible header, and the active page stays if it still exists. A count below 1 is
  /// reported and treated as 1.
  package func resetPages(count: Int) {
    if count < 1 { record(.pageOutOfRange(count)) }
    let count = max(1, count)
    defer { checkInvariants() }
    if let running = motion.animation { cancelAnimation(running) }
    let visible = visibleHeaderPosition
    for page in lists.attached where lists[page] != nil { detach(page: page) }
    let newcomer = space.offset(forHeaderPosition: visible)
    lists = PageLists(count: count)
    rememberedOffsets = (0..<count).map { $0 < rememberedOffsets.count ? rememberedOffsets[$0] : newcomer }
    listSettings = (0..<count).map { $0 < listSettings.count ? listSettings[$0] : ListSettings() }
    resizeTabRefresh(count: count)
    configuration.pageCount = count
    if activePage >= count {
      activePage = count - 1
      pagerProgress = Double(activePage)
      delegate?.coordinatorDidChangeActivePage(activePage)
    }
  }
}
