import Foundation
import Testing

/// Code outside the core module (the simulated screen, the fuzzer, the playground, the lab, the
/// benchmarks and every test) reads what the coordinator shows through one value,
/// `NestedScrollCoordinator.snapshot` (`CoordinatorSnapshot`), or through what the host and the
/// simulated screen render, not through the coordinator's own fields: its bookkeeping can then
/// change without rippling into them. This test counts the reads that remain.
///
/// The counting rule, applied to every Swift file under Sources/ (except
/// Sources/NestedScrollCore/), Tests/ and Benchmarks/ (except this one, whose samples show the
/// rule), with its comments removed:
/// - A *coordinator value* is a member path ending in `.coordinator` (`host.coordinator`,
///   `screen.coordinator`, `self.coordinator`), except SwiftUI's `context.coordinator`; or a name
///   that the same file declares with the type `NestedScrollCoordinator` (`let coordinator:
///   NestedScrollCoordinator<SimulatedScrollView>`, a parameter) or binds with `let` or `var` to
///   such a path ending its line, or to a `NestedScrollCoordinator` initializer.
/// - A *read* is a coordinator value followed by `.member` (after an optional `?` or `!`, and
///   any white space), unless the member is `snapshot` (the one accessor), is called (`(`
///   follows it: a command such as `listDidScroll(page:)`, or a method), or is assigned (`=`
///   follows it, not `==`).
///
/// At most ``limit`` reads are allowed.
@Suite struct CoordinatorReadTests {
  /// The most reads of coordinator fields allowed outside the core.
  static let limit = 20

  /// One counted read: where it is and what it reads.
  struct Read: CustomStringConvertible {
    /// The file, relative to the repository root.
    var file: String
    /// The line, from 1.
    var line: Int
    /// The member read.
    var member: String

    var description: String { "\(file):\(line) .\(member)" }
  }

  /// This file, whose samples of the rule are no reads.
  static let ownPath = "Tests/ScriptTests/CoordinatorReadTests.swift"

  /// The Swift files the rule applies to, relative to the repository root, sorted.
  static func countedFiles() -> [String] {
    let root = ScriptHelpTests.root
    var files: [String] = []
    for folder in ["Sources", "Tests", "Benchmarks"] {
      guard let walk = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      else { continue }
      for case let path as String in walk where path.hasSuffix(".swift") {
        let file = "\(folder)/\(path)"
        if file.hasPrefix("Sources/NestedScrollCore/") || file.contains("/.build") || file == ownPath {
          continue
        }
        files.append(file)
      }
    }
    return files.sorted()
  }

