/// One cell group of a comparison: a scenario run through a strategy.
package struct ComparisonEntry: Hashable, Sendable {
  /// Where a long comparison is, for a progress line.
  package struct Progress: Hashable, Sendable {
    /// Runs finished.
    package var completed: Int
    /// Runs in all (scenario × strategy).
    package var total: Int
    /// The scenario about to run (empty when done).
    package var scenario: String
    /// The strategy about to run (empty when done).
    package var strategy: String

    /// Creates a progress report.
    package init(completed: Int, total: Int, scenario: String, strategy: String) {
      self.completed = completed
      self.total = total
      self.scenario = scenario
      self.strategy = strategy
    }
  }

  /// The scenario's name.
  package var scenario: String
  /// The strategy's identifier.
  package var strategy: String
  /// The metrics, unless the run failed.
  package var metrics: RunMetrics?
  /// Why the run failed, if it did.
  package var error: ScenarioError?
  /// The goals the scenario declares (``Scenario/goals``), `nil` for every goal.
  package var goals: [String]?

  /// Creates an entry.
  package init(
    scenario: String, strategy: String, metrics: RunMetrics?, error: ScenarioError?, goals: [String]? = nil
  ) {
    self.scenario = scenario
    self.strategy = strategy
    self.metrics = metrics
    self.error = error
    self.goals = goals
  }

  /// Which goals judge this run.
  package var evaluation: GoalEvaluation { GoalEvaluation(declared: goals, strategy: strategy) }
}
