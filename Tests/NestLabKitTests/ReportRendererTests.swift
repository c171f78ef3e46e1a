import Foundation
import NestLabKit
import Testing

// MARK: Fixtures

private let screen = ScreenSpec(
  width: 390, height: 844, topInset: 47, headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44,
  tabs: [TabSpec(title: "Posts", contentHeight: 3000), TabSpec(title: "Likes", contentHeight: 800)])

private func scenario(_ name: String) -> Scenario {
  Scenario(
    name: name, summary: "A drag up through the pin, then a fling.", screen: screen, frames: .regular(hz: 60),
    script: [.drag(x: 200, fromY: 600, toY: 200, duration: 0.2, holdBeforeRelease: 0)])
}

/// A hand-made trace: `count` frames 1/60 s apart; the scroll position rises 10 pt per frame
/// from 250, so it crosses the pin (300) between samples 5 and 6 and the header (collapse =
/// position, up to 300) pins there; a finger is down for the first 4 samples, moving up
/// 10 pt per frame with the content. `listOffsetShift` moves the strategy's own list
/// offsets, which the report must not plot.
private func trace(
  strategy: String, count: Int = 25, scenario name: String = "drag", listOffsetShift: Double = 0
)
  -> Trace
{
  var samples: [Trace.Sample] = []
  for index in 0..<count {
    let position = 250 + 10 * Double(index)
    let collapse = min(max(position, 0), 300)
    let observation = Observation(
      headerTop: 47 - collapse, tabBarTop: 347 - collapse, activeTab: 0, scrollPosition: position,
      tabOffsets: [position - 391 + listOffsetShift, -391], isRefreshing: false)
    samples.append(
      Trace.Sample(
        time: Double(index) / 60, fingerY: index < 4 ? 600 - 10 * Double(index) : nil,
        observation: observation))
  }
  return Trace(
    scenario: name, strategy: strategy, screen: screen, samples: samples,
    events: [.touchBegan(time: 0), .touchEnded(time: 3.0 / 60)])
}

private func page(_ sections: [ReportSection]) throws -> HTMLElement {
  try ReportRenderer().document(sections).root
}

// MARK: Helpers

/// The vertices of a path's `d` attribute ("M1,2L3,4" has two).
private func vertices(_ path: HTMLElement) throws -> [[Double]] {
  let d = try #require(path.attribute("d"))
  return try d.split(whereSeparator: { $0 == "M" || $0 == "L" }).map { pair in
    let numbers = pair.split(separator: ",").compactMap { Double($0) }
    try #require(numbers.count == 2, "bad vertex \(pair)")
    return numbers
  }
}

/// The paths of series `series` on the plots of kind `kind`, in page order.
private func paths(_ root: HTMLElement, kind: String, series: String) -> [HTMLElement] {
  root.all("svg", classes: ["plot"], attributes: ["data-plot": kind]).flatMap {
    $0.all("path", attributes: ["data-series": series])
  }
}

// MARK: Plots

@Test func plotsHaveOneVertexPerSample() throws {
  let traces = [trace(strategy: "ours", count: 25), trace(strategy: "threshold-lock", count: 31)]
  let root = try page([
    ReportSection(scenario: scenario("drag"), traces: traces, metrics: [RunMetrics(), RunMetrics()])
  ])
  #expect(root.all("svg", classes: ["plot"], attributes: ["data-plot": "position"]).count == 2)
  #expect(root.all("svg", classes: ["plot"], attributes: ["data-plot": "velocity"]).count == 2)
  #expect(root.all("svg", classes: ["phone"]).count == 2)
  #expect(
    try paths(root, kind: "position", series: "tab bar top").map { try vertices($0).count } == [25, 31])
  #expect(
    try paths(root, kind: "position", series: "content under finger").map { try vertices($0).count } == [
      25, 31,
    ])
  // The finger line only where a finger is down.
  #expect(try paths(root, kind: "position", series: "finger").map { try vertices($0).count } == [4, 4])
  // Finite differences: one point per interval.
  #expect(
    try paths(root, kind: "velocity", series: "scroll velocity").map { try vertices($0).count } == [24, 30])
}

