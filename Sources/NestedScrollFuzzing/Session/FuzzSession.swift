import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator

/// Plays a ``FuzzProgram`` on a ``NestedScrollSimulation/SimulatedProfileScreen`` (the
/// simulated UIScrollViews and the real coordinator, wired as the UIKit host wires them)
/// and checks the ``Invariant``s after every step and once the screen has settled. The
/// fuzzer (`nestfuzz`) and the core's property tests both play their sessions here.
///
/// After the last step the finger lifts, refreshing ends, and frames run at 60 Hz until
/// everything rests or ``settleLimit`` seconds have passed.
package struct FuzzSession {
  /// The longest the screen may take to settle after input stops, in seconds: the
  /// longest glide (6 s) plus a bounce, a paging animation and a refresh room closing.
  package static let settleLimit = 12.0

  /// What a run did.
  package struct Outcome: Hashable, Sendable {
    /// The steps played.
    package var steps: Int
    /// The error the coordinator rejected the configuration with (no steps are played).
    package var rejected: ConfigurationError?
    /// The frames played while settling.
    package var settleFrames: Int
  }

  /// Runs `program`; throws the first invariant that fails. `trace`, if given, sees the
  /// screen after every step (with its index) and after every settling frame (`nil`), for
  /// `nestlab fuzz-replay --trace`. `isGoodInput`: the caller knows every value and gesture
  /// of the program to be one a real screen sees (a property test's, not the fuzzer's), so
  /// no list may sanitise anything (``Invariant/nothingSanitised``).
  package static func run(
    _ program: FuzzProgram, isGoodInput: Bool = false, trace: ((Int?, ScreenSnapshot) -> Void)? = nil
  ) throws(InvariantViolation) -> Outcome {
    let screen: SimulatedProfileScreen
    do {
      screen = try SimulatedProfileScreen(
        configuration: program.screen.configuration, contentHeights: program.screen.contentHeights,
        width: program.screen.width)
    } catch {
      return Outcome(steps: 0, rejected: error, settleFrames: 0)
    }
    var session = Player(screen: screen, program: program, isGoodInput: isGoodInput, trace: trace)
    return try session.play()
  }
}

/// The state of one run.
private struct Player {
  let screen: SimulatedProfileScreen
  let program: FuzzProgram
  let watcher: TabSwitchWatcher
  let trace: ((Int?, ScreenSnapshot) -> Void)?
  /// Whether the program is known to be good input (``FuzzSession/run(_:isGoodInput:trace:)``).
  let isGoodInput: Bool
  /// The program's clock: the last good time.
  var now = 0.0
  /// The latest usable time given to the screen (it may go back: a clock reset).
  var screenTime = 0.0
  var finger: Point?
  /// Whether the lists follow ``finger``: a touch-down while a finger is already down may be
  /// ignored or may replace that touch, so until that finger lifts, where the lists think
  /// it is is not known.
  var fingerIsKnown = true
  /// Header continuity and speed after lift, event by event and frame by frame.
  var motion = MotionWatcher()
  /// Per page: where the app's change left the list outside its bounds, until it is back.
  var placements: [AppPlacement?]
  /// Per page given item heights to snap to: the content y of each item's top.
  var itemBoundaries: [Int: [Double]] = [:]
  /// The page whose list a finger released from a drag, while nothing but frames has
  /// happened since.
  var releasedPage: Int?
  /// What a size change the step made broke, if anything.
  var changeViolation: (Invariant, String)?
  /// Whether the latest frames step moved the screen's clock forward.
  var framesAdvanced = false
  /// Each page's last appearance callback (``Invariant/appearanceBalanced``).
  var appearances: [PageAppearanceTransition?]

