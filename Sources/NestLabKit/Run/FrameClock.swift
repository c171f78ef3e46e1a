import NestedScrollTestSupport

/// The display link of a run: the times of successive frames for a ``FrameTiming``,
/// starting with a frame at 0.
///
/// Regular frames fall at exactly `k / hz` (no accumulated rounding, so a 60 Hz frame
/// time is also a 120 Hz one); jittery frames are separated by intervals drawn uniformly
/// from `minInterval…maxInterval` by ``NestedScrollTestSupport/SplitMix64`` seeded with the timing's seed.
package struct FrameClock: Sendable {
  /// The timing.
  package let timing: FrameTiming
  private var index = 0
  private var time = 0.0
  private var generator: SplitMix64

  /// Creates a clock whose first frame is at 0.
  package init(_ timing: FrameTiming) {
    self.timing = timing
    if case .jittery(_, _, let seed) = timing {
      generator = SplitMix64(seed: seed)
    } else {
      generator = SplitMix64(seed: 0)
    }
  }

  /// The next frame's time (0 first).
  package mutating func next() -> Double {
    defer { index += 1 }
    guard index > 0 else { return 0 }
    switch timing {
    case .regular(let hz):
      time = Double(index) / hz
    case .jittery(let minimum, let maximum, _):
      time += minimum + (maximum - minimum) * generator.nextUnit()
    }
    return time
  }

  /// The frame times from 0 up to and including the first frame at or after `end`.
  package static func times(_ timing: FrameTiming, through end: Double) -> [Double] {
    var clock = FrameClock(timing)
    var times: [Double] = []
    repeat { times.append(clock.next()) } while times[times.count - 1] < end
    return times
  }
}
