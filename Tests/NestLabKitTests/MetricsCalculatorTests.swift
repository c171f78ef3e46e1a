import Foundation
import NestLabKit
import NestedScrollExpectations
import NestedScrollTestSupport
import Testing

/// Each metric on hand-made traces whose answers are known.
@Suite struct MetricsCalculatorTests {
  // MARK: Tracking error

  @Test func trackingIsZeroWhenContentFollowsTheFinger() {
    var hand = HandTrace()
    hand.drag(from: 0, fingerY: 700, position: 0, speed: -600, steps: 60, dt: 1.0 / 60)
    #expect(MetricsCalculator.trackingError(hand.trace()) == 0)
  }

  @Test func trackingErrorIsTheLargestLagBetweenSamples() throws {
    var hand = HandTrace()
    // At sample 30 the content lags the finger by 3 pt, and catches up at sample 31.
    hand.drag(from: 0, fingerY: 700, position: 0, speed: -600, steps: 60, dt: 1.0 / 60) { i, natural in
      i == 30 ? natural - 3 : natural
    }
    let error = try #require(MetricsCalculator.trackingError(hand.trace()))
    expectApproximatelyEqual(error, 3, absoluteTolerance: 1e-9)
  }

  @Test func trackingIgnoresTheHysteresisAndTheRubberBand() {
    var hand = HandTrace()
    // Content starts moving only after 10 pt (no error counted), and a pull down past the
    // top (negative position) moves content less than the finger (rubber band: not counted).
    hand.drag(from: 0, fingerY: 400, position: 0, speed: 600, steps: 30, dt: 1.0 / 60) { _, natural in
      natural < 0 ? natural * 0.4 : natural
    }
    #expect(MetricsCalculator.trackingError(hand.trace()) == nil)
  }

  @Test func trackingIsNilWithoutADrag() {
    var hand = HandTrace()
    for i in 0..<10 { hand.add(Double(i) / 60, 100) }
    #expect(MetricsCalculator.trackingError(hand.trace()) == nil)
  }

  // MARK: Momentum continuity

  /// A drag released at 0.1 s at scroll position `start` with `velocity`, then a free
  /// UIKit deceleration sampled at 60 Hz; `afterPin` may alter positions from the first
  /// sample at or past the pin on (given the position and the one at that sample).
  private func fling(
    start: Double = 100, velocity: Double = 3000, seconds: Double = 1,
    afterPin: ((_ position: Double, _ atCrossing: Double) -> Double)? = nil
  ) -> Trace {
    var hand = HandTrace()
    hand.drag(
      from: 0, fingerY: 700, position: start - (velocity * 0.1 - 10), speed: -velocity, steps: 6,
      dt: 1.0 / 60,
      release: false)
    hand.events.append(.touchEnded(time: 0.1))
    let k = -1000 * log(0.998)
    var crossing: Double?
    for i in 0...Int(seconds * 60) {
      let t = Double(i) / 60
      var position = start + velocity / k * (1 - exp(-k * t))
      if position >= 300, crossing == nil { crossing = position }
      if let crossing, let afterPin { position = afterPin(position, crossing) }
      hand.add(0.1 + t, position)
    }
    return hand.trace()
  }

  @Test func anUninterruptedFlingIsPerfectlyContinuous() throws {
    let continuity = try #require(MetricsCalculator.momentumContinuity(fling()))
    expectApproximatelyEqual(continuity, 1, absoluteTolerance: 1e-4)
  }

  @Test func halvingTheSpeedAtThePinScoresOneHalf() throws {
    let trace = fling { position, atCrossing in atCrossing + (position - atCrossing) / 2 }
    let continuity = try #require(MetricsCalculator.momentumContinuity(trace))
    expectApproximatelyEqual(continuity, 0.5, absoluteTolerance: 0.01)
  }

  @Test func stoppingDeadAtThePinScoresZero() throws {
    let trace = fling { position, _ in min(position, 300) }
    #expect(try #require(MetricsCalculator.momentumContinuity(trace)) == 0)
  }

  @Test func crossingsWithAFingerDownDoNotCount() {
    var hand = HandTrace()
    hand.drag(from: 0, fingerY: 700, position: 200, speed: -600, steps: 30, dt: 1.0 / 60, release: false)
    #expect(MetricsCalculator.momentumContinuity(hand.trace()) == nil)
  }

