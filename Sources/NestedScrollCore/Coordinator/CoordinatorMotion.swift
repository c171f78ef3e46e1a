/// What moves on a nested-scroll screen by the coordinator's hand, whether a finger holds it,
/// and whether the rest rule has yet to look at it: one value, so the coordinator's commands
/// read and change it in one place and ``NestedScrollCoordinator/checkInvariants()`` checks it
/// whole.
///
/// Its parts are independent of one another: the lists' activity (an animation of one list,
/// or the rest rule's due look), the header's way after a tab switch and the pager's slide to
/// a selected tab can all run at once (a list bouncing back into range plays on through an
/// animated tab tap that starts the other two), and a finger may touch down during any of
/// them (it stops those under it, not an animation bringing a list off screen back into
/// range). What cannot happen cannot be written: an animation's clock exists only while it
/// plays, and the time of a size change only once a frame has been played.
package struct CoordinatorMotion: Hashable, Sendable {
  /// The display frames played so far, as the rest rule needs them.
  package enum FrameClock: Hashable, Sendable {
    /// No frame has been played yet.
    case beforeFirstFrame
    /// `last` is the latest frame's time. `outOfRangeSince`, when a size change may have left
    /// the active list out of range since the rest rule last looked, is the frame time the
    /// change happened after: the bounce back starts there, not at the next frame, so it does
    /// not depend on the frame rate.
    case played(last: Double, outOfRangeSince: Double?)
  }

  /// What the coordinator does with the lists; changed only by ``handle(_:)``.
  package private(set) var activity = ListActivity.idle
  /// `activity`'s case, set with it: what a scroll event or a frame asks reads one byte instead
  /// of copying the animation the activity carries.
  package private(set) var activityPhase = ListActivity.Phase.idle
  /// Where the header is headed: with the active list, or on its way to where that list puts
  /// it after a tab switch. Played by ``NestedScrollCoordinator/advanceAnimation(to:)``.
  package var header = HeaderWay.withList {
    didSet { headerPhase = header.phase }
  }
  /// `header`'s case, kept with it, read as ``activityPhase`` is.
  package private(set) var headerPhase = HeaderWay.Phase.withList
  /// Whether the pager is free or slides to a selected tab.
  package var pager = PagerSlide.free
  /// Whether a finger is down, between ``NestedScrollCoordinator/touchDidBegin(at:)`` and
  /// ``NestedScrollCoordinator/touchDidEnd(at:)``.
  package var isTouchDown = false
  /// The frames played so far.
  package var clock = FrameClock.beforeFirstFrame

  /// Nothing moves, no finger is down, and no frame has been played.
  package init() {}

  /// Moves the lists' activity on by `event`: the one place it changes
  /// (``ListActivity/next(on:)``).
  mutating func handle(_ event: ListActivity.Event) {
    // Every scroll event is a change, and one changes nothing but an idle activity
    // (``ListActivity/next(on:)``): the hot path skips copying the activity through.
    if case .changed = event, activityPhase != .idle { return }
    activity = activity.next(on: event)
    activityPhase = activity.phase
  }

  /// The animation under way and its clock, if one plays.
  package var playing: ListActivity.Playing? {
    if case .driven(let playing) = activity { return playing }
    return nil
  }

  /// The animation under way, if any.
  package var animation: ListAnimation? { playing?.animation }

  /// The header's way after a tab switch, if it is on one.
  package var headerTransition: HeaderTransition? {
    if case .onItsWay(let transition) = header { return transition }
    return nil
  }

  /// The page the pager slides to, if it slides to one.
  package var pagerTarget: Int? {
    if case .toward(let page) = pager { return page }
    return nil
  }

  /// A frame was played at `time`: it is the latest unless a later one was played before.
  mutating func noteFrame(at time: Double) {
    switch clock {
    case .beforeFirstFrame:
      clock = .played(last: time, outOfRangeSince: nil)
    case .played(let last, let since):
      if time > last { clock = .played(last: time, outOfRangeSince: since) }
    }
  }

  /// A size change may have left the active list out of range after the latest frame (before
  /// any frame, there is no such time: the bounce starts when the rest rule finds it).
  mutating func noteRangeChange() {
    guard case .played(let last, _) = clock else { return }
    clock = .played(last: last, outOfRangeSince: last)
  }

  /// The frame time after the last size change the rest rule has not looked at, if any; the
  /// rule looks now, so it is forgotten.
  mutating func takeOutOfRangeSince() -> Double? {
    guard case .played(let last, let since) = clock else { return nil }
    clock = .played(last: last, outOfRangeSince: nil)
    return since
  }
}