  init(
    screen: SimulatedProfileScreen, program: FuzzProgram, isGoodInput: Bool,
    trace: ((Int?, ScreenSnapshot) -> Void)?
  ) {
    self.screen = screen
    self.program = program
    self.isGoodInput = isGoodInput
    self.trace = trace
    watcher = TabSwitchWatcher(coordinator: screen.coordinator)
    screen.observer = watcher
    screen.listDidScrollHook = { [unowned watcher] page in watcher.listDidScroll(page: page) }
    placements = Array(repeating: nil, count: screen.lists.count)
    appearances = Array(repeating: nil, count: screen.lists.count)
    let rate: DecelerationRate = program.screen.deceleratesFast ? .fast : .normal
    for list in screen.lists { list.decelerationRate = rate }
    if program.screen.configuration.refresh != nil, let seconds = program.screen.refreshActionSeconds {
      // The app's actions return on their own, which ends their refresh.
      screen.refreshAction = .finishes(after: seconds)
      screen.tabRefreshAction = .finishes(after: seconds)
    }
  }

  mutating func play() throws(InvariantViolation) -> FuzzSession.Outcome {
    try check(ScreenSnapshot(screen), step: nil)
    observe()
    for (index, step) in program.steps.enumerated() {
      let before = ScreenSnapshot(screen)
      watcher.beginStep()
      if case .frames = step.event {
      } else {
        motion.endRelease(screen)
        releasedPage = nil
      }
      changeViolation = nil
      let touched = apply(step)
      var touchDown = false
      if case .touchBegan = step.event { touchDown = true }
      observe(geometryChanged: step.event.changesGeometry, touchDown: touchDown)
      let after = ScreenSnapshot(screen)
      // The refresh room closing (a status-bar tap cuts the closing short; a tab's refresh
      // ends when its action finishes, on a frame) moves a list's top as an inset change by
      // the app does.
      let geometryChanged =
        step.event.changesGeometry || before.refreshReservation != after.refreshReservation
        || before.tabRefreshReservations != after.tabRefreshReservations
      updatePlacements(after, geometryChanged: geometryChanged)
      trace?(index, after)
      try check(after, step: index)
      if let (invariant, detail) = changeViolation
        ?? checkStep(
          step.event, before: before, after: after, touched: touched, geometryChanged: geometryChanged)
      {
        throw InvariantViolation(invariant: invariant, step: index, event: step.text, detail: detail)
      }
    }
    let frames = settle()
    motion.endRelease(screen)
    if let (invariant, detail) = motion.violation {
      throw InvariantViolation(invariant: invariant, event: "settled after \(frames) frames", detail: detail)
    }
    let settled = ScreenSnapshot(screen)
    updatePlacements(settled, geometryChanged: false)
    var atRest = checkRendered(settled) ?? InvariantChecker.checkRest(settled, placements: placements)
    if atRest == nil, isGoodInput, let page = releasedPage, page == settled.activePage,
      let boundaries = itemBoundaries[page]
    {
      atRest = InvariantChecker.checkItemSnapRest(settled, boundaries: boundaries)
    }
    if atRest == nil, isGoodInput { atRest = InvariantChecker.checkNothingSanitised(settled) }
    if let (invariant, detail) = atRest {
      throw InvariantViolation(invariant: invariant, event: "settled after \(frames) frames", detail: detail)
    }
    return FuzzSession.Outcome(steps: program.steps.count, rejected: nil, settleFrames: frames)
  }

