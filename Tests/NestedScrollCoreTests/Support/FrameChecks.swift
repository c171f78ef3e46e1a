import NestedScrollFuzzing
import NestedScrollTestSupport
import Testing

/// How well content followed the finger over recorded frames, by the fuzzer's own rule
/// (``NestedScrollFuzzing/InvariantChecker/trackingError(from:to:)``): the largest error
/// over the pairs of consecutive frames with the finger down that count, and how many count.
func fingerTracking(_ frames: [FrameRecord]) -> (maximum: Double, pairs: Int) {
  func sample(_ frame: FrameRecord) -> TouchSample? {
    frame.finger.map {
      TouchSample(
        page: frame.page, offset: frame.offset, bounds: frame.bounds, isDragging: frame.isListDragging,
        fingerY: $0.y)
    }
  }
  var maximum = 0.0
  var pairs = 0
  for (a, b) in zip(frames, frames.dropFirst()) {
    guard let a = sample(a), let b = sample(b), let error = InvariantChecker.trackingError(from: a, to: b)
    else { continue }
    maximum = max(maximum, error)
    pairs += 1
  }
  return (maximum, pairs)
}

/// Between consecutive frames from `start` on, the active list's offset moves no more than
/// the motion's own speed allows (``NestedScrollTestSupport/FrameMetrics/jumps(_:from:)``).
func expectNoJump(_ frames: [FrameRecord], from start: Int, sourceLocation: SourceLocation = #_sourceLocation)
{
  for jump in FrameMetrics.jumps(frames, from: start) {
    Issue.record("frame \(jump.index): \(jump.from) → \(jump.to)", sourceLocation: sourceLocation)
  }
}
