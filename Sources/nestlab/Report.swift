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
      coloured good/bad), a guide (every metric defined, each technique with a public \
      reference, why ours wins per scenario family), and per scenario side-by-side animated \
      phone replays of every strategy, a plot in screen coordinates (tab bar, content under \
      the finger, finger) and a velocity plot with the pin crossings marked. It loads \
      nothing from the network.
      """)

  @OptionGroup var scenarios: ScenarioSelection
  @OptionGroup var strategies: StrategySelection
  @OptionGroup var frames: FrameVariantOptions

  @Option(name: .shortAndLong, help: "Where to write the HTML (missing directories are created).")
  var out: String = "report.html"

  @Option(help: "The page title.")
  var title: String = "nestlab report"

  func run() throws {
    let types = try strategies.resolve()
    let loaded = try scenarios.load()
    let comparison = frames.comparison
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
    let html = try ReportRenderer(
      title: title, note: "strategies: " + types.map { $0.identifier }.joined(separator: ", ")
    ).render(sections)
    try OutputFile.write(html, to: out)
    let counts =
      "\(sections.count) scenario\(sections.count == 1 ? "" : "s") × \(types.count) "
      + "strateg\(types.count == 1 ? "y" : "ies")"
    print("wrote \(out): \(counts), \(html.utf8.count) bytes")
  }

}