  /// The checks across a step: tab memory, the tab rule for a switch a finger makes; and,
  /// when nothing moves after frames, the rest rules (as after input stops, but refreshing
  /// may go on).
  func checkStep(
    _ event: FuzzEvent, before: ScreenSnapshot, after: ScreenSnapshot, touched: Int?, geometryChanged: Bool
  ) -> (Invariant, String)? {
    if !geometryChanged,
      let violation = InvariantChecker.checkTabMemory(
        before: before, after: after, touched: touched, shown: watcher.activatedInStep,
        switchedUnpinned: watcher.switchedUnpinnedInStep)
    {
      return violation
    }
    switch event {
    case .touchBegan, .touchMoved, .touchEnded, .fling, .swipe:
      // A finger moving the pager from a still screen (no frame plays before a switch it
      // makes); a selection is checked at its own instant (checkSelection(of:before:)). The
      // exact fit is judged on good input, as "nothing sanitised" is: hostile times and
      // values may legitimately leave a list where the sanitising rules put it.
      guard isGoodInput, !geometryChanged, before.isAtRest, before.tabSwitchPolicy == .keepsHeader,
        before.space == after.space
      else { return nil }
      return InvariantChecker.checkTabFit(before: before, after: after)
    case .frames:
      // Only after a frame that moved the clock: the rest rule starts on such a frame.
      guard framesAdvanced, after.isAtRest, after.refreshState == .idle else { return nil }
      return InvariantChecker.checkRest(after, placements: placements)
    default:
      return nil
    }
  }

  /// Checks a selection of `page` (a tab tap or a tab chosen in code), `before` the screen
  /// just before it: the page is active, and, from a still screen keeping the header, the
  /// tab rule placed its list.
  func checkSelection(of page: Int, before: ScreenSnapshot) -> (Invariant, String)? {
    let after = ScreenSnapshot(screen)
    if let violation = InvariantChecker.checkSelection(of: page, after: after) { return violation }
    guard isGoodInput, before.isAtRest, before.tabSwitchPolicy == .keepsHeader, before.space == after.space,
      before.refreshReservation == after.refreshReservation,
      before.tabRefreshReservations == after.tabRefreshReservations
    else { return nil }
    return InvariantChecker.checkTabFit(before: before, after: after)
  }

  /// The event's text is made only for a violation: describing an event costs more than
  /// playing it.
  mutating func check(_ snapshot: ScreenSnapshot, step: Int?) throws(InvariantViolation) {
    if let (invariant, detail) = watcher.violation ?? motion.violation
      ?? InvariantChecker.checkState(snapshot, placements: placements) ?? checkRendered(snapshot)
    {
      let event = step.map { program.steps[$0].text } ?? "initial state"
      throw InvariantViolation(invariant: invariant, step: step, event: event, detail: detail)
    }
  }

  /// Checks what the screen shows (``InvariantChecker/checkRendered(_:)``) and the
  /// appearance callbacks it received since the last check, which it then forgets (a run's
  /// log would grow with every swipe).
  mutating func checkRendered(_ snapshot: ScreenSnapshot) -> (Invariant, String)? {
    let log = screen.rendered.appearanceLog
    if !log.isEmpty { screen.clearAppearanceLog() }
    return InvariantChecker.checkRendered(snapshot)
      ?? InvariantChecker.checkAppearance(log, states: &appearances, in: snapshot)
  }

  /// A geometry change records where it left each list outside its bounds; a list back
  /// within its bounds (or further in than the change left it) is held to them again.
  mutating func updatePlacements(_ snapshot: ScreenSnapshot, geometryChanged: Bool) {
    for (page, list) in snapshot.lists.enumerated() {
      let distance = InvariantChecker.distanceOutside(list, along: list.offset.y)
      if geometryChanged {
        let previous = placements[page]?.distance ?? 0
        placements[page] =
          distance > 0
          ? AppPlacement(offset: list.offset.y, distance: max(distance, previous), wasAtRest: list.isAtRest)
          : nil
      } else if distance == 0 {
        placements[page] = nil
      }
    }
  }

  /// The time of an event `delay` after the last one. Any time is passed on; the clock
  /// moves only to usable times with room to spare below the limit, so the frames that
  /// follow (and settling) always have a clock that advances.
  mutating func time(after delay: Double) -> Double {
    let time = now + delay
    if MediaTime.isUsable(time), time >= now, time <= MediaTime.limit / 2 { now = time }
    if MediaTime.isUsable(time) { screenTime = time }
    return time
  }

