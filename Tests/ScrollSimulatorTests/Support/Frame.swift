import ScrollSimulator

/// The standard test view: a 320 × 600 viewport on 320 × `contentHeight` content, so it
/// scrolls vertically only, from 0 to `contentHeight − 600`.
func makeView(viewportHeight: Double = 600, contentHeight: Double = 3000) -> SimulatedScrollView {
  SimulatedScrollView(
    size: Size(width: 320, height: viewportHeight), contentSize: Size(width: 320, height: contentHeight))
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
  play(view, interval: interval) { step in Double(step) * interval <= duration + 1e-12 }
}

/// Plays frames every `interval` until the view stops decelerating (at most `limit`
/// seconds), recording each.
@discardableResult
func playUntilRest(_ view: SimulatedScrollView, interval: Double = 1.0 / 120, limit: Double = 10) -> [Frame] {
  play(view, interval: interval) { step in view.isDecelerating && Double(step) * interval <= limit }
}

/// Plays frame `step` (1, 2, …) every `interval` from the view's current time while
/// `continues(step)`, recording each.
private func play(_ view: SimulatedScrollView, interval: Double, while continues: (Int) -> Bool) -> [Frame] {
  let start = view.currentTime
  var frames: [Frame] = []
  var step = 1
  while continues(step) {
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
