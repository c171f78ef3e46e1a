import Foundation

extension MetricsCalculator {
  /// **Reversals**: how often the direction of motion flips after a fling, summed over
  /// all flings that reach no edge (a bounce is a legitimate reversal).
  ///
  /// A fling is a release whose finger velocity (``ReleaseRun``) is at least
  /// ``tinySpeed``; its run lasts until the next touch or tab switch. The directions are
  /// the release velocity's and then each finite-difference velocity of the run; speeds
  /// below ``tinySpeed`` have no direction and are skipped. A target behind the release
  /// (a snap back) is one reversal however smoothly it is reached. `nil` when no fling
  /// qualifies.
  package static func reversals(_ trace: Trace) -> Int? {
    var total: Int?
    for run in ReleaseRun.runs(in: trace) where abs(run.releaseVelocity) >= tinySpeed && !run.reachesEdge {
      var count = 0
      var direction = run.releaseVelocity > 0 ? 1.0 : -1.0
      if run.endIndex > run.releaseIndex {
        for index in (run.releaseIndex + 1)...run.endIndex {
          guard let velocity = velocity(trace.samples, endingAt: index), abs(velocity) >= tinySpeed else {
            continue
          }
          let sign = velocity > 0 ? 1.0 : -1.0
          if sign != direction { count += 1 }
          direction = sign
        }
      }
      total = (total ?? 0) + count
    }
    return total
  }

  /// **Distance ratio**: distance travelled after a release ÷ the natural projection of
  /// the release velocity, `v / (−1000 · ln d)` (UIKit's rest distance for rate `d`); the
  /// ratio farthest from 1 (in log scale) over all qualifying releases.
  ///
  /// A release qualifies when its finger velocity is at least ``minimumProjectionSpeed``, neither the
  /// motion nor its natural projection reaches a scroll edge (the projection is held against
  /// the deeper of the content at the release and when the motion ends, so rows appended on
  /// the way count), and the
  /// motion has come to rest before the next touch or tab switch. Snapping rightly changes the distance a
  /// little; a strategy that stops momentum at the pin shows a ratio well under 1.
  /// `nil` when no release qualifies.
  package static func distanceRatio(_ trace: Trace) -> Double? {
    var worst: (ratio: Double, badness: Double)?
    for run in ReleaseRun.runs(in: trace)
    where abs(run.releaseVelocity) >= minimumProjectionSpeed && !run.reachesEdge && run.endsAtRest {
      let release = trace.samples[run.releaseIndex]
      let rate = trace.screen(at: release.time).decelerationRate
      let projection = run.releaseVelocity / (-1000 * log(rate))
      let projected = release.observation.scrollPosition + projection
      // The deeper of the ends at the release and when the motion stops: rows appended
      // during the fling (load more) make room for a projection the content at the release
      // could not hold; rows removed on the way do not excuse motion that stops short.
      let end = max(maximumPosition(trace, release), maximumPosition(trace, trace.samples[run.endIndex]))
      guard projected > edgeTolerance, projected < end - edgeTolerance else {
        continue
      }
      let travelled =
        trace.samples[run.endIndex].observation.scrollPosition - release.observation.scrollPosition
      let ratio = travelled / projection
      let badness = ratio > 0 ? abs(log(ratio)) : .infinity
      if worst == nil || badness > (worst?.badness ?? 0) { worst = (ratio, badness) }
    }
    return worst?.ratio
  }
}
