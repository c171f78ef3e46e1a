import ScrollPhysics

/// "At rest, the header snaps; nothing rests out of range": one rule, applied wherever the
/// screen comes to rest, not only where a drag ends.
///
/// UIKit reports rest in several ways and in some not at all: a drag that ends without
/// momentum (`scrollViewDidEndDragging(_:willDecelerate: false)`), momentum that ends
/// (`scrollViewDidEndDecelerating(_:)`), but nothing for a touch that stops a motion and
/// lifts without dragging, a size change, a tab switch or the end of a refresh. So every
/// layout change, touch and size change, and the end of every animation, leaves the lists
/// `settling` (``CoordinatorMotion/activity``, ``needsFrames``), and the check runs on the next frame the screen is still
/// (``advanceAnimation(to:)``) or at once when the host reports rest
/// (``listDidComeToRest(page:at:)``). A still screen is: no animation, no finger on the
/// active list, no momentum, and the pager resting on a page.
///
/// The check, on the active list:
/// 1. past its resting range (content shrank, the viewport grew, insets or the header
///    changed): it comes back with the rubber band's bounce
///    (`ListAnimation/Purpose/bounceBack`), as UIKit brings back a list let go past an
///    edge. Lists off screen are placed within their range at once when the change
///    happens (nobody sees them move), and the tab rule fits one when it is shown;
/// 2. with ``NestedScrollConfiguration/snapsHeader``, the header partly collapsed: it goes
///    to the nearer of expanded and collapsed (a spring, `ListAnimation/Purpose/snap`),
///    within where the list can rest.
extension NestedScrollCoordinator {
  /// The active list came to rest on its own. Call it from UIKit's
  /// `scrollViewDidEndDecelerating(_:)` and from `scrollViewDidEndDragging(_:willDecelerate:)`
  /// when `decelerate` is false: the header snaps and a list past its range comes back
  /// (see the rule above) from `time` on.
  package func listDidComeToRest(page: Int, at time: Double) {
    defer { checkInvariants() }
    guard checkPage(page) else { return }
    guard MediaTime.isUsable(time) else { return record(.nonFiniteTime) }
    guard page == activePage else { return }
    checkRest(at: time)
  }

  /// Whether the host must call ``advanceAnimation(to:)`` on the next frames: an animation
  /// runs (a list's, the header's way after a tab switch, a closing room), or the lists are
  /// `settling`: the screen changed since it was last found at rest and the rest rule has
  /// yet to look at it (a touch that stopped a motion and lifted without dragging gets no
  /// UIKit callback at all).
  package var needsFrames: Bool {
    motion.activityPhase != .idle || motion.headerPhase == .onItsWay || rooms.isClosing
  }

  /// Runs the rest rule if the screen is still and something changed since it last ran.
  func checkRest(at time: Double) {
    // A pager that reached its tab within rounding is there, whether or not the move
    // reported its end (a move that started where it ends reports nothing).
    if let target = motion.pagerTarget, abs(pagerProgress - Double(target)) < 1e-6 {
      motion.pager = .free
    }
    // The header on its way after a tab switch is motion: rest comes once it has arrived.
    guard motion.activityPhase == .settling, motion.headerPhase != .onItsWay, motion.pager == .free else {
      return
    }
    // The pager between pages (a swipe, a page settling) is not rest: a header that moved
    // now would no longer match the neighbour the tab rule fitted to it.
    guard pagerRestsOnAPage else { return }
    guard let list = lists[activePage] else {
      motion.handle(.rested)
      return
    }
    // Momentum first: it is what keeps the screen moving frame after frame.
    guard !list.isDecelerating, !list.isTracking, !list.isDragging else { return }
    motion.handle(.rested)
    placeListsOffScreenInRange()
    let offset = list.contentOffsetY
    guard offset.isFinite else { return }
    let range = restingRange(of: list, page: activePage)
    let since = motion.takeOutOfRangeSince()
    if !range.contains(offset) {
      // From the size change that left it there, if one did (within the last second), so
      // the bounce is the same at any frame rate.
      let start = since.map { $0 <= time && time - $0 < 1 ? $0 : time } ?? time
      motion.handle(
        .drive(
          ListAnimation(
            page: activePage,
            motion: .fling(from: offset, velocity: 0, at: start, rate: .normal, bounds: range),
            target: range.clamping(offset), purpose: .bounceBack),
          at: start))
      advanceAnimation(to: time)
      return
    }
    let target = headerRestOffset(for: offset, within: range)
    guard target != offset else { return }
    motion.handle(
      .drive(
        ListAnimation(
          page: activePage, motion: .toward(target, from: offset, velocity: 0, at: time), target: target,
          purpose: .snap
        ).reduced(at: time, reducesMotion: system.reducesMotion),
        at: time))
  }

