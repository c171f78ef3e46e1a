import NestLabStrategies
import ScrollSimulator

/// Computes ``RunMetrics`` from a ``Trace`` (what each metric means: ``MetricDefinition/all``).
///
/// Every metric is computed from the samples alone — finger, scroll position, header and
/// tab offsets — so it applies to any strategy. The exact definitions (which samples
/// count, how speeds are estimated) are in each metric's documentation; the thresholds
/// are the static constants below (declared once in ``NestLabStrategies/MetricThresholds``,
/// which the browser playground's live metrics use too). Velocities are finite differences of
/// ``Observation/scrollPosition`` between consecutive samples at distinct times.
package enum MetricsCalculator {
  /// How far the finger must move from where it touched down before content follows it
  /// (UIKit's pan hysteresis); tracking is measured only after that.
  package static let dragHysteresis = MetricThresholds.dragHysteresis
  /// Positions within this many points of a scroll edge count as at the edge.
  package static let edgeTolerance = MetricThresholds.edgeTolerance
  /// Speeds below this (points per second) have no direction for reversals and no
  /// projection worth comparing.
  package static let tinySpeed = MetricThresholds.tinySpeed
  /// Releases slower than this (points per second) are placements, not flings: their
  /// projection is too short for ``distanceRatio(_:)`` to mean anything.
  package static let minimumProjectionSpeed = MetricThresholds.minimumProjectionSpeed
  /// Pin crossings slower than this (points per second) are not judged for continuity.
  package static let minimumCrossingSpeed = MetricThresholds.minimumCrossingSpeed
  /// How long after a tab switch the header is watched, at most (seconds).
  package static let tabSwitchWindow = 1.0
  /// Two offsets this close (points) are "the same" for offsets kept and the tab rule.
  package static let sameOffsetTolerance = MetricThresholds.sameOffsetTolerance
  /// Motion slower than this (points per second) has stopped: what is left of a UIKit
  /// deceleration at this speed is under half a point.
  package static let restSpeed = 1.0
  /// Positions this close (points) count as unchanged for rest.
  package static let restTolerance = 0.01
  /// How far back from a release finger samples estimate its velocity (seconds), as
  /// UIKit's velocity tracker.
  package static let releaseVelocityHorizon = MetricThresholds.releaseVelocityHorizon
  /// A finger still for longer than this before lifting releases with no velocity.
  package static let releaseStopGap = MetricThresholds.releaseStopGap
  /// Samples closer in time than this are the same instant for finite differences.
  static let sameInstant = MetricThresholds.sameInstant

  /// Every metric of one run; ``RunMetrics/frameRateDifference`` needs paired runs and is
  /// left `nil` (see ``frameRateDifference(_:_:)``).
  package static func metrics(for trace: Trace) -> RunMetrics {
    RunMetrics(
      trackingError: trackingError(trace), momentumContinuity: momentumContinuity(trace),
      reversals: reversals(trace), distanceRatio: distanceRatio(trace), headerJump: headerJump(trace),
      offsetsKept: offsetsKept(trace), timeToRest: timeToRest(trace), frameRateDifference: nil,
      peakSpeedRatio: peakSpeedRatio(trace), snapTimeToRest: snapTimeToRest(trace),
      headerMoved: headerMoved(trace), positionsKept: positionsKept(trace),
      headerSettleTime: headerSettleTime(trace), snapRestsOnBoundary: snapRestsOnBoundary(trace))
  }

  // MARK: Shared helpers

  /// The time of every input event.
  static func time(of event: Trace.Event) -> Double {
    switch event {
    case .touchBegan(let time), .touchEnded(let time), .sizeChange(let time), .endRefresh(let time):
      return time
    case .tabSwitch(let time, _, _):
      return time
    }
  }

  /// Whether an event other than a touch happens in `(start, end]`: a tab switch, a
  /// size change or the end of a refresh, any of which may move content legitimately.
  static func hasDisruption(in trace: Trace, after start: Double, through end: Double) -> Bool {
    trace.events.contains { event in
      switch event {
      case .touchBegan, .touchEnded: return false
      case .tabSwitch(let time, _, _), .sizeChange(let time), .endRefresh(let time):
        return time > start && time <= end
      }
    }
  }

  /// The deepest resting scroll position for `sample` (its active tab, the screen then).
  static func maximumPosition(_ trace: Trace, _ sample: Trace.Sample) -> Double {
    trace.screen(at: sample.time).maximumScrollPosition(tab: sample.observation.activeTab)
  }

  /// Whether `sample` is within the scroll range, `[0, maximum]`, within `tolerance`.
  static func isInRange(_ trace: Trace, _ sample: Trace.Sample, tolerance: Double) -> Bool {
    let position = sample.observation.scrollPosition
    return position >= -tolerance && position <= maximumPosition(trace, sample) + tolerance
  }

  /// The velocity of the scroll position from sample `i − 1` to sample `i`, or `nil` when
  /// they are the same instant or show different tabs.
  static func velocity(_ samples: [Trace.Sample], endingAt i: Int) -> Double? {
    guard i > 0, i < samples.count else { return nil }
    let a = samples[i - 1]
    let b = samples[i]
    let dt = b.time - a.time
    guard dt > sameInstant, a.observation.activeTab == b.observation.activeTab else { return nil }
    return (b.observation.scrollPosition - a.observation.scrollPosition) / dt
  }

  /// The index of the last sample strictly before `time`, or `nil`.
  static func lastIndex(before time: Double, in samples: [Trace.Sample]) -> Int? {
    var low = 0
    var high = samples.count
    while low < high {
      let middle = (low + high) / 2
      if samples[middle].time < time { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }
}
