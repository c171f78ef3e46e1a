import ArgumentParser
import Foundation
import NestLabKit

/// `nestlab report`: runs scenarios through strategies and writes one self-contained HTML
/// page (summary table, per-scenario plots and phone replays; see ``NestLabKit/ReportRenderer``).
struct Report: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run scenarios through strategies and write a self-contained HTML report.",
    discussion: """
      The page has a summary table (scenario × strategy × metric, goals in the header, cells \
      coloured good/bad), and per scenario an SVG plot of header top, list offset and finger \
      over time, a velocity plot with the pin crossings marked, and side-by-side animated \
      phone replays of every strategy. It loads nothing from the network.
      """)

  @Argument(help: "Scenario files, directories or names in Scenarios/ (default: all of Scenarios/).")
  var scenarios: [String] = []

  @Option(name: .shortAndLong, help: "Where to write the HTML (missing directories are created).")
  var out: String = "report.html"

  @Option(
    name: .long, parsing: .singleValue,
    help: "Strategies, comma-separated or repeated (default: all registered, ours first).")
  var strategies: [String] = []

  @Option(help: "The page title.")
  var title: String = "nestlab report"

  @Flag(help: "Skip the paired runs at other frame timings (no frame-rate difference).")
  var noFrameVariants = false

  func run() throws {
    let types = try StrategyArguments.resolve(strategies)
    let loaded = try ScenarioArguments.files(scenarios).map { path throws(ScenarioError) in
      try ScenarioLoader.load(path: path)
    }
    let comparison = Comparison(frameVariants: noFrameVariants ? [] : Comparison.defaultFrameVariants)
    let progress = ProgressLine()
    let total = loaded.count * types.count
    var sections: [ReportSection] = []
    for scenario in loaded {
      var section = ReportSection(scenario: scenario, traces: [], metrics: [])
      for type in types {
        progress.show(
          ComparisonEntry.Progress(
            completed: sections.count * types.count + section.traces.count + section.failures.count,
            total: total,
            scenario: scenario.name, strategy: type.identifier))
        do {
          let result = try comparison.run(scenario, strategy: type)
          section.traces.append(result.trace)
          section.metrics.append(result.metrics)
        } catch {
          section.failures[type.identifier] = error.description
        }
      }
      sections.append(section)
    }
    progress.show(ComparisonEntry.Progress(completed: total, total: total, scenario: "", strategy: ""))
    var summaries: [String: String] = [:]
    for type in types { summaries[type.identifier] = type.summary }
    let html = ReportRenderer(
      title: title, strategySummaries: summaries,
      note: "strategies: " + types.map { $0.identifier }.joined(separator: ", ")
    ).render(sections)
    try OutputFile.write(html, to: out)
    let counts =
      "\(sections.count) scenario\(sections.count == 1 ? "" : "s") × \(types.count) "
      + "strateg\(types.count == 1 ? "y" : "ies")"
    print("wrote \(out): \(counts), \(html.utf8.count) bytes")
  }

}
