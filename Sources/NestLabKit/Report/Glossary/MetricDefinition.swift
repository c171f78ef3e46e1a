import NestLabStrategies
import NestedScrollCore

/// One scroll-quality metric, defined once for everything that shows it: the report's
/// summary columns and glossary, `nestlab compare`'s table, `nestlab run`'s trace and the
/// glossary of `Documentation/Metrics.md` (`nestlab glossary`, compared with it by a test). The exact
/// computation is ``MetricsCalculator``'s; this says what it means to a person scrolling.
package struct MetricDefinition: Sendable {
  /// The ``RunMetrics`` property it reads ("trackingError"); the report's `data-metric` and
  /// the glossary's anchor (`#metric-trackingError`).
  package var key: String
  /// The name, lower case ("tracking error").
  package var name: String
  /// The unit.
  package var unit: MetricUnit
  /// The goal itself ("0", "1.00", "< 0.5"), `nil` when no value is better than another.
  /// Tables print it with its tolerance (``goalText``).
  package var goal: String?
  /// What judges a value against ``goal``, with its tolerance (shared with the playground);
  /// `nil` without a goal.
  package var criterion: MetricGoal?
  /// The tab-switch policy the goal belongs to, `nil` for every strategy: what one policy
  /// gives up by design is the other's goal, so it judges only the strategies that run it
  /// (``GoalEvaluation``).
  package var policy: TabSwitchPolicy?
  /// Decimals shown in tables and the report.
  package var decimals: Int
  /// What it measures, in a sentence.
  package var definition: String
  /// Why it matters to a person scrolling, in a sentence.
  package var whyItMatters: String
  /// Reads the value from a run's metrics (`nil`: the run gives it nothing to measure).
  package var value: @Sendable (RunMetrics) -> Double?
  /// Judges a value against the goal, with the tolerance that counts as meeting it.
  package var judge: @Sendable (Double) -> MetricVerdict {
    guard let criterion else { return { _ in .neutral } }
    return MetricVerdict.judge(criterion)
  }

  /// The goal with the tolerance that still meets it, as every table prints it: "1.00 ± 0.05"
  /// (met from 0.95 to 1.05), "≤ 1.00 + 0.001" for an upper bound, the goal alone where it is
  /// exact ("0", "< 0.5"); `nil` without a goal.
  package var goalWithTolerance: String? {
    guard let goal else { return nil }
    guard let tolerance = criterion?.tolerance, tolerance > 0 else { return goal }
    let isUpperBound = goal.hasPrefix("≤") || goal.hasPrefix("<")
    return goal + (isUpperBound ? " + " : " ± ") + "\(tolerance)"
  }

  /// The goal with its tolerance and the policy it belongs to, for tables that do not mark
  /// each cell ("1.00 ± 0.05", "1.00 ± 0.001 keeping content"); `nil` without a goal.
  package var goalText: String? {
    guard let goal = goalWithTolerance else { return nil }
    switch policy {
    case nil: return goal
    case .keepsHeader: return goal + " keeping header"
    case .keepsContent: return goal + " keeping content"
    }
  }

  /// Creates a metric.
  package init(
    key: String, name: String, unit: MetricUnit, goal: String?, policy: TabSwitchPolicy? = nil, decimals: Int,
    definition: String, whyItMatters: String, value: @escaping @Sendable (RunMetrics) -> Double?,
    criterion: MetricGoal?
  ) {
    self.key = key
    self.name = name
    self.unit = unit
    self.goal = goal
    self.criterion = criterion
    self.policy = policy
    self.decimals = decimals
    self.definition = definition
    self.whyItMatters = whyItMatters
    self.value = value
  }

  /// The row label of `nestlab compare` and `nestlab run`: the name, with the unit for
  /// lengths and times ("tracking error (pt)", "momentum continuity").
  package var label: String {
    switch unit {
    case .points, .seconds: return "\(name) (\(unit.symbol))"
    case .ratio, .fraction, .count: return name
    }
  }

  /// The value judged against the goal alone, `.neutral` when the metric is `nil` or not
  /// finite; whether the goal applies to a run at all is ``GoalEvaluation``'s to say.
  package func verdict(for metrics: RunMetrics) -> MetricVerdict {
    guard let value = value(metrics), value.isFinite else { return .neutral }
    return judge(value)
  }

  /// The value for a run with ``decimals`` places, or `nil` when the run gives it nothing.
  package func text(for metrics: RunMetrics) -> String? {
    value(metrics).map { LabNumberFormat.fixed($0, decimals: decimals) }
  }
}