@Test func theScreenPlotUsesScreenCoordinatesSharedByEveryStrategy() throws {
  // Two strategies that showed the same screen but keep different list offsets of their own.
  let root = try page([
    ReportSection(
      scenario: scenario("drag"),
      traces: [trace(strategy: "ours"), trace(strategy: "other", listOffsetShift: 5000)], metrics: [])
  ])
  let plots = root.all("svg", classes: ["plot"], attributes: ["data-plot": "position"])
  #expect(
    plots.allSatisfy {
      $0.all("text", classes: ["axis-label"]).map(\.textContent) == ["time (s)", "screen y (pt)"]
    })
  for series in ["tab bar top", "content under finger", "finger"] {
    let lines = paths(root, kind: "position", series: series)
    #expect(lines.count == 2)
    #expect(lines.first?.attribute("d") == lines.last?.attribute("d"), "\(series) differs between strategies")
  }
  // While the finger drags the content without error, the content line lies on the finger's.
  let finger = try vertices(try #require(paths(root, kind: "position", series: "finger").first))
  let content = try vertices(
    try #require(paths(root, kind: "position", series: "content under finger").first))
  #expect(Array(content.prefix(4)) == finger)
  // After the lift it goes on moving up the screen (smaller y is higher on the plot).
  #expect(zip(content, content.dropFirst()).allSatisfy { $0[1] > $1[1] })
  // The tab bar rises while the header collapses and stops on the "pinned" line.
  let pinned = try #require(plots.first?.first("line", classes: ["marker", "m-pinned"]))
  let tabBar = try vertices(try #require(paths(root, kind: "position", series: "tab bar top").first))
  #expect(try #require(tabBar.last)[1] == Double(try #require(pinned.attribute("y1"))))
  #expect(tabBar[0][1] > tabBar[5][1])
}

@Test func velocityPlotMarksThePinCrossing() throws {
  let root = try page([
    ReportSection(scenario: scenario("drag"), traces: [trace(strategy: "ours")], metrics: [])
  ])
  let velocity = try #require(root.first("svg", attributes: ["data-plot": "velocity"]))
  // 10 pt per 1/60 s = 600 pt/s, crossing upwards (header → list).
  #expect(velocity.all("text", classes: ["marker-label", "m-pin"]).map(\.textContent) == ["pin ↑ 600 pt/s"])
  #expect(velocity.all("line", classes: ["marker", "m-pin"]).count == 1)
  #expect(velocity.all("circle", classes: ["marker-dot", "m-pin"]).count == 1)
  #expect(root.first("p", classes: ["plot-note"])?.textContent.contains("· 1 pin crossing (") == true)
}

// MARK: Text and data

@Test func namesAreEscapedInTheHTMLAndTheData() throws {
  let name = "<b>&\"</script>"
  let section = ReportSection(
    scenario: scenario(name), traces: [trace(strategy: "ours", scenario: name), trace(strategy: "x<y")],
    metrics: [])
  let html = try ReportRenderer().render([section])
  #expect(!html.contains(name) && !html.contains("x<y"))
  // The page parses back to the same tree, names intact.
  let root = try HTMLTreeParser.document(html)
  #expect(root == (try page([section])).normalized)
  #expect(root.first("section", classes: ["scenario"])?.first("h2")?.textContent == name)
  #expect(root.first("section", classes: ["scenario"])?.attribute("data-scenario") == name)
  #expect(root.all("svg", classes: ["phone"]).map { $0.attribute("data-strategy") } == ["ours", "x<y"])
  // The data block cannot end its <script> element, and decodes to the names.
  let block = try #require(root.first("script", attributes: ["id": "nestlab-data"])?.textContent)
  #expect(!block.contains("<") && !block.contains(">") && !block.contains("&"))
  let data = try JSONDecoder().decode(ReplayData.self, from: Data(block.utf8))
  #expect(data.scenarios.map(\.name) == [name])
  #expect(data.scenarios.first?.traces.map(\.strategy) == ["ours", "x<y"])
}

@Test func theReplayDataIsTheTracesInReportOrderWithSortedKeys() throws {
  let sections = [
    ReportSection(
      scenario: scenario("drag"),
      traces: [trace(strategy: "overlay", count: 12), trace(strategy: "ours", count: 10)],
      metrics: [])
  ]
  let root = try page(sections)
  let block = try #require(root.first("script", attributes: ["id": "nestlab-data"])?.textContent)
  let data = try JSONDecoder().decode(ReplayData.self, from: Data(block.utf8))
  #expect(data == ReplayData(sections: sections, order: ["ours", "overlay"]))
  #expect(data.version == ReplayData.currentVersion)
  let replay = try #require(data.scenarios.first)
  #expect(replay.traces.map(\.strategy) == ["ours", "overlay"])
  #expect(replay.traces.map(\.times.count) == [10, 12])
  #expect(replay.traces[0].scrollPositions.prefix(3) == [250, 260, 270])
  #expect(replay.traces[0].fingerYs.prefix(5) == [600, 590, 580, 570, nil])
  #expect(replay.traces[0].times[1] == 0.0167)
  #expect(replay.duration == 0.1833)
  #expect(replay.screen.tabs.map(\.title) == ["Posts", "Likes"])
  // Sorted keys ("scenarios" before "version", "duration" first in a scenario), so the same
  // traces give the same bytes.
  #expect(block.hasPrefix("{\"scenarios\":[{\"duration\":"))
  #expect(block.hasSuffix("],\"version\":\(ReplayData.currentVersion)}"))
  #expect(try data.scriptText() == block)
}

@Test func refreshingIsWrittenAsRangesOfSamples() {
  var refreshing = trace(strategy: "ours", count: 10)
  for index in [2, 3, 4, 7] { refreshing.samples[index].observation.isRefreshing = true }
  let data = ReplayData(
    sections: [ReportSection(scenario: scenario("refresh"), traces: [refreshing], metrics: [])],
    order: ["ours"])
  #expect(data.scenarios.first?.traces.first?.refreshingSamples == [[2, 4], [7, 7]])
}

// MARK: Summary

@Test func summaryTableListsOursFirstInEveryScenario() throws {
  let sections = [
    ReportSection(
      scenario: scenario("first"),
      traces: [trace(strategy: "threshold-lock"), trace(strategy: "ours"), trace(strategy: "overlay")],
      metrics: [RunMetrics(trackingError: 12), RunMetrics(trackingError: 0), RunMetrics(trackingError: 0.2)]),
    ReportSection(
      scenario: scenario("second"), traces: [trace(strategy: "overlay"), trace(strategy: "ours")],
      metrics: [RunMetrics(reversals: 3), RunMetrics(reversals: 0)]),
  ]
  let root = try page(sections)
  let table = try #require(root.first("table", classes: ["summary"]))
  let rows = table.all("tr").filter { $0.attribute("data-strategy") != nil }
  #expect(
    rows.map { $0.attribute("data-strategy") } == ["ours", "threshold-lock", "overlay", "ours", "overlay"])
  #expect(rows.map { $0.attribute("data-scenario") } == ["first", "first", "first", "second", "second"])
  #expect(ReportRenderer.strategyOrder(sections) == ["ours", "threshold-lock", "overlay"])
  // Goals in the header, verdicts in the cells.
  let heading = try #require(table.first("th", attributes: ["data-metric": "trackingError"]))
  #expect(heading.textContent == "tracking error (pt)goal 0 ± 0.5")
  #expect(heading.first("a")?.attribute("href") == "#metric-trackingError")
  let cell = { (row: HTMLElement, metric: String) in
    row.first("td", attributes: ["data-metric": metric]).map {
      $0.classes.joined(separator: " ") + " " + $0.textContent
    }
  }
  #expect(cell(rows[0], "trackingError") == "metric good 0.00")
  #expect(cell(rows[1], "trackingError") == "metric bad 12.00")
  #expect(cell(rows[4], "reversals") == "metric bad 3")
  #expect(cell(rows[0], "headerJump") == "metric neutral —")
  // The replays and plot cards follow the same order.
  #expect(
    root.all("svg", classes: ["phone"]).compactMap { $0.attribute("data-trace") } == [
      "0", "1", "2", "0", "1",
    ])
  #expect(
    root.all("div", classes: ["plot-card"]).compactMap { $0.attribute("data-strategy") } == [
      "ours", "threshold-lock", "overlay", "ours", "overlay",
    ])
}

