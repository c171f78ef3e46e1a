import Foundation
import NestLabKit
import NestedScrollFuzzing
import Testing

/// The counts and figures the documents write in prose are what the files and the code say
/// today: the number of scenarios and of saved fuzz inputs, the tolerance beside each goal,
/// what the frame rates change, the fuzz program's step bound and PERFORMANCE.md's length. A
/// figure on a line that names a commit (a table row of an earlier run) is that commit's, so
/// it is left out of the counts of today's files.
extension DocumentationTests {
  /// The documents whose prose figures are checked, relative to the repository root.
  static let figureDocuments = [
    "README.md", "Documentation/Quality.md", "Documentation/Metrics.md", "PERFORMANCE.md",
  ]
  /// The most lines PERFORMANCE.md may have: one table per run, history left to git.
  static let performanceLineLimit = 350

  /// The text of `path`, relative to the repository root.
  static func document(_ path: String) throws -> String {
    try String(contentsOf: LabGlossaryTests.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The document in units a figure cannot cross: each paragraph with its line breaks and
  /// indentation folded into spaces (a phrase wrapped across lines is found whole), each table
  /// row on its own; units that name a commit (`` `4c39937` ``) are left out when
  /// `withCommits` is false.
  static func units(_ path: String, withCommits: Bool = true) throws -> [String] {
    var units: [String] = []
    var paragraph: [String] = []
    func endParagraph() {
      if !paragraph.isEmpty { units.append(paragraph.joined(separator: " ")) }
      paragraph = []
    }
    for line in try document(path).split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty {
        endParagraph()
      } else if trimmed.hasPrefix("|") {
        endParagraph()
        units.append(trimmed)
      } else {
        paragraph.append(trimmed)
      }
    }
    endParagraph()
    return withCommits ? units : units.filter { $0.firstMatch(of: /`[0-9a-f]{7,40}`/) == nil }
  }

  /// The numbers written before `noun` in the given documents' units that name no commit
  /// ("39 scenarios", "1,000 steps"), each with its document.
  static func figures(before noun: String, in paths: [String]) throws -> [(path: String, value: Int)] {
    let pattern = try Regex<(Substring, Substring)>("([0-9][0-9,]*) \(noun)\\b")
    return try paths.flatMap { path in
      try units(path, withCommits: false).flatMap { unit in
        unit.matches(of: pattern).compactMap { match in
          Int(match.output.1.replacingOccurrences(of: ",", with: "")).map { (path, $0) }
        }
      }
    }
  }

  @Test func everyScenarioCountIsTheCorpus() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: ScenarioLoaderTests.corpus)
    let corpus = files.filter { $0.hasSuffix(".json") }.count
    let written = try Self.figures(before: "scenarios", in: Self.figureDocuments)
    #expect(
      Set(written.map(\.path)).isSuperset(of: ["README.md", "Documentation/Quality.md", "PERFORMANCE.md"]))
    for figure in written {
      #expect(
        figure.value == corpus, "\(figure.path) says \(figure.value) scenarios; Scenarios/ holds \(corpus)")
    }
  }

  @Test func everySavedInputCountIsTheInputsFolder() throws {
    let folder = LabGlossaryTests.root.appendingPathComponent("Tests/NestedScrollFuzzingTests/Inputs/Fixed")
      .path
    let saved = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".fuzz") }
      .count
    let written = try Self.figures(before: "saved inputs", in: Self.figureDocuments)
    #expect(!written.isEmpty)
    for figure in written {
      #expect(
        figure.value == saved, "\(figure.path) says \(figure.value) saved inputs; Inputs/Fixed holds \(saved)"
      )
    }
  }

  /// Every goal a document writes after a metric's name in prose ("*rests on snap* 1.00 ±
  /// 0.001") or in the README's summary is the goal with its criterion's tolerance, and an
  /// example of reading one ("`1.00 ± 0.05` is met from 0.95 to 1.05") is that tolerance's.
  @Test func everyGoalIsWrittenWithItsTolerance() throws {
    let goals = MetricDefinition.all.compactMap { metric in metric.goalWithTolerance.map { (metric, $0) } }
    var namedGoals = 0
    var examples = 0
    for path in Self.figureDocuments {
      for unit in try Self.units(path) {
        for (metric, goal) in goals {
          for range in unit.ranges(of: "*\(metric.name)* ") {
            let after = unit[range.upperBound...]
            guard let first = after.first, first.isNumber || first == "≤" || first == "<" else { continue }
            namedGoals += 1
            let written = after.prefix(goal.count)
            #expect(written == goal, "\(path): *\(metric.name)* \(written)…, not \(goal)")
          }
        }
        for example in unit.matches(of: /`([0-9.]+) ± ([0-9.]+)` is met from ([0-9.]+) to ([0-9.]+)/) {
          examples += 1
          let (_, target, tolerance, low, high) = example.output
          #expect(
            goals.contains { $0.1 == "\(target) ± \(tolerance)" },
            "\(path): no goal is \(target) ± \(tolerance)")
          let (center, width) = (try #require(Double(target)), try #require(Double(tolerance)))
          let (from, to) = (try #require(Double(low)), try #require(Double(high)))
          #expect(
            abs(from - (center - width)) < 1e-9 && abs(to - (center + width)) < 1e-9,
            "\(path): \(example.output.0)")
        }
      }
    }
    #expect(namedGoals > 0 && examples > 0)
  }

  /// Where a document says what the frame rate changes, it says what is measured: ours ends
  /// within a bound of the same place, never "identical", and the bound holds the worst
  /// frame-rate difference measured over the corpus.
  @Test func theFrameRateWordingIsWhatIsMeasured() throws {
    let metric = try #require(MetricDefinition.named("frameRateDifference"))
    let worst =
      Self.measured.filter { Self.oursPolicies.contains($0.strategy) }.compactMap(\.metrics)
      .compactMap(metric.value).max() ?? 0
    #expect(worst > 0, "ours measures no frame-rate difference: the documents may say identical")
    var bounds = 0
    for path in Self.figureDocuments {
      for unit in try Self.units(path) where unit.contains("60 Hz") {
        #expect(
          !unit.contains("identical"), "\(path): \"identical\" at 60 Hz, measured up to \(worst) pt: \(unit)")
        guard unit.contains("same place") else { continue }
        // "half a point" is 0.5 pt.
        let written = unit.firstMatch(of: /within (half a point|([0-9.]+) pt) of the same place/)
        let bound: Double? = written.flatMap { match in match.output.2.map { Double($0) } ?? 0.5 }
        #expect(
          bound.map { $0 >= worst } == true,
          "\(path): the same place at 60 Hz, measured \(worst) pt apart: \(unit)")
        bounds += 1
      }
    }
    #expect(bounds > 0)
  }

  @Test func theFuzzStepBoundIsTheDecoders() throws {
    let written = try Self.figures(before: "steps", in: ["PERFORMANCE.md", "Scripts/fuzz"])
    #expect(Set(written.map(\.path)) == ["PERFORMANCE.md", "Scripts/fuzz"])
    for figure in written {
      #expect(figure.value == FuzzProgram.maximumSteps, "\(figure.path) says \(figure.value) steps")
    }
  }

  @Test func performanceFitsItsLineLimit() throws {
    let lines = try Self.document("PERFORMANCE.md").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count - 1 <= Self.performanceLineLimit, "PERFORMANCE.md has \(lines.count - 1) lines")
  }
}
