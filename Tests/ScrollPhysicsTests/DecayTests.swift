import Foundation
import NestedScrollExpectations
import NestedScrollPropertyChecks
import ScrollPhysics
import Testing

/// A positive speed spread over six decades (1 … 10⁶ pt/s).
private let speeds = Gen.double(in: 0...6).map { pow(10, $0) }

@Suite struct DecayTests {
  @Test func namedRatesAreUIKits() {
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
    #expect(DecelerationRate(rawValue: 1) == nil)
    #expect(DecelerationRate(rawValue: .nan) == nil)
    #expect(DecelerationRate(clamping: 2).rawValue < 1)
  }

  @Test(arguments: [DecelerationRate.normal, .fast], [1000.0, -2500, 37])
  func closedFormMatchesIntegration(rate: DecelerationRate, v0: Double) {
    let decay = Decay(initialVelocity: v0, rate: rate)
    let k = specDecayConstant(rate)
    let states = integrateRK4(position: 0, velocity: v0, duration: 3) { _, v in k * v }
    #expect(states.count == 301)
    for state in states {
      expectApproximatelyEqual(
        decay.displacement(after: state.time), state.position, absoluteTolerance: 1e-9 * abs(v0))
      expectApproximatelyEqual(
        decay.velocity(after: state.time), state.velocity, absoluteTolerance: 1e-9 * abs(v0))
    }
  }

  @Test(arguments: [DecelerationRate.normal, .fast], [1000.0, -2500, 37])
  func projectionIsTheIntegratedRestDistance(rate: DecelerationRate, v0: Double) throws {
    let k = specDecayConstant(rate)
    // Long enough for the velocity to fall below 10⁻¹⁴ of its start.
    let states = integrateRK4(position: 0, velocity: v0, duration: 33 / abs(k), reportEvery: 1000) { _, v in
      k * v
    }
    let last = try #require(states.last)
    expectApproximatelyEqual(last.velocity, 0, absoluteTolerance: 1e-13 * abs(v0))
    expectApproximatelyEqual(
      Decay(initialVelocity: v0, rate: rate).projectedDistance, last.position,
      absoluteTolerance: 1e-9 * abs(v0))
  }

  @Test func normalProjectionOfAThousandPointsPerSecond() {
    // The ScrollPhysics article: rest distance −v0 / (1000 · ln d), d = 0.998.
    let expected = -1000 / (1000 * log(0.998))
    expectApproximatelyEqual(expected, 499.5, absoluteTolerance: 0.01)
    expectApproximatelyEqual(
      Decay(initialVelocity: 1000, rate: .normal).projectedDistance, expected, absoluteTolerance: 1e-9)
  }

  @Test(arguments: [DecelerationRate.normal, .fast])
  func projectionIsWithinHalfAMillisecondOfUIKitsPerMillisecondSum(rate: DecelerationRate) {
    // UIKit multiplies the velocity by d once per millisecond: travel = Σ v0·dⁿ·1 ms.
    let v0 = 3000.0
    var velocity = v0
    var travelled = 0.0
    for _ in 0..<100_000 {
      velocity *= rate.rawValue
      travelled += velocity / 1000
    }
    let projection = Decay(initialVelocity: v0, rate: rate).projectedDistance
    #expect(projection > travelled)
    #expect(projection - travelled < v0 * 0.0005)
  }

  @Test func durationIsWhenTheRemainingDistanceDropsBelowRest() async {
    await propertyCheck(count: 300, input: speeds, Gen.bool, Gen.bool) { speed, negative, fast in
      let rate: DecelerationRate = fast ? .fast : .normal
      let v0 = negative ? -speed : speed
      let decay = Decay(initialVelocity: v0, rate: rate)
      let k = specDecayConstant(rate)
      // Still to go after t: |v(t) / k| = |v0 / k| · e^(k·t).
      let remaining = { (t: Double) in abs(v0 / k) * exp(k * t) }
      if remaining(0) <= Rest.distance {
        #expect(decay.duration == 0)
      } else {
        #expect(decay.duration > 0)
        // At `duration` the remaining distance is the rest distance (to rounding), below
        // it right after and not yet below it just before.
        expectApproximatelyEqual(remaining(decay.duration), Rest.distance, absoluteTolerance: 1e-12)
        #expect(remaining(decay.duration + 1e-6) < Rest.distance)
        #expect(remaining(decay.duration - 1e-6) >= Rest.distance)
      }
    }
  }

