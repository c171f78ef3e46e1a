@_spi(Testing) import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator
import Testing

/// What the screen looked like after one frame (or one touch sample and its frame).
struct FrameRecord {
  var time: Double
  /// The finger, if one is down.
  var finger: Point?
  /// The active page after the frame.
  var page: Int
  /// The active list's `contentOffset.y`.
  var offset: Double
  /// Every list's `contentOffset.y`.
  var offsets: [Double]
  /// The active list's resting range (its insets and content size at this frame).
  var bounds: ClosedRange<Double>
  /// Whether the active list is being dragged by the finger.
  var isListDragging: Bool
  /// The active list's own velocity (points per second; zero while the coordinator animates it).
  var listVelocity: Double
  var layout: HeaderLayout
  var pagerOffsetX: Double
  var pagerProgress: Double
  var animationPurpose: ListAnimation.Purpose?
  var refreshState: RefreshState
}

/// Plays a finger and display-link frames on a ``SimulatedProfileScreen``: every touch
/// sample is followed by a frame at the same time, as on a device, and every frame is
/// recorded in ``frames``.
final class ScreenDriver {
  let screen: SimulatedProfileScreen
  /// Seconds between touch samples and frames.
  var frameInterval: Double
  /// The time of the latest event.
  private(set) var time: Double
  /// The finger's latest position.
  private(set) var finger = Point(x: 200, y: 0)
  /// Whether a finger is down.
  private(set) var isTouching = false
  /// Every frame played so far.
  private(set) var frames: [FrameRecord] = []
  /// Called after every frame, for checks that must hold at all times.
  var onFrame: ((FrameRecord) -> Void)?

  init(_ screen: SimulatedProfileScreen, frameRate: Double = 120) {
    self.screen = screen
    self.frameInterval = 1 / frameRate
    self.time = screen.currentTime
  }

  var coordinator: NestedScrollCoordinator<SimulatedScrollView> { screen.coordinator }
  var layout: HeaderLayout { screen.coordinator.layout }
  var activeOffset: Double { screen.activeList.contentOffset.y }

  /// The active list's velocity now as the user sees it: the coordinator's animation's
  /// when one moves it (a snap the coordinator took over at the release), else its own.
  var motionVelocity: Double {
    if let animation = coordinator.animation, animation.page == coordinator.activePage {
      var motion = animation.motion
      return motion.sample(at: time).velocity
    }
    return screen.activeList.velocity.y
  }

  /// Forgets the recorded frames.
  func clearFrames() { frames = [] }

  // MARK: Touches

  /// The finger touches down at (`x`, `y`).
  func touchDown(x: Double = 200, y: Double) {
    finger = Point(x: x, y: y)
    isTouching = true
    screen.touchBegan(at: finger, time: time)
  }

  /// Moves the finger at constant speed to `point` over `duration`: a touch sample and a
  /// frame every ``frameInterval``, the last one exactly on `point`.
  func move(to point: Point, duration: Double) {
    let steps = max(1, Int((duration / frameInterval).rounded()))
    let start = finger
    let startTime = time
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      time = startTime + duration * fraction
      finger = Point(x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction)
      screen.touchMoved(to: finger, time: time)
      screen.advance(to: time)
      record()
    }
  }

  /// Moves the finger vertically to `y` over `duration`.
  func move(toY y: Double, duration: Double) {
    move(to: Point(x: finger.x, y: y), duration: duration)
  }

  /// Moves the finger vertically to `y` at `speed` points per second.
  func move(toY y: Double, speed: Double) {
    move(toY: y, duration: abs(y - finger.y) / speed)
  }

  /// Lifts the finger where it is.
  func lift() {
    isTouching = false
    screen.touchEnded(at: finger, time: time)
  }

  /// Touches down at `y1` and drags at constant speed to `y2` over `duration`; the finger stays down.
  func drag(fromY y1: Double, toY y2: Double, duration: Double, x: Double = 200) {
    touchDown(x: x, y: y1)
    move(toY: y2, duration: duration)
  }

  /// A drag that comes to rest before the finger lifts (no fling): drag, hold still
  /// longer than the velocity tracker's stop gap, lift.
  func place(fromY y1: Double, toY y2: Double, duration: Double) {
    drag(fromY: y1, toY: y2, duration: duration)
    hold(0.1)
    lift()
  }

  /// A fling whose content moves with `velocity` points per second (positive: content
  /// moves up, the finger moves up the screen): the finger moves `distance` points at
  /// that constant speed from `y` and lifts while moving.
  func flick(fromY y: Double, velocity: Double, distance: Double, x: Double = 200) {
    touchDown(x: x, y: y)
    let direction = velocity > 0 ? -1.0 : 1.0
    move(toY: y + direction * distance, duration: distance / abs(velocity))
    lift()
  }

  /// A horizontal swipe across the pager from `fromX` to `toX` at height `y`, lifting while moving.
  func swipe(fromX: Double, toX: Double, y: Double = 500, duration: Double = 0.15) {
    touchDown(x: fromX, y: y)
    move(to: Point(x: toX, y: y), duration: duration)
    lift()
  }

  /// Swipes to the next page (`forward`) or the previous one and waits until all is still.
  func swipePage(forward: Bool) {
    let width = screen.width
    if forward {
      swipe(fromX: width * 0.8, toX: width * 0.2)
    } else {
      swipe(fromX: width * 0.2, toX: width * 0.8)
    }
    runUntilRest()
  }

  /// Taps tab `page` now.
  func tapTab(_ page: Int) {
    screen.tapTab(page, time: time)
  }

  /// Taps the status bar now.
  func tapStatusBar() {
    screen.tapStatusBar(time: time)
  }

  // MARK: Frames

  /// Plays frames for `duration` with the finger, if down, held still (no touch samples,
  /// as a finger at rest produces none).
  func hold(_ duration: Double) { wait(duration) }

  /// Plays frames for `duration`.
  func wait(_ duration: Double) {
    let end = time + duration
    while time < end - 1e-12 {
      time = min(time + frameInterval, end)
      screen.advance(to: time)
      record()
    }
  }

  /// Plays one frame.
  func step() { wait(frameInterval) }

  /// Plays frames until nothing moves (at most `limit` seconds); returns whether it came to rest.
  @discardableResult
  func runUntilRest(limit: Double = 20) -> Bool {
    let end = time + limit
    // A simulated view's animation reports its velocity from its first frame on: play at
    // least one frame before asking.
    step()
    while !screen.isAtRest {
      guard time < end else { return false }
      step()
    }
    return true
  }

  private func record() {
    let list = screen.activeList
    let frame = FrameRecord(
      time: time, finger: isTouching ? finger : nil, page: coordinator.activePage,
      offset: list.contentOffset.y,
      offsets: screen.lists.map(\.contentOffset.y), bounds: list.verticalOffsetBounds,
      isListDragging: list.isDragging, listVelocity: list.velocity.y, layout: coordinator.layout,
      pagerOffsetX: screen.pager.contentOffset.x, pagerProgress: coordinator.pagerProgress,
      animationPurpose: coordinator.animation?.purpose, refreshState: coordinator.refreshState)
    frames.append(frame)
    onFrame?(frame)
  }
}

