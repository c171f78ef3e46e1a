/// The table `nestlab compare` prints: one row per scenario and metric, one column per
/// strategy (in the order given, ours first), with each metric's goal.
public struct MetricsTable: Sendable {
  /// How the table is written.
  public enum Format: String, Sendable, CaseIterable {
    /// Aligned columns for a terminal.
    case text
    /// A GitHub-flavoured Markdown table.
    case markdown
  }

  /// One metric as a table row.
  public struct Metric: Sendable {
    /// The row label, with its unit.
    public var name: String
    /// The goal, as printed.
    public var goal: String
    /// The value of the metric, formatted, or `nil` when the run gives it nothing.
    public var value: @Sendable (RunMetrics) -> String?
  }

  /// Every ``RunMetrics`` field, in the order of DESIGN.md, the tab-switch policy's beside the
  /// tab metrics (the snap metrics of issue 18 last).
  public static let metrics: [Metric] = [
    Metric(name: "tracking error (pt)", goal: "0") { $0.trackingError.map { fixed($0, 2) } },
    Metric(name: "momentum continuity", goal: "1.00") { $0.momentumContinuity.map { fixed($0, 3) } },
    Metric(name: "reversals", goal: "0") { $0.reversals.map { String($0) } },
    Metric(name: "distance / projection", goal: "1.00") { $0.distanceRatio.map { fixed($0, 3) } },
    Metric(name: "header jump (pt)", goal: "0") { $0.headerJump.map { fixed($0, 2) } },
    Metric(name: "offsets kept", goal: "1.00") { $0.offsetsKept.map { fixed($0, 2) } },
    Metric(name: "header moved (pt)", goal: "0 keeping header") { $0.headerMoved.map { fixed($0, 2) } },
    Metric(name: "positions kept", goal: "1.00 keeping content") { $0.positionsKept.map { fixed($0, 2) } },
    Metric(name: "header settle (s)", goal: "≤ 0.35") { $0.headerSettleTime.map { fixed($0, 2) } },
    Metric(name: "time to rest (s)", goal: "—") { $0.timeToRest.map { fixed($0, 2) } },
    Metric(name: "frame-rate diff (pt)", goal: "< 0.5") { $0.frameRateDifference.map { fixed($0, 2) } },
    Metric(name: "peak speed / release", goal: "≤ 1.00") { $0.peakSpeedRatio.map { fixed($0, 3) } },
    Metric(name: "snap time to rest (s)", goal: "≤ 1.5") { $0.snapTimeToRest.map { fixed($0, 2) } },
  ]

  /// The entries shown.
  public var entries: [ComparisonEntry]
  /// The strategy columns, in order.
  public var strategies: [String]
  /// The column headings, one per strategy.
  public var titles: [String]

  /// Creates a table of `entries`; `strategies` orders the columns (ours first), headed by
  /// `titles` (default: the identifiers).
  public init(entries: [ComparisonEntry], strategies: [String], titles: [String]? = nil) {
    self.entries = entries
    self.strategies = strategies
    self.titles = titles.flatMap { $0.count == strategies.count ? $0 : nil } ?? strategies
  }

  /// The table as text. Rows where no strategy has a value are left out; a run that
  /// failed shows `error` and its message is listed under the table.
  public func render(_ format: Format) -> String {
    var scenarios: [String] = []
    for entry in entries where !scenarios.contains(entry.scenario) { scenarios.append(entry.scenario) }
    let header = ["scenario", "metric", "goal"] + titles
    var rows: [[String]] = []
    var failures: [String] = []
    for scenario in scenarios {
      let cells = strategies.map { strategy in
        entries.first { $0.scenario == scenario && $0.strategy == strategy }
      }
      for cell in cells.compactMap({ $0 }) where cell.error != nil {
        failures.append("\(scenario) × \(cell.strategy): \(cell.error.map { "\($0)" } ?? "")")
      }
      var first = true
      for metric in Self.metrics {
        let values = cells.map { cell -> String? in
          guard let cell else { return "" }
          guard let metrics = cell.metrics else { return "error" }
          return metric.value(metrics)
        }
        guard values.contains(where: { $0 != nil && $0 != "" && $0 != "error" }) else { continue }
        rows.append(
          [format == .text && !first ? "" : scenario, metric.name, metric.goal] + values.map { $0 ?? "—" })
        first = false
      }
      if first { rows.append([scenario, "(no metric applies)", ""] + strategies.map { _ in "" }) }
    }
    var output: String
    switch format {
    case .markdown:
      output = line(header, separator: " | ", prefix: "| ", suffix: " |") + "\n"
      output += "|" + header.indices.map { $0 < 3 ? " --- |" : " ---: |" }.joined() + "\n"
      for row in rows { output += line(row, separator: " | ", prefix: "| ", suffix: " |") + "\n" }
    case .text:
      let widths = header.indices.map { column in
        ([header] + rows).map { $0[column].count }.max() ?? 0
      }
      func pad(_ row: [String]) -> String {
        row.enumerated().map { column, cell in
          let padding = String(repeating: " ", count: widths[column] - cell.count)
          return column < 3 ? cell + padding : padding + cell
        }.joined(separator: "  ")
      }
      output =
        pad(header) + "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
      for row in rows { output += pad(row) + "\n" }
    }
    if !failures.isEmpty {
      output += "\nFailed runs:\n" + failures.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
    return output
  }

  private func line(_ cells: [String], separator: String, prefix: String, suffix: String) -> String {
    prefix + cells.joined(separator: separator) + suffix
  }

  /// `value` with `decimals` decimals, without Foundation.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let whole = Int(rounded / scale)
    var fraction = String(Int(rounded.truncatingRemainder(dividingBy: scale)))
    while fraction.count < decimals { fraction = "0" + fraction }
    let sign = value < 0 && rounded != 0 ? "-" : ""
    return decimals > 0 ? "\(sign)\(whole).\(fraction)" : "\(sign)\(whole)"
  }
}
