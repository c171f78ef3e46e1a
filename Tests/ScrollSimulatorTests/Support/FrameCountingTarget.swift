import Foundation
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator

/// A touch target that plays nothing and ends its process successfully once it has been
/// asked for more frames than `limit`: inside an exit test that expects a failure, a driver
/// that would play frames forever makes the test fail instead of hanging it.
final class FrameCountingTarget: TouchTarget {
  private let limit: Int
  private var frames = 0

  /// A target that allows `limit` frames.
  init(limit: Int) { self.limit = limit }

  func touchBegan(at location: Point, time: Double) {}
  func touchMoved(to location: Point, time: Double) {}
  func endTouch(at location: Point, time: Double) -> TouchOutcome? { nil }

  func advance(to time: Double) {
    frames += 1
    if frames > limit { exit(0) }
  }
}
