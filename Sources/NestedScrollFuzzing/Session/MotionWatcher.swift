import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator

/// Watches the screen after everything that happens to it (each touch sample, each frame)
/// for the motion invariants that need more than one step's snapshots:
/// ``Invariant/headerContinuous``, ``Invariant/noSpeedUpAfterLift`` and
/// ``Invariant/fingerTracked``.
///
/// Allocation-free per observation: the lists' offsets and rooms live in buffers that swap.
struct MotionWatcher {
  /// One observation of the header.
  private struct Header {
    var time: Double
    var page: Int
    /// The header position shown (``HeaderLayout/headerPosition``: collapse less the
    /// overscroll that moves the header, not the part under the tab bar).
    var shown: Double
    /// The distance of the leg the header's way plays or will play (0 without one).
    var leg: Double
    /// When the header's way was last played (it moves only when played): the header is
    /// up to date from then, not from ``time``.
    var playedAt: Double?
    var fingerDown: Bool
    var space: ScrollSpace
    /// The page's refresh room as sampled, and whether it was closing on its own spring.
    var pageRoom: Double
    var pageRoomClosing: Bool
  }

  /// A lift from a list the finger dragged, and the list's offsets since.
  private struct Release {
    var page: Int
    var offset: Double
    var velocity: Double
    /// The room the list kept for refresh indicators at the lift (the one its release opened
    /// included).
    var room: Double
    var samples: [(time: Double, offset: Double)]
  }

  private var last: Header?
  private var offsets: [Double] = []
  private var previousOffsets: [Double] = []
  /// The room each list keeps for refresh indicators (the page's and its tab's), now and at
  /// the previous observation: a tab's room that opened or closed on any page in between
  /// (one the screen switched through, too) under a finger is a geometry change.
  private var rooms: [Double] = []
  private var previousRooms: [Double] = []
  private var release: Release?
  /// The active list and the finger at the previous observation with a finger down.
  private var touch: TouchSample?
  /// Releases slower than this, in points per second, are placements, not judged.
  static let placementSpeed = 1e-3
  /// The page whose list a lifting finger drags, between ``fingerWillLift(_:)`` and
  /// ``fingerDidLift(_:at:)``.
  private var liftingPage: Int?
  /// The first violation seen, if any.
  private(set) var violation: (Invariant, String)?

