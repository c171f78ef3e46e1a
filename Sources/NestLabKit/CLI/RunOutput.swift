/// What `nestlab run` prints: a readable trace by default; the trace as JSON or CSV when
/// asked with `--format`, or when `--out` names a file (JSON unless it ends in `.csv`).
package enum RunOutput {
  /// The forms of a run's output.
  package enum Format: String, Sendable, CaseIterable {
    /// A few readable lines: scenario, strategy, one line per phase, the metrics.
    case text
    /// The trace's `Codable` form (``TraceWriter/json(_:)``).
    case json
    /// One row per sample (``TraceWriter/csv(_:)``).
    case csv
  }

  /// The format to use: `requested` when given; else, for a file `out`, CSV when it ends in
  /// `.csv` and JSON otherwise; else (standard output) text.
  package static func format(requested: Format?, out: String?) -> Format {
    if let requested { return requested }
    guard let out else { return .text }
    return out.lowercased().hasSuffix(".csv") ? .csv : .json
  }

  /// The run in `format`; the text marks each value met or missed where `goals` (the
  /// scenario's declared goals, ``Scenario/goals``; `nil` for every goal) judge it.
  package static func render(_ trace: Trace, metrics: RunMetrics, goals: [String]?, format: Format) throws
    -> String
  {
    switch format {
    case .text: return text(trace, metrics: metrics, goals: goals)
    case .json: return try TraceWriter.json(trace)
    case .csv: return TraceWriter.csv(trace)
    }
  }

  /// The one-line summary `run` prints on standard error after writing JSON or CSV.
  package static func summaryLine(_ trace: Trace, metrics: RunMetrics) -> String {
    let values = MetricDefinition.all.compactMap { metric in
      metric.text(for: metrics).map { "\(metric.label) \($0)" }
    }
    return "\(trace.scenario) × \(trace.strategy): \(trace.samples.count) samples; "
      + values.joined(separator: ", ")
  }

  /// The readable trace: a line for the scenario and strategy, one line per phase (the
  /// stretches between input events: finger down, released, tab switch, size change,
  /// refresh end) with the header top and scroll position at its start and end, then
  /// the metrics, one a line, each with its goal and, where the goal judges the run
  /// (``GoalEvaluation``), "met" or "MISSED".
  package static func text(_ trace: Trace, metrics: RunMetrics, goals: [String]?) -> String {
    let fixed = { (value: Double, decimals: Int) in LabNumberFormat.fixed(value, decimals: decimals) }
    let duration = trace.samples.last?.time ?? 0
    var lines = [
      "scenario  \(trace.scenario)",
      "strategy  \(trace.strategy)",
      "samples   \(trace.samples.count) over \(fixed(duration, 3)) s",
      "phases    time (s)         header top (pt)      scroll position (pt)   tab",
    ]
    for phase in phases(trace) {
      let samples = trace.samples.filter { $0.time >= phase.start && $0.time < phase.end }
      guard let first = samples.first, let last = samples.last else { continue }
      let header = "\(fixed(first.observation.headerTop, 1)) → \(fixed(last.observation.headerTop, 1))"
      let scroll =
        "\(fixed(first.observation.scrollPosition, 1)) → \(fixed(last.observation.scrollPosition, 1))"
      let tab =
        first.observation.activeTab == last.observation.activeTab
        ? "\(last.observation.activeTab)" : "\(first.observation.activeTab) → \(last.observation.activeTab)"
      let refreshing = samples.contains { $0.observation.isRefreshing } ? ", refreshing" : ""
      lines.append(
        "  " + phase.label.padded(14)
          + "\(fixed(first.time, 3))–\(fixed(last.time, 3))".padded(17)
          + header.padded(21) + scroll.padded(23) + tab + refreshing)
    }
    lines.append("metrics")
    let evaluation = GoalEvaluation(declared: goals, strategy: trace.strategy)
    for metric in MetricDefinition.all {
      guard let value = metric.text(for: metrics) else { continue }
      let verdict: String
      switch evaluation.verdict(metric, for: metrics) {
      case .good: verdict = "met".padded(8)
      case .bad: verdict = "MISSED".padded(8)
      case .neutral: verdict = "".padded(8)
      }
      let goal = metric.goalText.map { goal in
        evaluation.applies(metric) ? "goal \(goal)" : "(goal \(goal): not judged here)"
      }
      lines.append("  " + metric.label.padded(24) + value.padded(10) + verdict + (goal ?? "no goal"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The trace's phases: from each input event to the next (the first from the first sample).
  static func phases(_ trace: Trace) -> [(label: String, start: Double, end: Double)] {
    var boundaries: [(label: String, time: Double)] = []
    for event in trace.events {
      switch event {
      case .touchBegan(let time): boundaries.append(("finger down", time))
      case .touchEnded(let time): boundaries.append(("released", time))
      case .tabSwitch(let time, let from, let to): boundaries.append(("tab \(from) → \(to)", time))
      case .sizeChange(let time): boundaries.append(("size change", time))
      case .endRefresh(let time): boundaries.append(("refresh ends", time))
      }
    }
    boundaries.sort { $0.time < $1.time }
    let start = trace.samples.first?.time ?? 0
    if boundaries.first.map({ $0.time > start }) ?? true { boundaries.insert(("start", start), at: 0) }
    return boundaries.indices.map { index in
      let end = index + 1 < boundaries.count ? boundaries[index + 1].time : .infinity
      return (boundaries[index].label, boundaries[index].time, end)
    }
  }
}

extension String {
  fileprivate func padded(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
