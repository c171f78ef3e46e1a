/// How a metric value compares with its goal, for colouring a report cell.
public enum MetricVerdict: String, Hashable, Sendable {
  /// Meets the goal (within the stated tolerance).
  case good
  /// Misses the goal.
  case bad
  /// No goal, or nothing to measure.
  case neutral
}

/// One column of the report's summary table: a metric of ``RunMetrics``, its goal
/// (DESIGN.md, "The scroll-quality metrics") and the tolerance that counts as meeting it.
public struct ReportMetricColumn: Sendable {
  /// A stable key ("trackingError"), used as the cell's `data-metric`.
  public var key: String
  /// The column title.
  public var title: String
  /// The unit shown under the title ("pt", "×", "s"; empty for counts).
  public var unit: String
  /// The goal as shown in the header ("0", "1.00", "< 0.5"); empty for no goal.
  public var goal: String
  /// Decimals shown in the cells.
  public var decimals: Int
  /// Reads the value from a run's metrics.
  public var value: @Sendable (RunMetrics) -> Double?
  /// Judges a value against the goal.
  public var verdict: @Sendable (Double) -> MetricVerdict

  /// Creates a column.
  public init(
    key: String, title: String, unit: String, goal: String, decimals: Int,
    value: @escaping @Sendable (RunMetrics) -> Double?, verdict: @escaping @Sendable (Double) -> MetricVerdict
  ) {
    self.key = key
    self.title = title
    self.unit = unit
    self.goal = goal
    self.decimals = decimals
    self.value = value
    self.verdict = verdict
  }

  /// The verdict for a run, `.neutral` when the metric is `nil`.
  public func verdict(for metrics: RunMetrics) -> MetricVerdict {
    guard let value = value(metrics), value.isFinite else { return .neutral }
    return verdict(value)
  }

  /// The cell text for a run: the value with ``decimals`` places, or "—" when `nil`.
  public func text(for metrics: RunMetrics) -> String {
    guard let value = value(metrics) else { return "—" }
    return HTMLEscaping.fixed(value, decimals: decimals)
  }

  /// The report's columns, in the order of DESIGN.md and `nestlab compare`. Tolerances: lengths within 0.5 pt (the rest
  /// threshold), ratios within 5 % (the peak-speed ratio, an upper bound, within 0.1 %:
  /// the table shows it to 3 decimals), times and counts exact.
  public static let standard: [ReportMetricColumn] = [
    ReportMetricColumn(
      key: "trackingError", title: "Tracking error", unit: "pt", goal: "0", decimals: 2,
      value: { $0.trackingError }, verdict: { $0 <= 0.5 ? .good : .bad }),
    ReportMetricColumn(
      key: "momentumContinuity", title: "Momentum continuity", unit: "×", goal: "1.00", decimals: 2,
      value: { $0.momentumContinuity }, verdict: { abs($0 - 1) <= 0.05 ? .good : .bad }),
    ReportMetricColumn(
      key: "reversals", title: "Reversals", unit: "", goal: "0", decimals: 0,
      value: { $0.reversals.map(Double.init) }, verdict: { $0 == 0 ? .good : .bad }),
    ReportMetricColumn(
      key: "distanceRatio", title: "Distance ratio", unit: "×", goal: "1.00", decimals: 2,
      value: { $0.distanceRatio }, verdict: { abs($0 - 1) <= 0.05 ? .good : .bad }),
    ReportMetricColumn(
      key: "headerJump", title: "Header jump", unit: "pt", goal: "0", decimals: 2,
      value: { $0.headerJump }, verdict: { $0 <= 0.5 ? .good : .bad }),
    ReportMetricColumn(
      key: "offsetsKept", title: "Offsets kept", unit: "", goal: "1.00", decimals: 2,
      value: { $0.offsetsKept }, verdict: { $0 >= 0.999 ? .good : .bad }),
    // What each tab-switch policy gives up: neither is a failure in itself.
    ReportMetricColumn(
      key: "headerMoved", title: "Header moved", unit: "pt", goal: "0 keeping header", decimals: 2,
      value: { $0.headerMoved }, verdict: { _ in .neutral }),
    ReportMetricColumn(
      key: "positionsKept", title: "Positions kept", unit: "", goal: "1.00 keeping content", decimals: 2,
      value: { $0.positionsKept }, verdict: { _ in .neutral }),
    ReportMetricColumn(
      key: "headerSettleTime", title: "Header settle", unit: "s", goal: "≤ 0.35", decimals: 2,
      value: { $0.headerSettleTime }, verdict: { $0 <= 0.35 ? .good : .bad }),
    ReportMetricColumn(
      key: "timeToRest", title: "Time to rest", unit: "s", goal: "", decimals: 2,
      value: { $0.timeToRest }, verdict: { _ in .neutral }),
    ReportMetricColumn(
      key: "frameRateDifference", title: "Frame-rate diff.", unit: "pt", goal: "< 0.5", decimals: 2,
      value: { $0.frameRateDifference }, verdict: { $0 < 0.5 ? .good : .bad }),
    ReportMetricColumn(
      key: "peakSpeedRatio", title: "Peak speed ÷ release", unit: "×", goal: "≤ 1.00", decimals: 2,
      value: { $0.peakSpeedRatio }, verdict: { $0 <= 1.001 ? .good : .bad }),
    ReportMetricColumn(
      key: "snapTimeToRest", title: "Snap time to rest", unit: "s", goal: "≤ 1.5", decimals: 2,
      value: { $0.snapTimeToRest }, verdict: { $0 <= 1.5 ? .good : .bad }),
  ]
}
