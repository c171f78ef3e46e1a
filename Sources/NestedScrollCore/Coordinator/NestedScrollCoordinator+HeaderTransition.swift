import ScrollPhysics

extension NestedScrollCoordinator {
  /// The header position on screen: the active list's, clamped to the pin, plus any
  /// `headerTransition`'s shift (what ``layout`` shows).
  var shownHeaderPosition: Double { layout.collapse - layout.overscroll }

  /// The header position `page`'s list must show for the header and the tab bar to stay
  /// where they are now, under ``TabSwitchPolicy/keepsContent``: ``shownHeaderPosition``,
  /// except in ``RefreshScope/both``, where the header shows ``HeaderLayout/headerPosition``
  /// (the part of the overscroll under the tab bar, the active tab's room or pull, moves the
  /// rows) and `page`'s own room stacks under the tab bar: a header below expanded is that
  /// much further down on `page`'s list, and an expanded one is anywhere in that room.
  func headerPositionKeepingHeader(on page: Int) -> Double {
    guard configuration.refresh?.scope == .both else { return shownHeaderPosition }
    let header = layout.headerPosition
    if header > 0 { return header }
    let room = rooms.tab(page)
    if header < 0 { return header - room }
    return min(max(space.headerPosition(forOffset: rememberedOffsets[page]), -room), 0)
  }

  /// How far below expanded a header transition may show the header on the active list:
  /// where the header is now, or, in ``RefreshScope/both``, where it is above the tab bar
  /// with the active tab's room stacked under it (``headerPositionKeepingHeader(on:)``).
  private var lowestTransitionPosition: Double {
    guard configuration.refresh?.scope == .both else { return shownHeaderPosition }
    let header = min(layout.headerPosition, 0)
    return min(shownHeaderPosition, header - rooms.tab(activePage))
  }

  /// Whether a finger holds the screen: one reported by ``touchDidBegin(at:)`` and not yet
  /// lifted, or one on the active list.
  var isFingerDown: Bool {
    motion.isTouchDown || (lists[activePage]?.isTracking ?? false)
  }

  /// Under ``TabSwitchPolicy/keepsContent``, the header is about to follow the list of the
  /// page just activated: it starts where it is, `shown`, and eases to where that list puts
  /// it, from `time` if given and nothing holds the list, else from the next frame that
  /// finds it free.
  func beginHeaderTransition(from shown: Double, at time: Double?) {
    let offset = rememberedOffsets[activePage]
    // A floating header may stay where it is over any list that lets it, unless it would
    // rest there between its snap positions: the rest rule would then move the list to
    // snap it, and this list is to show exactly where it was. It goes where the list puts it.
    if configuration.headerMode.floats, headerRange(forOffset: offset).contains(shown),
      !configuration.snapsHeader || headerSnapPosition(from: shown, velocity: 0) == nil
    {
      motion.header = headerWay(showing: shown, at: offset)
      return
    }
    let implied = min(space.headerPosition(forOffset: offset), space.maximumCollapse)
    let shift = shown - implied
    // Reduce Motion: the header is where the list puts it at once.
    guard shift.isFinite, abs(shift) > Self.headerTransitionResolution, !system.reducesMotion else {
      motion.header = headerWay(showing: .infinity, at: offset)
      return
    }
    var transition = HeaderTransition(shift: shift)
    if let time, MediaTime.isUsable(time), !isListHeld { transition.start(at: time) }
    motion.header = .onItsWay(transition)
  }

  /// Whether something other than the header transition moves the active list or holds
  /// it: a finger, its momentum, or a snap after its release. The transition waits.
  var isListHeld: Bool {
    if isFingerDown { return true }
    guard let list = lists[activePage] else { return false }
    if list.isDecelerating { return true }
    if let running = motion.animation, running.page == activePage, running.purpose == .snap { return true }
    return false
  }

