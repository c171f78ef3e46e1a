import NestedScrollSimulation
import ScrollSimulator

/// Something a finger and display-link frames drive: one simulated view, a
/// ``ScrollSimulator/TouchRouter`` over several, a whole
/// ``NestedScrollSimulation/SimulatedProfileScreen``, or (in the lab's tests) a strategy.
package protocol TouchTarget {
  /// A finger touches down at `location` at `time` (seconds).
  func touchBegan(at location: Point, time: Double)
  /// The finger moves to `location`.
  func touchMoved(to location: Point, time: Double)
  /// The finger lifts at `location`; the outcome when the target reports one.
  func endTouch(at location: Point, time: Double) -> TouchOutcome?
  /// A display-link frame at `time`.
  func advance(to time: Double)
}

extension SimulatedScrollView: TouchTarget {
  /// Lifts the finger; the view's outcome.
  package func endTouch(at location: Point, time: Double) -> TouchOutcome? {
    touchEnded(at: location, time: time)
  }
}

extension TouchRouter: TouchTarget {
  /// Lifts the finger; a router reports no outcome of its own.
  package func endTouch(at location: Point, time: Double) -> TouchOutcome? {
    touchEnded(at: location, time: time)
    return nil
  }
}

extension SimulatedProfileScreen: TouchTarget {
  /// Lifts the finger; the outcome of the view the finger drove.
  package func endTouch(at location: Point, time: Double) -> TouchOutcome? {
    touchEnded(at: location, time: time)
  }
}
