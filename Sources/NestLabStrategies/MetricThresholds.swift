import ScrollSimulator

/// The thresholds of the lab's scroll-quality metrics, declared once: NestLabKit's
/// `MetricsCalculator` applies them to whole traces, the browser playground's gesture meter
/// (NestedScrollWasm) to the last gesture. `MetricsCalculator`'s documentation says how each
/// metric uses them.
public enum MetricThresholds {
  /// How far the finger must move from where it touched down before content follows it
  /// (UIKit's pan hysteresis), points.
  public static let dragHysteresis = SimulatedScrollView.dragHysteresis
  /// Positions within this many points of a scroll edge count as at the edge.
  public static let edgeTolerance = 0.5
  /// Speeds below this (points per second) have no direction.
  public static let tinySpeed = 10.0
  /// Releases slower than this (points per second) are placements, not flings.
  public static let minimumProjectionSpeed = 100.0
  /// Pin crossings slower than this (points per second) are not judged for continuity.
  public static let minimumCrossingSpeed = 20.0
  /// Two offsets this close (points) are "the same".
  public static let sameOffsetTolerance = 0.5
  /// How far back from a release finger samples estimate its velocity (seconds).
  public static let releaseVelocityHorizon = 0.1
  /// A finger still for longer than this before lifting releases with no velocity (seconds).
  public static let releaseStopGap = 0.04
  /// Samples closer in time than this are the same instant (seconds).
  public static let sameInstant = 1e-6
}
