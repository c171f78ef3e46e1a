/// Renders `nestlab report`'s HTML: one self-contained page (the style sheet and script of
/// ``ReportAssets`` inlined, no network, no external fonts) built as a typed tree
/// (``HTMLDocument``), with
///
/// - a summary on top: scenario × strategy × metric, "ours" first in every scenario, each
///   metric's goal in the header and every cell coloured by ``MetricVerdict``;
/// - a guide to reading it: every metric's definition, unit, goal and why it matters
///   (``MetricDefinition``), each technique with a public reference
///   (``TechniqueDescription``), and why ours wins in each scenario family
///   (``ScenarioFamily``) — the same text as `Documentation/Metrics.md`;
/// - per scenario, side by side, a small phone per strategy replaying the run (header at
///   `headerTop`, tab bar at `tabBarTop`, the active tab's rows moving with the scroll
///   position) with play/pause and a scrubber;
/// - per scenario and strategy an SVG plot in screen coordinates shared by every strategy
///   (the tab bar's top edge, so the header's collapse; the content under the finger; the
///   finger), and an SVG plot of the scroll position's velocity with every pin crossing
///   marked (``TraceCurves``).
///
/// The replay reads its per-frame data (``ReplayData``) from one `<script
/// type="application/json" id="nestlab-data">` block. The page exposes
/// `window.nestlabReplay` with `step(seconds[, scenario])`, `seek(seconds[, scenario])`,
/// `play([scenario])`, `pause([scenario])` and `time(scenario)` so tests can drive frames
/// deterministically.
///
/// The page depends only on the input: no clock, no randomness, numbers written with
/// ``LabNumberFormat``.
package struct ReportRenderer: Sendable {
  /// The page title.
  package var title: String
  /// The summary table's columns.
  package var columns: [MetricDefinition]
  /// A line printed under the title (how the report was made), if any.
  package var note: String?

  /// The identifier that is always listed first.
  package static let primaryStrategy = "ours"

  /// Creates a renderer.
  package init(
    title: String = "nestlab report", columns: [MetricDefinition] = MetricDefinition.all, note: String? = nil
  ) {
    self.title = title
    self.columns = columns
    self.note = note
  }

  /// All strategies of `sections`: "ours" first, then in order of first appearance.
  package static func strategyOrder(_ sections: [ReportSection]) -> [String] {
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

  /// The CSS class that gives `strategy` its colour (`strategy-0` …).
  static func colorClass(_ strategy: String, order: [String]) -> String {
    "strategy-\((order.firstIndex(of: strategy) ?? 0) % ReportAssets.strategyColorCount)"
  }

  /// `count` and `noun`, in the plural unless `count` is 1 ("3 scenarios", "1 strategy").
  static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }

  /// The whole page as a tree.
  package func document(_ sections: [ReportSection]) throws -> HTMLDocument {
    let assets = try ReportAssets.load()
    let order = Self.strategyOrder(sections)
    let data = try ReplayData(sections: sections, order: order).scriptText()
    let traceCount = sections.reduce(0) { $0 + $1.traces.count }
    var subtitle = "\(Self.counted(sections.count, "scenario", "scenarios")) · "
    subtitle += "\(Self.counted(order.count, "strategy", "strategies")) · \(traceCount) runs"
    if let note { subtitle += " · \(note)" }
    let root = HTMLElement("html", ["lang": "en"]) {
      HTMLElement("head") {
        HTMLElement("meta", ["charset": "utf-8"])
        HTMLElement("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        HTMLElement("meta", ["name": "generator", "content": "nestlab report"])
        HTMLElement("title") { title }
        HTMLElement("link", ["rel": "icon", "href": "data:,"])
        HTMLElement("style") { HTMLNode.rawText(assets.stylesheet) }
      }
      HTMLElement("body") {
        HTMLElement("header", ["class": "page-header"]) {
          HTMLElement("div") {
            HTMLElement("h1") { title }
            HTMLElement("p", ["class": "sub"]) { subtitle }
          }
          HTMLElement("button", ["type": "button", "class": "play-all"]) { "▶ Play all" }
        }
        HTMLElement("main") {
          summary(sections, order: order)
          guide(sections, order: order)
          for (index, section) in sections.enumerated() {
            scenarioSection(section, index: index, order: order)
          }
          if sections.isEmpty {
            HTMLElement("p", ["class": "empty"]) { "No scenarios were run." }
          }
        }
        HTMLElement("script", ["type": "application/json", "id": "nestlab-data"]) { HTMLNode.rawText(data) }
        HTMLElement("script") { HTMLNode.rawText(assets.script) }
      }
    }
    return HTMLDocument(root: root)
  }

  /// The whole page's HTML.
  package func render(_ sections: [ReportSection]) throws -> String {
    try document(sections).rendered
  }
}
