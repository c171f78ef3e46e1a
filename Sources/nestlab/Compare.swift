import ArgumentParser
import Foundation
import NestLabKit

/// `nestlab compare`: every scenario through every strategy, one table of metrics.
struct Compare: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Run scenarios through strategies and print a table: scenario × metric, one column per strategy.",
    discussion: """
      Each scenario also runs at 60 Hz, 120 Hz and irregular frames for the frame-rate \
      difference. Progress goes to standard error; the table to standard output.
      """)

  @Argument(help: "Scenario files, directories or names in Scenarios/ (default: all of Scenarios/).")
  var scenarios: [String] = []

  @Option(
    name: .long, parsing: .singleValue,
    help: "Strategies, comma-separated or repeated (default: all registered, ours first).")
  var strategies: [String] = []

  @Option(help: "Table format: text or markdown.")
  var format: MetricsTable.Format = .text

  @Flag(help: "Skip the paired runs at other frame timings (no frame-rate difference).")
  var noFrameVariants = false

  func run() throws {
    let types = try StrategyArguments.resolve(strategies)
    let loaded = try ScenarioArguments.files(scenarios).map { path throws(ScenarioError) in
      try ScenarioLoader.load(path: path)
    }
    let comparison = Comparison(frameVariants: noFrameVariants ? [] : Comparison.defaultFrameVariants)
    let progress = ProgressLine()
    let entries = comparison.run(loaded, strategies: types) { progress.show($0) }
    let table = MetricsTable(
      entries: entries, strategies: types.map { $0.identifier }, titles: types.map { $0.title })
    print(table.render(format), terminator: "")
  }
}

extension MetricsTable.Format: ExpressibleByArgument {}