  /// Where a list at rest at `offset` must go so the header is not left partly collapsed:
  /// the nearer of expanded and pinned (ties go to pinned), kept within `range`; `offset`
  /// itself when header snapping is off or the header is at a snap position. A list that
  /// cannot reach the pin rests at its end, where a flick toward the pin lands it
  /// (``SnapRule``): its end is as collapsed as it can hold the header, and taking it back
  /// from there would be a second motion, faster than the flick that ended.
  func headerRestOffset(for offset: Double, within range: ClosedRange<Double>) -> Double {
    guard configuration.snapsHeader else { return offset }
    if range.upperBound < space.pinOffset, offset >= range.upperBound { return offset }
    let shown = headerPosition(forActiveOffset: offset)
    guard let target = headerSnapPosition(from: shown, velocity: 0) else { return offset }
    // The list moves the header with it point for point (floating or not): it moves by
    // as much as the header has to.
    return range.clamping(offset + (target - shown))
  }

  /// Where a header showing at `shown` (points collapsed) snaps to, `nil` where it is at a
  /// snap position already: all back or all away, or, floating its collapsed part first,
  /// with that part out. Faster than the flick velocity (`velocity`, points per second,
  /// positive when content moves up), the way it moves; slower, the nearer (ties go to all
  /// away).
  func headerSnapPosition(from shown: Double, velocity: Double) -> Double? {
    let maximum = space.maximumCollapse
    // Within a millionth of a point a header is at a snap position: one moved there lands
    // only up to rounding (offsets up to a million points keep a millionth).
    let tolerance = 1e-6
    guard maximum > 0, shown > tolerance, shown < maximum - tolerance else { return nil }
    var (lower, upper) = (0.0, maximum)
    let part = configuration.headerMode.lowestPosition(implied: maximum, maximumCollapse: maximum)
    if part > 0, part < maximum {
      if abs(shown - part) <= tolerance { return nil }
      if shown < part { upper = part } else { lower = part }
    }
    if abs(velocity) > configuration.snapFlickVelocity { return velocity > 0 ? upper : lower }
    return shown - lower < upper - shown ? lower : upper
  }

  /// Whether the pager rests on a page: within a millionth of one, as a pager resting on a
  /// page reports an offset that divides by the page width only up to rounding.
  var pagerRestsOnAPage: Bool { abs(pagerProgress - pagerProgress.rounded()) < 1e-6 }

  /// Lists off screen that were left past their range while they were shown (the active
  /// list when a size change happened, then a tab switch) are placed within it: the screen
  /// is still, nobody sees them. Once per rest, not per frame.
  func placeListsOffScreenInRange() {
    for page in lists.attached where page != activePage { placeInRangeIfHidden(page: page) }
  }

  /// Places `page`'s list, if it is off screen and still, within its resting range: a
  /// change left it past its end (or top) where nobody sees it move.
  func placeInRangeIfHidden(page: Int) {
    guard page != activePage, let list = lists[page], !list.isTracking, !list.isDecelerating else { return }
    let offset = list.contentOffsetY
    guard offset.isFinite else { return }
    let placed = restingRange(of: list, page: page).clamping(offset)
    guard placed != offset else { return }
    list.contentOffsetY = placed
    rememberedOffsets[page] = placed
  }
}
