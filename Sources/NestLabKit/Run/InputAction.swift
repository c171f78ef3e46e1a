import ScrollSimulator

/// One input at one time: a scenario's script expanded for ``ScenarioRunner``.
struct InputAction: Hashable, Sendable {
  /// What happens.
  enum Kind: Hashable, Sendable {
    /// A touch sample.
    case touch(TouchSample.Phase, Point)
    /// A sample of two fingers scrolling on a trackpad, the pointer at the point (a scroll
    /// event, not a touch; the content follows the fingers as it follows a touch).
    case trackpad(TouchSample.Phase, Point)
    /// A horizontal swipe begins toward the next (+1) or previous (−1) tab; recorded as a
    /// tab-switch request, it does nothing to the strategy by itself.
    case swipeIntent(direction: Int)
    /// A tab-bar tap.
    case tapTab(Int)
    /// A list's content height changes.
    case contentHeight(tab: Int, height: Double)
    /// The header's height changes.
    case headerHeight(Double)
    /// The app ends refreshing.
    case endRefresh
    /// The app answers tab `tab`'s request for more rows (``LoadMoreSpec``): appends its
    /// rows and ends the load. Not from the script: ``ScenarioRunner`` schedules it when the
    /// strategy asks.
    case loadMoreAnswer(tab: Int)
  }

  /// When, in seconds from the start of the run.
  var time: Double
  /// What.
  var kind: Kind

  /// Inputs closer than this to a step's first or last touch are left out of the frame
  /// samples, so rounding in step start times never puts two touch samples a hair apart.
  static let coincidence = 1e-6

  /// Expands `script` into inputs, touch moves falling on `frames` (sorted frame times):
  /// a drag touches down at its start, moves on every frame in between at constant speed,
  /// reaches its end point exactly at the end of its duration, holds still, and lifts.
  /// Returns the inputs in time order and the time the script ends.
  static func expand(_ script: [Step], frames: [Double]) -> (actions: [InputAction], end: Double) {
    var actions: [InputAction] = []
    var start = 0.0
    func stroke(
      from a: Point, to b: Point, start: Double, duration: Double, hold: Double,
      contact: (TouchSample.Phase, Point) -> Kind = Kind.touch
    ) {
      actions.append(InputAction(time: start, kind: contact(.began, a)))
      let end = start + duration
      var index = firstFrame(after: start + coincidence, in: frames)
      while index < frames.count, frames[index] < end - coincidence {
        let fraction = (frames[index] - start) / duration
        let point = Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        actions.append(InputAction(time: frames[index], kind: contact(.moved, point)))
        index += 1
      }
      actions.append(InputAction(time: end, kind: contact(.moved, b)))
      actions.append(InputAction(time: end + hold, kind: contact(.ended, b)))
    }
    for step in script {
      switch step {
      case .touches(let samples):
        for sample in samples {
          actions.append(
            InputAction(
              time: start + sample.time, kind: .touch(sample.phase, Point(x: sample.x, y: sample.y))))
        }
      case .drag(let x, let fromY, let toY, let duration, let hold):
        stroke(
          from: Point(x: x, y: fromY), to: Point(x: x, y: toY), start: start, duration: duration, hold: hold)
      case .trackpad(let x, let fromY, let toY, let duration, let hold):
        stroke(
          from: Point(x: x, y: fromY), to: Point(x: x, y: toY), start: start, duration: duration, hold: hold,
          contact: Kind.trackpad)
      case .fling(let x, let y, let velocity):
        let duration = Step.flingDuration
        stroke(
          from: Point(x: x, y: y), to: Point(x: x, y: y + velocity * duration), start: start,
          duration: duration,
          hold: 0)
      case .swipe(let y, let fromX, let toX, let duration):
        if toX != fromX {
          actions.append(InputAction(time: start, kind: .swipeIntent(direction: toX < fromX ? 1 : -1)))
        }
        stroke(
          from: Point(x: fromX, y: y), to: Point(x: toX, y: y), start: start, duration: duration, hold: 0)
      case .wait:
        break
      case .tapTab(let index):
        actions.append(InputAction(time: start, kind: .tapTab(index)))
      case .contentHeight(let tab, let height):
        actions.append(InputAction(time: start, kind: .contentHeight(tab: tab, height: height)))
      case .headerHeight(let height):
        actions.append(InputAction(time: start, kind: .headerHeight(height)))
      case .endRefresh:
        actions.append(InputAction(time: start, kind: .endRefresh))
      }
      start += step.duration
    }
    return (actions, start)
  }

  /// The index of the first frame later than `time` (binary search).
  static func firstFrame(after time: Double, in frames: [Double]) -> Int {
    var low = 0
    var high = frames.count
    while low < high {
      let middle = (low + high) / 2
      if frames[middle] <= time { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
