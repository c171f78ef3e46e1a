import ScrollPhysics

/// The motion after one finger release, up to the next touch, a tab switch or the end of
/// the trace: what ``MetricsCalculator/reversals(_:)`` and
/// ``MetricsCalculator/distanceRatio(_:)`` look at.
struct ReleaseRun {
  /// The first sample after the finger lifted.
  var releaseIndex: Int
  /// The last sample of the run.
  var endIndex: Int
  /// The content velocity the finger released with (points per second, positive deeper
  /// into the content): minus the slope of a least-squares line through the finger
  /// samples of the last ``MetricsCalculator/releaseVelocityHorizon`` seconds, or 0 when
  /// the finger was still for longer than ``MetricsCalculator/releaseStopGap``.
  var releaseVelocity: Double
  /// Whether any sample of the run is within ``MetricsCalculator/edgeTolerance`` of a
  /// scroll edge (or beyond one).
  var reachesEdge: Bool
  /// Whether the motion had stopped when the run ended: the trace ends with it, or its
  /// last interval is slower than ``MetricsCalculator/restSpeed``.
  var endsAtRest: Bool

  /// Every release in `trace`, in time order.
  static func runs(in trace: Trace) -> [ReleaseRun] {
    let samples = trace.samples
    let switchTimes = trace.events.compactMap { event -> Double? in
      if case .tabSwitch(let time, _, _) = event { return time }
      return nil
    }
    var runs: [ReleaseRun] = []
    for event in trace.events {
      guard case .touchEnded(let releaseTime) = event,
        let release = samples.firstIndex(where: {
          $0.time >= releaseTime - MetricsCalculator.sameInstant && $0.fingerY == nil
        })
      else { continue }
      let tab = samples[release].observation.activeTab
      let stop = switchTimes.filter { $0 >= releaseTime }.min() ?? .infinity
      var end = release
      while end + 1 < samples.count, samples[end + 1].fingerY == nil,
        samples[end + 1].observation.activeTab == tab, samples[end + 1].time < stop
      {
        end += 1
      }
      let edge = samples[release...end].contains { sample in
        let position = sample.observation.scrollPosition
        return position <= MetricsCalculator.edgeTolerance
          || position >= MetricsCalculator.maximumPosition(trace, sample) - MetricsCalculator.edgeTolerance
      }
      let lastVelocity = MetricsCalculator.velocity(samples, endingAt: end) ?? 0
      let atRest = end == samples.count - 1 || abs(lastVelocity) < MetricsCalculator.restSpeed
      runs.append(
        ReleaseRun(
          releaseIndex: release, endIndex: end,
          releaseVelocity: fingerReleaseVelocity(samples, before: release, releaseTime: releaseTime),
          reachesEdge: edge, endsAtRest: atRest))
    }
    return runs
  }

  /// The content velocity of the touch that ends just before sample `release`, measured
  /// as UIKit's pan recognizer measures it (``ScrollPhysics/VelocityTracker``: a
  /// least-squares quadratic through the last 100 ms, zero after a 40 ms pause).
  static func fingerReleaseVelocity(_ samples: [Trace.Sample], before release: Int, releaseTime: Double)
    -> Double
  {
    var start = release
    while start > 0, samples[start - 1].fingerY != nil { start -= 1 }
    var tracker = VelocityTracker(
      horizon: MetricsCalculator.releaseVelocityHorizon, stopGap: MetricsCalculator.releaseStopGap)
    var lastY: Double?
    for sample in samples[start..<release] {
      guard let y = sample.fingerY else { continue }
      // A finger that does not move sends no touch events: only moves are samples.
      if y != lastY { tracker.addSample(position: -y, time: sample.time) }
      lastY = y
    }
    return tracker.velocity(at: releaseTime)
  }
}