@Test func failedRunsAreListedInOrder() throws {
  let root = try page([
    ReportSection(
      scenario: scenario("drag"), traces: [trace(strategy: "overlay"), trace(strategy: "ours")],
      metrics: [RunMetrics(), RunMetrics()], failures: ["modulo-snap": "needs <fixed> item heights"])
  ])
  let rows = try #require(root.first("table", classes: ["summary"])).all("tr").filter {
    $0.attribute("data-strategy") != nil
  }
  #expect(rows.map { $0.attribute("data-strategy") } == ["ours", "overlay", "modulo-snap"])
  #expect(
    rows.last?.first("td", classes: ["failed"])?.textContent == "could not run: needs <fixed> item heights")
  #expect(
    root.first("p", classes: ["failure"])?.textContent
      == "modulo-snap could not run this scenario: needs <fixed> item heights")
  #expect(root.all("svg", classes: ["phone"]).count == 2)
}

@Test func emptyReportStillRenders() throws {
  let root = try page([])
  #expect(root.first("p", classes: ["empty"])?.textContent == "No scenarios were run.")
  #expect(root.first("table", classes: ["summary"])?.first("tbody")?.children.isEmpty == true)
}

// MARK: The page as a whole

@Test func renderingIsDeterministicAndSelfContained() throws {
  let sections = [
    ReportSection(scenario: scenario("drag"), traces: [trace(strategy: "ours")], metrics: [RunMetrics()])
  ]
  let html = try ReportRenderer().render(sections)
  #expect(html == (try ReportRenderer().render(sections)))
  #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
  let root = try HTMLTreeParser.document(html)
  // Nothing is loaded: no element has a source, and the only link is the empty icon.
  #expect(root.descendants.allSatisfy { $0.attribute("src") == nil })
  #expect(root.all("link").compactMap { $0.attribute("href") } == ["data:,"])
  // The style sheet and the script are the asset files, inlined.
  let assets = try ReportAssets.load()
  #expect(root.all("style").map(\.textContent) == [assets.stylesheet])
  #expect(root.all("script").last?.textContent == assets.script)
  #expect(assets.script.contains("window.nestlabReplay"))
}