  @Test func timeToTravelInvertsDisplacement() async {
    await propertyCheck(count: 300, input: speeds, Gen.bool, Gen.double(in: 0...0.999), Gen.bool) {
      speed, negative, fraction, fast in
      let rate: DecelerationRate = fast ? .fast : .normal
      let v0 = negative ? -speed : speed
      let decay = Decay(initialVelocity: v0, rate: rate)
      let projection = specProjection(velocity: v0, rate: rate)

      let distance = fraction * projection
      let time = try #require(decay.time(toTravel: distance))
      #expect(time >= 0)
      expectApproximatelyEqual(
        decay.displacement(after: time), distance, absoluteTolerance: 1e-9 * abs(projection))

      // Up to the rest time: after it the fraction still to go is too small to invert well.
      let t = fraction * decay.duration
      let back = try #require(decay.time(toTravel: decay.displacement(after: t)))
      expectApproximatelyEqual(back, t, absoluteTolerance: 1e-6)

      // Never reached: beyond the projection or behind the start.
      #expect(decay.time(toTravel: projection * 1.001) == nil)
      #expect(decay.time(toTravel: -projection * 0.1) == nil)
    }
  }

  @Test func timeToTravelWithoutVelocity() {
    let still = Decay(initialVelocity: 0, rate: .normal)
    #expect(still.time(toTravel: 0) == 0)
    #expect(still.time(toTravel: 1) == nil)
    #expect(still.projectedDistance == 0)
    #expect(still.duration == 0)
  }

  @Test func landingComesToRestAtTheDistance() async {
    await propertyCheck(count: 300, input: speeds, Gen.bool, Gen.double(in: 1...5000)) {
      speed, negative, length in
      let velocity = negative ? -speed : speed
      let distance = negative ? -length : length
      // The rate the spec needs for that rest distance: d = exp(−v0 / (1000 · distance)).
      let neededRate = exp(-velocity / (1000 * distance))
      if let decay = Decay.landing(velocity: velocity, distance: distance) {
        #expect(decay.initialVelocity == velocity)
        #expect(DecelerationRate.validRange.contains(decay.rate.rawValue))
        expectApproximatelyEqual(decay.projectedDistance, distance, absoluteTolerance: 1e-9 * abs(distance))
      } else {
        #expect(!DecelerationRate.validRange.contains(neededRate))
      }
      // Behind the velocity there is no decay that gets there.
      #expect(Decay.landing(velocity: velocity, distance: -distance) == nil)
    }
  }

  @Test func landingRejectsDegenerateInput() {
    #expect(Decay.landing(velocity: 0, distance: 100) == nil)
    #expect(Decay.landing(velocity: 1000, distance: 0) == nil)
    #expect(Decay.landing(velocity: .nan, distance: 100) == nil)
    #expect(Decay.landing(velocity: 1000, distance: .infinity) == nil)
    // 1000 pt/s over 499.5 pt is the normal rate.
    let normal = Decay.landing(velocity: 1000, distance: specProjection(velocity: 1000, rate: .normal))
    expectApproximatelyEqual(normal?.rate.rawValue ?? 0, 0.998, absoluteTolerance: 1e-12)
  }

  @Test(arguments: [DecelerationRate.normal, .fast], [4000.0, -1500, 120])
  func flingTravelsTheProjection(rate: DecelerationRate, v0: Double) throws {
    let start = 10_000.0
    let motion = ScrollMotion.fling(
      from: start, velocity: v0, at: 2, rate: rate, bounds: -1_000_000...1_000_000)
    let samples = run(motion, from: 2, step: 1.0 / 60)
    let last = try #require(samples.last)
    #expect(last.sample.isFinished)
    expectApproximatelyEqual(
      last.sample.position - start, specProjection(velocity: v0, rate: rate), absoluteTolerance: Rest.distance
    )
    // It comes to rest once the distance still to go drops below the rest distance, so
    // the last step onto the final position is invisible.
    let k = specDecayConstant(rate)
    let restTime = log(Rest.distance / abs(v0 / k)) / k
    let justBefore = sampleOnce(motion, at: 2 + restTime - 1e-6)
    #expect(!justBefore.isFinished)
    expectApproximatelyEqual(
      justBefore.position, last.sample.position, absoluteTolerance: Rest.distance + 1e-3)
    #expect(sampleOnce(motion, at: 2 + restTime + 1e-6).isFinished)
  }

  @Test func nonFiniteVelocityIsZero() {
    let decay = Decay(initialVelocity: .infinity, rate: .normal)
    #expect(decay.initialVelocity == 0)
    #expect(decay.displacement(after: 1) == 0)
  }
}
