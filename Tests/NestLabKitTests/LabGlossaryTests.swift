import Foundation
import NestLabKit
import Testing

/// The metric glossary, the techniques and "why ours wins" come from one
/// place, cover everything the lab shows, and `Documentation/Metrics.md` says the same.
@Suite struct LabGlossaryTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let metrics = root.appendingPathComponent("Documentation/Metrics.md").path

  @Test func theDocumentedGlossaryIsTheGeneratedOne() throws {
    let text = try String(contentsOfFile: Self.metrics, encoding: .utf8)
    let section = try #require(
      LabGlossary.section(in: text),
      "Documentation/Metrics.md has no section between \(LabGlossary.beginMarker) and its end")
    #expect(
      section == LabGlossary.markdown,
      "Documentation/Metrics.md differs from the code: run `swift run nestlab glossary --write Documentation/Metrics.md`"
    )
  }

  @Test func everyMetricIsDefinedAndReadsItsOwnValue() throws {
    // A RunMetrics whose every field holds a different number: each definition must read
    // the field its key names.
    let keys = Mirror(reflecting: RunMetrics()).children.compactMap(\.label)
    var numbers: [String: Int] = [:]
    for (index, key) in keys.enumerated() { numbers[key] = index + 1 }
    let metrics = try JSONDecoder().decode(RunMetrics.self, from: JSONEncoder().encode(numbers))
    #expect(Set(MetricDefinition.all.map(\.key)) == Set(keys))
    #expect(MetricDefinition.all.count == keys.count)
    for metric in MetricDefinition.all {
      #expect(metric.value(metrics) == numbers[metric.key].map(Double.init), "\(metric.key)")
      #expect(!metric.definition.isEmpty && !metric.whyItMatters.isEmpty, "\(metric.key)")
      #expect(
        !(metric.definition + metric.whyItMatters).contains("|"), "\(metric.key) breaks the Markdown table")
    }
  }

  @Test func everyRegisteredStrategyHasATechniqueWithAPublicReference() {
    #expect(TechniqueDescription.all.map(\.strategy) == StrategyRegistry.identifiers)
    for technique in TechniqueDescription.all {
      #expect(technique.referenceURL.hasPrefix("https://"), "\(technique.strategy)")
      #expect(!technique.howItWorks.isEmpty, "\(technique.strategy)")
    }
  }

  /// Where a re-enacted technique is described publicly is said once: the article of
  /// NestLabStrategies' documentation on the technique and the doc comments of the types
  /// that re-enact it cite the reference the report and `Documentation/Metrics.md` give.
  @Test(arguments: [
    ("threshold-lock", "ThresholdLock", ["NestLabStrategies/BaselineThresholdLockStrategy.swift"]),
    ("simultaneous-pans", "SimultaneousPans", ["NestLabStrategies/BaselineSimultaneousPansStrategy.swift"]),
    ("overlay", "OverlayScrollView", ["NestLabStrategies/BaselineOverlayScrollViewStrategy.swift"]),
    (
      "modulo-snap", "ModuloSnap",
      [
        "NestLabStrategies/BaselineModuloSnap.swift",
        "NestLabKit/Strategies/BaselineModuloSnapStrategy.swift",
      ]
    ),
  ])
  func everyBaselineCitesItsTechniquesPublicReference(strategy: String, article: String, sources: [String])
    throws
  {
    let reference = try #require(TechniqueDescription.of(strategy: strategy)).referenceURL
    let root = Self.root.appendingPathComponent("Sources")
    let articlePath = root.appendingPathComponent("NestLabStrategies/NestLabStrategies.docc/\(article).md")
      .path
    #expect(
      try String(contentsOfFile: articlePath, encoding: .utf8).contains("<\(reference)>"), "\(article).md")
    for source in sources {
      let text = try String(contentsOfFile: root.appendingPathComponent(source).path, encoding: .utf8)
      #expect(text.contains("<\(reference)>"), "\(source)")
    }
  }

  @Test func everyCorpusScenarioBelongsToExactlyOneFamily() throws {
    let corpus = try ScenarioLoader.scenarioFiles(in: ScenarioLoaderTests.corpus).map { path in
      String(path.split(separator: "/").last?.dropLast(".json".count) ?? "")
    }
    let listed = ScenarioFamily.all.flatMap(\.scenarios)
    #expect(listed.sorted() == corpus.sorted())
    #expect(Set(listed).count == listed.count)
  }

  @Test func theGeneratedSectionCanBeRewritten() throws {
    let stale = "intro\n\(LabGlossary.beginMarker)\nold text\n\(LabGlossary.endMarker)\noutro\n"
    let updated = try #require(LabGlossary.updating(stale))
    #expect(
      updated == "intro\n\(LabGlossary.beginMarker)\n\(LabGlossary.markdown)\(LabGlossary.endMarker)\noutro\n"
    )
    #expect(LabGlossary.section(in: updated) == LabGlossary.markdown)
    #expect(LabGlossary.updating("no markers") == nil)
  }
}
