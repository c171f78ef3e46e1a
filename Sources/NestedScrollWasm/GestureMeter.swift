// The lab's scroll-quality metrics of the last gesture, measured live in the playground on
// whatever technique drives the phone, for the panel.

import NestLabStrategies
import ScrollPhysics
import ScrollSimulator

/// Measures the last gesture (a touch, its drag and the motion after the release) with the
/// definitions and thresholds (``NestLabStrategies/MetricThresholds``) of the lab's metrics
/// (`MetricsCalculator` in NestLabKit, whose documentation is the reference): tracking error, release velocity, momentum continuity at the pin,
/// distance ÷ projection and reversals, plus how many other tabs kept their offset.
///
/// The lab computes them afterwards on a whole trace; here they are streamed, each from the
/// newest sample and the two before it, with no allocation, so a run of the lab and a
/// gesture in the browser agree where the lab's trace has the same samples. A value is NaN
/// while there is nothing to measure (no crossing of the pin, a release that reaches an
/// edge…), as the lab's metric is `nil` then.
struct GestureMeter {
  /// What the screen shows after one input event or frame.
  struct Sample {
    /// Seconds.
    var time: Double
    /// The position in the one scroll space (header collapse plus the active list's scroll).
    var position: Double
    /// The active tab.
    var tab: Int
    /// The deepest resting position on that tab.
    var maximum: Double
    /// The position at which the header pins.
    var pin: Double
    /// The active list's deceleration rate per millisecond.
    var rate: Double
    /// Whether anything still moves.
    var moving: Bool
  }

  private enum Phase {
    case idle
    case dragging
    case released
    case done
  }

  /// How many gestures began.
  private(set) var gestures = 0
  /// The largest `|Δ position + Δ finger|` between samples while the finger dragged inside
  /// the scroll range, points.
  private(set) var trackingError = Double.nan
  /// The finger's velocity at the release (content velocity, positive deeper), points per second.
  private(set) var releaseVelocity = Double.nan
  /// The worst `min(r, 1/r)` over the pin crossings after the release, `r` the speed after
  /// ÷ the speed before corrected for the free deceleration in between; 0 when the motion
  /// stops dead or turns there.
  private(set) var momentumContinuity = Double.nan
  /// The distance travelled after the release ÷ the release velocity's natural projection.
  private(set) var distanceRatio = Double.nan
  /// Sign changes of the velocity after a release that reaches no edge.
  private(set) var reversals = Double.nan
  /// How many tabs, other than the one touched and the one showing, kept their offset.
  private(set) var tabsKept = 0
  /// How many tabs ``tabsKept`` compares.
  private(set) var tabsCompared = 0
  /// The position's velocity over the last two samples, points per second.
  private(set) var velocity = 0.0

  private var phase = Phase.idle
  private var tracker = VelocityTracker(
    horizon: MetricThresholds.releaseVelocityHorizon, stopGap: MetricThresholds.releaseStopGap)
  private var downFingerY = 0.0
  private var lastFingerY = 0.0
  private var panBegan = false
  private var previous: Sample?
  private var beforePrevious: Sample?
  /// A crossing of the pin between the two latest samples, waiting for the interval after it.
  private var crossing: (velocity: Double, midpoint: Double)?
  private var releasePosition = 0.0
  private var reachedEdge = false
  private var reversalCount = 0
  private var direction = 0.0
  private var downTab = 0
  /// Each tab's offset when the finger went down (``StateLayout/maximumPages`` values).
  private var downOffsets = [Double](repeating: 0, count: StateLayout.maximumPages)

  /// A finger touched down at `fingerY`: a new gesture begins; `lists` are the tabs' lists.
  mutating func touchBegan(fingerY: Double, _ sample: Sample, lists: [SimulatedScrollView]) {
    gestures += 1
    trackingError = .nan
    releaseVelocity = .nan
    momentumContinuity = .nan
    distanceRatio = .nan
    reversals = .nan
    phase = .dragging
    tracker.reset()
    tracker.addSample(position: -fingerY, time: sample.time)
    downFingerY = fingerY
    lastFingerY = fingerY
    panBegan = false
    crossing = nil
    downTab = sample.tab
    for (tab, list) in lists.enumerated() where tab < downOffsets.count {
      downOffsets[tab] = list.contentOffset.y
    }
    record(sample, lists: lists)
  }

  /// The finger moved to `fingerY` (or a frame played while it is down, at the same `fingerY`).
  mutating func fingerSample(fingerY: Double, _ sample: Sample, lists: [SimulatedScrollView]) {
    guard phase == .dragging else { return record(sample, lists: lists) }
    if panBegan, let previous, previous.tab == sample.tab, isInRange(previous), isInRange(sample) {
      let error = abs(sample.position - previous.position + (fingerY - lastFingerY))
      trackingError = trackingError.isNaN ? error : max(trackingError, error)
    }
    if abs(fingerY - downFingerY) >= MetricThresholds.dragHysteresis { panBegan = true }
    if fingerY != lastFingerY { tracker.addSample(position: -fingerY, time: sample.time) }
    lastFingerY = fingerY
    record(sample, lists: lists)
  }

