/// Renders `nestlab report`'s HTML: one self-contained page (inline CSS and JavaScript, no
/// network, no external fonts) with
///
/// - a summary table on top: scenario × strategy × metric, "ours" first in every scenario,
///   each metric's goal in the header and every cell coloured by ``MetricVerdict``;
/// - per scenario, side by side, a small phone per strategy replaying the run (header at
///   `headerTop`, tab bar at `tabBarTop`, the active tab's rows moving with the scroll
///   position) with play/pause and a scrubber;
/// - per scenario and strategy an SVG plot over time of the header's top, the active
///   list's offset and the finger's y (dashed, while a finger is down), and an SVG plot of
///   the scroll position's velocity (finite differences) with every pin crossing marked.
///
/// The replay reads its per-frame data from one `<script type="application/json"
/// id="nestlab-data">` block. The page exposes `window.nestlabReplay` with
/// `step(seconds[, scenario])`, `seek(seconds[, scenario])`, `play([scenario])`,
/// `pause([scenario])` and `time(scenario)` so tests can drive frames deterministically.
///
/// Rendering is a pure function of its input: no clock, no randomness, numbers written
/// with ``HTMLEscaping/number(_:decimals:nonFinite:)``, every text escaped.
public struct ReportRenderer: Sendable {
  /// The page title.
  public var title: String
  /// One-line descriptions of strategies by identifier, listed under the summary table.
  public var strategySummaries: [String: String]
  /// The summary table's columns.
  public var columns: [ReportMetricColumn]
  /// A line printed under the title (how the report was made), if any.
  public var note: String?

  /// The identifier that is always listed first.
  public static let primaryStrategy = "ours"

  /// Creates a renderer.
  public init(
    title: String = "nestlab report", strategySummaries: [String: String] = [:],
    columns: [ReportMetricColumn] = ReportMetricColumn.standard, note: String? = nil
  ) {
    self.title = title
    self.strategySummaries = strategySummaries
    self.columns = columns
    self.note = note
  }

  /// All strategies of `sections`: "ours" first, then in order of first appearance.
  public static func strategyOrder(_ sections: [ReportSection]) -> [String] {
    var order: [String] = []
    for section in sections {
      for trace in section.traces where !order.contains(trace.strategy) {
        order.append(trace.strategy)
      }
      for strategy in section.failures.keys.sorted() where !order.contains(strategy) {
        order.append(strategy)
      }
    }
    if let index = order.firstIndex(of: primaryStrategy) {
      order.remove(at: index)
      order.insert(primaryStrategy, at: 0)
    }
    return order
  }

  /// The indices of `section.traces` in report order ("ours" first, then `order`).
  static func orderedTraceIndices(_ section: ReportSection, order: [String]) -> [Int] {
    section.traces.indices.sorted { a, b in
      let rankA = order.firstIndex(of: section.traces[a].strategy) ?? Int.max
      let rankB = order.firstIndex(of: section.traces[b].strategy) ?? Int.max
      return rankA == rankB ? a < b : rankA < rankB
    }
  }

  /// The rows of `section` in the summary, in report order: each strategy with the index
  /// of its trace, or `nil` when it failed on this scenario.
  static func summaryRows(_ section: ReportSection, order: [String]) -> [(strategy: String, trace: Int?)] {
    var rows: [(strategy: String, trace: Int?)] = orderedTraceIndices(section, order: order).map {
      (section.traces[$0].strategy, $0)
    }
    for strategy in section.failures.keys.sorted() where !rows.contains(where: { $0.strategy == strategy }) {
      rows.append((strategy, nil))
    }
    return rows.enumerated().sorted { a, b in
      let rankA = order.firstIndex(of: a.element.strategy) ?? Int.max
      let rankB = order.firstIndex(of: b.element.strategy) ?? Int.max
      return rankA == rankB ? a.offset < b.offset : rankA < rankB
    }.map(\.element)
  }

