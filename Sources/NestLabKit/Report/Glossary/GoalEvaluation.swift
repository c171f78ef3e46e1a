import NestedScrollCore

/// Whether each metric meets its goal for one run: the one place a verdict is decided, so
/// `nestlab compare`, `nestlab run`, the report and the documents' tables print the same.
///
/// A metric is judged only where its goal applies: the scenario declares it
/// (``Scenario/goals``; a scenario that declares none is judged by every goal), and, for a
/// goal of one tab-switch policy (``MetricDefinition/policy``), the strategy runs that
/// policy. Everywhere else the value is shown without a verdict.
package struct GoalEvaluation: Hashable, Sendable {
  /// The metric keys the scenario declares, `nil` for every goal.
  package var declared: [String]?
  /// The strategy's identifier.
  package var strategy: String

  /// The evaluation for a run of `strategy` through a scenario that declares `declared`.
  package init(declared: [String]?, strategy: String) {
    self.declared = declared
    self.strategy = strategy
  }

  /// The tab-switch policy `strategy` runs: ours under either policy; `nil` for the
  /// baselines, which have none.
  package static func policy(of strategy: String) -> TabSwitchPolicy? {
    (StrategyRegistry.strategy(named: strategy) as? CoordinatorStrategy.Type)?.tabSwitchPolicy
  }

  /// Whether `metric`'s goal judges this run: it has a goal, the scenario declares it and,
  /// for a one-policy goal, the strategy runs that policy.
  package func applies(_ metric: MetricDefinition) -> Bool {
    guard metric.goal != nil, declared?.contains(metric.key) ?? true else { return false }
    guard let policy = metric.policy else { return true }
    return Self.policy(of: strategy) == policy
  }

  /// The verdict of `metric` for `metrics`: `.neutral` where the goal does not apply or the
  /// run gives the metric nothing to measure.
  package func verdict(_ metric: MetricDefinition, for metrics: RunMetrics) -> MetricVerdict {
    applies(metric) ? metric.verdict(for: metrics) : .neutral
  }

  /// How many goals the run meets and misses, over `metrics` (default: every metric).
  package func tally(_ metrics: RunMetrics, over columns: [MetricDefinition] = MetricDefinition.all)
    -> GoalTally
  {
    var tally = GoalTally()
    for metric in columns {
      switch verdict(metric, for: metrics) {
      case .good: tally.met += 1
      case .bad: tally.missed += 1
      case .neutral: break
      }
    }
    return tally
  }
}

/// Goals met and missed, summed over runs.
package struct GoalTally: Hashable, Sendable {
  /// Goals met.
  package var met = 0
  /// Goals missed.
  package var missed = 0

  /// An empty tally.
  package init(met: Int = 0, missed: Int = 0) {
    self.met = met
    self.missed = missed
  }

  /// Goals judged.
  package var judged: Int { met + missed }

  /// "412/412 goals met".
  package var text: String { "\(met)/\(judged) goals met" }

  /// The sum of two tallies.
  package static func + (a: GoalTally, b: GoalTally) -> GoalTally {
    GoalTally(met: a.met + b.met, missed: a.missed + b.missed)
  }
}
