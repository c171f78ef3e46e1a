import NestedScrollFuzzing
import NestedScrollTestSupport
import ScrollSimulator

/// A ``NestedScrollTestSupport/TouchTarget`` that writes what a
/// ``NestedScrollTestSupport/GestureDriver`` plays as the steps of a
/// ``NestedScrollFuzzing/FuzzProgram``: every touch sample a step, every frame after one a
/// step, and frames in a row (a wait) up to ``NestedScrollFuzzing/FuzzStep/maximumFrameCount``
/// to a step. Property tests compose sessions with the drivers' gestures and play them
/// through the fuzzer's own session and invariants.
final class ProgramRecorder: TouchTarget {
  /// The steps so far.
  private(set) var steps: [FuzzStep] = []
  /// The time of the latest step's last event.
  private(set) var time = 0.0

  func touchBegan(at location: Point, time: Double) { append(.touchBegan(location), at: time) }

  func touchMoved(to location: Point, time: Double) { append(.touchMoved(location), at: time) }

  func endTouch(at location: Point, time: Double) -> TouchOutcome? {
    append(.touchEnded(location), at: time)
    return nil
  }

  func advance(to time: Double) {
    let interval = time - self.time
    if case .frames(let count, let previous)? = steps.last?.event, count < FuzzStep.maximumFrameCount,
      previous > 0, abs(interval - previous) < 1e-12
    {
      steps[steps.count - 1].event = .frames(count: count + 1, interval: previous)
    } else {
      steps.append(FuzzStep(delay: 0, event: .frames(count: 1, interval: interval)))
    }
    self.time = time
  }

  /// Appends `event` at `time` (no earlier than the latest step).
  func append(_ event: FuzzEvent, at time: Double) {
    steps.append(FuzzStep(delay: time - self.time, event: event))
    self.time = time
  }
}
