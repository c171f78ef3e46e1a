import NestLabKit
import NestedScrollTestSupport
import ScrollSimulator

/// A strategy as the tests' ``NestedScrollTestSupport/TouchTarget``: passes the finger and
/// the frames on, and records the observation after every frame with the finger's y.
final class StrategyTouchTarget: TouchTarget {
  /// The strategy driven.
  let strategy: any NestedScrollStrategy
  /// Every frame played so far.
  private(set) var frames: [Trace.Sample] = []
  /// The finger's y while it is down.
  private var fingerY: Double?

  init(_ strategy: any NestedScrollStrategy) {
    self.strategy = strategy
  }

  func touchBegan(at location: Point, time: Double) {
    fingerY = location.y
    strategy.touchBegan(at: location, time: time)
  }

  func touchMoved(to location: Point, time: Double) {
    fingerY = location.y
    strategy.touchMoved(to: location, time: time)
  }

  func endTouch(at location: Point, time: Double) -> TouchOutcome? {
    strategy.touchEnded(at: location, time: time)
    fingerY = nil
    return nil
  }

  func advance(to time: Double) {
    strategy.advance(to: time)
    frames.append(Trace.Sample(time: time, fingerY: fingerY, observation: strategy.observation))
  }
}
