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

  @Test func aRunThatAsksForNoSeedUsesTheFixedOne() {
    var drawn = false
    for unset in [nil, "", " "] {
      #expect(
        PropertySeed(environmentValue: unset) {
          drawn = true; return 1
        } == .fixed)
    }
    #expect(!drawn)
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

  @Test func everyIssueOfAFailingCaseNamesTheSeedThatReplaysItAndNoLaterCaseRuns() async throws {
    let test = try #require(Test.current)
    let assignment = try #require(PropertySeed.current).assignment
    let issues = RecordedIssues()
    // Kept out of the test's own record: the check is meant to fail here.
    try await IssueHandlingTrait.compactMapIssues { issue in
      issues.append(issue)
      return nil
    }
    .provideScope(for: test, testCase: Test.Case.current) {
      await propertyCheck(count: 50, input: Gen.int(in: 1...1000)) { n in
        #expect(n < 1)
      }
    }
    let comments = issues.all.map { $0.comments.map(\.rawValue).joined(separator: "\n") }
    // Every input fails, yet only the first case's issues are there: the failed expectation
    // at the shrunk input, and PropertyBased's account of that input.
    #expect(comments.count == 2, "\(comments)")
    for comment in comments {
      #expect(
        comment.contains(
          "Case 1 of 50 failed; replay: \(assignment) swift test --filter 'PropertySeedTests/"),
        "\(comment)")
    }
  }
}
