/// Runs scenarios through strategies and computes every metric, the frame-rate one by
/// paired runs: `nestlab compare` and the report are built on it.
package struct Comparison: Sendable {
  /// The frame timings a scenario is also run at for ``RunMetrics/frameRateDifference``:
  /// 60 Hz, 120 Hz and irregular frames of 4–25 ms (seed 7). A variant equal to the
  /// scenario's own timing is skipped.
  package static let defaultFrameVariants: [FrameTiming] = [
    .regular(hz: 60), .regular(hz: 120), .jittery(minInterval: 0.004, maxInterval: 0.025, seed: 7),
  ]

  /// The runner used for every run.
  package var runner: ScenarioRunner
  /// The timings of the paired runs; empty to skip the frame-rate metric.
  package var frameVariants: [FrameTiming]

  /// Creates a comparison.
  package init(
    runner: ScenarioRunner = ScenarioRunner(), frameVariants: [FrameTiming] = Comparison.defaultFrameVariants
  ) {
    self.runner = runner
    self.frameVariants = frameVariants
  }

  /// How many runs ``run(_:strategy:)`` makes for `scenario` (itself and its variants).
  package func runCount(for scenario: Scenario) -> Int {
    1 + frameVariants.filter { $0 != scenario.frames }.count
  }

  /// Runs `scenario` through `strategy` at its own timing and at every variant; returns
  /// the trace at its own timing and its metrics, ``RunMetrics/frameRateDifference``
  /// being the largest difference against any variant.
  package func run(_ scenario: Scenario, strategy: any NestedScrollStrategy.Type) throws(ScenarioError) -> (
    trace: Trace, metrics: RunMetrics
  ) {
    let trace = try runner.run(scenario, strategy: strategy)
    var metrics = MetricsCalculator.metrics(for: trace)
    for variant in frameVariants where variant != scenario.frames {
      let paired = try runner.run(scenario, strategy: strategy, frames: variant)
      if let difference = MetricsCalculator.frameRateDifference(trace, paired) {
        metrics.frameRateDifference = max(metrics.frameRateDifference ?? 0, difference)
      }
    }
    return (trace, metrics)
  }

  /// Runs every scenario through every strategy, in that order (scenario-major), calling
  /// `progress` before each run. A strategy that cannot build a scenario's screen gives an
  /// entry with its error instead of metrics.
  package func run(
    _ scenarios: [Scenario], strategies: [any NestedScrollStrategy.Type],
    progress: (ComparisonEntry.Progress) -> Void = { _ in }
  ) -> [ComparisonEntry] {
    var entries: [ComparisonEntry] = []
    let total = scenarios.count * strategies.count
    for scenario in scenarios {
      for strategy in strategies {
        progress(
          ComparisonEntry.Progress(
            completed: entries.count, total: total, scenario: scenario.name, strategy: strategy.identifier))
        do {
          let result = try run(scenario, strategy: strategy)
          entries.append(
            ComparisonEntry(
              scenario: scenario.name, strategy: strategy.identifier, metrics: result.metrics, error: nil,
              goals: scenario.goals))
        } catch {
          entries.append(
            ComparisonEntry(
              scenario: scenario.name, strategy: strategy.identifier, metrics: nil, error: error,
              goals: scenario.goals))
        }
      }
    }
    progress(ComparisonEntry.Progress(completed: total, total: total, scenario: "", strategy: ""))
    return entries
  }
}