  /// `text` without its comments (`//` to the end of the line, `/* … */`, nested), its string
  /// literals kept: an interpolation in one is code too. Line breaks are kept, so line numbers
  /// still hold.
  static func withoutComments(_ text: String) -> String {
    let characters = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    var inString = false
    var multiline = false
    var blockDepth = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let scalar = characters[index]
      if blockDepth > 0 {
        if scalar == "*", at(1) == "/" {
          blockDepth -= 1
          index += 2
        } else if scalar == "/", at(1) == "*" {
          blockDepth += 1
          index += 2
        } else {
          if scalar == "\n" { result.append(scalar) }
          index += 1
        }
        continue
      }
      if inString {
        if scalar == "\\" {
          result.append(scalar)
          if let next = at(1) { result.append(next) }
          index += 2
          continue
        }
        if scalar == "\"" {
          if multiline {
            if at(1) == "\"", at(2) == "\"" {
              result.append(contentsOf: "\"\"\"".unicodeScalars)
              index += 3
              inString = false
              continue
            }
          } else {
            inString = false
          }
        } else if scalar == "\n", !multiline {
          inString = false
        }
        result.append(scalar)
        index += 1
        continue
      }
      if scalar == "/", at(1) == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
        continue
      }
      if scalar == "/", at(1) == "*" {
        blockDepth = 1
        index += 2
        continue
      }
      if scalar == "\"" {
        inString = true
        multiline = at(1) == "\"" && at(2) == "\""
        let opening = multiline ? 3 : 1
        result.append(contentsOf: String(repeating: "\"", count: opening).unicodeScalars)
        index += opening
        continue
      }
      result.append(scalar)
      index += 1
    }
    return String(result)
  }

  /// The reads of coordinator fields in `source`, a file's text, as (line, member) pairs, by
  /// the rule above.
  static func reads(in source: String) throws -> [(line: Int, member: String)] {
    let text = withoutComments(source)
    // Names the file declares as, or binds to, a coordinator.
    var names: Set<String> = []
    // Simple word boundaries: Unicode's default takes `screen.coordinator` for one word.
    let declared = try Regex(#"\b([A-Za-z_]\w*)\s*:\s*NestedScrollCoordinator\b"#).wordBoundaryKind(.simple)
    let bound = try Regex(
      #"(?m)\b(?:let|var)\s+([A-Za-z_]\w*)\s*(?::[^=\n]*)?=\s*(?:try[?!]?\s+)?"#
        + #"(?:[\w.?!]*\.coordinator[ \t]*$(?!\s*[?!]?\s*\.)|NestedScrollCoordinator\b)"#
    ).wordBoundaryKind(.simple)
    for match in text.matches(of: declared) {
      if let name = match.output[1].substring { names.insert(String(name)) }
    }
    for match in text.matches(of: bound) {
      if let name = match.output[1].substring { names.insert(String(name)) }
    }
    // A path ending in `.coordinator`, or a declared name, then `.member` and what follows it.
    let pathValue = #"([A-Za-z_]\w*|\)|\])\s*[?!]?\s*\.\s*coordinator\b"#
    let namedValue =
      names.isEmpty ? nil : #"(\.\s*)?\b(?:"# + names.sorted().joined(separator: "|") + #")\b"#
    let access = #"\s*[?!]?\s*\.\s*([A-Za-z_]\w*)(\s*\(|\s*=(?!=))?"#
    var found: [(offset: String.Index, member: String)] = []
    for match in text.matches(of: try Regex(pathValue + access).wordBoundaryKind(.simple)) {
      guard match.output[1].substring != "context", let member = match.output[2].substring,
        member != "snapshot", match.output[3].substring == nil
      else { continue }
      found.append((match.range.lowerBound, String(member)))
    }
    if let namedValue {
      for match in text.matches(of: try Regex(namedValue + access).wordBoundaryKind(.simple)) {
        // A name after a dot is some other value's member (a path the first pattern judges).
        guard match.output[1].substring == nil, let member = match.output[2].substring, member != "snapshot",
          match.output[3].substring == nil
        else { continue }
        found.append((match.range.lowerBound, String(member)))
      }
    }
    return found.sorted { $0.offset < $1.offset }.map { read in
      (text[..<read.offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }, read.member)
    }
  }

  /// Every counted read in the repository.
  static func repositoryReads() throws -> [Read] {
    var all: [Read] = []
    for file in countedFiles() {
      let text = ScriptHelpTests.contents(of: ScriptHelpTests.root.appendingPathComponent(file).path)
      // Most files name no coordinator at all: the patterns are dear to run.
      guard text.contains("oordinator") else { continue }
      for read in try reads(in: text) { all.append(Read(file: file, line: read.line, member: read.member)) }
    }
    return all
  }

  @Test func readsOfCoordinatorFieldsOutsideTheCoreStayFew() throws {
    let reads = try Self.repositoryReads()
    let files = Self.countedFiles()
    #expect(files.contains("Tests/NestedScrollCoreTests/SmokeTests.swift"))
    #expect(files.contains("Sources/NestedScrollFuzzing/Session/MotionWatcher.swift"))
    #expect(!files.contains(Self.ownPath))
    #expect(
      reads.count <= Self.limit,
      Comment(
        rawValue:
          "\(reads.count) reads of coordinator fields outside the core (at most \(Self.limit)); read `coordinator.snapshot` or the rendered screen instead:\n"
          + reads.map(\.description).joined(separator: "\n")))
  }

  @Test func theRuleCountsFieldsNotCommandsNorTheSnapshot() throws {
    let source = """
      let a = screen.coordinator.layout  // screen.coordinator.space
      let b = host.coordinator?.activePage
      /* host.coordinator.rooms */
      let c = screen.coordinator.snapshot.layout
      screen.coordinator.listDidScroll(page: 0)
      sweep.coordinator.delegate = sink
      #expect(host.coordinator.animation == nil)
      let coordinator = screen.coordinator
      let space = screen.coordinator
        .space
      print("\\(coordinator.pagerProgress) // \\(c.layout)")
      let bridge = context.coordinator
      bridge.update(); coordinator.snapshot.space; space.pinOffset
      func f(_ held: NestedScrollCoordinator<List>) -> Double { held.pagerProgress }
      """
    let members = try Self.reads(in: source).map { "\($0.line):\($0.member)" }
    #expect(
      members == [
        "1:layout", "2:activePage", "7:animation", "9:space", "11:pagerProgress", "14:pagerProgress",
      ])
  }
}
