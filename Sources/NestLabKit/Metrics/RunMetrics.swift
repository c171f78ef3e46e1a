/// The scroll-quality metrics of one run (DESIGN.md, "The scroll-quality metrics"). A
/// metric is `nil` when the run gives it nothing to measure (no pin crossing, no tab
/// switch…). ``MetricsCalculator`` computes them; its methods give the exact definitions.
public struct RunMetrics: Hashable, Sendable, Codable {
  /// During drags, the largest |content Δ − finger Δ| between consecutive samples outside
  /// rubber-band zones, in points. Goal 0. (``MetricsCalculator/trackingError(_:)``)
  public var trackingError: Double?
  /// Speed just after / just before the motion crosses the pin point (header→list or
  /// list→header) without a finger down; the worst of all crossings. Goal 1.00.
  /// (``MetricsCalculator/momentumContinuity(_:)``)
  public var momentumContinuity: Double?
  /// Sign changes of velocity during flings that hit no edge. Goal 0.
  /// (``MetricsCalculator/reversals(_:)``)
  public var reversals: Int?
  /// Distance travelled after release ÷ the natural projection of the release velocity
  /// (1.00 when nothing steals momentum; only for releases that hit no edge).
  /// (``MetricsCalculator/distanceRatio(_:)``)
  public var distanceRatio: Double?
  /// The largest step of the header on a tab switch beyond continuous motion, in points.
  /// Goal 0. (``MetricsCalculator/headerJump(_:)``)
  public var headerJump: Double?
  /// Fraction of tabs whose offset survived a switch where the tab rule allows it. Goal 1.00.
  /// (``MetricsCalculator/offsetsKept(_:)``)
  public var offsetsKept: Double?
  /// The largest header movement on a tab switch, in points: 0 keeping the header.
  /// (``MetricsCalculator/headerMoved(_:)``)
  public var headerMoved: Double?
  /// Fraction of all tab switches where the tab showed exactly the position it had: 1.00
  /// keeping the content. (``MetricsCalculator/positionsKept(_:)``)
  public var positionsKept: Double?
  /// The longest the header took to arrive where its tab puts it after a switch, in
  /// seconds. Goal ≤ 0.35. (``MetricsCalculator/headerSettleTime(_:)``)
  public var headerSettleTime: Double?
  /// Seconds from the last input until everything is at rest.
  /// (``MetricsCalculator/timeToRest(_:)``)
  public var timeToRest: Double?
  /// Largest position difference against the same scenario at other frame timings, in
  /// points (filled in by paired runs, ``Comparison``). Goal < 0.5.
  /// (``MetricsCalculator/frameRateDifference(_:_:)``)
  public var frameRateDifference: Double?
  /// On snapping releases of at least 50 pt/s, the largest speed of header or list after
  /// the lift ÷ the release speed; the worst release. Goal ≤ 1.00.
  /// (``MetricsCalculator/peakSpeedRatio(_:)``)
  public var peakSpeedRatio: Double?
  /// On snapping releases that come to rest, seconds from the lift until the content is
  /// and stays within 1 pt of where it rests; the slowest release. Goal ≤ 1.5.
  /// (``MetricsCalculator/snapTimeToRest(_:)``)
  public var snapTimeToRest: Double?

  /// Creates metrics.
  public init(
    trackingError: Double? = nil, momentumContinuity: Double? = nil, reversals: Int? = nil,
    distanceRatio: Double? = nil, headerJump: Double? = nil, offsetsKept: Double? = nil,
    timeToRest: Double? = nil, frameRateDifference: Double? = nil, peakSpeedRatio: Double? = nil,
    snapTimeToRest: Double? = nil, headerMoved: Double? = nil, positionsKept: Double? = nil,
    headerSettleTime: Double? = nil
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
  }
}
