/// One cell group of a comparison: a scenario run through a strategy.
public struct ComparisonEntry: Hashable, Sendable {
  /// Where a long comparison is, for a progress line.
  public struct Progress: Hashable, Sendable {
    /// Runs finished.
    public var completed: Int
    /// Runs in all (scenario × strategy).
    public var total: Int
    /// The scenario about to run (empty when done).
    public var scenario: String
    /// The strategy about to run (empty when done).
    public var strategy: String

    /// Creates a progress report.
    public init(completed: Int, total: Int, scenario: String, strategy: String) {
      self.completed = completed
      self.total = total
      self.scenario = scenario
      self.strategy = strategy
    }
  }

  /// The scenario's name.
  public var scenario: String
  /// The strategy's identifier.
  public var strategy: String
  /// The metrics, unless the run failed.
  public var metrics: RunMetrics?
  /// Why the run failed, if it did.
  public var error: ScenarioError?

  /// Creates an entry.
  public init(scenario: String, strategy: String, metrics: RunMetrics?, error: ScenarioError?) {
    self.scenario = scenario
    self.strategy = strategy
    self.metrics = metrics
    self.error = error
  }
}
