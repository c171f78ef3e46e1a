import Foundation
import NestLabKit
import NestedScrollExpectations
import ScrollPhysics
import Testing

/// The lab's command line, one suite per item.
@Suite struct CLITests {
  /// A fresh directory under the temporary directory, removed by `body`'s caller.
  static func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("nestlab-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try body(directory)
  }

  // Item 1: output paths.

  @Test func outputFileCreatesMissingParentDirectories() throws {
    try Self.withTemporaryDirectory { directory in
      let path = directory + "/missing/dir/x.json"
      try OutputFile.write("{}\n", to: path)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
      try OutputFile.write(Data([1, 2]), to: directory + "/other/seed.fuzz")
      #expect(FileManager.default.contents(atPath: directory + "/other/seed.fuzz") == Data([1, 2]))
    }
  }

  @Test func outputFileUnderARegularFileFailsWithOneLine() throws {
    try Self.withTemporaryDirectory { directory in
      let file = directory + "/plain"
      try OutputFile.write("x", to: file)
      let path = file + "/sub/x.json"
      let error = try #require(throws: OutputFileError.self) { try OutputFile.write("{}", to: path) }
      let real = URL(fileURLWithPath: file).standardizedFileURL.path
      #expect(error.description == "cannot write \(path): \(real) is not a directory")
      #expect(!error.description.contains("\n"))
      // The directory-creating half (fuzz-seeds --output) reports the same way.
      let directoryError = try #require(throws: OutputFileError.self) {
        try OutputFile.createDirectory(file, for: file)
      }
      #expect(directoryError.description == "cannot write \(file): \(real) is not a directory")
    }
  }

  @Test func outputFileOntoADirectoryFailsWithOneLine() throws {
    try Self.withTemporaryDirectory { directory in
      let error = try #require(throws: OutputFileError.self) { try OutputFile.write("{}", to: directory) }
      #expect(error.description == "cannot write \(directory): is a directory")
    }
  }

  // Item 2: mistyped subcommands.

  static let subcommands = ["fling", "run", "compare", "report", "fuzz-seeds", "fuzz-replay"]

  @Test func editDistanceCountsSwapsAsOneEdit() {
    #expect(SubcommandSuggestion.editDistance("comapre", "compare") == 1)
    #expect(SubcommandSuggestion.editDistance("rnu", "run") == 1)
    #expect(SubcommandSuggestion.editDistance("reprot", "report") == 1)
    #expect(SubcommandSuggestion.editDistance("", "run") == 3)
    #expect(SubcommandSuggestion.editDistance("kitten", "sitting") == 3)
  }

  @Test func closestSubcommand() {
    #expect(SubcommandSuggestion.closest(to: "comapre", among: Self.subcommands) == "compare")
    #expect(SubcommandSuggestion.closest(to: "Flnig", among: Self.subcommands) == "fling")
    #expect(SubcommandSuggestion.closest(to: "fuzz-seed", among: Self.subcommands) == "fuzz-seeds")
    #expect(SubcommandSuggestion.closest(to: "rep", among: Self.subcommands) == "report")
    #expect(SubcommandSuggestion.closest(to: "xyzzy", among: Self.subcommands) == nil)
  }

  @Test func unknownFirstArgumentIsReportedWithTheClosestSubcommand() {
    #expect(
      SubcommandSuggestion.unknownSubcommandMessage(arguments: ["comapre"], subcommands: Self.subcommands)
        == "unknown subcommand 'comapre'; did you mean 'compare'?")
    #expect(
      SubcommandSuggestion.unknownSubcommandMessage(arguments: ["xyzzy", "a"], subcommands: Self.subcommands)
        == "unknown subcommand 'xyzzy'; the subcommands are "
        + "fling, run, compare, report, fuzz-seeds, fuzz-replay")
    // Real subcommands, options of the default subcommand, help and no arguments pass through.
    for arguments in [["compare", "x"], ["--speed", "-100"], ["help"], [], ["-h"]] {
      #expect(
        SubcommandSuggestion.unknownSubcommandMessage(arguments: arguments, subcommands: Self.subcommands)
          == nil)
    }
  }

  // Item 3: negative numbers (the option parsing is `.unconditional` in nestlab; here, what a
  // negative speed means).

  @Test func negativeSpeedFlingsTheOtherWay() throws {
    let up = FlingLab(viewport: 800, content: 5000, speed: 2500, rate: .normal, fps: 60).run()
    #expect(try #require(up.rows.first).offset < 100)
    #expect(up.releaseVelocity > 0)
    #expect(up.restOffset > up.releaseOffset)

    let down = FlingLab(viewport: 800, content: 5000, speed: -2500, rate: .normal, fps: 60).run()
    // Starts at the end of the list (offset 4200) and flings back towards the top.
    #expect(try #require(down.rows.first).offset > 4000)
    #expect(down.releaseVelocity < 0)
    #expect(down.restOffset < down.releaseOffset - 500)
    #expect(down.restOffset >= 0)
    expectApproximatelyEqual(down.projectedOffset, down.restOffset, absoluteTolerance: 1)
    #expect(FlingLab.summary(down).contains("with -"))
  }

  // Item 4: `run` prints a readable trace unless asked for JSON; `fling --plot` has labels.

  @Test func runWritesJSONOnlyWhenAskedOrToAFile() {
    #expect(RunOutput.format(requested: nil, out: nil) == .text)
    #expect(RunOutput.format(requested: .json, out: nil) == .json)
    #expect(RunOutput.format(requested: nil, out: "trace.json") == .json)
    #expect(RunOutput.format(requested: nil, out: "trace") == .json)
    #expect(RunOutput.format(requested: nil, out: "trace.CSV") == .csv)
    #expect(RunOutput.format(requested: .text, out: "trace.txt") == .text)
  }

  @Test func runTextIsAFewReadableLines() throws {
    let scenario = try ScenarioLoader.load(path: ScenarioLoaderTests.corpus + "/02-fling-up-through-pin.json")
    let (trace, metrics) = try Comparison(frameVariants: []).run(scenario, strategy: CoordinatorStrategy.self)
    let text = try RunOutput.render(trace, metrics: metrics, goals: scenario.goals, format: .text)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count < 30)
    #expect(text.utf8.count < 2000)
    #expect(lines[0] == "scenario  02-fling-up-through-pin")
    #expect(lines[1] == "strategy  ours")
    #expect(lines.contains { $0.hasPrefix("  finger down ") && $0.contains("0.000–") })
    #expect(lines.contains { $0.hasPrefix("  released ") })
    #expect(lines.contains("metrics"))
    #expect(
      lines.contains {
        $0.hasPrefix("  tracking error (pt)") && $0.contains(" met ") && $0.hasSuffix("goal 0 ± 0.5")
      })
    // Not a goal this scenario declares: shown, not judged.
    #expect(lines.contains { $0.hasPrefix("  time to rest (s)") && $0.hasSuffix("no goal") })
    #expect(!text.contains("{"))

    let json = try RunOutput.render(trace, metrics: metrics, goals: nil, format: .json)
    #expect(try JSONDecoder().decode(Trace.self, from: Data(json.utf8)) == trace)
    #expect(RunOutput.summaryLine(trace, metrics: metrics).hasPrefix("02-fling-up-through-pin × ours: "))
  }

  @Test func flingPlotAndCSVStartWithColumnLabels() {
    let result = FlingLab(viewport: 800, content: 5000, speed: 2500, rate: .normal, fps: 60).run()
    let plot = FlingLab.plot(result).split(separator: "\n").map(String.init)
    #expect(plot[0].hasPrefix("time (s) "))
    #expect(plot[0].contains("offset (bar: 0 …"))
    #expect(plot[0].hasSuffix("offset (pt)"))
    #expect(plot[1].hasPrefix("0.02 "))
    #expect(plot.last?.hasPrefix("# released at ") == true)
    #expect(FlingLab.csv(result).hasPrefix("time,finger,offset,velocity\n"))
  }
}
