import ArgumentParser
import Foundation
import NestLabKit
import NestedScrollCore
import NestedScrollFuzzing

/// `nestlab fuzz-seeds`: the fuzzer's seed corpus, one program per scenario, tab-switch
/// policy and header mode.
struct FuzzSeeds: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuzz-seeds",
    abstract:
      "Write each scenario as fuzz programs, keeping the header and keeping the content, in each header mode (the seed corpus of Scripts/fuzz)."
  )

  @OptionGroup var scenarios: ScenarioSelection

  @Option(
    help:
      "The directory to write `<scenario>[-keeps-content][-floats|-floats-collapsed-first].fuzz` files into (created if missing)."
  )
  var output: String

  func run() throws {
    try OutputFile.createDirectory(output, for: output)
    for scenario in try scenarios.load() {
      let program = FuzzProgram(scenario: scenario)
      // A third of the header floats back first: a part between none and all of it.
      let part = program.screen.configuration.headerHeight / 3
      let modes: [(String, HeaderMode)] = [
        ("", .scrollsWithList), ("-floats", .floats),
        ("-floats-collapsed-first", .floatsCollapsedFirst(height: part)),
      ]
      for (policySuffix, policy) in [("", TabSwitchPolicy.keepsHeader), ("-keeps-content", .keepsContent)] {
        for (modeSuffix, mode) in modes {
          var variant = program
          variant.screen.configuration.tabSwitchPolicy = policy
          variant.screen.configuration.headerMode = mode
          let name = "\(scenario.name)\(policySuffix)\(modeSuffix).fuzz"
          let file = URL(fileURLWithPath: output).appendingPathComponent(name)
          try OutputFile.write(Data(variant.encoded()), to: file.path)
        }
      }
    }
  }
}

/// `nestlab fuzz-replay`: plays fuzz inputs (a crash libFuzzer saved, a corpus file) and
/// says which invariant fails, step by step if asked; or writes each input's program beside
/// it as text (the goldens of the saved inputs, `Scripts/fuzz-goldens`).
struct FuzzReplay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuzz-replay",
    abstract: "Decode fuzz inputs, print the program and play it; exits 1 if an invariant fails.")

  @Argument(help: "Fuzz input files.")
  var files: [String]

  @Flag(help: "Print the program: its byte format, its screen and every step.")
  var steps = false

  @Flag(
    help:
      "Write each program as --steps prints it to the file beside the input (`crash-1a2b.fuzz` → `crash-1a2b.steps.txt`) instead of playing it."
  )
  var writeSteps = false

  @Flag(help: "Print the screen after every step and every settling frame.")
  var trace = false

  @Flag(help: "Print the bytes as a Swift array literal (for a regression test).")
  var swift = false

  @Option(
    help: ArgumentHelp(
      "Play every input in this header mode, as a run with NSK_FUZZ_HEADER_MODE does.",
      valueName: FuzzProgram.headerModeNames.joined(separator: "|")))
  var headerMode: String?

  func validate() throws {
    if let headerMode, !FuzzProgram.headerModeNames.contains(headerMode) {
      throw ValidationError(
        "--header-mode \(headerMode) is none of \(FuzzProgram.headerModeNames.joined(separator: ", "))")
    }
  }

  func run() throws {
    var failed = false
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
      var program = FuzzProgram(decoding: bytes)
      if let headerMode, let moded = program.playing(headerModeNamed: headerMode) { program = moded }
      if writeSteps {
        let path = FuzzProgram.textPath(forInput: file)
        try OutputFile.write(program.text, to: path)
        print("\(file): \(program.steps.count) steps → \(path)")
        continue
      }
      print("\(file): \(bytes.count) bytes, format \(program.format), \(program.steps.count) steps")
      if steps { print(program.text, terminator: "") }
      if swift { print("[" + bytes.map { String($0) }.joined(separator: ", ") + "]") }
      do {
        let observer: ((Int?, ScreenSnapshot) -> Void)? =
          trace ? { Self.printTrace(step: $0, snapshot: $1) } : nil
        let outcome = try FuzzSession.run(program, trace: observer)
        print(
          "  ok: \(outcome.steps) steps, settled in \(outcome.settleFrames) frames"
            + (outcome.rejected.map { ", configuration rejected: \($0)" } ?? ""))
      } catch {
        print("  FAILED: \(error)")
        failed = true
      }
    }
    if failed { throw ExitCode(1) }
  }

  /// One line a view: where it is, how fast it goes, and whether a finger holds it (T) or
  /// it moves on its own (M).
  static func printTrace(step: Int?, snapshot s: ScreenSnapshot) {
    func view(_ v: ScreenSnapshot.View, _ position: Double, _ velocity: Double) -> String {
      "\(position) v\(velocity) \(v.bounds)\(v.isTracking ? " T" : "")\(v.isMoving ? " M" : "")"
    }
    let lists = s.lists.enumerated().map {
      "    list \($0.offset): " + view($0.element, $0.element.offset.y, $0.element.velocity.y)
    }
    print(
      "  \(step.map { "after \($0)" } ?? "frame"): page \(s.activePage), collapse \(s.layout.collapse), "
        + "overscroll \(s.layout.overscroll), header top \(s.layout.headerTop), room \(s.refreshReservation), "
        + "refresh \(s.refreshState), animating \(s.isAnimating), header way \(s.headerShift)\n    pager: \(view(s.pager, s.pager.offset.x, s.pager.velocity.x))\n"
        + lists.joined(separator: "\n"))
  }
}