  /// Looks at `screen` after something happened at `time` (the latest usable time given to
  /// it), with the finger at `finger` if one is down; `activated`: the pages made active since
  /// the previous observation, one bit each; `listPath`: how far the active list moved the
  /// header's implied position since then, layout update by layout update. After a geometry change (sizes, insets,
  /// offsets the app set, the page's refresh room, a tab's room under a finger) the header
  /// and the list under the finger may move with it: the next comparison starts from here (a
  /// tab's room closing under a finger that holds its rows brings the tab bar down to them).
  /// A tab's room that opens or closes with no finger down moves no header: the list's own
  /// offset or the header's way after a switch keeps it in place.
  mutating func observe(
    _ screen: SimulatedProfileScreen, at time: Double, activated: UInt64, listPath: Double,
    geometryChanged: Bool, finger: Point?
  ) {
    let coordinator = screen.coordinator
    let shown = coordinator.snapshot
    checkTracking(screen, finger: finger, geometryChanged: geometryChanged)
    let now = Header(
      time: time, page: shown.activePage, shown: shown.layout.headerPosition,
      leg: abs(shown.headerTransition?.legShift ?? 0),
      playedAt: shown.headerTransition?.playedAt, fingerDown: screen.host.isTouchDown,
      space: shown.space, pageRoom: shown.pageRoom, pageRoomClosing: shown.isPageRoomClosing)
    swap(&offsets, &previousOffsets)
    offsets.removeAll(keepingCapacity: true)
    for list in screen.lists { offsets.append(list.contentOffset.y) }
    swap(&rooms, &previousRooms)
    rooms.removeAll(keepingCapacity: true)
    for page in screen.lists.indices { rooms.append(coordinator.snapshot(page: page).listRoom) }
    defer { last = now }
    if geometryChanged { release = nil }
    if var tracked = release {
      // A clock that went back restarts every motion on the new clock (and its return
      // plays what is left at once): the release's speeds are no longer comparable.
      let clockWentBack = time < (tracked.samples.last?.time ?? time)
      // Its list's refresh room changed since the lift (the app's refresh ended, its action
      // returning on a frame, and the room closed): the list moved with the room as with an
      // inset the app changed, as after an `endRefreshing` step; that motion is not the
      // release's.
      if now.page != tracked.page || !offsets.indices.contains(tracked.page) || clockWentBack
        || rooms[tracked.page] != tracked.room
      {
        release = nil
      } else {
        tracked.samples.append((time, offsets[tracked.page]))
        release = tracked
      }
    }
    // A tab's room that opened or closed under a finger holding the rows moves them, or the
    // header, with it. Otherwise the header keeps its place or moves with the lists: a room
    // closing on its own moves each list still in it by what it lost (the page's moves the
    // header with them, a tab's only the rows), and the header on its way after a switch
    // absorbs the selected tab's room.
    let roomUnderFinger = previousRooms != rooms && (last?.fingerDown ?? false || now.fingerDown)
    guard violation == nil, let before = last, !geometryChanged, before.space == now.space,
      !roomUnderFinger, previousOffsets.count == offsets.count
    else { return }
    checkHeader(
      from: before, to: now, activated: activated, listPath: listPath,
      policy: shown.configuration.tabSwitchPolicy, floats: shown.configuration.headerMode.floats)
  }

  /// ``Invariant/fingerTracked`` from the previous observation with a finger down to this one.
  private mutating func checkTracking(_ screen: SimulatedProfileScreen, finger: Point?, geometryChanged: Bool)
  {
    // A finger the lists ignore (non-finite) or clamp (beyond their largest coordinate)
    // is no base either.
    guard let finger, finger.isFinite, abs(finger.y) <= SimulatedScrollView.maximumMagnitude else {
      touch = nil
      return
    }
    let list = screen.activeList
    let sample = TouchSample(
      page: screen.host.selectedPage, offset: list.contentOffset.y, bounds: list.verticalOffsetBounds,
      isDragging: list.isDragging, fingerY: finger.y)
    defer { touch = sample }
    guard violation == nil, !geometryChanged, let previous = touch else { return }
    violation = InvariantChecker.checkFingerTracked(from: previous, to: sample)
  }

  /// ``Invariant/headerContinuous`` between two observations; `activated`: the pages made
  /// active in between, one bit each; `listPath`: how far the active list moved the header's
  /// implied position in between, layout update by layout update.
  private mutating func checkHeader(
    from a: Header, to b: Header, activated: UInt64, listPath: Double, policy: TabSwitchPolicy,
    floats: Bool
  ) {
    let space = b.space
    func implied(_ offset: Double) -> Double {
      min(space.headerPosition(forOffset: offset), space.maximumCollapse)
    }
    // A floating header moves with its list's offset wherever the list is, not only as far
    // as the list moves the position it puts the header at.
    func listStep(_ page: Int) -> Double {
      guard offsets.indices.contains(page) else { return 0 }
      let step =
        floats
        ? abs(offsets[page] - previousOffsets[page])
        : abs(implied(offsets[page]) - implied(previousOffsets[page]))
      return step.isFinite ? step : 0
    }
    let switched = activated != 0 || b.page != a.page
    // Keeping the header, a switch fits the new list to the header (the tab-switch check
    // judges that instant) and the header then follows that list wherever the fit put it:
    // its offsets before and after do not tell how far. The header has no way of its own.
    if switched, policy == .keepsHeader { return }
    // What the lists moved it by: the one active before and every one made active since
    // (keeping the content, a switch moves no list), or the path the active list took
    // between them, if longer (it may go out and come back within one event).
    var listMotion = listStep(a.page)
    if switched {
      for page in offsets.indices
      where page != a.page && (page == b.page || activated >> UInt64(min(page, 63)) & 1 != 0) {
        listMotion += listStep(page)
      }
    }
    listMotion = max(listMotion, listPath)
    // A page's room closing on its own spring (continuous by construction) takes the header
    // shown in it along, as far as the room closed; a room removed at once takes nothing.
    if a.pageRoomClosing { listMotion += max(0, a.pageRoom - b.pageRoom) }
    // On its own: the header's way, from when it was last played; never under a finger.
    let since = min(a.time, a.playedAt ?? a.time)
    guard
      let (invariant, detail) = InvariantChecker.checkHeaderStep(
        step: abs(b.shown - a.shown), listMotion: listMotion, way: max(a.leg, b.leg),
        interval: b.time - since, fingerDown: a.fingerDown && b.fingerDown,
        scale: max(abs(a.shown), abs(b.shown), space.listInsetTop))
    else { return }
    violation = (
      invariant,
      detail + " from \(a.shown) (page \(a.page), \(a.time) s) to \(b.shown) (page \(b.page), \(b.time) s)"
    )
  }

