import NestLabKit
import Testing

@Test func numbersAreWrittenTheSameWayEverywhere() {
  #expect(LabNumberFormat.trimmed(12.345, decimals: 1) == "12.3")
  #expect(LabNumberFormat.trimmed(-0.04, decimals: 1) == "0")
  #expect(LabNumberFormat.trimmed(3.0, decimals: 2) == "3")
  #expect(LabNumberFormat.trimmed(-2.5, decimals: 2) == "-2.5")
  #expect(LabNumberFormat.trimmed(0.05, decimals: 2) == "0.05")
  #expect(LabNumberFormat.trimmed(1e300, decimals: 2) == "1000000000000")
  #expect(LabNumberFormat.trimmed(.nan, decimals: 2, nonFinite: "null") == "null")
  #expect(LabNumberFormat.fixed(0.5, decimals: 2) == "0.50")
  #expect(LabNumberFormat.fixed(7, decimals: 2) == "7.00")
  #expect(LabNumberFormat.fixed(-0.001, decimals: 2) == "0.00")
  #expect(LabNumberFormat.fixed(1.2345, decimals: 3) == "1.235")
  #expect(LabNumberFormat.fixed(-12.5, decimals: 0) == "-13")
  #expect(LabNumberFormat.fixed(.infinity, decimals: 2) == "—")
  #expect(LabNumberFormat.rounded(0.016666, decimals: 4) == 0.0167)
  #expect(LabNumberFormat.rounded(-.infinity, decimals: 1) == nil)
}

@Test func theTableTheTraceAndTheReportWriteOneValueAlike() throws {
  let metrics = RunMetrics(trackingError: 0.125, momentumContinuity: 0.99949)
  let table = MetricsTable(
    entries: [ComparisonEntry(scenario: "s", strategy: "ours", metrics: metrics, error: nil)],
    strategies: ["ours"]
  ).render(.text)
  let tracking = try #require(MetricDefinition.named("trackingError")?.text(for: metrics))
  let momentum = try #require(MetricDefinition.named("momentumContinuity")?.text(for: metrics))
  #expect(tracking == "0.13" && momentum == "0.999")
  // Each row ends with the value and its mark ("ok": both goals apply to a scenario that
  // declares none).
  let rows = table.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
  #expect(rows.contains { $0.first == "tracking" && $0.suffix(2) == [tracking, "ok"] })
  #expect(rows.contains { $0.first == "momentum" && $0.suffix(2) == [momentum, "ok"] })
}