  /// The finger lifted: the release's velocity is measured as UIKit's pan recognizer does.
  mutating func touchEnded(_ sample: Sample, lists: [SimulatedScrollView]) {
    guard phase == .dragging else { return record(sample, lists: lists) }
    releaseVelocity = tracker.velocity(at: sample.time)
    phase = .released
    releasePosition = sample.position
    reachedEdge = isAtEdge(sample)
    reversalCount = 0
    direction = releaseVelocity > 0 ? 1 : -1
    beforePrevious = nil
    previous = nil
    record(sample, lists: lists)
  }

  /// A frame played with no finger down.
  mutating func frame(_ sample: Sample, lists: [SimulatedScrollView]) {
    if phase == .released { followRelease(sample) }
    record(sample, lists: lists)
  }

  /// The motion after the release: reversals, pin crossings, and at rest the distance.
  private mutating func followRelease(_ sample: Sample) {
    guard let previous, previous.tab == sample.tab else {
      if self.previous != nil { phase = .done }  // a tab switch ends the run, as in the lab
      return
    }
    reachedEdge = reachedEdge || isAtEdge(sample)
    let dt = sample.time - previous.time
    if dt > MetricThresholds.sameInstant {
      let speed = (sample.position - previous.position) / dt
      if abs(speed) >= MetricThresholds.tinySpeed {
        let sign = speed > 0 ? 1.0 : -1.0
        if sign != direction { reversalCount += 1 }
        direction = sign
      }
      if let crossing {
        self.crossing = nil
        judgeCrossing(before: crossing, after: speed, at: (previous.time + sample.time) / 2, sample)
      }
      let pin = sample.pin
      let crossed =
        (previous.position < pin && sample.position >= pin)
        || (previous.position > pin && sample.position <= pin)
      if crossed, sample.maximum - pin > MetricThresholds.edgeTolerance, let beforePrevious,
        isInRange(beforePrevious), isInRange(previous), isInRange(sample),
        beforePrevious.tab == sample.tab, previous.time - beforePrevious.time > MetricThresholds.sameInstant
      {
        let before = (previous.position - beforePrevious.position) / (previous.time - beforePrevious.time)
        if abs(before) >= MetricThresholds.minimumCrossingSpeed {
          crossing = (before, (beforePrevious.time + previous.time) / 2)
        }
      }
    }
    if !sample.moving { finish(sample) }
  }

  /// `min(r, 1/r)` for one crossing, worst so far kept.
  private mutating func judgeCrossing(
    before: (velocity: Double, midpoint: Double), after: Double, at midpoint: Double, _ sample: Sample
  ) {
    guard isInRange(sample) else { return }
    let decay = Decay(initialVelocity: 1, rate: DecelerationRate(clamping: sample.rate))
      .velocity(after: midpoint - before.midpoint)
    let ratio = after / (before.velocity * decay)
    let continuity = ratio > 0 ? min(ratio, 1 / ratio) : 0
    momentumContinuity = momentumContinuity.isNaN ? continuity : min(momentumContinuity, continuity)
  }

  /// The motion came to rest: distance ÷ projection and reversals, when the release qualifies.
  private mutating func finish(_ sample: Sample) {
    phase = .done
    if let crossing {
      // The motion stopped on the far side of the pin: every later sample shows it still.
      self.crossing = nil
      judgeCrossing(before: crossing, after: 0, at: sample.time, sample)
    }
    let speed = abs(releaseVelocity)
    if speed >= MetricThresholds.tinySpeed, !reachedEdge { reversals = Double(reversalCount) }
    guard speed >= MetricThresholds.minimumProjectionSpeed, !reachedEdge else { return }
    let projection = Decay(initialVelocity: releaseVelocity, rate: DecelerationRate(clamping: sample.rate))
      .projectedDistance
    let projected = releasePosition + projection
    guard projection != 0, projected > MetricThresholds.edgeTolerance,
      projected < sample.maximum - MetricThresholds.edgeTolerance
    else { return }
    distanceRatio = (sample.position - releasePosition) / projection
  }

  /// Keeps `sample` as the latest, its velocity, and which other tabs kept their offset.
  private mutating func record(_ sample: Sample, lists: [SimulatedScrollView]) {
    if let previous, previous.tab == sample.tab, sample.time - previous.time > MetricThresholds.sameInstant {
      velocity = (sample.position - previous.position) / (sample.time - previous.time)
    } else if previous == nil || previous?.tab != sample.tab {
      velocity = 0
    }
    if let previous, sample.time - previous.time <= MetricThresholds.sameInstant {
      self.previous = sample  // the same instant: the newer state replaces it
    } else {
      beforePrevious = previous
      previous = sample
    }
    guard phase != .idle else { return }
    var kept = 0
    var compared = 0
    for (tab, list) in lists.enumerated() where tab < downOffsets.count && tab != downTab && tab != sample.tab
    {
      compared += 1
      if abs(list.contentOffset.y - downOffsets[tab]) <= MetricThresholds.sameOffsetTolerance { kept += 1 }
    }
    tabsKept = kept
    tabsCompared = compared
  }

  private func isInRange(_ sample: Sample) -> Bool {
    sample.position >= -1e-6 && sample.position <= sample.maximum + 1e-6
  }

  private func isAtEdge(_ sample: Sample) -> Bool {
    sample.position <= MetricThresholds.edgeTolerance
      || sample.position >= sample.maximum - MetricThresholds.edgeTolerance
  }
}
