import Foundation
import NestLabKit
import NestedScrollExpectations
import Testing

/// The snap metrics (peak speed after lift ÷ release speed, snap time to rest)
/// on hand-made traces whose answers are known.
@Suite struct SnapMetricsTests {
  /// ``HandTrace/screen`` with header snapping on: snap positions 0 and 300.
  static let snapping = ScreenSpec(
    tabs: [TabSpec(title: "A", contentHeight: 4000), TabSpec(title: "B", contentHeight: 4000)],
    snapsHeader: true)

  /// A drag released at scroll position ~100 with `speed` points per second (deeper into
  /// the content), then 60 Hz samples placed by `after(t)` (seconds after the lift, from
  /// the release position) for `seconds`, then still.
  private func release(
    speed: Double, seconds: Double = 3, after: (Double, Double) -> Double
  ) -> (hand: HandTrace, lift: Double) {
    var hand = HandTrace()
    let end = hand.drag(from: 0, fingerY: 700, position: 60, speed: -speed, steps: 12, dt: 1.0 / 60)
    for i in 1...Int(seconds * 60) {
      let t = Double(i) / 60
      hand.add(end.time + t, after(t, end.position))
    }
    return (hand, end.time)
  }

  /// A free UIKit deceleration from `velocity` (rate 0.998), then a snap to `target`
  /// reached by easing in, never faster than the deceleration was.
  private func decelerating(_ t: Double, from start: Double, velocity: Double, target: Double) -> Double {
    let k = -1000 * log(0.998)
    let natural = start + velocity / k * (1 - exp(-k * t))
    let projection = start + velocity / k
    // Scale the deceleration so that it rests on the target: same shape, slower.
    return start + (natural - start) * (target - start) / (projection - start)
  }

  // MARK: Peak speed after lift

  @Test func aLurchAfterLiftReportsMoreThanOne() throws {
    // Released at 300 pt/s; after 0.2 s of deceleration a glide at 900 pt/s to the pin.
    let (hand, _) = release(speed: 300) { t, start in
      t <= 0.2 ? start + 300 * t * (1 - t) : min(300, start + 300 * 0.16 + 900 * (t - 0.2))
    }
    let ratio = try #require(MetricsCalculator.peakSpeedRatio(hand.trace(screen: Self.snapping)))
    expectApproximatelyEqual(ratio, 3, absoluteTolerance: 0.01)
  }

  @Test func aDeceleratingSnapReportsAtMostOne() throws {
    // Released at ~110, natural rest ~260: a snap back to 250 decelerates all the way.
    let (hand, _) = release(speed: 300) { t, start in
      decelerating(t, from: start, velocity: 300, target: 250)
    }
    let ratio = try #require(MetricsCalculator.peakSpeedRatio(hand.trace(screen: Self.snapping)))
    #expect(ratio <= 1)
    #expect(ratio > 0.9)
  }

  @Test func releasesBelowTheFloorAreIgnored() {
    // Released at 30 pt/s (under the 50 pt/s floor), then a snap at 600 pt/s from there.
    let (hand, _) = release(speed: 30) { t, start in min(300, start + 600 * t) }
    #expect(MetricsCalculator.minimumReleaseSpeed == 50)
    #expect(MetricsCalculator.peakSpeedRatio(hand.trace(screen: Self.snapping)) == nil)
  }

  @Test func theSnapMetricsNeedASnappingScreen() {
    let (hand, _) = release(speed: 300) { t, start in min(300, start + 900 * t) }
    #expect(MetricsCalculator.peakSpeedRatio(hand.trace()) == nil)
    #expect(MetricsCalculator.snapTimeToRest(hand.trace()) == nil)
    // The same trace with header snapping on is judged.
    #expect(MetricsCalculator.peakSpeedRatio(hand.trace(screen: Self.snapping)) != nil)
  }

