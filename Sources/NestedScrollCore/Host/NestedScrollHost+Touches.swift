extension NestedScrollHost {
  /// A finger touched down anywhere on the screen (UIKit: an observing gesture recognizer
  /// on the container). Every motion stops where it is; the result says whether anything
  /// moved, the pager included: then the touch only stopped motion, and the adapter
  /// withholds it from the content (no cell is selected, no button fires). Until the finger
  /// lifts, drags that start on the header stay with the list they went to: a recognizer
  /// moved while it tracks a touch would drop it.
  @discardableResult
  public func touchDidBegin(at time: Double) -> Bool {
    note(time)
    let pagerMoving = !isPagerDragging && visiblePages.count > 1
    let stopped = coordinator.touchDidBegin(at: time)
    updateFrames()
    return stopped || pagerMoving
  }

  /// The last finger lifted (or the system cancelled the touch).
  public func touchDidEnd(at time: Double) {
    note(time)
    coordinator.touchDidEnd(at: time)
    updateHeaderDragPage()
  }

  /// Whether a finger is down anywhere on the screen, between ``touchDidBegin(at:)`` and
  /// ``touchDidEnd(at:)``: the coordinator's, which these report to.
  package var isTouchDown: Bool { coordinator.motion.isTouchDown }

  /// Whether the pager's pan may begin for a drag whose finger moves `translationX` points
  /// to the right (negative: to the left): not for a drag from the first page toward the
  /// page before it (there is none), so the navigation controller's back swipe wins there.
  public func pagerShouldBeginPan(translationX: Double) -> Bool {
    guard translationX.isFinite, translationX != 0, pageWidth > 0 else { return true }
    // The leading page sits at the left edge (right edge right to left); a drag toward the
    // leading edge's outside would only bounce.
    let atLeadingPage = selectedPage == 0 && pagerOffsetX == pagerOffset(forPage: 0)
    let towardBefore = coordinator.isRightToLeft ? translationX < 0 : translationX > 0
    return !(atLeadingPage && towardBefore)
  }

  /// Gives header drags to the selected page's list when no finger is down and the
  /// container shows; to none while it is off screen.
  func updateHeaderDragPage() {
    guard !isTouchDown, !isPagerDragging else { return }
    let page: Int? =
      containerAppearance.isShowing && loadedPages.contains(selectedPage)
        && coordinator.list(at: selectedPage) != nil ? selectedPage : nil
    guard page != headerDragPage else { return }
    headerDragPage = page
    adapter?.headerDragPageDidChange(page)
  }
}