  // MARK: Reversals and distance ratio

  @Test func aFreeFlingHasNoReversalsAndTravelsItsProjection() throws {
    let trace = fling(start: 400, velocity: 1500, seconds: 6)
    #expect(MetricsCalculator.reversals(trace) == 0)
    let ratio = try #require(MetricsCalculator.distanceRatio(trace))
    expectApproximatelyEqual(ratio, 1, absoluteTolerance: 0.01)
  }

  @Test func aTurnAroundIsOneReversal() {
    // Goes on 20 frames at 600 pt/s, then back at 600 pt/s for 10 frames, then rests.
    var hand = HandTrace()
    hand.drag(from: 0, fingerY: 700, position: 800, speed: -600, steps: 6, dt: 1.0 / 60)
    var position = hand.samples[hand.samples.count - 1].observation.scrollPosition
    var t = 0.1
    for i in 1...40 {
      t += 1.0 / 60
      if i <= 20 { position += 10 } else if i <= 30 { position -= 10 }
      hand.add(t, position)
    }
    #expect(MetricsCalculator.reversals(hand.trace()) == 1)
  }

  @Test func aTickBehindTheReleaseIsAReversal() {
    // The fling goes up, the content goes back down at once (UIKit reaching a target
    // behind the motion).
    var hand = HandTrace()
    hand.drag(from: 0, fingerY: 700, position: 800, speed: -600, steps: 6, dt: 1.0 / 60)
    var position = hand.samples[hand.samples.count - 1].observation.scrollPosition
    var t = 0.1
    for _ in 1...10 {
      t += 1.0 / 60
      position -= 5
      hand.add(t, position)
    }
    #expect(MetricsCalculator.reversals(hand.trace()) == 1)
  }

  @Test func tinyWigglesAndEdgeBouncesAreNotReversals() {
    var hand = HandTrace()
    hand.drag(from: 0, fingerY: 700, position: 800, speed: -600, steps: 6, dt: 1.0 / 60)
    var position = hand.samples[hand.samples.count - 1].observation.scrollPosition
    var t = 0.1
    for i in 1...20 {
      t += 1.0 / 60
      position += i <= 10 ? 5 : (i % 2 == 0 ? 0.05 : -0.05)  // 0.05 pt per frame is 3 pt/s
      hand.add(t, position)
    }
    #expect(MetricsCalculator.reversals(hand.trace()) == 0)

    // A fling that bounces off the bottom edge (3547) is not judged.
    var bounce = HandTrace()
    bounce.drag(from: 0, fingerY: 700, position: 3400, speed: -600, steps: 6, dt: 1.0 / 60)
    var p = bounce.samples[bounce.samples.count - 1].observation.scrollPosition
    var time = 0.1
    for i in 1...30 {
      time += 1.0 / 60
      p += i <= 15 ? 12 : -12
      bounce.add(time, p)
    }
    #expect(MetricsCalculator.reversals(bounce.trace()) == nil)
  }

  @Test func stoppingHalfwayHasDistanceRatioOneHalf() throws {
    let full = fling(start: 400, velocity: 1500, seconds: 6)
    let start = full.samples.first { $0.fingerY == nil }?.observation.scrollPosition ?? 0
    let projection = 1500 / (-1000 * log(0.998))
    var halted = full
    for index in halted.samples.indices where halted.samples[index].fingerY == nil {
      let position = halted.samples[index].observation.scrollPosition
      halted.samples[index].observation.scrollPosition = min(position, start + projection / 2)
    }
    let ratio = try #require(MetricsCalculator.distanceRatio(halted))
    expectApproximatelyEqual(ratio, 0.5, absoluteTolerance: 0.01)
  }

  // MARK: Tab switches