@Test func everyLinkInsideThePageLeadsSomewhere() throws {
  let sections = [
    ReportSection(
      scenario: scenario("02-fling-up-through-pin"),
      traces: [trace(strategy: "ours"), trace(strategy: "overlay")],
      metrics: [])
  ]
  let root = try page(sections)
  let ids = Set(root.descendants.compactMap { $0.attribute("id") })
  let targets = root.all("a").compactMap { $0.attribute("href") }.filter { $0.hasPrefix("#") }
  #expect(targets.count > MetricDefinition.all.count)
  #expect(targets.filter { !ids.contains(String($0.dropFirst())) } == [])
}

// MARK: The guide

@Test func theGuideDefinesEveryMetricOfTheSummary() throws {
  let root = try page([
    ReportSection(scenario: scenario("drag"), traces: [trace(strategy: "ours")], metrics: [])
  ])
  let rows = try #require(root.first("table", classes: ["glossary"])).all("tr").filter {
    $0.attribute("id") != nil
  }
  #expect(rows.map { $0.attribute("data-metric") } == MetricDefinition.all.map(\.key))
  for (row, metric) in zip(rows, MetricDefinition.all) {
    #expect(
      row.children.map(\.textContent) == [
        metric.name, metric.unit.name, metric.goalText ?? "none", metric.definition, metric.whyItMatters,
      ])
  }
}

@Test func eachTechniqueIsDescribedWithAPublicReference() throws {
  let strategies = ["ours", "threshold-lock", "simultaneous-pans", "overlay", "modulo-snap"]
  let root = try page([
    ReportSection(
      scenario: scenario("drag"), traces: strategies.map { trace(strategy: $0) }, metrics: [],
      failures: ["unknown": "no such strategy"])
  ])
  let entries = try #require(root.first("dl", classes: ["techniques"])).all("dd")
  #expect(entries.map { $0.attribute("data-strategy") } == strategies + ["unknown"])
  for entry in entries.dropLast() {
    let technique = try #require(TechniqueDescription.of(strategy: entry.attribute("data-strategy") ?? ""))
    #expect(entry.textContent.hasPrefix(technique.howItWorks))
    #expect(entry.first("a", classes: ["reference"])?.attribute("href") == technique.referenceURL)
  }
  #expect(entries.last?.first("a") == nil)
}

@Test func aCorpusScenarioSaysWhyOursWinsInItsFamily() throws {
  let root = try page([
    ReportSection(
      scenario: scenario("02-fling-up-through-pin"), traces: [trace(strategy: "ours")], metrics: []),
    ReportSection(scenario: scenario("my-own"), traces: [trace(strategy: "ours")], metrics: []),
  ])
  let family = try #require(ScenarioFamily.of(scenario: "02-fling-up-through-pin"))
  let sections = root.all("section", classes: ["scenario"])
  let why = sections.map { $0.all("p", classes: ["why-ours"]) }
  #expect(why.map(\.count) == [1, 0])
  #expect(why.first?.first?.textContent == "\(family.name): \(family.whyOursWins)")
  // The guide lists only the families present, each linking to its scenarios.
  let families = root.all("div", classes: ["family"])
  #expect(families.map { $0.attribute("data-family") } == [family.name])
  #expect(families.first?.all("a").map { $0.attribute("href") } == ["#scenario-0"])
}
