import Foundation
import NestedScrollFuzzing
import Testing

/// Inputs that broke an invariant, byte for byte as libFuzzer (or a property test) saved
/// them, in `Inputs/Fixed/`: each must now play through, and must still mean the program
/// committed beside it as text (`<name>.steps.txt`, written by `Scripts/fuzz-goldens`).
/// `Scripts/fuzz` also seeds libFuzzer with them; `nestlab fuzz-replay --steps FILE` shows an
/// input's program. The behaviour suites of NestedScrollCoreTests hold each fixed finding
/// reduced to a readable gesture, tagged `.fuzzFinding`.
@Suite struct FuzzRegressionTests {
  static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Inputs")

  /// The files in `folder` whose names end with `suffix`, sorted, as full paths.
  static func files(_ folder: String, suffix: String = ".fuzz") -> [String] {
    let directory = inputs.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map { directory.appendingPathComponent($0).path }
  }

  /// The path from the repository's root, as the messages name files.
  static func relative(_ path: String) -> String {
    path.range(of: "Tests/NestedScrollFuzzingTests/").map { String(path[$0.lowerBound...]) } ?? path
  }

  /// Plays the input at `path` as saved, and again under the other tab-switch policy
  /// (``NestedScrollFuzzing/FuzzScreen``'s `0x20` flag), and both again in each header mode
  /// (``NestedScrollFuzzing/FuzzProgram/headerModeNames``): every finding also holds when tab
  /// switches keep the content and when the header floats.
  static func play(_ path: String) throws {
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
    let saved = FuzzProgram(decoding: bytes)
    for name in [nil] + FuzzProgram.headerModeNames {
      var program = try #require(name.map { saved.playing(headerModeNamed: $0) } ?? saved)
      _ = try FuzzSession.run(program)
      let policy = program.screen.configuration.tabSwitchPolicy
      program.screen.configuration.tabSwitchPolicy = policy == .keepsHeader ? .keepsContent : .keepsHeader
      _ = try FuzzSession.run(program)
    }
  }

  @Test func theInputsAreThere() {
    #expect(Self.files("Fixed").count >= 10)
  }

  @Test(arguments: files("Fixed"))
  func aFixedInputPlaysThrough(_ path: String) throws {
    try Self.play(path)
  }

  /// The golden test: every saved input decodes to the program committed beside it. An input
  /// saved without its golden fails too.
  @Test(arguments: files("Fixed"))
  func aFixedInputStillMeansItsCommittedProgram(_ path: String) throws {
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
    let decoded = FuzzProgram(decoding: bytes).text
    let goldenPath = FuzzProgram.textPath(forInput: path)
    let command = "Scripts/fuzz-goldens \(Self.relative(path))"
    guard
      let golden = FileManager.default.contents(atPath: goldenPath).map({
        String(decoding: $0, as: UTF8.self)
      })
    else {
      Issue.record(
        "\(Self.relative(path)) has no golden \(Self.relative(goldenPath)): write it with `\(command)` and commit it"
      )
      return
    }
    guard decoded != golden else { return }
    let decodedLines = decoded.split(separator: "\n", omittingEmptySubsequences: false)
    let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(decodedLines, goldenLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(decodedLines.count, goldenLines.count)
    func at(_ lines: [Substring]) -> String { line < lines.count ? "`\(lines[line])`" : "(nothing)" }
    Issue.record(
      """
      \(Self.relative(path)) no longer decodes to \(Self.relative(goldenPath)): the decoder changed what \
      these bytes mean. Line \(line + 1): committed \(at(goldenLines)), decoded \(at(decodedLines)). \
      Keep old inputs' meaning (a new byte format is a new FuzzFormat version); if the change is \
      meant, rewrite the golden with `\(command)` and review its diff.
      """)
  }

  /// Every golden belongs to a saved input (a golden left behind by a removed input fails).
  @Test func everyGoldenHasItsInput() {
    let inputs = Set(Self.files("Fixed").map(FuzzProgram.textPath(forInput:)))
    for golden in Self.files("Fixed", suffix: ".steps.txt") where !inputs.contains(golden) {
      Issue.record("\(Self.relative(golden)) has no input beside it: remove it or restore its .fuzz file")
    }
  }
}