  @Test func aJumpAtASizeChangeIsNotASpeedUp() throws {
    // Rows removed 0.5 s after the lift: the position jumps 50 pt back in one frame
    // (3,000 pt/s), which is no speed-up of the snap.
    var (hand, lift) = release(speed: 300) { t, start in
      t < 0.5 ? decelerating(t, from: start, velocity: 300, target: 250) : 180
    }
    hand.events.append(.sizeChange(time: lift + 0.5))
    let ratio = try #require(MetricsCalculator.peakSpeedRatio(hand.trace(screen: Self.snapping)))
    #expect(ratio <= 1)
  }

  // MARK: Snap time to rest

  @Test func aSnapThatSettlesLateReportsItsTime() throws {
    // From the release position (110) to the pin at a steady 95 pt/s: within 1 pt of the
    // pin only at 2.0 s after the lift (60 Hz samples: 2.5 pt short at 1.983 s), then still.
    let (hand, _) = release(speed: 300) { t, start in min(300, start + (300 - start) * t / 2.01) }
    let time = try #require(MetricsCalculator.snapTimeToRest(hand.trace(screen: Self.snapping)))
    expectApproximatelyEqual(time, 2, absoluteTolerance: 1e-9)
  }

  @Test func aPromptSnapReportsItsTime() throws {
    // Back to expanded (0) from ~110, easing in: within 1 pt from 0.4 s on, at rest at 0.5 s.
    let (hand, _) = release(speed: 300, seconds: 3) { t, start in
      t >= 0.5 ? 0 : start * pow(1 - t / 0.5, 3)
    }
    let time = try #require(MetricsCalculator.snapTimeToRest(hand.trace(screen: Self.snapping)))
    // 110 · (1 − t/0.5)³ ≤ 1 from t ≈ 0.397: the first 60 Hz sample there is 0.4 s.
    expectApproximatelyEqual(time, 0.4, absoluteTolerance: 1e-9)
  }

  @Test func aFlingIntoTheListIsNoSnap() {
    // Released inside the header range, it coasts on to rest deep in the list: the header
    // snap has nothing to decide, and a free deceleration is not timed.
    let (hand, _) = release(speed: 1500) { t, start in
      decelerating(t, from: start, velocity: 1500, target: start + 1500 / (-1000 * log(0.998)))
    }
    #expect(MetricsCalculator.snapTimeToRest(hand.trace(screen: Self.snapping)) == nil)
    #expect(MetricsCalculator.peakSpeedRatio(hand.trace(screen: Self.snapping)) != nil)
  }

  @Test func anItemSnappingTabIsJudged() throws {
    let screen = ScreenSpec(
      tabs: [
        TabSpec(
          title: "A", contentHeight: 4000, itemHeights: Array(repeating: 200, count: 20), snapsToItems: true),
        TabSpec(title: "B", contentHeight: 4000),
      ])
    let (hand, _) = release(speed: 300) { t, start in min(500, start + 900 * t) }
    let ratio = try #require(MetricsCalculator.peakSpeedRatio(hand.trace(screen: screen)))
    expectApproximatelyEqual(ratio, 3, absoluteTolerance: 0.01)
    #expect(MetricsCalculator.snapTimeToRest(hand.trace(screen: screen)) != nil)
  }

  @Test func theSnapMetricsAreInEveryTable() {
    let metrics = RunMetrics(peakSpeedRatio: 1.25, snapTimeToRest: 2)
    let text = MetricsTable(
      entries: [ComparisonEntry(scenario: "s", strategy: "ours", metrics: metrics, error: nil)],
      strategies: ["ours"]
    ).render(.text)
    let rows = text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(rows.contains("peak speed / release ≤ 1.00 + 0.001 1.250 MISS"))
    #expect(rows.contains("snap time to rest (s) ≤ 1.5 2.00 MISS"))
    let columns = MetricDefinition.all.filter {
      ["peakSpeedRatio", "snapTimeToRest"].contains($0.key)
    }
    #expect(columns.map { $0.verdict(for: metrics) } == [.bad, .bad])
    #expect(
      columns.map { $0.verdict(for: RunMetrics(peakSpeedRatio: 0.99, snapTimeToRest: 1.2)) } == [
        .good, .good,
      ])
  }
}
