import NestLabKit
import Testing

/// One verdict per metric, scenario and strategy (``GoalEvaluation``): only declared goals
/// judge, and a tab-switch policy's goal judges only that policy.
@Suite struct GoalEvaluationTests {
  static let ours = CoordinatorStrategy.identifier
  static let keepsContent = KeepsContentCoordinatorStrategy.identifier

  static func metric(_ key: String) throws -> MetricDefinition {
    try #require(MetricDefinition.named(key))
  }

  @Test func onlyDeclaredGoalsJudge() throws {
    let metrics = RunMetrics(reversals: 1, distanceRatio: 0.8, snapRestsOnBoundary: 1)
    let declared = GoalEvaluation(declared: ["reversals", "snapRestsOnBoundary"], strategy: Self.ours)
    #expect(declared.verdict(try Self.metric("reversals"), for: metrics) == .bad)
    #expect(declared.verdict(try Self.metric("snapRestsOnBoundary"), for: metrics) == .good)
    #expect(declared.verdict(try Self.metric("distanceRatio"), for: metrics) == .neutral)
    #expect(declared.tally(metrics) == GoalTally(met: 1, missed: 1))
    // Declaring none judges by every goal.
    let every = GoalEvaluation(declared: nil, strategy: Self.ours)
    #expect(every.verdict(try Self.metric("distanceRatio"), for: metrics) == .bad)
    #expect(every.tally(metrics) == GoalTally(met: 1, missed: 2))
    // A metric without a goal is never judged.
    #expect(!every.applies(try Self.metric("timeToRest")))
  }

  @Test func aPolicysGoalJudgesOnlyThatPolicy() throws {
    let metrics = RunMetrics(headerMoved: 300, positionsKept: 0)
    let moved = try Self.metric("headerMoved")
    let kept = try Self.metric("positionsKept")
    let keepsHeader = GoalEvaluation(declared: nil, strategy: Self.ours)
    let content = GoalEvaluation(declared: nil, strategy: Self.keepsContent)
    #expect(keepsHeader.verdict(moved, for: metrics) == .bad)
    #expect(keepsHeader.verdict(kept, for: metrics) == .neutral)
    #expect(content.verdict(moved, for: metrics) == .neutral)
    #expect(content.verdict(kept, for: metrics) == .bad)
    #expect(content.verdict(kept, for: RunMetrics(positionsKept: 1)) == .good)
    for baseline in ["threshold-lock", "overlay", "modulo-snap"] {
      let evaluation = GoalEvaluation(declared: nil, strategy: baseline)
      #expect(!evaluation.applies(moved) && !evaluation.applies(kept), "\(baseline)")
    }
  }

  @Test func compareMarksOnlyWhatJudges() {
    let entries = [
      ComparisonEntry(
        scenario: "s", strategy: Self.ours, metrics: RunMetrics(positionsKept: 0.5), error: nil,
        goals: ["positionsKept"]),
      ComparisonEntry(
        scenario: "s", strategy: Self.keepsContent, metrics: RunMetrics(positionsKept: 1), error: nil,
        goals: ["positionsKept"]),
    ]
    let table = MetricsTable(entries: entries, strategies: [Self.ours, Self.keepsContent])
    let row = table.render(.text).split(separator: "\n").first { $0.hasPrefix("  positions kept") }
    #expect(row?.split(separator: " ").suffix(3) == ["0.50", "1.00", "ok"])
    #expect(
      table.render(.markdown).contains(
        "| s | positions kept | 1.00 ± 0.001 keeping content | 0.50 | 1.00 ✓ |"))
    #expect(table.tallies() == [GoalTally(), GoalTally(met: 1)])
  }

  /// The tolerance printed beside a goal ("1.00 ± 0.05") is where its judge stops: a value a
  /// hundredth of the tolerance inside that edge meets the goal, one a hundredth outside
  /// misses it, on one side at least.
  @Test func thePrintedToleranceIsWhereTheJudgeStops() throws {
    let tolerant = MetricDefinition.all.filter { ($0.criterion?.tolerance ?? 0) > 0 }
    #expect(tolerant.contains { $0.key == "momentumContinuity" })
    for metric in tolerant {
      let criterion = try #require(metric.criterion)
      let written = try #require(metric.goal).trimmingPrefix(#/[≤<] /#)
      let goal = try #require(Double(written), "\(metric.key)")
      let tolerance = criterion.tolerance
      #expect(try #require(metric.goalWithTolerance).hasSuffix(" \(tolerance)"), "\(metric.key)")
      let edge = [1.0, -1.0].first { side in
        criterion.isMet(goal + side * tolerance * 0.99) == true
          && criterion.isMet(goal + side * tolerance * 1.01) == false
      }
      #expect(edge != nil, "\(metric.key): \(goal) with \(tolerance) is not where the judge stops")
    }
  }
}