// MARK: Trace analysis

/// How well content followed the finger: over consecutive frames during which the active
/// list was dragged, stayed the same page with the same bounds, and was inside its bounds
/// at both ends (outside the rubber band), the largest |Δoffset + Δfinger|.
func trackingError(_ frames: [FrameRecord]) -> (maximum: Double, pairs: Int) {
  var maximum = 0.0
  var pairs = 0
  for (a, b) in zip(frames, frames.dropFirst()) {
    guard a.isListDragging, b.isListDragging, a.page == b.page, a.bounds == b.bounds,
      let fa = a.finger, let fb = b.finger, a.bounds.contains(a.offset), b.bounds.contains(b.offset)
    else { continue }
    maximum = max(maximum, abs((b.offset - a.offset) + (fb.y - fa.y)))
    pairs += 1
  }
  return (maximum, pairs)
}

/// Per-frame velocities of the active list's offset, by finite differences: element k is
/// the mean velocity between frames k and k + 1, at the mid time.
func finiteVelocities(_ frames: [FrameRecord]) -> [(time: Double, velocity: Double)] {
  zip(frames, frames.dropFirst()).compactMap { a, b in
    guard b.time > a.time, a.page == b.page else { return nil }
    return ((a.time + b.time) / 2, (b.offset - a.offset) / (b.time - a.time))
  }
}

/// The index of the first frame at or beyond `value` in the direction of motion
/// (`upward`: offsets increasing), with the previous frame before it.
func crossingIndex(of value: Double, in frames: [FrameRecord], upward: Bool) -> Int? {
  for index in frames.indices.dropFirst() {
    let before = frames[index - 1].offset
    let after = frames[index].offset
    if upward ? (before < value && after >= value) : (before > value && after <= value) { return index }
  }
  return nil
}

extension HeaderLayout {
  /// Every value is finite.
  var isFinite: Bool {
    [
      collapse, collapseProgress, headerTop, headerHeight, visibleHeaderHeight, stretch, overscroll,
      tabBarTop,
      refreshAreaTop, refreshAreaHeight,
    ].allSatisfy(\.isFinite)
  }
}

/// Between consecutive frames from `start` on, the active list's offset moves no more than
/// the motion's own speed allows: |Δy| ≤ max(|v| before, |v| after) · Δt, plus DESIGN.md's
/// rest threshold (0.5 pt: the last frame places a motion exactly on its end).
func expectNoJump(_ frames: [FrameRecord], from start: Int, sourceLocation: SourceLocation = #_sourceLocation)
{
  for index in max(1, start)..<frames.count {
    let a = frames[index - 1]
    let b = frames[index]
    let dt = b.time - a.time
    let bound = max(abs(a.listVelocity), abs(b.listVelocity)) * dt * 1.05 + 0.5 + 1e-6
    #expect(
      abs(b.offset - a.offset) <= bound, "frame \(index): \(a.offset) → \(b.offset)",
      sourceLocation: sourceLocation)
  }
}
