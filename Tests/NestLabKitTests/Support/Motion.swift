import NestLabKit

/// Speeds and crossings read off recorded frames, in points per second of the one scroll space.
enum Motion {
  /// The speed between frames `i − 1` and `i`.
  static func speed(_ frames: [FingerDriver.Frame], at i: Int) -> Double {
    (frames[i].position - frames[i - 1].position) / (frames[i].time - frames[i - 1].time)
  }

  /// The mean speed over `count` frame intervals ending at frame `end`.
  static func meanSpeed(_ frames: [FingerDriver.Frame], endingAt end: Int, count: Int) -> Double {
    (frames[end].position - frames[end - count].position) / (frames[end].time - frames[end - count].time)
  }

  /// Speed just after ÷ just before the first frame (from `start`) whose position reaches
  /// `pin`, each a mean over `window` frames on its side of the crossing frame; `nil` when
  /// the motion never reaches it.
  static func continuity(
    _ frames: [FingerDriver.Frame], from start: Int, across pin: Double, window: Int = 2
  ) -> (before: Double, after: Double, ratio: Double)? {
    guard
      let crossing = frames.indices.first(where: {
        $0 >= start + window + 1 && frames[$0].position >= pin - 1e-9
      }),
      crossing + window + 1 < frames.count
    else { return nil }
    let before = meanSpeed(frames, endingAt: crossing - 1, count: window)
    let after = meanSpeed(frames, endingAt: crossing + 1 + window, count: window)
    return (before, after, before == 0 ? 0 : after / before)
  }

  /// The number of sign changes of the frame-to-frame speed from frame `start` on, counting
  /// only speeds above `threshold` points per second (below it the motion is at rest).
  static func reversals(_ frames: [FingerDriver.Frame], from start: Int, threshold: Double = 1) -> Int {
    var count = 0
    var sign = 0.0
    for i in max(start, 1)..<frames.count {
      let v = speed(frames, at: i)
      guard abs(v) > threshold else { continue }
      let s: Double = v > 0 ? 1 : -1
      if sign != 0, s != sign { count += 1 }
      sign = s
    }
    return count
  }

  /// The lab's tracking error (``NestLabKit/MetricsCalculator/trackingError(_:counts:)``) over
  /// the pairs of frames that end at frame `start` or later: the strategies' screens in these
  /// tests are long and nothing but the finger happens during a drag, so every pair the
  /// metric itself admits counts; 0 when none does.
  static func trackingError(_ frames: [FingerDriver.Frame], from start: Int) -> Double {
    let from = frames.indices.contains(start) ? frames[start].time : .infinity
    return MetricsCalculator.trackingError(frames) { _, sample in sample.time >= from } ?? 0
  }

  /// The largest ratio of a frame's displacement to the previous frame's, over frames from
  /// `start` on with the finger up and the content inside its range (position > 0), where
  /// the previous displacement is at least a point. A free deceleration only slows down
  /// (ratio ≤ 1); a hand-over that jumps ahead shows as a ratio above 1, a reversal as a
  /// negative one.
  static func largestSpeedUp(_ frames: [FingerDriver.Frame], from start: Int) -> Double {
    var largest = -Double.infinity
    for i in max(start, 2)..<frames.count {
      guard frames[i].fingerY == nil, frames[i - 1].fingerY == nil, frames[i - 2].fingerY == nil,
        frames[i].position > 0, frames[i - 1].position > 0
      else { continue }
      let previous = frames[i - 1].position - frames[i - 2].position
      guard abs(previous) >= 1 else { continue }
      largest = max(largest, (frames[i].position - frames[i - 1].position) / previous)
    }
    return largest
  }
}

extension Trace.Sample {
  /// The position in the one scroll space.
  var position: Double { observation.scrollPosition }
}