  /// Plays one frame of `headerTransition` at `time`: held while ``isListHeld``, started
  /// when it is free, finished when the shift reaches 0 (the rest rule then looks at the
  /// screen).
  func advanceHeaderTransition(to time: Double) {
    guard var transition = motion.headerTransition else { return }
    if isListHeld {
      if transition.isRunning {
        transition.hold()
        motion.header = .onItsWay(transition)
      }
      return
    }
    if !transition.isRunning {
      transition.start(at: time)
      motion.header = .onItsWay(transition)
      return
    }
    let arrived = transition.advance(to: time, clockResetInterval: Self.clockResetInterval)
    motion.header =
      arrived ? headerWay(showing: .infinity, at: rememberedOffsets[activePage]) : .onItsWay(transition)
    updateLayout(from: rememberedOffsets[activePage])
  }

  /// A touch stops the header where it is at the touch's own time (a touch without a usable
  /// time, where it was last played). Returns whether it was moving.
  func stopHeaderTransition(at time: Double) -> Bool {
    guard var transition = motion.headerTransition, transition.isRunning else { return false }
    if MediaTime.isUsable(time), transition.advance(to: time, clockResetInterval: Self.clockResetInterval) {
      motion.header = headerWay(showing: .infinity, at: rememberedOffsets[activePage])
    } else {
      transition.hold()
      motion.header = .onItsWay(transition)
    }
    updateLayout(from: rememberedOffsets[activePage])
    return true
  }

  /// The offset whose layout shows the header where it is, for the active list at `offset`:
  /// `offset` itself without a transition. Where the list's own motion takes the header
  /// past an end of its range (beyond the pin, below expanded, or further into a stretch
  /// than the list's own overscroll), the shift is used up there instead: the header stays
  /// at that end, and the transition ends once nothing is left.
  func shownOffset(for offset: Double) -> Double {
    guard var transition = motion.headerTransition else { return offset }
    let implied = min(space.headerPosition(forOffset: offset), space.maximumCollapse)
    let lowest = min(implied, 0, lowestTransitionPosition)
    let shown = min(max(implied + transition.shift, lowest), space.maximumCollapse)
    let remaining = shown - implied
    guard remaining.isFinite, abs(remaining) > Self.headerTransitionResolution else {
      motion.header = headerWay(showing: .infinity, at: offset)
      return offset
    }
    if remaining != transition.shift {
      transition.absorb(to: remaining)
      motion.header = .onItsWay(transition)
    }
    return space.offset(forHeaderPosition: shown)
  }

  /// The selected tab's room under the tab bar was `previous` points and is now
  /// ``rooms``' (its refresh began or ended) while the header is on its way
  /// after a tab switch: the shift changes so that the header stays where it is (its way,
  /// not the list, places it; the room's overscroll moves the rows, not the header). A header
  /// below expanded keeps that position above the new room; an expanded one keeps the part
  /// of the overscroll the new room still holds. The way then goes on from there in a new leg.
  func keepHeaderOnItsWay(tabRoomFrom previous: Double) {
    guard var transition = motion.headerTransition else { return }
    let implied = min(space.headerPosition(forOffset: rememberedOffsets[activePage]), space.maximumCollapse)
    let shown = implied + transition.shift
    let header = layout.headerPosition
    let room = rooms.tab(activePage)
    let kept: Double
    if header < -Self.headerTransitionResolution {
      kept = header - room
    } else if shown < 0 {
      kept = max(shown, -room)
    } else {
      return
    }
    let shift = kept - implied
    guard shift.isFinite, abs(shift) > Self.headerTransitionResolution else {
      motion.header = headerWay(showing: .infinity, at: rememberedOffsets[activePage])
      return
    }
    transition.restart(from: shift)
    motion.header = .onItsWay(transition)
  }

  /// A shift smaller than this, in points, is no shift: the header is where the list puts it.
  static var headerTransitionResolution: Double { 1e-9 }
}
