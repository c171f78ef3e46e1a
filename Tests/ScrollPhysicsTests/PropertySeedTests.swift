import Foundation
import NestedScrollPropertyChecks
import Testing

/// The seeding of every property check (``NestedScrollPropertyChecks/propertyCheck(count:input:perform:isolation:sourceLocation:)``):
/// a run that asks for no seed checks the same inputs as every other such run, a seed
/// replays its inputs, and a failure names the seed.
@Suite struct PropertySeedTests {
  /// The cases a check draws for one test, as its generator sees them.
  static func drawn(count: Int) async -> [UInt64] {
    var values: [UInt64] = []
    await propertyCheck(count: count, input: Gen.int(in: 0...Int.max)) { values.append(UInt64($0)) }
    return values
  }

  /// No test reaches the library's own, unseeded `propertyCheck`: every test file imports
  /// the seeded one, and only the support module imports the library.
  @Test func noTestImportsTheUnseededCheck() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let files = try #require(FileManager.default.enumerator(atPath: tests.path))
    // Spelled in two parts, so this file does not name itself.
    let unseeded = "import " + "PropertyBased"
    var offenders: [String] = []
    for case let file as String in files where file.hasSuffix(".swift") && !file.hasPrefix("Support/") {
      let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      if text.contains(unseeded) { offenders.append(file) }
    }
    #expect(offenders.isEmpty, "import NestedScrollPropertyChecks instead in \(offenders)")
  }

  @Test func aRunThatAsksForNoSeedUsesTheFixedOne() {
    var freshDraws = 0
    func fresh() -> UInt64 {
      freshDraws += 1
      return 1
    }
    for unset in [nil, "", " "] {
      #expect(PropertySeed(environmentValue: unset, fresh: fresh) == .fixed)
    }
    #expect(freshDraws == 0)
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment[PropertySeed.environmentVariable] == nil))
  func thisRunUsesTheFixedSeed() {
    #expect(PropertySeed.current == .fixed)
  }

  @Test func randomDrawsAFreshSeedAndANumberIsThatSeed() {
    #expect(PropertySeed(environmentValue: "random") { 42 } == PropertySeed(value: 42, isFresh: true))
    #expect(PropertySeed(environmentValue: "RANDOM") { 7 }?.value == 7)
    #expect(PropertySeed(environmentValue: "12345") == PropertySeed(value: 12345, isFresh: false))
    #expect(PropertySeed(environmentValue: "0x3039") == PropertySeed(value: 12345, isFresh: false))
    #expect(PropertySeed(environmentValue: "\(UInt64.max)")?.value == .max)
    // What a failure prints is what replays it.
    let seed = PropertySeed(value: 987_654_321, isFresh: true)
    #expect(
      PropertySeed(environmentValue: String(seed.assignment.split(separator: "=")[1]))?.value == seed.value)
    for nonsense in ["-1", "seed", "0x", "1e9", "18446744073709551616"] {
      #expect(PropertySeed(environmentValue: nonsense) == nil, "\(nonsense)")
    }
  }

  @Test func oneSeedAndTestGiveOneSequenceOfCases() {
    func first(_ seed: UInt64, _ test: String) -> [UInt64] {
      var cases = PropertySeed(value: seed, isFresh: false).caseSeeds(forTest: test)
      return (0..<8).map { _ in cases.next() }
    }
    #expect(first(1, "A/a()") == first(1, "A/a()"))
    #expect(first(1, "A/a()") != first(2, "A/a()"))
    #expect(first(1, "A/a()") != first(1, "A/b()"))
  }

  @Test func aCheckDrawsTheSameCasesEveryTime() async {
    let once = await Self.drawn(count: 30)
    let again = await Self.drawn(count: 30)
    #expect(once.count == 30)
    #expect(Set(once).count > 1)
    #expect(once == again)
  }

  /// Runs a check over `count` cases of which every one fails, keeping its issues out of
  /// the test's own record (the check is meant to fail here): the issues, and how often the
  /// check ran its body. After its first run the body passes whatever the input, so that a
  /// shrinking check stops at its first candidate rather than shrinking for minutes.
  static func failingCheck(count: Int) async throws -> (issues: [String], runs: Int) {
    let test = try #require(Test.current)
    let issues = RecordedIssues()
    nonisolated(unsafe) var runs = 0
    try await IssueHandlingTrait.compactMapIssues { issue in
      issues.append(issue)
      return nil
    }
    .provideScope(for: test, testCase: Test.Case.current) {
      await propertyCheck(count: count, input: Gen.double(in: 1...1000).array(of: 50...50)) { values in
        runs += 1
        guard runs == 1 else { return }
        #expect(values.reduce(0, +) < 1)
      }
    }
    return (issues.all.map { $0.comments.map(\.rawValue).joined(separator: "\n") }, runs)
  }

  @Test func everyIssueOfAFailingCaseNamesTheSeedThatReplaysItAndNoLaterCaseRuns() async throws {
    let assignment = try #require(PropertySeed.current).assignment
    let (issues, runs) = try await Self.failingCheck(count: 50)
    // Every case would fail, yet only the first one's issues are there: the failed
    // expectation, and PropertyBased's account of the input.
    #expect(issues.count == 2, "\(issues)")
    for issue in issues {
      #expect(
        issue.contains("Case 1 of 50 failed; replay: \(assignment) swift test --filter 'PropertySeedTests/"),
        "\(issue)")
    }
    #expect(runs == 1)
  }

  /// Shrinking runs the body again for every smaller candidate, without bound: a check that
  /// simulates a screen could shrink one failure for many minutes.
  @Test func aFailingInputIsNotShrunk() async throws {
    #expect(try await Self.failingCheck(count: 1).runs == 1)
  }

  @Test(.shrinking) func aTestThatAsksToShrinkShrinks() async throws {
    #expect(try await Self.failingCheck(count: 1).runs > 1)
  }
}