  /// Tab A scrolled to `positionA` and tab B to `positionB` (both at rest); at 1.0 s a
  /// switch from A to B; `after` says what tab B's offset and the header do then.
  private func tabSwitch(
    positionA: Double, positionB: Double, headerAfter: Double? = nil, offsetBAfter: Double? = nil
  ) -> Trace {
    var hand = HandTrace()
    let offsetA = positionA - 391
    let offsetB = positionB - 391
    // B was shown first, then A.
    hand.add(0, positionB, tab: 1, offsets: [-391, offsetB])
    for i in 1...30 { hand.add(Double(i) / 60, positionA, tab: 0, offsets: [offsetA, offsetB]) }
    hand.events.append(.tabSwitch(time: 1.0, from: 0, to: 1))
    let visible = min(max(positionA, 0), 300)
    let header = headerAfter ?? 47 - visible
    let newOffsetB = offsetBAfter ?? offsetB
    for i in 0...30 {
      hand.add(
        1.0 + Double(i) / 60, newOffsetB + 391, tab: 1, headerTop: header, offsets: [offsetA, newOffsetB])
    }
    return hand.trace()
  }

  @Test func headerMovedIsTheHeaderMoveAcrossTheSwitch() throws {
    #expect(try #require(MetricsCalculator.headerMoved(tabSwitch(positionA: 150, positionB: 150))) == 0)
    // Before: A at 150 shows the header at 47 − 150; after, a strategy shows it at 47 − 110.
    let jumped = tabSwitch(positionA: 150, positionB: 1000, headerAfter: 47 - 110)
    #expect(try #require(MetricsCalculator.headerMoved(jumped)) == 40)
    #expect(MetricsCalculator.headerMoved(fling()) == nil)
  }

  @Test func headerJumpIsAMoveWithinAnInstant() throws {
    #expect(try #require(MetricsCalculator.headerJump(tabSwitch(positionA: 150, positionB: 150))) == 0)
    // The header 300 pt further at the switch's own instant: all of it is a jump.
    let jumped = easedSwitch(positionA: 0) { _ in 1 }
    #expect(try #require(MetricsCalculator.headerJump(jumped)) == 300)
    #expect(MetricsCalculator.headerJump(fling()) == nil)
  }

  /// A switch at 1 s from A at `positionA` to B deep, the header easing from A's position to
  /// the pin along `ease` (0 → 1 over 0.3 s) after the switch, sampled at 60 Hz.
  private func easedSwitch(positionA: Double, ease: (Double) -> Double) -> Trace {
    var hand = HandTrace()
    for i in 0...60 { hand.add(Double(i) / 60, positionA, tab: 0, offsets: [positionA - 391, 809]) }
    hand.events.append(.tabSwitch(time: 1.0, from: 0, to: 1))
    for i in 0...30 {
      let t = Double(i) / 60
      let position = positionA + (300 - positionA) * ease(min(1, t / 0.3))
      hand.add(
        1.0 + t, 1200, tab: 1, headerTop: 47 - position, tabBarTop: 347 - position,
        offsets: [positionA - 391, 809])
    }
    return hand.trace()
  }

  @Test func aHeaderEasingToItsTabDoesNotJumpButMoves() throws {
    let eased = easedSwitch(positionA: 0) { p in p * p * (3 - 2 * p) }
    #expect(try #require(MetricsCalculator.headerJump(eased)) <= 1e-9)
    #expect(try #require(MetricsCalculator.headerMoved(eased)) == 300)
    // B shows exactly where it was: its position is kept (the header did not allow it).
    #expect(try #require(MetricsCalculator.positionsKept(eased)) == 1)
    #expect(MetricsCalculator.offsetsKept(eased) == nil)
    // The header leaves its list at the switch and is back with it 0.3 s later.
    let settle = try #require(MetricsCalculator.headerSettleTime(eased))
    #expect(settle > 0.25 && settle <= 0.3 + 1e-9)
    // Half the way at the switch's first frame is a jump, beyond what 0.3 s of easing allows.
    let hurried = easedSwitch(positionA: 0) { p in p > 0 ? max(0.5, p) : 0 }
    #expect(try #require(MetricsCalculator.headerJump(hurried)) > 100)
  }

  @Test func aTabFittedToTheHeaderDoesNotKeepItsPosition() throws {
    // Header half collapsed (A at 150), B left deep and fitted to 150 on the switch.
    let fitted = tabSwitch(positionA: 150, positionB: 1200, offsetBAfter: -241)
    #expect(try #require(MetricsCalculator.positionsKept(fitted)) == 0)
    #expect(try #require(MetricsCalculator.headerMoved(fitted)) == 0)
    #expect(try #require(MetricsCalculator.headerSettleTime(fitted)) == 0)
  }

