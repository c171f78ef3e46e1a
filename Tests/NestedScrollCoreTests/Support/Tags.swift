import Testing

extension Tag {
  /// A test that reproduces what the fuzzer (Scripts/fuzz) found, reduced to the gesture
  /// that shows it; each failed before its fix. Each behaviour suite keeps its findings in a
  /// nested `FuzzFindings` suite with this tag: `swift test --filter FuzzFindings` runs them
  /// all (as does `--filter tag:fuzzFinding` where swift test filters by tag).
  @Tag static var fuzzFinding: Self
}
