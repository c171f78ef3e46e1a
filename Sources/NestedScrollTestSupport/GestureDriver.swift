import ScrollSimulator

/// Plays one finger and display-link frames on a ``TouchTarget`` as a device does: every
/// touch sample is followed by a frame at the same time, and waiting plays frames only.
///
/// The one timeline the tests drive with. ``ScreenDriver`` adds the profile screen's taps
/// and records every frame; the lab's tests put a strategy behind a ``TouchTarget``.
package class GestureDriver {
  /// What the finger and the frames drive.
  package let target: any TouchTarget
  /// Seconds between touch samples and frames.
  package let frameInterval: Double
  /// Where the finger touches down unless told otherwise (and stays, for vertical moves).
  package let x: Double
  /// The time of the latest event or frame.
  package private(set) var time: Double
  /// The finger's latest position.
  package private(set) var location: Point
  /// Whether a finger is down.
  package private(set) var isTouching = false

  /// The most frames one ``move(to:duration:)`` or ``wait(_:)`` plays: an hour at 120 frames
  /// a second. A test that asks for more (a duration that is not finite, a speed of zero) or
  /// whose clock no longer moves by a frame interval (a time so large that adding the
  /// interval leaves it as it is) stops with a message instead of playing frames forever.
  package static let maximumFramesPerCall = 432_000

  /// A driver of `target` from `startTime`, one sample and frame every `frameInterval`
  /// (finite and positive).
  package init(
    _ target: any TouchTarget, frameInterval: Double = 1.0 / 120, x: Double = 160, startTime: Double = 0
  ) {
    precondition(frameInterval.isFinite && frameInterval > 0, "A frame interval of \(frameInterval) s")
    self.target = target
    self.frameInterval = frameInterval
    self.x = x
    self.time = startTime
    self.location = Point(x: x, y: 0)
  }

  /// Called after every frame played (a subclass records it).
  package func frameDidPlay() {}

  // MARK: Touches

  /// The finger touches down at (`x`, `y`) now (`x`: ``x`` unless given).
  package func touchDown(x: Double? = nil, y: Double) {
    location = Point(x: x ?? self.x, y: y)
    isTouching = true
    target.touchBegan(at: location, time: time)
  }

  /// Moves the finger at constant speed to `point` over `duration`: a touch sample and a
  /// frame every ``frameInterval``, the last one exactly on `point` at the end time.
  package func move(to point: Point, duration: Double) {
    let steps = max(1, Int(framesPlayed(over: duration).rounded()))
    let start = location
    let startTime = time
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      time = startTime + duration * fraction
      location = Point(
        x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction)
      target.touchMoved(to: location, time: time)
      target.advance(to: time)
      frameDidPlay()
    }
  }

  /// Moves the finger vertically to `y` over `duration`.
  package func move(toY y: Double, duration: Double) {
    move(to: Point(x: location.x, y: y), duration: duration)
  }

  /// Moves the finger vertically to `y` at `speed` points per second.
  package func move(toY y: Double, speed: Double) {
    move(toY: y, duration: abs(y - location.y) / speed)
  }

  /// Lifts the finger where it is, now (before the next frame); the target's outcome.
  @discardableResult
  package func lift() -> TouchOutcome? {
    isTouching = false
    return target.endTouch(at: location, time: time)
  }

  /// Touches down at `y1` and drags at constant speed to `y2` over `duration`; the finger
  /// stays down.
  package func drag(fromY y1: Double, toY y2: Double, duration: Double, x: Double? = nil) {
    touchDown(x: x, y: y1)
    move(toY: y2, duration: duration)
  }

  /// A drag that comes to rest before the finger lifts (no fling): drag, hold still
  /// longer than the velocity tracker's stop gap, lift.
  package func place(fromY y1: Double, toY y2: Double, duration: Double) {
    drag(fromY: y1, toY: y2, duration: duration)
    hold(0.1)
    lift()
  }

  /// A fling whose content moves with `velocity` points per second (positive: content
  /// moves up, the finger moves up the screen): the finger moves `distance` points at
  /// that constant speed from `y` and lifts while moving.
  package func flick(fromY y: Double, velocity: Double, distance: Double, x: Double? = nil) {
    touchDown(x: x, y: y)
    let direction = velocity > 0 ? -1.0 : 1.0
    move(toY: y + direction * distance, duration: distance / abs(velocity))
    lift()
  }

  /// A horizontal swipe from `fromX` to `toX` at height `y`, lifting while moving.
  package func swipe(fromX: Double, toX: Double, y: Double = 500, duration: Double = 0.15) {
    touchDown(x: fromX, y: y)
    move(to: Point(x: toX, y: y), duration: duration)
    lift()
  }

  // MARK: Frames

  /// Plays frames for `duration` with the finger, if down, held still (no touch samples,
  /// as a finger at rest produces none).
  package func hold(_ duration: Double) { wait(duration) }

  /// Plays frames for `duration`, one every ``frameInterval`` and the last exactly at its end.
  package func wait(_ duration: Double) {
    guard !duration.isNaN else { return }
    _ = framesPlayed(over: duration)
    let end = time + duration
    while time < end - 1e-12 {
      let next = min(time + frameInterval, end)
      // Each frame moves the clock on by at least half an interval (or ends the wait), so
      // the frames are at most twice those of the duration.
      precondition(next > time, "A clock at \(time) s that a frame interval no longer moves on")
      time = next
      target.advance(to: time)
      frameDidPlay()
    }
  }

  /// How many frame intervals `duration` spans, stopping the test when it is not finite or
  /// beyond ``maximumFramesPerCall``.
  private func framesPlayed(over duration: Double) -> Double {
    let frames = duration / frameInterval
    precondition(
      frames.isFinite && frames <= Double(Self.maximumFramesPerCall),
      "\(duration) s of frames every \(frameInterval) s: more than \(Self.maximumFramesPerCall)")
    return frames
  }

  /// Plays one frame.
  package func step() { wait(frameInterval) }
}