  /// A finger is about to lift: if it drags the active list (not the pager), the release
  /// that follows is watched (``fingerDidLift(_:at:)``).
  mutating func fingerWillLift(_ screen: SimulatedProfileScreen) {
    release = nil
    liftingPage =
      screen.activeList.isDragging && !screen.pager.isDragging ? screen.host.selectedPage : nil
  }

  /// The finger lifted at `time`: a list it dragged that was released within its bounds and
  /// moves on (its own deceleration, or the coordinator's snap from the release velocity)
  /// is watched until it rests.
  mutating func fingerDidLift(_ screen: SimulatedProfileScreen, at time: Double) {
    defer { liftingPage = nil }
    let shown = screen.coordinator.snapshot
    guard let page = liftingPage, page == shown.activePage else { return }
    let list = screen.lists[page]
    let offset = list.contentOffset.y
    guard list.verticalOffsetBounds.contains(offset) else { return }
    var velocity = 0.0
    if list.isDecelerating {
      velocity = list.velocity.y
    } else if let running = shown.animation, running.page == page, running.purpose == .snap {
      // At the motion's start, the release: later, a spring from rest has gained speed.
      var motion = running.motion
      velocity = motion.sample(at: motion.phaseStart).velocity
    }
    // A release without speed (the coordinator, given points per second converted from
    // UIKit's points per millisecond, sees none below about 1e-320) is a placement: a snap
    // from it springs from rest.
    guard velocity.isFinite, abs(velocity) >= Self.placementSpeed else { return }
    // From the list's own clock: a lift at an unusable time releases at the list's last
    // good one, which may be earlier than the screen's latest.
    let start = list.currentTime.isFinite ? min(list.currentTime, time) : time
    release = Release(
      page: page, offset: offset, velocity: velocity, room: screen.coordinator.snapshot(page: page).listRoom,
      samples: [(start, offset)])
  }

  /// Something other than frames is about to happen (or the run settled): a release whose
  /// list has come to rest meanwhile is checked for ``Invariant/noSpeedUpAfterLift``;
  /// one still moving is let go unjudged.
  mutating func endRelease(_ screen: SimulatedProfileScreen) {
    guard let tracked = release else { return }
    release = nil
    guard violation == nil, screen.lists.indices.contains(tracked.page) else { return }
    let list = screen.lists[tracked.page]
    guard !list.isTracking, !list.isDecelerating, screen.coordinator.snapshot.animation?.page != tracked.page
    else { return }
    if let (invariant, detail) = InvariantChecker.checkRelease(
      offset: tracked.offset, velocity: tracked.velocity, samples: tracked.samples)
    {
      violation = (invariant, "list \(tracked.page) " + detail)
    }
  }
}
