/// The table `nestlab compare` prints: for each scenario, one row per metric
/// (``MetricDefinition/all``) that any strategy measures, one column per strategy (in the order
/// given, ours first), each value marked met or missed where its goal judges the run
/// (``GoalEvaluation``), then the goals each strategy met.
package struct MetricsTable: Sendable {
  /// How the table is written.
  package enum Format: String, Sendable, CaseIterable {
    /// Aligned columns for a terminal, one table per scenario family, at most
    /// ``MetricsTable/textWidth`` columns wide.
    case text
    /// One GitHub-flavoured Markdown table.
    case markdown
  }

  /// The widest line of the text format, in characters.
  package static let textWidth = 120

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

  /// One scenario's rows.
  struct ScenarioRows {
    /// The scenario's name.
    var scenario: String
    /// One row per metric some strategy measures: the metric and a cell per strategy.
    var rows: [(metric: MetricDefinition, cells: [Cell])]
  }

  /// One value and its verdict.
  struct Cell {
    /// The value as the tables write it; "" where the strategy did not run the scenario,
    /// "error" where its run failed, "—" where it measured nothing.
    var text: String
    /// Met, missed, or not judged.
    var verdict: MetricVerdict

    /// The text with a mark: "0.00 ok", "5.27 MISS" (`ascii`) or "0.00 ✓", "5.27 ✗".
    func marked(ascii: Bool) -> String {
      switch verdict {
      case .good: return text + (ascii ? " ok" : " ✓")
      case .bad: return text + (ascii ? " MISS" : " ✗")
      case .neutral: return text
      }
    }
  }

  /// The scenarios in the order of the entries, with their rows.
  func scenarioRows() -> [ScenarioRows] {
    var names: [String] = []
    for entry in entries where !names.contains(entry.scenario) { names.append(entry.scenario) }
    return names.map { scenario in
      let cells = strategies.map { strategy in
        entries.first { $0.scenario == scenario && $0.strategy == strategy }
      }
      var rows: [(metric: MetricDefinition, cells: [Cell])] = []
      for metric in MetricDefinition.all {
        let row = cells.map { entry -> Cell in
          guard let entry else { return Cell(text: "", verdict: .neutral) }
          guard let metrics = entry.metrics else { return Cell(text: "error", verdict: .neutral) }
          return Cell(
            text: metric.text(for: metrics) ?? "—", verdict: entry.evaluation.verdict(metric, for: metrics))
        }
        guard row.contains(where: { !["", "error", "—"].contains($0.text) }) else { continue }
        rows.append((metric, row))
      }
      return ScenarioRows(scenario: scenario, rows: rows)
    }
  }

  /// Goals met and missed per strategy (in the order of ``strategies``), over every entry.
  package func tallies() -> [GoalTally] {
    strategies.map { strategy in
      entries.filter { $0.strategy == strategy }.reduce(GoalTally()) { total, entry in
        total + (entry.metrics.map { entry.evaluation.tally($0) } ?? GoalTally())
      }
    }
  }

  /// The table as text. Rows where no strategy has a value are left out; a run that
  /// failed shows `error` and its message is listed under the table.
  package func render(_ format: Format) -> String {
    let scenarios = scenarioRows()
    var failures: [String] = []
    for entry in entries {
      if let error = entry.error { failures.append("\(entry.scenario) × \(entry.strategy): \(error)") }
    }
    var output = format == .markdown ? markdown(scenarios) : text(scenarios)
    if !failures.isEmpty {
      output += "\nFailed runs:\n" + failures.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
    return output
  }

  private func markdown(_ scenarios: [ScenarioRows]) -> String {
    let header = ["scenario", "metric", "goal"] + titles
    var output = "| " + header.joined(separator: " | ") + " |\n"
    output += "|" + header.indices.map { $0 < 3 ? " --- |" : " ---: |" }.joined() + "\n"
    func line(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }
    for scenario in scenarios {
      if scenario.rows.isEmpty {
        output += line([scenario.scenario, "(no metric applies)", ""] + strategies.map { _ in "" })
      }
      for row in scenario.rows {
        output += line(
          [scenario.scenario, row.metric.label, row.metric.goalText ?? "—"]
            + row.cells.map { $0.marked(ascii: false) })
      }
    }
    output += line(["goals met", "", ""] + tallies().map { "\($0.met)/\($0.judged)" })
    return output
  }

  /// The goal column of the text tables, with its tolerance: a one-policy goal names its
  /// policy briefly.
  private static func shortGoal(_ metric: MetricDefinition) -> String {
    guard let goal = metric.goalWithTolerance else { return "—" }
    switch metric.policy {
    case nil: return goal
    case .keepsHeader: return goal + " (header)"
    case .keepsContent: return goal + " (content)"
    }
  }

  private func text(_ scenarios: [ScenarioRows]) -> String {
    // Families in their order, then scenarios outside the corpus; scenarios in table order.
    var groups: [(title: String, scenarios: [ScenarioRows])] = ScenarioFamily.all.map { family in
      (family.name, scenarios.filter { family.scenarios.contains($0.scenario) })
    }
    groups.append(("Other scenarios", scenarios.filter { ScenarioFamily.of(scenario: $0.scenario) == nil }))
    let ascii = true
    // Every cell of a strategy, for its column's width.
    let cellWidths = strategies.indices.map { column in
      scenarios.flatMap { $0.rows.map { $0.cells[column].marked(ascii: ascii).count } }.max() ?? 0
    }
    // Scenario names head their rows on a line of their own; metric labels are indented.
    let labelWidth = max("metric".count, 2 + (MetricDefinition.all.map(\.label.count).max() ?? 0))
    let goalWidth = max("goal".count, MetricDefinition.all.map { Self.shortGoal($0).count }.max() ?? 0)
    let columnWidths = strategies.indices.map { max(cellWidths[$0], 11) }
    let headings = titles.indices.map { Self.wrap(titles[$0], width: columnWidths[$0]) }
    let widths = headings.indices.map { max(columnWidths[$0], headings[$0].map(\.count).max() ?? 0) }
    // Strategy columns in groups that fit the width beside the metric and goal columns.
    var chunks: [[Int]] = [[]]
    var used = labelWidth + 2 + goalWidth
    for column in strategies.indices {
      if !chunks[chunks.count - 1].isEmpty, used + 2 + widths[column] > Self.textWidth {
        chunks.append([])
        used = labelWidth + 2 + goalWidth
      }
      chunks[chunks.count - 1].append(column)
      used += 2 + widths[column]
    }
    func pad(_ cells: [String], _ columns: [Int]) -> String {
      var line = cells[0].padding(labelWidth) + "  " + cells[1].padding(goalWidth)
      for (cell, column) in zip(cells.dropFirst(2), columns) {
        line += "  " + String(repeating: " ", count: max(0, widths[column] - cell.count)) + cell
      }
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
    var output = ""
    for group in groups where !group.scenarios.isEmpty {
      for columns in chunks {
        output += (output.isEmpty ? "" : "\n") + group.title + "\n"
        let lines = columns.map { headings[$0].count }.max() ?? 1
        for line in 0..<lines {
          let cells = columns.map { column -> String in
            let heading = headings[column]
            let offset = lines - heading.count
            return line >= offset ? heading[line - offset] : ""
          }
          output += pad((line == lines - 1 ? ["metric", "goal"] : ["", ""]) + cells, columns) + "\n"
        }
        output +=
          ([labelWidth, goalWidth] + columns.map { widths[$0] }).map { String(repeating: "-", count: $0) }
          .joined(separator: "  ") + "\n"
        for scenario in group.scenarios {
          output += scenario.scenario + (scenario.rows.isEmpty ? "  (no metric applies)" : "") + "\n"
          for row in scenario.rows {
            output +=
              pad(
                ["  " + row.metric.label, Self.shortGoal(row.metric)]
                  + columns.map { row.cells[$0].marked(ascii: ascii) }, columns) + "\n"
          }
        }
      }
    }
    output += "\nGoals met (ok, within the tolerance beside the goal) and missed (MISS) where a scenario\n"
    output += "declares the goal; other values are not judged.\n"
    let tallies = tallies()
    let nameWidth = titles.map(\.count).max() ?? 0
    for (title, tally) in zip(titles, tallies) {
      output += "  " + title.padding(nameWidth) + "  " + "\(tally.met)/\(tally.judged)" + "\n"
    }
    return output
  }

  /// `title` in lines of at most `width` characters, broken after spaces and hyphens (a
  /// longer word stays whole).
  static func wrap(_ title: String, width: Int) -> [String] {
    var words: [String] = []
    var word = ""
    for character in title {
      word.append(character)
      if character == " " || character == "-" {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    var lines: [String] = []
    var line = ""
    for word in words {
      let candidate = line + word
      if !line.isEmpty, candidate.trimmingTrailingSpaces.count > width {
        lines.append(line.trimmingTrailingSpaces)
        line = word
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(line.trimmingTrailingSpaces) }
    return lines
  }
}

extension String {
  /// The string padded with spaces to `width` characters on the right.
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  /// The string without trailing spaces.
  fileprivate var trimmingTrailingSpaces: String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
