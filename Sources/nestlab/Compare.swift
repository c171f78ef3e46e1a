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

  @OptionGroup var scenarios: ScenarioSelection
  @OptionGroup var strategies: StrategySelection
  @OptionGroup var frames: FrameVariantOptions

  @Option(help: "Table format: text or markdown.")
  var format: MetricsTable.Format = .text

  func run() throws {
    let types = try strategies.resolve()
    let loaded = try scenarios.load()
    let progress = ProgressLine()
    let entries = frames.comparison.run(loaded, strategies: types) { progress.show($0) }
    let table = MetricsTable(
      entries: entries, strategies: types.map { $0.identifier }, titles: types.map { $0.title })
    print(table.render(format), terminator: "")
  }
}

extension MetricsTable.Format: ExpressibleByArgument {}
