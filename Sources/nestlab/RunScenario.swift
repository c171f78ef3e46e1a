import ArgumentParser
import Foundation
import NestLabKit

/// `nestlab run SCENARIO`: one scenario through one strategy; a readable trace and its
/// metrics, or the trace as JSON or CSV (``NestLabKit/RunOutput``).
struct RunScenario: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run one scenario through one strategy and print a readable trace (or JSON or CSV).",
    discussion: """
      SCENARIO is a scenario file (format: Scenarios/README.md) or the name of one in \
      Scenarios/ ("02-fling-up-through-pin", or a unique part such as "fling-up"). The \
      metrics of the run, including the frame-rate difference against 60 Hz, 120 Hz and \
      irregular frames, are part of the readable trace (the default on standard output); \
      with --format json or csv, or --out FILE (JSON, or CSV for a .csv name), the trace \
      is written in that form and the metrics go to standard error in one line.
      """)

  @Argument(help: "A scenario file or the name of one in Scenarios/.")
  var scenario: String

  @Option(help: "The strategy (\(StrategyRegistry.identifiers.joined(separator: ", "))).")
  var strategy: String = CoordinatorStrategy.identifier

  @Option(
    help: """
      Output: text (readable trace; the default on standard output), json or csv (the default \
      for --out: csv for a .csv file, else json).
      """)
  var format: RunOutput.Format?

  @Option(
    name: .shortAndLong,
    help: "Write the trace to this file (missing directories are created) instead of standard output.")
  var out: String?

  @Option(
    parsing: .unconditional,
    help: "Override the scenario's frames: a rate in Hz (\"120\", > 0) or \"jitter\" (4–25 ms, seed 7).")
  var frames: String?

  @OptionGroup var frameVariants: FrameVariantOptions

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
    let (trace, metrics) = try frameVariants.comparison.run(loaded, strategy: type)
    let format = RunOutput.format(requested: format, out: out)
    let text = try RunOutput.render(trace, metrics: metrics, goals: loaded.goals, format: format)
    if let out {
      try OutputFile.write(text, to: out)
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
    if format != .text || out != nil {
      FileHandle.standardError.write(Data((RunOutput.summaryLine(trace, metrics: metrics) + "\n").utf8))
    }
  }
}

extension RunOutput.Format: ExpressibleByArgument {}