  /// The whole HTML page.
  public func render(_ sections: [ReportSection]) -> String {
    let order = Self.strategyOrder(sections)
    let e = HTMLEscaping.escape
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<meta name=\"generator\" content=\"nestlab report\">\n"
    html += "<title>\(e(title))</title>\n<link rel=\"icon\" href=\"data:,\">\n"
    html += "<style>\n\(ReportAssets.css)</style>\n</head>\n<body>\n"
    html += "<header class=\"page-header\"><div><h1>\(e(title))</h1>"
    let traceCount = sections.reduce(0) { $0 + $1.traces.count }
    html += "<p class=\"sub\">\(sections.count) scenario\(sections.count == 1 ? "" : "s") · "
    html += "\(order.count) strateg\(order.count == 1 ? "y" : "ies") · \(traceCount) runs"
    if let note { html += " · \(e(note))" }
    html += "</p></div><button type=\"button\" class=\"play-all\">▶ Play all</button></header>\n<main>\n"
    html += renderSummary(sections, order: order)
    for (index, section) in sections.enumerated() {
      html += renderSection(section, index: index, order: order)
    }
    if sections.isEmpty {
      html += "<p class=\"empty\">No scenarios were run.</p>\n"
    }
    html += "</main>\n"
    html += "<script type=\"application/json\" id=\"nestlab-data\">"
    html += dataBlock(sections, order: order).text
    html += "</script>\n<script>\n\(ReportAssets.script)</script>\n</body>\n</html>\n"
    return html
  }

  // MARK: Summary

  private func colorIndex(_ strategy: String, order: [String]) -> Int {
    (order.firstIndex(of: strategy) ?? 0) % ReportAssets.strategyColorCount
  }

  private func renderSummary(_ sections: [ReportSection], order: [String]) -> String {
    let e = HTMLEscaping.escape
    var html = "<section id=\"summary\" class=\"card\">\n<h2>Summary</h2>\n"
    // Goals met per strategy, over all scenarios.
    var met: [String: (good: Int, judged: Int)] = [:]
    for section in sections {
      for (index, trace) in section.traces.enumerated() {
        let metrics = section.metrics(at: index)
        for column in columns {
          switch column.verdict(for: metrics) {
          case .good: met[trace.strategy, default: (0, 0)].good += 1
          case .bad: met[trace.strategy, default: (0, 0)].judged += 1
          case .neutral: break
          }
        }
      }
    }
    html += "<div class=\"scorecard\">"
    for strategy in order {
      let score = met[strategy, default: (0, 0)]
      let total = score.good + score.judged
      let allGood = total > 0 && score.judged == 0
      html +=
        "<div class=\"score strategy-\(colorIndex(strategy, order: order))\(allGood ? " all-good" : "")\""
      html += " data-strategy=\"\(e(strategy))\"><span class=\"chip\"></span><b>\(e(strategy))</b>"
      html += "<span class=\"score-value\">\(score.good)/\(total) goals met</span></div>"
    }
    html += "</div>\n"
    html +=
      "<div class=\"table-wrap\"><table class=\"summary\">\n<thead><tr><th>Scenario</th><th>Strategy</th>"
    for column in columns {
      html += "<th data-metric=\"\(e(column.key))\">\(e(column.title))"
      if !column.unit.isEmpty { html += " <span class=\"unit\">(\(e(column.unit)))</span>" }
      html += "<span class=\"goal\">\(column.goal.isEmpty ? "no goal" : "goal " + e(column.goal))</span></th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for (sectionIndex, section) in sections.enumerated() {
      let rows = Self.summaryRows(section, order: order)
      for (position, row) in rows.enumerated() {
        html += position == 0 ? "<tr class=\"group-start\"" : "<tr"
        html += " data-scenario=\"\(e(section.scenario.name))\""
        html += " data-strategy=\"\(e(row.strategy))\">"
        if position == 0 {
          html += "<th scope=\"rowgroup\" rowspan=\"\(rows.count)\" class=\"scenario-name\">"
          html += "<a href=\"#scenario-\(sectionIndex)\">\(e(section.scenario.name))</a></th>"
        }
        html += "<td class=\"strategy strategy-\(colorIndex(row.strategy, order: order))\">"
        html += "<span class=\"chip\"></span>\(e(row.strategy))</td>"
        guard let traceIndex = row.trace else {
          let reason = section.failures[row.strategy] ?? ""
          html += "<td colspan=\"\(columns.count)\" class=\"metric bad failed\" title=\"\(e(reason))\">"
          html += "could not run: \(e(reason))</td></tr>\n"
          continue
        }
        let metrics = section.metrics(at: traceIndex)
        for column in columns {
          let verdict = column.verdict(for: metrics)
          html += "<td class=\"metric \(verdict.rawValue)\" data-metric=\"\(e(column.key))\">"
          html += "\(e(column.text(for: metrics)))</td>"
        }
        html += "</tr>\n"
      }
      if rows.isEmpty {
        html += "<tr class=\"group-start\" data-scenario=\"\(e(section.scenario.name))\">"
        html +=
          "<th class=\"scenario-name\"><a href=\"#scenario-\(sectionIndex)\">\(e(section.scenario.name))</a></th>"
        html += "<td colspan=\"\(columns.count + 1)\" class=\"metric neutral\">no runs</td></tr>\n"
      }
    }
    html += "</tbody></table></div>\n"
    html += "<p class=\"legend-note\"><span class=\"metric good\">meets the goal</span> "
    html +=
      "<span class=\"metric bad\">misses it</span> <span class=\"metric neutral\">— nothing to measure</span> "
    html += "Tolerances: lengths within 0.5 pt, ratios within 5 %, counts exact.</p>\n"
    if !order.isEmpty {
      html += "<dl class=\"strategies\">"
      for strategy in order {
        html += "<dt class=\"strategy-\(colorIndex(strategy, order: order))\"><span class=\"chip\"></span>"
        html += "\(e(strategy))</dt><dd>\(e(strategySummaries[strategy] ?? ""))</dd>"
      }
      html += "</dl>\n"
    }
    html += "</section>\n"
    return html
  }

