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
/// from 250, so it crosses the pin (300) between samples 5 and 6; a finger is down for the
/// first 4 samples.
private func trace(strategy: String, count: Int = 25, scenario name: String = "drag") -> Trace {
  var samples: [Trace.Sample] = []
  for index in 0..<count {
    let position = 250 + 10 * Double(index)
    let collapse = min(max(position, 0), 300)
    let observation = Observation(
      headerTop: 47 - collapse, tabBarTop: 347 - collapse, activeTab: 0, scrollPosition: position,
      tabOffsets: [position - 391, -391], isRefreshing: false)
    samples.append(
      Trace.Sample(
        time: Double(index) / 60, fingerY: index < 4 ? 600 - 10 * Double(index) : nil,
        observation: observation)
    )
  }
  return Trace(
    scenario: name, strategy: strategy, screen: screen, samples: samples,
    events: [.touchBegan(time: 0), .touchEnded(time: 3.0 / 60)])
}

// MARK: Helpers

/// The `d` attributes of the paths in `html` whose `data-series` is `series`, in order.
private func pathData(in html: String, series: String) -> [String] {
  let marker = "data-series=\"\(series)\" d=\""
  var results: [String] = []
  var rest = html[...]
  while let start = rest.firstRange(of: marker) {
    let tail = rest[start.upperBound...]
    guard let end = tail.firstIndex(of: "\"") else { break }
    results.append(String(tail[..<end]))
    rest = tail[end...]
  }
  return results
}

/// The vertices of a path's `d` attribute ("M1,2L3,4" has two), checking each is a number pair.
private func vertexCount(_ d: String) -> Int {
  var count = 0
  for command in d.split(whereSeparator: { $0 == "M" || $0 == "L" }) {
    let numbers = command.split(separator: ",")
    #expect(numbers.count == 2 && numbers.allSatisfy { Double($0) != nil }, "bad vertex \(command)")
    count += 1
  }
  return count
}

/// The values of `attribute` on every `<tr` of the summary table, in order.
private func summaryRows(_ html: String, attribute: String) -> [String] {
  guard let table = html.firstRange(of: "<table class=\"summary\">"),
    let end = html[table.upperBound...].firstRange(of: "</table>")
  else { return [] }
  var values: [String] = []
  var rest = html[table.upperBound..<end.lowerBound]
  while let row = rest.firstRange(of: "<tr ") {
    let tail = rest[row.upperBound...]
    guard let close = tail.firstIndex(of: ">") else { break }
    let tag = tail[..<close]
    if let key = tag.firstRange(of: "\(attribute)=\"") {
      let value = tag[key.upperBound...]
      values.append(String(value[..<(value.firstIndex(of: "\"") ?? value.endIndex)]))
    }
    rest = tail[close...]
  }
  return values
}

private func occurrences(of needle: String, in html: String) -> Int {
  html.ranges(of: needle).count
}

// MARK: Tests

@Test func plotsHaveOneVertexPerSample() {
  let traces = [trace(strategy: "ours", count: 25), trace(strategy: "threshold-lock", count: 31)]
  let html = ReportRenderer().render([
    ReportSection(scenario: scenario("drag"), traces: traces, metrics: [RunMetrics(), RunMetrics()])
  ])
  // One position plot and one velocity plot per strategy.
  #expect(occurrences(of: "<svg class=\"plot\" data-plot=\"position\"", in: html) == 2)
  #expect(occurrences(of: "<svg class=\"plot\" data-plot=\"velocity\"", in: html) == 2)
  #expect(occurrences(of: "<svg class=\"phone\"", in: html) == 2)

  let header = pathData(in: html, series: "header top (screen y)")
  #expect(header.map(vertexCount) == [25, 31])
  let list = pathData(in: html, series: "list offset")
  #expect(list.map(vertexCount) == [25, 31])
  // The finger line only where a finger is down.
  #expect(pathData(in: html, series: "finger y").map(vertexCount) == [4, 4])
  // Finite differences: one point per interval.
  #expect(pathData(in: html, series: "scroll velocity").map(vertexCount) == [24, 30])
}

@Test func pathPointsFollowTheSamples() throws {
  let html = ReportRenderer().render([
    ReportSection(scenario: scenario("drag"), traces: [trace(strategy: "ours", count: 10)], metrics: [])
  ])
  let d = try #require(pathData(in: html, series: "header top (screen y)").first)
  let points = d.split(whereSeparator: { $0 == "M" || $0 == "L" }).map { pair in
    pair.split(separator: ",").compactMap { Double($0) }
  }
  #expect(points.count == 10)
  // Time increases left to right; the header moves up (smaller y is higher on the plot,
  // so the pixel y grows while the header's top decreases).
  for (a, b) in zip(points, points.dropFirst()) {
    #expect(b[0] > a[0])
    #expect(b[1] >= a[1])
  }
}

@Test func velocityPlotMarksThePinCrossing() {
  let html = ReportRenderer().render([
    ReportSection(scenario: scenario("drag"), traces: [trace(strategy: "ours")], metrics: [])
  ])
  // 10 pt per 1/60 s = 600 pt/s, crossing upwards (header → list).
  #expect(html.contains("pin ↑ 600 pt/s"))
  #expect(html.contains("class=\"marker m-pin\""))
  #expect(html.contains("1 pin crossing "))
}

