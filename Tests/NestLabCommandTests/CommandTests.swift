import ArgumentParser
import Foundation
import NestLabKit
import Testing

@testable import nestlab

/// Through the `nestlab` command types: what ArgumentParser makes of
/// the command line, and what the subcommands write.
@Suite struct CommandTests {
  static let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios/02-fling-up-through-pin.json").path

  static func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("nestlab-command-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try body(directory)
  }

  // Item 1.

  @Test func runOutCreatesParentsAndFailsInOneLine() throws {
    try Self.withTemporaryDirectory { directory in
      let path = directory + "/missing/dir/x.json"
      var run = try RunScenario.parse([Self.scenario, "--no-frame-variants", "--out", path])
      try run.run()
      let json = try #require(FileManager.default.contents(atPath: path))
      #expect(try JSONDecoder().decode(Trace.self, from: json).scenario == "02-fling-up-through-pin")

      try Data().write(to: URL(fileURLWithPath: directory + "/plain"))
      let blocked = directory + "/plain/x.json"
      run = try RunScenario.parse([Self.scenario, "--no-frame-variants", "--out", blocked])
      let error = try #require(throws: OutputFileError.self) { try run.run() }
      #expect(error.description.hasPrefix("cannot write \(blocked): "))
      #expect(error.description.hasSuffix("/plain is not a directory"))
    }
  }

  @Test func reportOutFailsTheSameWay() throws {
    try Self.withTemporaryDirectory { directory in
      try Data().write(to: URL(fileURLWithPath: directory + "/plain"))
      let blocked = directory + "/plain/report.html"
      let report = try Report.parse([
        Self.scenario, "--strategies", "ours", "--no-frame-variants", "--out", blocked,
      ])
      let error = try #require(throws: OutputFileError.self) { try report.run() }
      #expect(error.description.hasPrefix("cannot write \(blocked): "))
    }
  }

  // Item 2.

  @Test func mistypedSubcommandNamesTheClosest() {
    #expect(
      NestLab.subcommandNames == [
        "fling", "run", "compare", "report", "glossary", "fuzz-seeds", "fuzz-replay",
      ])
    #expect(
      NestLab.unknownSubcommandMessage(["comapre"]) == "unknown subcommand 'comapre'; did you mean 'compare'?"
    )
    #expect(NestLab.unknownSubcommandMessage(["--speed", "-100"]) == nil)
    #expect(NestLab.unknownSubcommandMessage(["compare"]) == nil)
    // Without the hook, ArgumentParser hands `comapre` to the default subcommand.
    #expect(throws: (any Error).self) { try NestLab.parseAsRoot(["comapre"]) }
  }

  // Item 3.

  @Test func negativeNumbersParse() throws {
    let explicit = try #require(try NestLab.parseAsRoot(["fling", "--speed", "-100"]) as? Fling)
    #expect(explicit.speed == -100)
    let byDefault = try #require(try NestLab.parseAsRoot(["--speed", "-2500.5", "--plot"]) as? Fling)
    #expect(byDefault.speed == -2500.5)
    #expect(byDefault.plot)
    // A value that must be positive is rejected by validation, not read as a missing value.
    let viewport = try #require(throws: (any Error).self) { try Fling.parse(["--viewport", "-5"]) }
    #expect(
      Fling.message(for: viewport) == "viewport and fps must be positive, content non-negative, speed finite")
    let frames = try #require(throws: (any Error).self) {
      try NestLab.parseAsRoot(["run", "x", "--frames", "-60"])
    }
    #expect(NestLab.message(for: frames).hasPrefix("--frames must be a rate in Hz"))
  }

  // Item 4.

  @Test func runFormatDefaultsToTextOnStandardOutput() throws {
    let run = try RunScenario.parse([Self.scenario])
    #expect(run.format == nil)
    #expect(RunOutput.format(requested: run.format, out: run.out) == .text)
    let json = try RunScenario.parse([Self.scenario, "--format", "json"])
    #expect(RunOutput.format(requested: json.format, out: json.out) == .json)
  }

  // Subcommands share their options through option groups.

  @Test func comparisonSubcommandsShareScenarioStrategyAndFrameOptions() throws {
    let arguments = ["a.json", "Scenarios", "--strategies", "ours,overlay", "--no-frame-variants"]
    let compare = try Compare.parse(arguments)
    let report = try Report.parse(arguments)
    #expect(compare.scenarios.scenarios == ["a.json", "Scenarios"])
    #expect(report.scenarios.scenarios == compare.scenarios.scenarios)
    #expect(try compare.strategies.resolve().map { $0.identifier } == ["ours", "overlay"])
    #expect(try report.strategies.resolve().map { $0.identifier } == ["ours", "overlay"])
    #expect(compare.frames.comparison.frameVariants.isEmpty && report.frames.comparison.frameVariants.isEmpty)
    #expect(try Compare.parse([]).frames.comparison.frameVariants == Comparison.defaultFrameVariants)
    let run = try RunScenario.parse([Self.scenario, "--no-frame-variants"])
    #expect(run.frameVariants.comparison.frameVariants.isEmpty)
    let seeds = try FuzzSeeds.parse(["a.json", "--output", "x"])
    #expect(seeds.scenarios.scenarios == ["a.json"])
    // One help text for the shared options.
    #expect(
      Compare.helpMessage().contains("--no-frame-variants") && Report.helpMessage().contains("--strategies"))
  }

  // The documentation's glossary is what `nestlab glossary` writes.

  @Test func glossaryWritesTheMetricsSection() throws {
    try Self.withTemporaryDirectory { directory in
      let path = directory + "/Metrics.md"
      try Data("# x\n\(LabGlossary.beginMarker)\nstale\n\(LabGlossary.endMarker)\n".utf8)
        .write(to: URL(fileURLWithPath: path))
      try Glossary.parse(["--write", path]).run()
      let written = try String(contentsOfFile: path, encoding: .utf8)
      #expect(LabGlossary.section(in: written) == LabGlossary.markdown)

      let plain = directory + "/plain.md"
      try Data("# no markers\n".utf8).write(to: URL(fileURLWithPath: plain))
      let error = try #require(throws: (any Error).self) { try Glossary.parse(["--write", plain]).run() }
      #expect(Glossary.message(for: error).hasPrefix("\(plain) has no glossary section"))
    }
  }
}
