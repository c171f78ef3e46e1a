import Foundation
import NestLabKit
import Testing

/// The measured table of `Documentation/Quality.md`, the README's summary of it and what both
/// say about ours are what the code measures today: a change that moves a number fails here
/// until the documents say it (`Scripts/update-quality-table` rewrites the table).
@Suite struct DocumentationTests {
  static let readme = LabGlossaryTests.root.appendingPathComponent("README.md").path
  static let quality = LabGlossaryTests.root.appendingPathComponent("Documentation/Quality.md").path
  static let tableBegin = "<!-- nestlab compare: begin"
  static let tableEnd = "<!-- nestlab compare: end -->"
  static let oursPolicies = [CoordinatorStrategy.identifier, KeepsContentCoordinatorStrategy.identifier]

  /// Every corpus scenario through every strategy, as `nestlab compare Scenarios/*.json` runs
  /// them (frame-rate variants included); measured once for the suite.
  static let measured: [ComparisonEntry] = {
    let scenarios = (try? ScenarioLoader.load(directory: ScenarioLoaderTests.corpus)) ?? []
    return Comparison().run(scenarios, strategies: StrategyRegistry.all)
  }()

  @Test func theQualityTableIsTheMeasuredOne() throws {
    let text = try String(contentsOfFile: Self.quality, encoding: .utf8)
    let begin = try #require(
      text.firstRange(of: Self.tableBegin), "Documentation/Quality.md has no table marker")
    let tableStart = try #require(text[begin.upperBound...].firstIndex(of: "\n"))
    let end = try #require(text[tableStart...].firstRange(of: Self.tableEnd))
    let committed = String(text[text.index(after: tableStart)..<end.lowerBound])
    let table = MetricsTable(
      entries: Self.measured, strategies: StrategyRegistry.identifiers,
      titles: StrategyRegistry.all.map { $0.title })
    #expect(!Self.measured.isEmpty && Self.measured.allSatisfy { $0.error == nil })
    #expect(
      committed == table.render(.markdown),
      "Documentation/Quality.md's table differs from what the code measures: run Scripts/update-quality-table"
    )
  }

  /// The README's short table: for each strategy, the value farthest from the metric's goal
  /// over the scenarios whose goals judge it, written as the full table writes it, and the
  /// goals each strategy meets, counted as `nestlab compare` and the report count them.
  @Test func theREADMESummaryIsTheWorstOfTheMeasuredTable() throws {
    let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
    let scenarioCount = Set(Self.measured.map(\.scenario)).count
    let rows = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") }
      .map { $0.dropFirst(2).dropLast(2).components(separatedBy: " | ") }
    let header = try #require(rows.first { $0.first?.hasPrefix("worst where judged") == true })
    #expect(header[0] == "worst where judged, \(scenarioCount) scenarios" && header[1] == "goal")
    #expect(text.contains("runs \(scenarioCount) scenarios"))
    // "ours" is the default policy; the others are the baselines' identifiers, spelt out.
    let strategies = header.dropFirst(2).map { $0 == "ours" ? CoordinatorStrategy.identifier : $0 }
      .map { $0.replacingOccurrences(of: " ", with: "-") }
    #expect(strategies.allSatisfy { StrategyRegistry.identifiers.contains($0) })
    let summary = rows.filter { row in MetricDefinition.all.contains { $0.label == row.first } }
    #expect(summary.count >= 4)
    for row in summary {
      let metric = try #require(MetricDefinition.all.first { $0.label == row[0] })
      #expect(row[1] == metric.goalText, "\(metric.label): the goal with its tolerance")
      let target: Double = metric.goal?.hasPrefix("1.00") == true ? 1 : 0
      for (strategy, cell) in zip(strategies, row.dropFirst(2)) {
        let worst = Self.measured.filter { $0.strategy == strategy && $0.evaluation.applies(metric) }
          .compactMap(\.metrics)
          .compactMap { metrics in metric.value(metrics).map { (metrics, abs($0 - target)) } }
          .max { $0.1 < $1.1 }
        #expect(cell == worst.flatMap { metric.text(for: $0.0) }, "\(metric.label), \(strategy)")
      }
    }
    let goals = try #require(rows.first { $0.first == "goals met" })
    let table = MetricsTable(entries: Self.measured, strategies: StrategyRegistry.identifiers)
    let tallies = Dictionary(uniqueKeysWithValues: zip(StrategyRegistry.identifiers, table.tallies()))
    for (strategy, cell) in zip(strategies, goals.dropFirst(2)) {
      let tally = try #require(tallies[strategy])
      #expect(cell == "\(tally.met) of \(tally.judged)", "\(strategy)")
    }
    let keepsContent = try #require(tallies[KeepsContentCoordinatorStrategy.identifier])
    #expect(text.contains("ours meets\n\(keepsContent.met) of \(keepsContent.judged) goals"))
  }

  /// Both of our policies meet every goal every corpus scenario declares: what the README and
  /// `Documentation/Quality.md` say.
  @Test func oursMeetsEveryDeclaredGoal() throws {
    for entry in Self.measured where Self.oursPolicies.contains(entry.strategy) {
      let metrics = try #require(entry.metrics)
      for metric in MetricDefinition.all {
        #expect(
          entry.evaluation.verdict(metric, for: metrics) != .bad,
          "\(entry.strategy) misses \(metric.label) in \(entry.scenario): \(metric.text(for: metrics) ?? "")")
      }
      #expect(entry.evaluation.tally(metrics).judged > 0, "\(entry.scenario) judges nothing")
    }
  }

  /// What the snapping scenarios declare changes what is judged, not what is measured: the
  /// slow release of `13-snap-variable-items-slow` turns around once (UIKit paging's return
  /// to its item, not judged there), and modulo snapping rests between items in
  /// `12-snap-variable-items-forward`.
  @Test func aSnapScenarioIsJudgedByItsOwnGoals() throws {
    let reversals = try #require(MetricDefinition.named("reversals"))
    let distance = try #require(MetricDefinition.named("distanceRatio"))
    let rests = try #require(MetricDefinition.named("snapRestsOnBoundary"))
    let slow = try #require(
      Self.measured.first { $0.scenario == "13-snap-variable-items-slow" && $0.strategy == "ours" })
    let slowMetrics = try #require(slow.metrics)
    #expect(slowMetrics.reversals == 1 && slow.evaluation.verdict(reversals, for: slowMetrics) == .neutral)
    #expect(slow.evaluation.verdict(distance, for: slowMetrics) == .neutral)
    #expect(slow.evaluation.verdict(rests, for: slowMetrics) == .good)
    let modulo = try #require(
      Self.measured.first { $0.scenario == "12-snap-variable-items-forward" && $0.strategy == "modulo-snap" })
    #expect(modulo.evaluation.verdict(rests, for: try #require(modulo.metrics)) == .bad)
  }

  /// `nestlab compare`'s text fits a 120-column terminal, every scenario of the corpus and
  /// every strategy included, and marks each judged value.
  @Test func compareTextFitsOneHundredTwentyColumns() {
    let text = MetricsTable(
      entries: Self.measured, strategies: StrategyRegistry.identifiers,
      titles: StrategyRegistry.all.map { $0.title }
    ).render(.text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines { #expect(line.count <= MetricsTable.textWidth, "\(line.count) columns: \(line)") }
    #expect(lines.contains { $0.hasSuffix(" ok") } && lines.contains { $0.contains(" MISS") })
    for family in ScenarioFamily.all { #expect(lines.contains { $0 == family.name }, "\(family.name)") }
  }
}