@Test func escapesScenarioAndStrategyNames() {
  let name = "<b>&\""
  let html = ReportRenderer(strategySummaries: ["ours": "a <i>summary</i>"]).render([
    ReportSection(
      scenario: scenario(name), traces: [trace(strategy: "ours", scenario: name), trace(strategy: "x<y")],
      metrics: [])
  ])
  #expect(!html.contains(name))
  #expect(!html.contains("<i>summary"))
  #expect(!html.contains("x<y"))
  #expect(html.contains("<h2>&lt;b&gt;&amp;&quot;</h2>"))
  #expect(html.contains("data-scenario=\"&lt;b&gt;&amp;&quot;\""))
  #expect(html.contains("a &lt;i&gt;summary&lt;/i&gt;"))
  // The JSON data block cannot close its <script> element.
  #expect(html.contains(#""name":"\u003cb\u003e\u0026\"""#))
  #expect(occurrences(of: "</script>", in: html) == 2)
}

@Test func summaryTableListsOursFirstInEveryScenario() {
  let sections = [
    ReportSection(
      scenario: scenario("first"),
      traces: [trace(strategy: "threshold-lock"), trace(strategy: "ours"), trace(strategy: "overlay")],
      metrics: [RunMetrics(trackingError: 12), RunMetrics(trackingError: 0), RunMetrics(trackingError: 0.2)]),
    ReportSection(
      scenario: scenario("second"),
      traces: [trace(strategy: "overlay"), trace(strategy: "ours")],
      metrics: [RunMetrics(reversals: 3), RunMetrics(reversals: 0)]),
  ]
  let html = ReportRenderer().render(sections)
  #expect(
    summaryRows(html, attribute: "data-strategy") == ["ours", "threshold-lock", "overlay", "ours", "overlay"])
  #expect(summaryRows(html, attribute: "data-scenario") == ["first", "first", "first", "second", "second"])
  #expect(ReportRenderer.strategyOrder(sections) == ["ours", "threshold-lock", "overlay"])
  // Goals in the header, verdicts in the cells.
  #expect(html.contains("Tracking error <span class=\"unit\">(pt)</span><span class=\"goal\">goal 0</span>"))
  #expect(html.contains("<td class=\"metric good\" data-metric=\"trackingError\">0.00</td>"))
  #expect(html.contains("<td class=\"metric bad\" data-metric=\"trackingError\">12.00</td>"))
  #expect(html.contains("<td class=\"metric bad\" data-metric=\"reversals\">3</td>"))
  #expect(html.contains("<td class=\"metric neutral\" data-metric=\"headerJump\">—</td>"))
  // The replays and plot cards follow the same order.
  let phones = html.split(separator: "<svg class=\"phone\" data-trace=\"", omittingEmptySubsequences: false)
    .dropFirst().map {
      $0.prefix(while: { $0 != "\"" })
    }
  #expect(phones == ["0", "1", "2", "0", "1"])
  let summaryEnd = html.firstRange(of: "</table>")?.upperBound ?? html.startIndex
  let cards = html[summaryEnd...].split(separator: "<div class=\"plot-card", omittingEmptySubsequences: false)
    .dropFirst().map { card in
      card.firstRange(of: "data-strategy=\"").map { card[$0.upperBound...].prefix(while: { $0 != "\"" }) }
        ?? ""
    }
  #expect(cards == ["ours", "threshold-lock", "overlay", "ours", "overlay"])
}

@Test func renderingIsDeterministicAndSelfContained() {
  let sections = [
    ReportSection(scenario: scenario("drag"), traces: [trace(strategy: "ours")], metrics: [RunMetrics()])
  ]
  let html = ReportRenderer().render(sections)
  #expect(html == ReportRenderer().render(sections))
  #expect(html.hasPrefix("<!DOCTYPE html>"))
  #expect(html.contains("<script type=\"application/json\" id=\"nestlab-data\">{\"version\":1,"))
  #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("@import"))
  #expect(html.contains("window.nestlabReplay"))
}

@Test func emptyReportStillRenders() {
  let html = ReportRenderer().render([])
  #expect(html.contains("No scenarios were run."))
  #expect(html.contains("<table class=\"summary\">"))
}

@Test func numbersAreFormattedDeterministically() {
  #expect(HTMLEscaping.number(12.345, decimals: 1) == "12.3")
  #expect(HTMLEscaping.number(-0.04, decimals: 1) == "0")
  #expect(HTMLEscaping.number(3.0) == "3")
  #expect(HTMLEscaping.number(-2.5, decimals: 2) == "-2.5")
  #expect(HTMLEscaping.number(0.05, decimals: 2) == "0.05")
  #expect(HTMLEscaping.number(1e300) == "1000000000000")
  #expect(HTMLEscaping.number(.nan, nonFinite: "null") == "null")
  #expect(HTMLEscaping.fixed(0.5, decimals: 2) == "0.50")
  #expect(HTMLEscaping.fixed(7, decimals: 2) == "7.00")
  #expect(HTMLEscaping.fixed(-0.001, decimals: 2) == "0.00")
  #expect(HTMLEscaping.escape("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&#39;")
}

@Test func failedRunsAreListedInOrder() {
  let html = ReportRenderer().render([
    ReportSection(
      scenario: scenario("drag"), traces: [trace(strategy: "overlay"), trace(strategy: "ours")],
      metrics: [RunMetrics(), RunMetrics()], failures: ["modulo-snap": "needs <fixed> item heights"])
  ])
  #expect(summaryRows(html, attribute: "data-strategy") == ["ours", "overlay", "modulo-snap"])
  #expect(html.contains("could not run: needs &lt;fixed&gt; item heights"))
  #expect(html.contains("<b>modulo-snap</b> could not run this scenario"))
  #expect(occurrences(of: "<svg class=\"phone\"", in: html) == 2)
}