  // MARK: Scenario sections

  private func describe(_ screen: ScreenSpec, frames: FrameTiming) -> String {
    let n = { (value: Double) in HTMLEscaping.number(value, decimals: 1) }
    var text = "\(n(screen.width))×\(n(screen.height)) pt · header \(n(screen.headerHeight))"
    if screen.pinnedHeaderHeight > 0 { text += " (pinned \(n(screen.pinnedHeaderHeight)))" }
    text += " · tab bar \(n(screen.tabBarHeight)) · top inset \(n(screen.topInset))"
    text += " · \(screen.tabs.count) tab\(screen.tabs.count == 1 ? "" : "s")"
    if screen.snapsHeader { text += " · header snap" }
    if screen.refresh != nil { text += " · pull to refresh" }
    switch frames {
    case .regular(let hz): text += " · \(n(hz)) Hz"
    case .jittery(let minimum, let maximum, _):
      text += " · irregular frames \(n(minimum * 1000))–\(n(maximum * 1000)) ms"
    }
    return text
  }

  private func renderSection(_ section: ReportSection, index: Int, order: [String]) -> String {
    let e = HTMLEscaping.escape
    let scenario = section.scenario
    let indices = Self.orderedTraceIndices(section, order: order)
    let curves = indices.map { TraceCurves(trace: section.traces[$0]) }
    var html = "<section class=\"scenario card\" id=\"scenario-\(index)\" data-scenario-index=\"\(index)\""
    html += " data-scenario=\"\(e(scenario.name))\">\n"
    html += "<h2>\(e(scenario.name))</h2>\n"
    if !scenario.summary.isEmpty { html += "<p class=\"summary-text\">\(e(scenario.summary))</p>\n" }
    html += "<p class=\"screen-spec\">\(e(describe(scenario.screen, frames: scenario.frames)))</p>\n"
    for strategy in section.failures.keys.sorted() {
      html += "<p class=\"failure\"><b>\(e(strategy))</b> could not run this scenario: "
      html += "\(e(section.failures[strategy] ?? ""))</p>\n"
    }

    // Replay.
    let screen = scenario.screen
    html += "<div class=\"replay\" data-scenario-index=\"\(index)\">\n<div class=\"controls\">"
    html += "<button type=\"button\" class=\"play\">▶ Play</button>"
    html += "<input type=\"range\" class=\"scrub\" min=\"0\" max=\"1000\" value=\"0\" aria-label=\"time\">"
    html += "<span class=\"clock\">0.00 s</span>"
    html += "<label class=\"speed-label\">speed <select class=\"speed\"><option value=\"0.25\">0.25×</option>"
    html += "<option value=\"0.5\">0.5×</option><option value=\"1\" selected>1×</option></select></label>"
    html += "</div>\n<div class=\"phones\">"
    for (position, traceIndex) in indices.enumerated() {
      let strategy = section.traces[traceIndex].strategy
      html += "<figure class=\"phone-card strategy-\(colorIndex(strategy, order: order))\">"
      html += "<div class=\"phone-frame\"><svg class=\"phone\" data-trace=\"\(position)\""
      html +=
        " data-strategy=\"\(e(strategy))\" viewBox=\"0 0 \(HTMLEscaping.number(screen.width, decimals: 1))"
      html += " \(HTMLEscaping.number(screen.height, decimals: 1))\" preserveAspectRatio=\"xMidYMin slice\""
      html += " role=\"img\" aria-label=\"replay of \(e(strategy))\"></svg></div>"
      html += "<figcaption><span class=\"chip\"></span>\(e(strategy))</figcaption></figure>"
    }
    html += "</div>\n</div>\n"

    // Plots: shared axes across strategies so the runs compare at a glance.
    let allTimes = section.traces.flatMap { $0.samples.map(\.time) }
    let startTime = min(0, allTimes.min() ?? 0)
    let timeDomain = startTime...max(allTimes.max() ?? 1, startTime + 0.1)
    let pinnedHeaderTop = screen.topInset - screen.pinPosition
    let positionValues = curves.flatMap { curve in
      (curve.headerTop + curve.listOffset + curve.fingerY).compactMap { $0?.y }
    }
    let positionDomain = SVGPlot.domain(of: positionValues, including: [pinnedHeaderTop])
    let velocityValues = curves.flatMap { $0.velocity.compactMap { $0?.y } }
    let velocityDomain = SVGPlot.domain(of: velocityValues, including: [0])
    html += "<div class=\"plots\">\n"
    for (position, traceIndex) in indices.enumerated() {
      let trace = section.traces[traceIndex]
      let curve = curves[position]
      let id = "p\(index)-\(position)"
      html += "<div class=\"plot-card strategy-\(colorIndex(trace.strategy, order: order))\""
      html += " data-strategy=\"\(e(trace.strategy))\"><h3><span class=\"chip\"></span>\(e(trace.strategy))"
      html += "<span class=\"samples\">\(trace.samples.count) samples</span></h3>\n"

      var positionMarkers: [SVGPlot.Marker] = [
        .horizontal(y: pinnedHeaderTop, label: "header pinned", cssClass: "m-pinned")
      ]
      for (number, change) in curve.tabSwitches.prefix(20).enumerated() {
        positionMarkers.append(
          .vertical(
            x: change.time, label: "tab \(change.from)→\(change.to)", cssClass: "m-tab", row: number % 2))
      }
      let positionPlot = SVGPlot(
        id: "\(id)-pos", kind: "position", xLabel: "time (s)", yLabel: "points",
        xDomain: timeDomain, yDomain: positionDomain,
        series: [
          .init(name: "header top (screen y)", cssClass: "s-header", points: curve.headerTop),
          .init(name: "list offset", cssClass: "s-list", points: curve.listOffset),
          .init(name: "finger y", cssClass: "s-finger", points: curve.fingerY, dashed: true),
        ],
        markers: positionMarkers)
      html += positionPlot.render() + "\n"

      var velocityMarkers: [SVGPlot.Marker] = []
      for (number, crossing) in curve.pinCrossings.prefix(40).enumerated() {
        // Arrow: ↑ header → list (collapsing), ↓ list → header; the speed at the crossing.
        let speed = HTMLEscaping.number(abs(crossing.velocity), decimals: 0)
        let label = number < 4 ? "pin \(crossing.collapsing ? "↑" : "↓") \(speed) pt/s" : nil
        velocityMarkers.append(.vertical(x: crossing.time, label: label, cssClass: "m-pin", row: number % 4))
        velocityMarkers.append(.dot(x: crossing.time, y: crossing.velocity, label: nil, cssClass: "m-pin"))
      }
      let velocityPlot = SVGPlot(
        id: "\(id)-vel", kind: "velocity", height: 170, xLabel: "time (s)", yLabel: "pt/s",
        xDomain: timeDomain, yDomain: velocityDomain,
        series: [.init(name: "scroll velocity", cssClass: "s-velocity", points: curve.velocity)],
        markers: velocityMarkers)
      html += velocityPlot.render() + "\n"
      if curve.pinCrossings.isEmpty {
        html +=
          "<p class=\"plot-note\">never crosses the pin (position \(HTMLEscaping.number(screen.pinPosition, decimals: 1)) pt)</p>"
      } else {
        html += "<p class=\"plot-note\">\(curve.pinCrossings.count) pin crossing"
        html += "\(curve.pinCrossings.count == 1 ? "" : "s") (position "
        html += "\(HTMLEscaping.number(screen.pinPosition, decimals: 1)) pt)</p>"
      }
      html += "</div>\n"
    }
    html += "</div>\n</section>\n"
    return html
  }

