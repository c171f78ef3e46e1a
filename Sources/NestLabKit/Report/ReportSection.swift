/// One scenario of the report: the scenario, one trace per strategy that ran it, and each
/// trace's metrics (`metrics[i]` belongs to `traces[i]`; missing entries count as "nothing
/// measured"), and the strategies that could not run it.
package struct ReportSection: Sendable {
  /// The scenario.
  package var scenario: Scenario
  /// One trace per strategy, in any order (the report puts "ours" first).
  package var traces: [Trace]
  /// The metrics of each trace, in the order of ``traces``.
  package var metrics: [RunMetrics]
  /// Strategies that failed on this scenario, by identifier, with the reason.
  package var failures: [String: String]

  /// Creates a section.
  package init(scenario: Scenario, traces: [Trace], metrics: [RunMetrics], failures: [String: String] = [:]) {
    self.scenario = scenario
    self.traces = traces
    self.metrics = metrics
    self.failures = failures
  }

  /// The metrics of trace `index`, or empty metrics when none were given.
  package func metrics(at index: Int) -> RunMetrics {
    metrics.indices.contains(index) ? metrics[index] : RunMetrics()
  }
}
