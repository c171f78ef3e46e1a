extension NestedScrollHost {
  /// A finger starts dragging the pager (`scrollViewWillBeginDragging`).
  public func pagerWillBeginDragging() {
    pager.isDragging = true
    // The page the swipe brings in must be there when it slides in.
    if pageLifecycle.isShedding {
      pageLifecycle.isShedding = false
      updatePages(animated: true)
    }
    coordinator.pagerWillBeginDragging()
    updateFrames()
  }

  /// The finger lifted from the pager (`scrollViewDidEndDragging(_:willDecelerate:)`), or
  /// another view took its gesture.
  public func pagerDidEndDragging() {
    pager.isDragging = false
    // Released exactly on a page, the pager does not decelerate: it is at rest now.
    if isAtRestOnPage { settleAppearance(animated: true) }
    updateHeaderDragPage()
  }

  /// The pager scrolled to `offsetX` (`scrollViewDidScroll`): the tab indicator's progress,
  /// the selected page once another is mostly on screen, and the pages loaded and visible.
  public func pagerDidScroll(offsetX: Double) {
    guard offsetX.isFinite else { return }
    pager.offsetX = offsetX
    coordinator.pagerDidScroll(offsetX: offsetX, pageWidth: pageWidth)
    updatePages(animated: true)
    updateTabSelection()
  }

  /// The pager came to rest (`scrollViewDidEndDecelerating`,
  /// `scrollViewDidEndScrollingAnimation`): the page it shows is selected, and appearance
  /// transitions finish.
  public func pagerDidEndScrolling(offsetX: Double) {
    pager.isDragging = false
    if offsetX.isFinite { pager.offsetX = offsetX }
    coordinator.pagerDidEndScrolling(offsetX: pagerOffsetX, pageWidth: pageWidth)
    updatePages(animated: true)
    updateTabSelection()
    settleAppearance(animated: true)
    updateHeaderDragPage()
  }

  /// Moves the pager through the adapter; the offset counts as the pager's at once (an
  /// animated move reports its way there through ``pagerDidScroll(offsetX:)``).
  func movePager(to offsetX: Double, animated: Bool) {
    if !animated {
      pager.offsetX = offsetX
      coordinator.pagerDidScroll(offsetX: offsetX, pageWidth: pageWidth)
    }
    adapter?.movePager(toOffsetX: offsetX, animated: animated)
    if !animated {
      updatePages(animated: false)
      updateTabSelection()
    }
  }
}