  // MARK: Embedded data

  private func dataBlock(_ sections: [ReportSection], order: [String]) -> ReportJSON {
    var scenarios: [ReportJSON] = []
    for section in sections {
      let screen = section.scenario.screen
      let tabs: [ReportJSON] = screen.tabs.map { tab in
        .object([
          ("title", .string(tab.title)),
          ("content", .number(tab.contentHeight, decimals: 1)),
          ("rows", tab.itemHeights.map { ReportJSON.numbers($0.map { Optional($0) }, decimals: 2) } ?? .null),
        ])
      }
      var traces: [ReportJSON] = []
      var duration = 0.0
      for traceIndex in Self.orderedTraceIndices(section, order: order) {
        let trace = section.traces[traceIndex]
        let samples = trace.samples
        duration = max(duration, samples.last?.time ?? 0)
        traces.append(
          .object([
            ("strategy", .string(trace.strategy)),
            ("t", .numbers(samples.map(\.time), decimals: 4)),
            ("h", .numbers(samples.map(\.observation.headerTop), decimals: 1)),
            ("b", .numbers(samples.map(\.observation.tabBarTop), decimals: 1)),
            ("a", .array(samples.map { .integer($0.observation.activeTab) })),
            ("p", .numbers(samples.map(\.observation.scrollPosition), decimals: 1)),
            ("f", .numbers(samples.map(\.fingerY), decimals: 1)),
            ("r", .array(samples.map { .integer($0.observation.isRefreshing ? 1 : 0) })),
            (
              "changes",
              .array(
                trace.screenChanges.map { change in
                  .object([
                    ("t", .number(change.time, decimals: 4)),
                    ("headerHeight", .number(change.screen.headerHeight, decimals: 1)),
                    ("contents", .numbers(change.screen.tabs.map(\.contentHeight), decimals: 1)),
                  ])
                })
            ),
          ]))
      }
      scenarios.append(
        .object([
          ("name", .string(section.scenario.name)),
          ("duration", .number(duration, decimals: 4)),
          (
            "screen",
            .object([
              ("width", .number(screen.width, decimals: 1)),
              ("height", .number(screen.height, decimals: 1)),
              ("topInset", .number(screen.topInset, decimals: 1)),
              ("headerHeight", .number(screen.headerHeight, decimals: 1)),
              ("pinnedHeaderHeight", .number(screen.pinnedHeaderHeight, decimals: 1)),
              ("tabBarHeight", .number(screen.tabBarHeight, decimals: 1)),
              ("tabs", .array(tabs)),
            ])
          ),
          ("traces", .array(traces)),
        ]))
    }
    return .object([("version", .integer(1)), ("scenarios", .array(scenarios))])
  }
}