  /// Shows the screen to the motion watcher (after every event and frame); `touchDown`: the
  /// event was a touch-down, which the list ignores while a touch is in progress, so its
  /// location is no base for ``Invariant/fingerTracked``.
  mutating func observe(geometryChanged: Bool = false, touchDown: Bool = false) {
    motion.observe(
      screen, at: screenTime, activated: watcher.takeActivatedPages(), listPath: watcher.takeListPath(),
      geometryChanged: geometryChanged, finger: touchDown || !fingerIsKnown ? nil : finger)
  }

  /// Lifts the finger (two trackpad fingers when `indirect`) at `point`; the motion watcher
  /// sees the release the list makes.
  mutating func lift(at point: Point, time t: Double, indirect: Bool = false) {
    let list = screen.activeList
    // A release the lists are known to see (not after a second touch-down, which may leave
    // another list with the touch).
    let released =
      fingerIsKnown && list.isDragging && !screen.pager.isDragging ? screen.host.selectedPage : nil
    motion.fingerWillLift(screen)
    if indirect {
      screen.trackpadTouchEnded(at: point, time: t)
    } else {
      screen.touchEnded(at: point, time: t)
    }
    motion.fingerDidLift(screen, at: screenTime)
    releasedPage = released
  }

  /// Plays a step; returns the page a finger drove, if any.
  mutating func apply(_ step: FuzzStep) -> Int? {
    let t = time(after: step.delay)
    switch step.event {
    case .touchBegan(let point):
      fingerIsKnown = finger == nil
      finger = point
      screen.touchBegan(at: point, time: t)
      return screen.host.selectedPage
    case .touchMoved(let point):
      if finger != nil { finger = point }
      screen.touchMoved(to: point, time: t)
      return screen.host.selectedPage
    case .touchEnded(let point):
      lift(at: point, time: t)
      finger = nil
      return screen.host.selectedPage
    case .frames(let count, let interval):
      let start = screenTime
      for _ in 0..<count {
        screen.advance(to: time(after: interval))
        observe()
      }
      framesAdvanced = screenTime > start
    case .fling(let start, let velocity):
      stroke(from: start, by: Point(x: 0, y: velocity), at: t)
      return screen.host.selectedPage
    case .swipe(let start, let velocity):
      stroke(from: start, by: Point(x: velocity, y: 0), at: t)
      return screen.host.selectedPage
    case .tapTab(let page):
      screen.advance(to: t)
      let before = ScreenSnapshot(screen)
      screen.tapTab(page, time: t)
      changeViolation = checkSelection(of: page, before: before)
    case .selectPage(let page, let animated):
      screen.advance(to: t)
      let before = ScreenSnapshot(screen)
      screen.host.selectPage(page, animated: animated, at: t)
      changeViolation = checkSelection(of: page, before: before)
    case .statusBarTap:
      screen.tapStatusBar(time: t)
    case .contentHeight(let page, let height):
      screen.advance(to: t)
      // A usable height is a change the rules speak of; others must only be survived.
      let usable = screen.lists.indices.contains(page) && Self.usable.contains(height)
      // Exact size-change rules are judged on good input, as the tab rule's fit is.
      let before = usable && isGoodInput ? ScreenSnapshot(screen) : nil
      if screen.lists.indices.contains(page) {
        let list = screen.lists[page]
        list.contentSize = Size(width: list.contentSize.width, height: height)
      }
      screen.host.listContentSizeDidChange(page: page)
      if let before {
        changeViolation = InvariantChecker.checkContentSizeChange(
          before: before, after: ScreenSnapshot(screen), page: page)
      }
    case .headerHeight(let height, _):
      // The header measures a new height in a layout pass, the only way an app's header
      // changes size. The pinned part is the behaviour's, fixed when the screen is made: no
      // layout pass measures it and no host method sets it, so no app can change it, and
      // the event's pinned part (still decoded, so saved inputs keep their meaning) is not
      // played.
      screen.advance(to: t)
      let before = isGoodInput && Self.usable.contains(height) ? ScreenSnapshot(screen) : nil
      var measurements = screen.measurements
      measurements.headerHeight = height
      screen.layOut(measurements, time: t)
      if let before, !before.isHeaderMoving {
        changeViolation = InvariantChecker.checkHeaderHeightChange(
          before: before, after: ScreenSnapshot(screen))
      }
    case .viewport(let height, let top, let bottom):
      // A layout pass measures the new size and safe area (a rotation, the keyboard); the
      // host sizes the views through the container layout it sends back.
      var measurements = screen.measurements
      measurements.height = height
      measurements.safeAreaTop = top
      measurements.safeAreaBottom = bottom
      screen.layOut(measurements, time: t)
    case .containerWidth(let width, let rightToLeft):
      // A layout pass at a new width or direction: the host sizes the pager and its pages
      // and puts the pager back on the selected page.
      var measurements = screen.measurements
      measurements.width = width
      measurements.isRightToLeft = rightToLeft
      screen.layOut(measurements, time: t)
    case .tabBarHeight(let height):
      // The tab bar measures a new height in a layout pass (Dynamic Type).
      var measurements = screen.measurements
      measurements.tabBarHeight = height
      screen.layOut(measurements, time: t)
    case .beginRefreshing:
      screen.advance(to: t)
      screen.host.beginRefreshing(at: t)
    case .endRefreshing:
      screen.advance(to: t)
      screen.host.endRefreshing(at: t)
    case .setContentOffset(let page, let fraction, let animated):
      screen.advance(to: t)
      var offset = fraction * 1_000
      if screen.lists.indices.contains(page) {
        let bounds = screen.lists[page].verticalOffsetBounds
        offset = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
      }
      screen.host.setContentOffset(offset, page: page, animated: animated, at: t)
    case .expandHeader(let animated):
      screen.advance(to: t)
      screen.host.expandHeader(animated: animated, at: t)
    case .collapseHeader(let animated):
      screen.advance(to: t)
      screen.host.collapseHeader(animated: animated, at: t)
    case .beginTabRefreshing(let page):
      screen.advance(to: t)
      screen.host.beginTabRefreshing(page: page, at: t)
    case .endTabRefreshing(let page):
      screen.advance(to: t)
      screen.host.endTabRefreshing(page: page, at: t)
    case .loadMore(let page, let distance):
      screen.advance(to: t)
      // A rejected distance is a typed error the app handles; the trigger in place stays.
      try? screen.host.setLoadMore(distance: distance, forPage: page)
    case .appendRows(let page, let height):
      // The app's answer to a request: rows below the last one (a table's reload), then the
      // load ends. Rows added below what is on screen move nothing.
      screen.advance(to: t)
      if screen.lists.indices.contains(page), height > 0 {
        let before = isGoodInput ? ScreenSnapshot(screen) : nil
        let list = screen.lists[page]
        list.contentSize = Size(width: list.contentSize.width, height: list.contentSize.height + height)
        screen.host.listContentSizeDidChange(page: page)
        if let before {
          changeViolation = InvariantChecker.checkContentSizeChange(
            before: before, after: ScreenSnapshot(screen), page: page)
        }
      }
      screen.host.loadMoreDidEnd(page: page)
    case .trackpadScroll(let start, let velocity):
      stroke(from: start, by: Point(x: 0, y: velocity), at: t, indirect: true)
      return screen.host.selectedPage
    case .voiceOverScroll(let direction, let inList):
      screen.advance(to: t)
      let focus: SimulatedProfileScreen.VoiceOverFocus =
        inList ? .list(page: screen.host.selectedPage) : .header
      screen.voiceOverScroll(direction, focus: focus, time: t)
    case .voiceOverFocus(let top, let height):
      screen.advance(to: t)
      screen.voiceOverFocus(headerElementTop: top, bottom: top + height, time: t)
    case .itemSnap(let page, let heights):
      let snap: ItemSnap = heights.count == 1 ? .paging(pageSize: heights[0]) : .itemHeights(heights)
      // A rejected snap is a typed error the app handles; the screen must not change.
      if (try? screen.host.setItemSnap(snap, forPage: page)) != nil {
        // The boundaries the coordinator snaps to (a paging snap is not judged).
        if case .boundaries(let values) = snap {
          itemBoundaries[page] = values
        } else {
          itemBoundaries[page] = nil
        }
      }
    }
    return nil
  }

