extension ReportRenderer {
  /// The summary card: goals met per strategy, then the table of every scenario × strategy ×
  /// metric, each column heading linking to the metric's entry in the guide.
  func summary(_ sections: [ReportSection], order: [String]) -> HTMLElement {
    HTMLElement("section", ["id": "summary", "class": "card"]) {
      HTMLElement("h2") { "Summary" }
      scorecard(sections, order: order)
      Self.table(
        wrapClass: "table-wrap", tableClass: "summary",
        headings: [HTMLElement("th") { "Scenario" }, HTMLElement("th") { "Strategy" }]
          + columns.map(columnHeading),
        rows: sections.enumerated().flatMap { index, section in
          summaryRows(section, index: index, order: order)
        })
      HTMLElement("p", ["class": "legend-note"]) {
        HTMLElement("span", ["class": "metric good"]) { "meets the goal" }
        " "
        HTMLElement("span", ["class": "metric bad"]) { "misses it" }
        " "
        HTMLElement("span", ["class": "metric neutral"]) { "not judged" }
        " A value is judged only where its scenario declares the goal (and, for a tab-switch"
        " policy's goal, only for that policy); — means nothing to measure. Tolerances: lengths within 0.5 pt, ratios within 5 %, counts exact. "
        HTMLElement("a", ["href": "#guide"]) { "What each metric means" }
      }
    }
  }

  /// One pill per strategy: goals met over all scenarios.
  private func scorecard(_ sections: [ReportSection], order: [String]) -> HTMLElement {
    var met: [String: GoalTally] = [:]
    for section in sections {
      for (index, trace) in section.traces.enumerated() {
        let evaluation = GoalEvaluation(declared: section.scenario.goals, strategy: trace.strategy)
        let tally = evaluation.tally(section.metrics(at: index), over: columns)
        met[trace.strategy, default: GoalTally()] = met[trace.strategy, default: GoalTally()] + tally
      }
    }
    return HTMLElement("div", ["class": "scorecard"]) {
      for strategy in order {
        let score = met[strategy, default: GoalTally()]
        let allGood = score.judged > 0 && score.missed == 0
        HTMLElement(
          "div",
          [
            "class": "score \(Self.colorClass(strategy, order: order))\(allGood ? " all-good" : "")",
            "data-strategy": strategy,
          ]
        ) {
          HTMLElement("span", ["class": "chip"])
          HTMLElement("b") { strategy }
          HTMLElement("span", ["class": "score-value"]) {
            score.text
          }
        }
      }
    }
  }

  private func columnHeading(_ column: MetricDefinition) -> HTMLElement {
    HTMLElement("th", ["data-metric": column.key]) {
      HTMLElement("a", ["href": "#metric-\(column.key)", "title": column.definition]) { column.name }
      if !column.unit.symbol.isEmpty {
        " "
        HTMLElement("span", ["class": "unit"]) { "(\(column.unit.symbol))" }
      }
      HTMLElement("span", ["class": "goal"]) { column.goalText.map { "goal \($0)" } ?? "no goal" }
    }
  }

  private func summaryRows(_ section: ReportSection, index: Int, order: [String]) -> [HTMLElement] {
    let rows = Self.summaryRows(section, order: order)
    let name = section.scenario.name
    let scenarioCell = { (span: Int?) in
      HTMLElement(
        "th",
        ["scope": span.map { _ in "rowgroup" }, "rowspan": span.map(String.init), "class": "scenario-name"]
      ) {
        HTMLElement("a", ["href": "#scenario-\(index)"]) { name }
      }
    }
    guard !rows.isEmpty else {
      return [
        HTMLElement("tr", ["class": "group-start", "data-scenario": name]) {
          scenarioCell(nil)
          HTMLElement("td", ["colspan": "\(columns.count + 1)", "class": "metric neutral"]) { "no runs" }
        }
      ]
    }
    return rows.enumerated().map { position, row in
      HTMLElement(
        "tr",
        ["class": position == 0 ? "group-start" : nil, "data-scenario": name, "data-strategy": row.strategy]
      ) {
        if position == 0 { scenarioCell(rows.count) }
        HTMLElement("td", ["class": "strategy \(Self.colorClass(row.strategy, order: order))"]) {
          HTMLElement("span", ["class": "chip"])
          row.strategy
        }
        if let traceIndex = row.trace {
          let metrics = section.metrics(at: traceIndex)
          let evaluation = GoalEvaluation(declared: section.scenario.goals, strategy: row.strategy)
          for column in columns {
            let verdict = evaluation.verdict(column, for: metrics)
            HTMLElement("td", ["class": "metric \(verdict.rawValue)", "data-metric": column.key]) {
              column.text(for: metrics) ?? "—"
            }
          }
        } else {
          let reason = section.failures[row.strategy] ?? ""
          HTMLElement(
            "td", ["colspan": "\(columns.count)", "class": "metric bad failed", "title": reason]
          ) { "could not run: \(reason)" }
        }
      }
    }
  }

  /// A table of `rows` under one row of `headings`, in a scrolling wrapper.
  static func table(wrapClass: String, tableClass: String, headings: [HTMLElement], rows: [HTMLElement])
    -> HTMLElement
  {
    HTMLElement("div", ["class": wrapClass]) {
      HTMLElement("table", ["class": tableClass]) {
        HTMLElement("thead") { HTMLElement("tr") { headings } }
        HTMLElement("tbody") { rows }
      }
    }
  }
}
