extension NestedScrollHost {
  /// A finger touched down anywhere on the screen (UIKit: an observing gesture recognizer
  /// on the container). Every motion stops where it is; the result says whether anything
  /// moved, the pager included: then the touch only stopped motion, and the adapter
  /// withholds it from the content (no cell is selected, no button fires). Until the finger
  /// lifts, drags that start on the header stay with the list they went to: a recognizer
  /// moved while it tracks a touch would drop it.
  @discardableResult
  public func touchDidBegin(at time: Double) -> Bool {
    contacts.isFingerDown = true
    return contactDidBegin(at: time)
  }

  /// The last finger lifted (or the system cancelled the touch).
  public func touchDidEnd(at time: Double) {
    contacts.isFingerDown = false
    contactDidEnd(at: time)
  }

  /// An indirect scroll began: fingers rest on a trackpad, or a trackpad or scroll-wheel
  /// scroll started (UIKit: scroll events, `UIEvent.EventType.scroll`, which arrive without
  /// a touch). Motion stops as for a finger (a two-finger rest stops a fling), and drags
  /// that start on the header stay with their list until it ends. The scroll itself moves
  /// the lists and the pager through their own pans, as a finger's drag does.
  public func indirectScrollDidBegin(at time: Double) {
    contacts.isIndirectScrollDown = true
    contactDidBegin(at: time)
  }

  /// The indirect scroll ended: the fingers left the trackpad, or the scroll-wheel scroll
  /// is over.
  public func indirectScrollDidEnd(at time: Double) {
    contacts.isIndirectScrollDown = false
    contactDidEnd(at: time)
  }

  /// A contact landed: every motion stops where it is. Returns whether anything moved.
  @discardableResult
  private func contactDidBegin(at time: Double) -> Bool {
    note(time)
    let pagerMoving = !pager.isDragging && visiblePages.count > 1
    let stopped = coordinator.touchDidBegin(at: time)
    updateFrames()
    return stopped || pagerMoving
  }

  /// A contact lifted; the rules resume once nothing rests on the input.
  private func contactDidEnd(at time: Double) {
    note(time)
    guard !contacts.isAnyDown else { return }
    coordinator.touchDidEnd(at: time)
    updateHeaderDragPage()
  }

  /// Whether a finger is down anywhere on the screen, between ``touchDidBegin(at:)`` and
  /// ``touchDidEnd(at:)``: the coordinator's, which these report to.
  package var isTouchDown: Bool { coordinator.motion.isTouchDown }

  /// The rule that decides who takes a horizontal swipe on the container, with the pager's
  /// state now: the selected page, the page count, the layout direction, whether the pager
  /// is between pages and where the header and the tab bar are. The adapter asks it when the
  /// pager's pan is about to begin (``PagerGestureRule/owner(of:)``) and whether that pan
  /// waits for the navigation controller's back swipe
  /// (``PagerGestureRule/waitsForBackSwipe(canNavigateBack:)``); a screen that routes touches
  /// itself asks, where a finger lands, whether the pager sees it
  /// (``PagerGestureRule/pagerReceivesTouch(atY:)``).
  public var pagerGestureRule: PagerGestureRule {
    let settled = pageWidth <= 0 || pagerOffsetX == pagerOffset(forPage: selectedPage)
    return PagerGestureRule(
      selectedPage: selectedPage, pageCount: pageCount, isRightToLeft: coordinator.system.isRightToLeft,
      isBetweenPages: !settled, headerTop: coordinator.layout.headerTop, tabBarBottom: tabBarBottom)
  }

  /// The y of the tab bar's bottom edge now, in the container's coordinates: the overlay's
  /// lower edge.
  var tabBarBottom: Double { coordinator.layout.tabBarTop + coordinator.space.tabBarHeight }

  /// Gives header drags to the selected page's list when no finger is down and the
  /// container shows; to none while it is off screen.
  func updateHeaderDragPage() {
    guard !isTouchDown, !pager.isDragging else { return }
    let page: Int? =
      pageLifecycle.container.isShowing && loadedPages.contains(selectedPage)
        && coordinator.list(at: selectedPage) != nil ? selectedPage : nil
    guard page != headerDragPage else { return }
    headerDragPage = page
    adapter?.headerDragPageDidChange(page)
  }
}