  @Test func offsetsKeptWhenThePinnedHeaderAllowsIt() throws {
    // Header pinned (A at 2000), B left deep (1200): the rule keeps B's offset.
    #expect(try #require(MetricsCalculator.offsetsKept(tabSwitch(positionA: 2000, positionB: 1200))) == 1)
    // A strategy that resets B to its top fails.
    let reset = tabSwitch(positionA: 2000, positionB: 1200, offsetBAfter: -91)
    #expect(try #require(MetricsCalculator.offsetsKept(reset)) == 0)
    // With the header half visible, a deep tab is rightly fitted: not counted.
    #expect(
      MetricsCalculator.offsetsKept(tabSwitch(positionA: 150, positionB: 1200, offsetBAfter: -241)) == nil)
    // ... but a tab left at exactly that collapse is.
    #expect(try #require(MetricsCalculator.offsetsKept(tabSwitch(positionA: 150, positionB: 150))) == 1)
  }

  @Test func aTabResetWhileHiddenIsNotKept() throws {
    // B left deep; while A is shown, B is reset to the top off-screen (and stays there).
    var hand = HandTrace()
    hand.add(0, 1200, tab: 1, offsets: [-391, 809])
    for i in 1...30 {
      let offsetB = i < 10 ? 809.0 : -391
      hand.add(Double(i) / 60, 2000, tab: 0, offsets: [1609, offsetB])
    }
    hand.events.append(.tabSwitch(time: 1.0, from: 0, to: 1))
    for i in 0...10 { hand.add(1.0 + Double(i) / 60, 0, tab: 1, offsets: [1609, -391]) }
    #expect(try #require(MetricsCalculator.offsetsKept(hand.trace())) == 0)
  }

  // MARK: Time to rest and frame rate

  @Test func timeToRestCountsFromTheLastInput() throws {
    var hand = HandTrace()
    hand.events.append(.touchEnded(time: 0.5))
    for i in 0...120 {
      let t = Double(i) / 60
      hand.add(t, 100 + min(t, 1.5) * 10)
    }
    let rest = try #require(MetricsCalculator.timeToRest(hand.trace()))
    expectApproximatelyEqual(rest, 1.0, absoluteTolerance: 1e-9)
  }

  @Test func identicalMotionAtDifferentFrameRatesDoesNotDiffer() throws {
    let k = -1000 * log(0.998)
    func run(_ times: [Double], shift: Double = 0) -> Trace {
      var hand = HandTrace()
      for t in times {
        // A drag at 1200 pt/s for 0.2 s after a still start, then a free deceleration.
        let position: Double
        if t < 0.1 {
          position = 0
        } else if t < 0.3 {
          position = (t - 0.1) * 1200
        } else {
          position = 240 + 1200 / k * (1 - exp(-k * (t - 0.3))) + shift * min(1, (t - 0.3))
        }
        hand.add(t, position)
      }
      return hand.trace()
    }
    let sixty = (0...180).map { Double($0) / 60 }
    let oneTwenty = (0...360).map { Double($0) / 120 }
    var jitter: [Double] = [0]
    var generator = SplitMix64(seed: 3)
    while let last = jitter.last, last < 3 { jitter.append(last + 0.004 + 0.021 * generator.nextUnit()) }
    let difference = try #require(MetricsCalculator.frameRateDifference(run(sixty), run(oneTwenty)))
    #expect(difference < 0.05)
    let irregular = try #require(MetricsCalculator.frameRateDifference(run(sixty), run(jitter)))
    #expect(irregular < 0.05)
    let shifted = try #require(MetricsCalculator.frameRateDifference(run(sixty), run(oneTwenty, shift: 3)))
    expectApproximatelyEqual(shifted, 3, absoluteTolerance: 0.1)
  }

  @Test func allMetricsTogether() {
    let metrics = MetricsCalculator.metrics(for: fling(start: 100, velocity: 2000, seconds: 5))
    #expect((metrics.trackingError ?? 1) < 1e-9)
    expectApproximatelyEqual(metrics.momentumContinuity ?? 0, 1, absoluteTolerance: 1e-4)
    expectApproximatelyEqual(metrics.distanceRatio ?? 0, 1, absoluteTolerance: 0.01)
    #expect(metrics.reversals == 0)
    #expect(metrics.headerJump == nil)
    #expect(metrics.offsetsKept == nil)
    #expect(metrics.frameRateDifference == nil)
  }
}
