/// The table `nestlab compare` prints: one row per scenario and metric
/// (``MetricDefinition/all``), one column per strategy (in the order given, ours first), with
/// each metric's goal.
package struct MetricsTable: Sendable {
  /// How the table is written.
  package enum Format: String, Sendable, CaseIterable {
    /// Aligned columns for a terminal.
    case text
    /// A GitHub-flavoured Markdown table.
    case markdown
  }

  /// The entries shown.
  package var entries: [ComparisonEntry]
  /// The strategy columns, in order.
  package var strategies: [String]
  /// The column headings, one per strategy.
  package var titles: [String]

  /// Creates a table of `entries`; `strategies` orders the columns (ours first), headed by
  /// `titles` (default: the identifiers).
  package init(entries: [ComparisonEntry], strategies: [String], titles: [String]? = nil) {
    self.entries = entries
    self.strategies = strategies
    self.titles = titles.flatMap { $0.count == strategies.count ? $0 : nil } ?? strategies
  }

  /// The table as text. Rows where no strategy has a value are left out; a run that
  /// failed shows `error` and its message is listed under the table.
  package func render(_ format: Format) -> String {
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
      for metric in MetricDefinition.all {
        let values = cells.map { cell -> String? in
          guard let cell else { return "" }
          guard let metrics = cell.metrics else { return "error" }
          return metric.text(for: metrics)
        }
        guard values.contains(where: { $0 != nil && $0 != "" && $0 != "error" }) else { continue }
        rows.append(
          [format == .text && !first ? "" : scenario, metric.label, metric.goal ?? "—"]
            + values.map { $0 ?? "—" })
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
}
