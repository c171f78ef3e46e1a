/// The scroll-quality metrics of one run (each described for readers in
/// ``MetricDefinition/all``). A metric is `nil` when the run gives it nothing to measure (no
/// pin crossing, no tab switch…). ``MetricsCalculator`` computes them; its methods give the
/// exact definitions.
package struct RunMetrics: Hashable, Sendable, Codable {
  /// During drags, the largest |content Δ − finger Δ| between consecutive samples outside
  /// rubber-band zones, in points. Goal 0. (``MetricsCalculator/trackingError(_:)``)
  package var trackingError: Double?
  /// Speed just after / just before the motion crosses the pin point (header→list or
  /// list→header) without a finger down; the worst of all crossings. Goal 1.00.
  /// (``MetricsCalculator/momentumContinuity(_:)``)
  package var momentumContinuity: Double?
  /// Sign changes of velocity during flings that hit no edge. Goal 0.
  /// (``MetricsCalculator/reversals(_:)``)
  package var reversals: Int?
  /// Distance travelled after release ÷ the natural projection of the release velocity
  /// (1.00 when nothing steals momentum; only for releases that hit no edge).
  /// (``MetricsCalculator/distanceRatio(_:)``)
  package var distanceRatio: Double?
  /// The largest step of the header on a tab switch beyond continuous motion, in points.
  /// Goal 0. (``MetricsCalculator/headerJump(_:)``)
  package var headerJump: Double?
  /// Fraction of tabs whose offset survived a switch where the tab rule allows it. Goal 1.00.
  /// (``MetricsCalculator/offsetsKept(_:)``)
  package var offsetsKept: Double?
  /// The largest header movement on a tab switch, in points: 0 keeping the header.
  /// (``MetricsCalculator/headerMoved(_:)``)
  package var headerMoved: Double?
  /// Fraction of all tab switches where the tab showed exactly the position it had: 1.00
  /// keeping the content. (``MetricsCalculator/positionsKept(_:)``)
  package var positionsKept: Double?
  /// The longest the header took to arrive where its tab puts it after a switch, in
  /// seconds. Goal ≤ 0.35. (``MetricsCalculator/headerSettleTime(_:)``)
  package var headerSettleTime: Double?
  /// Seconds from the last input until everything is at rest.
  /// (``MetricsCalculator/timeToRest(_:)``)
  package var timeToRest: Double?
  /// Largest position difference against the same scenario at other frame timings, in
  /// points (filled in by paired runs, ``Comparison``). Goal < 0.5.
  /// (``MetricsCalculator/frameRateDifference(_:_:)``)
  package var frameRateDifference: Double?
  /// On snapping releases of at least 50 pt/s, the largest speed of header or list after
  /// the lift ÷ the release speed; the worst release. Goal ≤ 1.00.
  /// (``MetricsCalculator/peakSpeedRatio(_:)``)
  package var peakSpeedRatio: Double?
  /// On snapping releases that come to rest, seconds from the lift until the content is
  /// and stays within 1 pt of where it rests; the slowest release. Goal ≤ 1.5.
  /// (``MetricsCalculator/snapTimeToRest(_:)``)
  package var snapTimeToRest: Double?
  /// Of the snaps that come to rest, the fraction resting where the screen snaps to (an
  /// item's top under the tab bar, the list's end, the header expanded or collapsed). Goal
  /// 1.00. (``MetricsCalculator/snapRestsOnBoundary(_:)``)
  package var snapRestsOnBoundary: Double?

  /// Creates metrics.
  package init(
    trackingError: Double? = nil, momentumContinuity: Double? = nil, reversals: Int? = nil,
    distanceRatio: Double? = nil, headerJump: Double? = nil, offsetsKept: Double? = nil,
    timeToRest: Double? = nil, frameRateDifference: Double? = nil, peakSpeedRatio: Double? = nil,
    snapTimeToRest: Double? = nil, headerMoved: Double? = nil, positionsKept: Double? = nil,
    headerSettleTime: Double? = nil, snapRestsOnBoundary: Double? = nil
  ) {
    self.trackingError = trackingError
    self.momentumContinuity = momentumContinuity
    self.reversals = reversals
    self.distanceRatio = distanceRatio
    self.headerJump = headerJump
    self.offsetsKept = offsetsKept
    self.timeToRest = timeToRest
    self.frameRateDifference = frameRateDifference
    self.peakSpeedRatio = peakSpeedRatio
    self.snapTimeToRest = snapTimeToRest
    self.headerMoved = headerMoved
    self.positionsKept = positionsKept
    self.headerSettleTime = headerSettleTime
    self.snapRestsOnBoundary = snapRestsOnBoundary
  }
}
