import Foundation
import ScrollPhysics

extension MetricsCalculator {
  /// **Momentum continuity** at the pin point, `H − P` in scroll position, where motion
  /// passes between header and list, and with a floating header also where the header
  /// reaches the most it floats back to (``crossesFloatLimit(_:_:_:)``): the worst over all
  /// crossings of
  /// `min(r, 1/r)` with `r = v_after / (v_before · d^(1000·Δt))`, or 0 when the motion
  /// turns around or stops there.
  ///
  /// A crossing is a pair of consecutive samples on either side of the pin or the float
  /// limit (reaching it exactly counts: motion that stops dead on the pin is a crossing with `v_after = 0`).
  /// `v_before` is the speed over the pair of samples just before that pair and `v_after`
  /// over the pair just after, each a finite difference. The free deceleration of UIKit
  /// (rate `d`, per millisecond; the screen's ``ScreenSpec/decelerationRate``) slows the
  /// motion by `d^(1000·Δt)` between the midpoints of those two intervals; dividing it out
  /// makes one uninterrupted fling score 1.00 whatever the frame rate. Only crossings
  /// with no finger down on any of the four samples, all four inside the scroll range (a
  /// bounce is not a crossing), one tab throughout, no other input in between and
  /// `|v_before| ≥` ``minimumCrossingSpeed`` count; so do only pins that are not the end
  /// of the range (a short tab's pin is its bottom edge). `nil` when none does.
  package static func momentumContinuity(_ trace: Trace) -> Double? {
    let samples = trace.samples
    var worst: Double?
    var index = 1
    while index < samples.count {
      defer { index += 1 }
      let a = samples[index - 1]
      let b = samples[index]
      let screen = trace.screen(at: b.time)
      let pin = screen.pinPosition
      let crossesPin =
        crosses(pin, a.observation.scrollPosition, b.observation.scrollPosition)
        && maximumPosition(trace, b) - pin > edgeTolerance
      guard crossesPin || crossesFloatLimit(screen, a.observation, b.observation) else { continue }
      // The intervals before and after the crossing pair, skipping repeated instants.
      guard let before = distinctInterval(samples, endingAt: index - 1),
        let after = distinctInterval(samples, startingAt: index)
      else { continue }
      let window = samples[before.start...after.end]
      guard window.allSatisfy({ $0.fingerY == nil && isInRange(trace, $0, tolerance: 1e-6) }),
        window.allSatisfy({ $0.observation.activeTab == b.observation.activeTab }),
        !trace.events.contains(where: {
          time(of: $0) > samples[before.start].time && time(of: $0) <= samples[after.end].time
        })
      else { continue }
      let vBefore = slope(samples, before.start, before.end)
      guard abs(vBefore) >= minimumCrossingSpeed else { continue }
      let vAfter = slope(samples, after.start, after.end)
      let midBefore = (samples[before.start].time + samples[before.end].time) / 2
      let midAfter = (samples[after.start].time + samples[after.end].time) / 2
      let rate = DecelerationRate(clamping: trace.screen(at: b.time).decelerationRate).rawValue
      let decay = pow(rate, 1000 * (midAfter - midBefore))
      let ratio = vAfter / (vBefore * decay)
      let continuity = ratio > 0 ? min(ratio, 1 / ratio) : 0
      worst = min(worst ?? 1, continuity)
    }
    return worst
  }

  /// Whether a value going from `a` to `b` crosses `mark`, reaching it exactly included.
  static func crosses(_ mark: Double, _ a: Double, _ b: Double) -> Bool {
    (a < mark && b >= mark) || (a > mark && b <= mark)
  }

  /// Whether a floating header's shown collapse (`topInset − headerTop`) crosses the most it
  /// floats back to (none of it for ``HeaderModeSpec/floats``, all but its bottom `height`
  /// for ``HeaderModeSpec/floatsCollapsedFirst(height:)``): the hand-over anywhere in the
  /// list where the header stops moving with the rows, or starts to, while the list runs on.
  /// Never for a header that scrolls with the list (its hand-over is the pin).
  static func crossesFloatLimit(_ screen: ScreenSpec, _ a: Observation, _ b: Observation) -> Bool {
    let collapse = screen.pinPosition
    let limit: Double
    switch screen.headerMode {
    case .scrollsWithList: return false
    case .floats: limit = 0
    case .floatsCollapsedFirst(let height): limit = max(0, collapse - max(0, height))
    }
    // Where the limit is the pin itself (nothing floats back) there is no hand-over to see.
    guard collapse - limit > edgeTolerance else { return false }
    return crosses(limit, screen.topInset - a.headerTop, screen.topInset - b.headerTop)
  }

  /// The interval `(start, end)` ending at sample `end` whose start is the latest earlier
  /// sample at a distinct time.
  static func distinctInterval(_ samples: [Trace.Sample], endingAt end: Int) -> (start: Int, end: Int)? {
    var start = end - 1
    while start >= 0, samples[end].time - samples[start].time <= sameInstant { start -= 1 }
    return start >= 0 ? (start, end) : nil
  }

  /// The interval `(start, end)` starting at sample `start` whose end is the earliest
  /// later sample at a distinct time.
  static func distinctInterval(_ samples: [Trace.Sample], startingAt start: Int) -> (start: Int, end: Int)? {
    var end = start + 1
    while end < samples.count, samples[end].time - samples[start].time <= sameInstant { end += 1 }
    return end < samples.count ? (start, end) : nil
  }

  /// The scroll position's slope from sample `i` to sample `j`.
  static func slope(_ samples: [Trace.Sample], _ i: Int, _ j: Int) -> Double {
    (samples[j].observation.scrollPosition - samples[i].observation.scrollPosition)
      / (samples[j].time - samples[i].time)
  }
}
