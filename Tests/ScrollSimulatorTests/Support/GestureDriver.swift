import ScrollSimulator

/// Something that takes a finger and display-link frames: one view or a ``TouchRouter``.
protocol TouchTarget {
  func touchBegan(at location: Point, time: Double)
  func touchMoved(to location: Point, time: Double)
  /// Lifts the finger; the outcome when the target is a single view.
  func endTouch(at location: Point, time: Double) -> TouchOutcome?
  func advance(to time: Double)
}

extension SimulatedScrollView: TouchTarget {
  func endTouch(at location: Point, time: Double) -> TouchOutcome? {
    touchEnded(at: location, time: time)
  }
}

extension TouchRouter: TouchTarget {
  func endTouch(at location: Point, time: Double) -> TouchOutcome? {
    touchEnded(at: location, time: time)
    return nil
  }
}

/// The standard test view: a 320 × 600 viewport on 320 × `contentHeight` content, so it
/// scrolls vertically only, from 0 to `contentHeight − 600`.
func makeView(viewportHeight: Double = 600, contentHeight: Double = 3000) -> SimulatedScrollView {
  SimulatedScrollView(
    size: Size(width: 320, height: viewportHeight), contentSize: Size(width: 320, height: contentHeight))
}

/// Plays a finger and frames: every touch sample is followed by a frame at the same time,
/// as a display link does, and waiting plays frames only.
final class GestureDriver {
  let target: any TouchTarget
  /// Seconds between touch samples and frames.
  let frameInterval: Double
  /// The finger's fixed horizontal position.
  let x: Double
  /// The time of the latest event.
  private(set) var time: Double
  /// The finger's latest position.
  private(set) var location: Point

  init(_ target: any TouchTarget, frameInterval: Double = 1.0 / 120, x: Double = 160, startTime: Double = 0) {
    self.target = target
    self.frameInterval = frameInterval
    self.x = x
    self.time = startTime
    self.location = Point(x: x, y: 0)
  }

  /// The finger touches down at `y` at the current time.
  func touchDown(y: Double) {
    location = Point(x: x, y: y)
    target.touchBegan(at: location, time: time)
  }

  /// Moves the finger at constant speed to `y` over `duration`: a touch sample and a frame
  /// every ``frameInterval`` (the last step lands exactly on `y` at the end time).
  func move(toY y: Double, duration: Double) {
    let steps = max(1, Int((duration / frameInterval).rounded()))
    let startY = location.y
    let startTime = time
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      time = startTime + duration * fraction
      location = Point(x: x, y: startY + (y - startY) * fraction)
      target.touchMoved(to: location, time: time)
      target.advance(to: time)
    }
  }

  /// Touches down at `y1` and drags at constant speed to `y2` over `duration`.
  func drag(fromY y1: Double, toY y2: Double, duration: Double) {
    touchDown(y: y1)
    move(toY: y2, duration: duration)
  }

  /// Plays frames for `duration` without touch samples (the finger, if down, holds still).
  func wait(_ duration: Double) {
    let end = time + duration
    while time < end - 1e-12 {
      time = min(time + frameInterval, end)
      target.advance(to: time)
    }
  }

  /// Lifts the finger where it is, at the current time.
  @discardableResult
  func lift() -> TouchOutcome? {
    target.endTouch(at: location, time: time)
  }
}

/// One frame's time and offset.
struct Frame {
  var time: Double
  var offset: Double
  var velocity: Double
  var isDecelerating: Bool
}

/// Plays frames every `interval` from the view's current time for `duration`, recording
/// the vertical offset after each.
@discardableResult
func playFrames(_ view: SimulatedScrollView, for duration: Double, interval: Double = 1.0 / 120) -> [Frame] {
  let start = view.currentTime
  var frames: [Frame] = []
  var step = 1
  while Double(step) * interval <= duration + 1e-12 {
    let time = start + Double(step) * interval
    view.advance(to: time)
    frames.append(
      Frame(
        time: time, offset: view.contentOffset.y, velocity: view.velocity.y,
        isDecelerating: view.isDecelerating))
    step += 1
  }
  return frames
}

/// Plays frames every `interval` until the view stops decelerating (at most `limit`
/// seconds), recording each.
@discardableResult
func playUntilRest(_ view: SimulatedScrollView, interval: Double = 1.0 / 120, limit: Double = 10) -> [Frame] {
  let start = view.currentTime
  var frames: [Frame] = []
  var step = 1
  while view.isDecelerating, Double(step) * interval <= limit {
    let time = start + Double(step) * interval
    view.advance(to: time)
    frames.append(
      Frame(
        time: time, offset: view.contentOffset.y, velocity: view.velocity.y,
        isDecelerating: view.isDecelerating))
    step += 1
  }
  return frames
}

/// Flings `view` vertically with `velocity` points per second at its current time.
func fling(_ view: SimulatedScrollView, velocity: Double) {
  view.fling(velocity: Point(x: 0, y: velocity), time: view.currentTime)
}

/// Flings `view` and plays frames until it rests; returns the frames.
@discardableResult
func flingToRest(_ view: SimulatedScrollView, velocity: Double, interval: Double = 1.0 / 120) -> [Frame] {
  fling(view, velocity: velocity)
  return playUntilRest(view, interval: interval)
}

/// A small deterministic generator (SplitMix64) for seeded irregular frame times.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
