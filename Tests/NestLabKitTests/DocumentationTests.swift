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
  /// over every scenario, written as the full table writes it.
  @Test func theREADMESummaryIsTheWorstOfTheMeasuredTable() throws {
    let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
    let scenarioCount = Set(Self.measured.map(\.scenario)).count
    let rows = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") }
      .map { $0.dropFirst(2).dropLast(2).components(separatedBy: " | ") }
    let header = try #require(rows.first { $0.first?.hasPrefix("worst over") == true })
    #expect(header[0] == "worst over \(scenarioCount) scenarios" && header[1] == "goal")
    #expect(text.contains("runs \(scenarioCount) scenarios"))
    // "ours" is the default policy; the others are the baselines' identifiers, spelt out.
    let strategies = header.dropFirst(2).map { $0 == "ours" ? CoordinatorStrategy.identifier : $0 }
      .map { $0.replacingOccurrences(of: " ", with: "-") }
    #expect(strategies.allSatisfy { StrategyRegistry.identifiers.contains($0) })
    let summary = rows.filter { row in MetricDefinition.all.contains { $0.label == row.first } }
    #expect(summary.count >= 4)
    for row in summary {
      let metric = try #require(MetricDefinition.all.first { $0.label == row[0] })
      #expect(row[1] == metric.goal, "\(metric.label)")
      let target: Double = metric.goal?.hasPrefix("1.00") == true ? 1 : 0
      for (strategy, cell) in zip(strategies, row.dropFirst(2)) {
        let worst = Self.measured.filter { $0.strategy == strategy }.compactMap(\.metrics)
          .compactMap { metrics in metric.value(metrics).map { (metrics, abs($0 - target)) } }
          .max { $0.1 < $1.1 }
        #expect(cell == worst.flatMap { metric.text(for: $0.0) }, "\(metric.label), \(strategy)")
      }
    }
  }

  /// Where ours misses a goal, it is by design and said so: only reversals and distance ÷
  /// projection, only in the snapping scenarios, under both policies alike, each named with
  /// its value in `Documentation/Quality.md`.
  @Test func oursMissesOnlyWhatTheDocumentationExplains() throws {
    let quality = try String(contentsOfFile: Self.quality, encoding: .utf8)
    let snapping = try #require(ScenarioFamily.all.first { $0.name == "Snapping" }).scenarios
    var misses: [String: Set<String>] = [:]
    for entry in Self.measured where Self.oursPolicies.contains(entry.strategy) {
      let metrics = try #require(entry.metrics)
      for metric in MetricDefinition.all where metric.verdict(for: metrics) == .bad {
        let value = metric.text(for: metrics) ?? ""
        #expect(
          snapping.contains(entry.scenario), "\(entry.strategy) misses \(metric.label) in \(entry.scenario)")
        #expect(["reversals", "distanceRatio"].contains(metric.key), "\(entry.scenario): \(metric.label)")
        if metric.key == "distanceRatio" {
          #expect(
            quality.contains("`\(entry.scenario)`\n  \(value)")
              || quality.contains("`\(entry.scenario)` \(value)"))
        }
        misses[entry.strategy, default: []].insert("\(entry.scenario) \(metric.key) \(value)")
      }
    }
    #expect(misses[CoordinatorStrategy.identifier] == misses[KeepsContentCoordinatorStrategy.identifier])
    let reversals = misses[CoordinatorStrategy.identifier, default: []].filter { $0.contains(" reversals ") }
    #expect(reversals.count == 1, "the README and Quality.md speak of one reversal: \(reversals)")
  }
}