  /// A touch (two trackpad fingers when `indirect`) that moves by `velocity` points per
  /// second for 64 ms and lifts while moving.
  mutating func stroke(from start: Point, by velocity: Point, at t: Double, indirect: Bool = false) {
    let interval = 0.016
    // Two fingers on the trackpad are a contact of their own: a finger already on the
    // screen stays down through them (and is lifted when input stops).
    let heldFinger = indirect ? finger : nil
    fingerIsKnown = finger == nil
    if indirect {
      screen.trackpadTouchBegan(at: start, time: t)
    } else {
      screen.touchBegan(at: start, time: t)
    }
    finger = start
    observe(touchDown: true)
    var point = start
    for sample in 1...4 {
      point = Point(
        x: start.x + velocity.x * interval * Double(sample),
        y: start.y + velocity.y * interval * Double(sample))
      let moved = time(after: interval)
      if indirect {
        screen.trackpadMoved(to: point, time: moved)
      } else {
        screen.touchMoved(to: point, time: moved)
      }
      finger = point
      observe()
    }
    lift(at: point, time: now, indirect: indirect)
    finger = heldFinger
  }

  /// Sizes and insets a host lays out.
  static let usable = 0.0...NestedScrollConfiguration.maximumValue

  /// Lifts the finger, ends refreshing and plays frames until everything rests; returns
  /// the number of frames played.
  mutating func settle() -> Int {
    // 20 Hz: every motion is a closed form of time, so coarse frames land where fine ones
    // would (frame-rate independence is a property test of its own) at a third of the cost.
    let frame = 1.0 / 20
    if let finger {
      motion.endRelease(screen)
      lift(at: finger, time: time(after: frame))
      self.finger = nil
      observe()
    }
    // The refresh room closing moves the list as an inset change does.
    if screen.rendered.refreshState != .idle
      || screen.rendered.pages.contains(where: { $0.refreshState != .idle })
    {
      releasedPage = nil
    }
    screen.host.endRefreshing(at: now)
    for page in screen.lists.indices { screen.host.endTabRefreshing(page: page, at: now) }
    observe(geometryChanged: true)
    var frames = 0
    let limit = Int(FuzzSession.settleLimit / frame)
    // At least one frame: the rest rule (a header snap, a bounce back into range) starts
    // on the first frame the screen is still.
    while frames < limit, frames == 0 || !screen.isAtRest {
      screen.advance(to: time(after: frame))
      observe()
      frames += 1
      trace?(nil, ScreenSnapshot(screen))
    }
    return frames
  }
}

extension FuzzStep {
  /// The step as text, for a violation's report.
  var text: String { "\(event) +\(delay)s" }
}

extension FuzzEvent {
  /// Whether the app changes geometry (sizes, insets, offsets), after which lists may be
  /// anywhere the app put them and tab memory is not compared.
  var changesGeometry: Bool {
    switch self {
    case .contentHeight, .headerHeight, .viewport, .tabBarHeight, .beginRefreshing, .endRefreshing,
      .setContentOffset, .expandHeader, .collapseHeader, .containerWidth, .beginTabRefreshing,
      .endTabRefreshing,
      .loadMore, .appendRows, .voiceOverFocus:
      return true
    case .voiceOverScroll(let direction, _):
      // Up and down move the list as the app's offsets do; sideways is a tab selection.
      return direction == .up || direction == .down
    case .touchBegan, .touchMoved, .touchEnded, .frames, .fling, .swipe, .tapTab, .selectPage, .statusBarTap,
      .itemSnap, .trackpadScroll:
      return false
    }
  }
}
