import PropertyBased
import Testing

/// Calls `body` with `count` inputs drawn from `input`, as PropertyBased's own
/// `propertyCheck` does (stopping at the first failing input), but with every case drawn
/// from this run's ``PropertySeed``: the fixed seed unless `NSK_PROPERTY_SEED` asks for
/// another, so that one commit always checks the same inputs. Every issue of a failing
/// case names the seed and the command that replays it.
///
/// Each case runs under PropertyBased's `FixedSeedTrait` with the case's own seed: the
/// library's replay of one seed is its only way in, and it keeps the library's messages.
/// That trait notes a passing case as an issue (it is meant for replaying failures only);
/// the note is dropped here.
///
/// A failing input is not shrunk unless the test asks with PropertyBased's `.shrinking`
/// trait: shrinking has no bound (it runs `body` again for every smaller candidate until
/// none fails, thousands of times for a few dozen numbers), so a failure that takes a
/// screen's simulation to show could keep a run busy for many minutes before reporting
/// anything. Unshrunk, a case runs `body` once, and the seed replays it.
package func propertyCheck<InputValue, ResultValue>(
  count: Int = 100,
  input: Generator<ResultValue, some Sequence<InputValue>>,
  perform body: (ResultValue) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  guard let test = Test.current else { preconditionFailure("A property check runs inside a test.") }
  guard let seed = PropertySeed.current else {
    Issue.record(
      "\(PropertySeed.environmentVariable) is neither unset, `\(PropertySeed.freshRequest)` nor a number.",
      sourceLocation: sourceLocation)
    return
  }
  var caseSeeds = seed.caseSeeds(forTest: test.id.description)
  // `--filter` reads a regular expression: the test's path without its parentheses.
  let filter = test.id.nameComponents.joined(separator: "/").prefix { $0 != "(" }
  let shrinking = test.traits.contains { $0 is EnableShrinkTrait } ? nil : EnableShrinkTrait.shrinking(false)
  // The scopes below take `@Sendable` closures; they run them at once, on this task, one
  // at a time, as the library's own check runs `body`.
  nonisolated(unsafe) let body = body
  for index in 0..<count {
    let state = (caseSeeds.next(), caseSeeds.next(), caseSeeds.next(), caseSeeds.next())
    let replay = Comment(
      rawValue:
        "Case \(index + 1) of \(count) failed; replay: \(seed.assignment) swift test --filter '\(filter)'"
        + (shrinking == nil ? "" : " (add `.shrinking` to the test to shrink the input)"))
    let failures = RecordedIssues()
    let annotation = IssueHandlingTrait.compactMapIssues { issue in
      if issue.comments.contains(where: { $0.rawValue.hasPrefix(passingCaseNote) }) { return nil }
      guard issue.isFailure else { return issue }
      var annotated = issue
      annotated.comments.append(replay)
      failures.append(annotated)
      return annotated
    }
    @Sendable func check() async {
      await FixedSeedTrait.fixedSeed(state.0, state.1, state.2, state.3, sourceLocation: sourceLocation)
        .provideScope(for: test, testCase: Test.Case.current) {
          await PropertyBased.propertyCheck(
            count: 1, input: input, perform: body, isolation: isolation, sourceLocation: sourceLocation)
        }
    }
    try? await annotation.provideScope(for: test, testCase: Test.Case.current) {
      if let shrinking {
        try await shrinking.provideScope(for: test, testCase: Test.Case.current, performing: check)
      } else {
        await check()
      }
    }
    if !failures.all.isEmpty { return }
  }
}

/// How `FixedSeedTrait` notes a case that passed.
private let passingCaseNote = "A fixed seed was used, but no expectation failure"

// The same check over two to six generators, their values passed to `body` one by one, as
// PropertyBased spells it (its `zip` composes their shrinking too).

/// ``propertyCheck(count:input:perform:isolation:sourceLocation:)`` over two generators.
package func propertyCheck<InA, InB, OutA, OutB>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  perform body: (OutA, OutB) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1), perform: { try await body($0.0, $0.1) }, isolation: isolation,
    sourceLocation: sourceLocation)
}

/// ``propertyCheck(count:input:perform:isolation:sourceLocation:)`` over three generators.
package func propertyCheck<InA, InB, InC, OutA, OutB, OutC>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  perform body: (OutA, OutB, OutC) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1, g2), perform: { try await body($0.0, $0.1, $0.2) },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``propertyCheck(count:input:perform:isolation:sourceLocation:)`` over four generators.
package func propertyCheck<InA, InB, InC, InD, OutA, OutB, OutC, OutD>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  perform body: (OutA, OutB, OutC, OutD) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1, g2, g3), perform: { try await body($0.0, $0.1, $0.2, $0.3) },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``propertyCheck(count:input:perform:isolation:sourceLocation:)`` over five generators.
package func propertyCheck<InA, InB, InC, InD, InE, OutA, OutB, OutC, OutD, OutE>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  _ g4: Generator<OutE, some Sequence<InE>>,
  perform body: (OutA, OutB, OutC, OutD, OutE) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1, g2, g3, g4),
    perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4) }, isolation: isolation,
    sourceLocation: sourceLocation)
}

/// ``propertyCheck(count:input:perform:isolation:sourceLocation:)`` over six generators.
package func propertyCheck<InA, InB, InC, InD, InE, InF, OutA, OutB, OutC, OutD, OutE, OutF>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  _ g4: Generator<OutE, some Sequence<InE>>,
  _ g5: Generator<OutF, some Sequence<InF>>,
  perform body: (OutA, OutB, OutC, OutD, OutE, OutF) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1, g2, g3, g4, g5),
    perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) }, isolation: isolation,
    sourceLocation: sourceLocation)
}
