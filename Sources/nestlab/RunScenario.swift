import ArgumentParser
import Foundation
import NestLabKit

/// `nestlab run SCENARIO`: one scenario through one strategy; the trace as JSON or CSV,
/// the metrics on standard error.
struct RunScenario: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run one scenario through one strategy and print the trace (JSON or CSV).",
    discussion: """
      SCENARIO is a scenario file (format: Scenarios/README.md) or the name of one in \
      Scenarios/ ("02-fling-up-through-pin", or a unique part such as "fling-up"). The \
      metrics of the run, including the frame-rate difference against 60 Hz, 120 Hz and \
      irregular frames, go to standard error.
      """)

  /// Output formats of the trace.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json, csv
  }

  @Argument(help: "A scenario file or the name of one in Scenarios/.")
  var scenario: String

  @Option(help: "The strategy (\(StrategyRegistry.identifiers.joined(separator: ", "))).")
  var strategy: String = CoordinatorStrategy.identifier

  @Option(help: "Trace format: json or csv.")
  var format: Format = .json

  @Option(name: .shortAndLong, help: "Write the trace to this file instead of standard output.")
  var out: String?

  @Option(help: "Override the scenario's frames: a rate in Hz (\"120\") or \"jitter\" (4–25 ms, seed 7).")
  var frames: String?

  @Flag(help: "Skip the paired runs at other frame timings (no frame-rate difference).")
  var noFrameVariants = false

  func validate() throws {
    if let frames, frameTiming(frames) == nil {
      throw ValidationError("--frames must be a rate in Hz (0 < hz ≤ 1000) or \"jitter\"")
    }
  }

  private func frameTiming(_ text: String) -> FrameTiming? {
    if text == "jitter" { return .jittery(minInterval: 0.004, maxInterval: 0.025, seed: 7) }
    guard let hz = Double(text), hz > 0, hz <= 1000 else { return nil }
    return .regular(hz: hz)
  }

  func run() throws {
    guard let type = try StrategyArguments.resolve([strategy]).first else { return }
    let file = try ScenarioArguments.lookUp(scenario: scenario)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
      throw ValidationError("\(file) is a directory: `run` takes one scenario (use `compare` for several)")
    }
    var loaded = try ScenarioLoader.load(path: file)
    if let frames, let timing = frameTiming(frames) { loaded.frames = timing }
    let comparison = Comparison(frameVariants: noFrameVariants ? [] : Comparison.defaultFrameVariants)
    let (trace, metrics) = try comparison.run(loaded, strategy: type)
    let text: String
    switch format {
    case .json: text = try TraceWriter.json(trace)
    case .csv: text = TraceWriter.csv(trace)
    }
    if let out {
      try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
    let summary = MetricsTable.metrics.compactMap { metric in
      metric.value(metrics).map { "\(metric.name) \($0)" }
    }
    FileHandle.standardError.write(
      Data(
        "\(loaded.name) × \(type.identifier): \(trace.samples.count) samples; \(summary.joined(separator: ", "))\n"
          .utf8)
    )
  }
}
