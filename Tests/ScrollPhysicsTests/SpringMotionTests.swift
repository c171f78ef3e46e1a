import Foundation
import NestedScrollExpectations
import NestedScrollPropertyChecks
import ScrollPhysics
import Testing

/// `m·x'' = −k·x − c·x'` with `c = 2ζ√(km)`, written out from the spring's parameters.
private func springAcceleration(_ spring: Spring) -> (Double, Double) -> Double {
  let c = 2 * spring.dampingRatio * (spring.stiffness * spring.mass).squareRoot()
  return { x, v in (-spring.stiffness * x - c * v) / spring.mass }
}

/// `count + 1` evenly spaced times from 0 through `end`.
private func grid(to end: Double, count: Int) -> [Double] {
  (0...count).map { end * Double($0) / Double(count) }
}

/// The critically damped springs the properties draw from: stiffness 10 … 2000, mass 0.5 … 3.
private let stiffnesses = Gen.double(in: 10...2000)
private let masses = Gen.double(in: 0.5...3)
private let displacements = Gen.double(in: 1...2000)

@Suite struct SpringMotionTests {
  @Test(
    arguments: [
      Spring(mass: 1, stiffness: 100, dampingRatio: 1),
      Spring(mass: 2, stiffness: 450, dampingRatio: 1),
      Spring(mass: 1.5, stiffness: 250, dampingRatio: 0.5),
      Spring(mass: 1, stiffness: 400, dampingRatio: 0.5),
      Spring(mass: 0.8, stiffness: 300, dampingRatio: 2),
      Spring(mass: 1, stiffness: 100, dampingRatio: 2),
    ],
    [(300.0, 0.0), (-120, 2500), (0, -4000), (50, 800)]
  )
  func closedFormMatchesIntegration(spring: Spring, start: (Double, Double)) {
    let (x0, v0) = start
    let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
    let states = integrateRK4(
      position: x0, velocity: v0, duration: 2, step: 1e-5, reportEvery: 500,
      acceleration: springAcceleration(spring))
    #expect(states.count == 401)
    let scale = abs(x0) + abs(v0) / spring.naturalFrequency
    for state in states {
      expectApproximatelyEqual(
        motion.displacement(after: state.time), state.position, absoluteTolerance: 1e-8 * scale)
      expectApproximatelyEqual(
        motion.velocity(after: state.time), state.velocity,
        absoluteTolerance: 1e-8 * scale * spring.naturalFrequency)
    }
  }

  @Test func startsWhereItWasPut() {
    for zeta in [0.5, 1, 2] {
      let motion = SpringMotion(
        spring: Spring(stiffness: 200, dampingRatio: zeta), displacement: -75, velocity: 640)
      expectApproximatelyEqual(motion.displacement(after: 0), -75, absoluteTolerance: 1e-12)
      expectApproximatelyEqual(motion.velocity(after: 0), 640, absoluteTolerance: 1e-9)
    }
  }

  @Test func criticalSpringDoesNotOvershootWithinTheBound() async {
    // From rest, moving away, or moving toward with |v0| ≤ ω·|x0|.
    await propertyCheck(
      count: 200, input: stiffnesses, masses, displacements, Gen.double(in: -1...3), Gen.bool
    ) { stiffness, mass, size, ratio, negative in
      let spring = Spring(mass: mass, stiffness: stiffness, dampingRatio: 1)
      let x0 = negative ? -size : size
      // ratio < 0: toward the target, at most ω·|x0|; ratio > 0: away from it.
      let v0 = ratio * spring.naturalFrequency * x0
      let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
      let end = motion.duration + 1
      for t in grid(to: end, count: 4000) {
        #expect(motion.displacement(after: t) * x0 >= 0, "overshoot at t = \(t)")
      }
      #expect(motion.crossingTime() == nil)
    }
  }

  @Test func criticalSpringOvershootsBeyondTheBound() {
    // The property above is not vacuous: past ω·|x0| toward the target it does cross.
    let spring = Spring.bounce
    let motion = SpringMotion(
      spring: spring, displacement: 100, velocity: -1.5 * spring.naturalFrequency * 100)
    let values = grid(to: 2, count: 2000).map { motion.displacement(after: $0) }
    #expect(signChanges(values) == 1)
  }

  @Test func stiffenedSpringNeverOvershoots() async {
    await propertyCheck(
      count: 300, input: stiffnesses, masses, displacements, Gen.double(in: 0...6), Gen.bool, Gen.bool
    ) { stiffness, mass, size, speedExponent, negative, overDamped in
      let zeta = overDamped ? 1.7 : 1
      let spring = Spring(mass: mass, stiffness: stiffness, dampingRatio: zeta)
      let x0 = negative ? -size : size
      let v0 = -(x0 > 0 ? 1 : -1) * pow(10, speedExponent)  // toward the target
      let stiff = spring.stiffened(toAvoidOvershootFrom: x0, velocity: v0)
      #expect(stiff.mass == spring.mass)
      #expect(stiff.dampingRatio == spring.dampingRatio)
      #expect(stiff.stiffness >= spring.stiffness)
      let motion = SpringMotion(spring: stiff, displacement: x0, velocity: v0)
      // Long enough to see an overshoot of the stiffened spring (or of the original one,
      // were it returned unchanged).
      let end = 1.5 * motion.duration + 1 / stiff.naturalFrequency
      for t in grid(to: end, count: 4000) {
        #expect(motion.displacement(after: t) * x0 >= 0, "overshoot at t = \(t)")
      }
      // It only stiffens when it has to.
      if abs(v0) <= spring.naturalFrequency * abs(x0) {
        #expect(stiff == spring)
      }
    }
  }

  @Test func stiffeningLeavesOtherStartsAlone() {
    let spring = Spring.scrollAnimation
    #expect(spring.stiffened(toAvoidOvershootFrom: 100, velocity: 1e6) == spring)  // away
    #expect(spring.stiffened(toAvoidOvershootFrom: 0, velocity: -1e6) == spring)
    let wobbly = Spring(stiffness: 400, dampingRatio: 0.5)
    #expect(wobbly.stiffened(toAvoidOvershootFrom: 100, velocity: -1e6) == wobbly)
  }

  @Test func underDampedCrossingTimeIsTheFirstSignChange() async {
    await propertyCheck(
      count: 300, input: stiffnesses, masses, Gen.double(in: -2000...2000), Gen.double(in: -20000...20000),
      Gen.double(in: 0.05...0.95)
    ) { stiffness, mass, x0, v0, zeta in
      let spring = Spring(mass: mass, stiffness: stiffness, dampingRatio: zeta)
      let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
      guard abs(x0) > 1e-6 || abs(v0) > 1e-6 else { return }
      let crossing = try #require(motion.crossingTime())
      let period = 2 * Double.pi / (spring.naturalFrequency * (1 - zeta * zeta).squareRoot())
      #expect(crossing > 0)
      #expect(crossing <= period / 2 + 1e-9)
      let scale = abs(x0) + abs(v0) / spring.naturalFrequency
      expectApproximatelyEqual(motion.displacement(after: crossing), 0, absoluteTolerance: 1e-9 * scale)
      let delta = min(period * 1e-4, crossing / 10)
      let before = motion.displacement(after: crossing - delta)
      let after = motion.displacement(after: crossing + delta)
      #expect(before * after < 0)
      // and no earlier sign change
      let reference = motion.displacement(after: crossing / 2)
      for t in grid(to: crossing - delta, count: 500) where t > 0 {
        #expect(motion.displacement(after: t) * reference > 0, "earlier crossing at t = \(t)")
      }
    }
  }

  @Test func criticalAndOverDampedCrossingTimes() throws {
    for zeta in [1.0, 2.0] {
      let spring = Spring(stiffness: 100, dampingRatio: zeta)
      // Thrown hard at the target from 100 pt, it crosses once.
      let thrown = SpringMotion(spring: spring, displacement: 100, velocity: -20_000)
      let crossing = try #require(thrown.crossingTime())
      expectApproximatelyEqual(thrown.displacement(after: crossing), 0, absoluteTolerance: 1e-9)
      #expect(thrown.displacement(after: crossing * 0.999) > 0)
      #expect(thrown.displacement(after: crossing * 1.001) < 0)
      // Released from rest, it does not.
      #expect(SpringMotion(spring: spring, displacement: 100, velocity: 0).crossingTime() == nil)
      #expect(SpringMotion(spring: spring, displacement: 100, velocity: 500).crossingTime() == nil)
    }
  }

  @Test func displacementStaysBelowRestFromDurationOn() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: -2000...2000), Gen.double(in: -20000...20000), Gen.int(in: 0...2),
      stiffnesses
    ) { x0, v0, regime, stiffness in
      let zeta = [0.5, 1, 2][regime]
      let spring = Spring(stiffness: stiffness, dampingRatio: zeta)
      let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
      let duration = motion.duration
      #expect(duration >= 0)
      #expect(duration < 60)
      for t in grid(to: 3, count: 3000) {
        expectApproximatelyEqual(
          motion.displacement(after: duration + t), 0, absoluteTolerance: Rest.distance, "at duration + \(t)")
      }
    }
  }

  @Test func durationIsNotLate() async {
    // Started above the rest distance and not crossing, the motion is still visibly
    // away from rest just before `duration`.
    await propertyCheck(
      count: 300, input: Gen.double(in: 1...2000), Gen.double(in: 0...20000), Gen.bool, stiffnesses, Gen.bool
    ) { size, speed, negative, stiffness, overDamped in
      let spring = Spring(stiffness: stiffness, dampingRatio: overDamped ? 2 : 1)
      let x0 = negative ? -size : size
      let v0 = negative ? -speed : speed  // away from the target, or zero
      let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
      #expect(motion.duration > 0)
      #expect(abs(motion.displacement(after: motion.duration - 1e-3)) >= Rest.distance)
    }
  }

  @Test(arguments: [0.2, 0.5, 0.8])
  func underDampedDurationIsNotLate(zeta: Double) {
    let spring = Spring(stiffness: 300, dampingRatio: zeta)
    let w = spring.naturalFrequency * (1 - zeta * zeta).squareRoot()
    let halfPeriod = Double.pi / w
    for (x0, v0) in [(400.0, 0.0), (-30, 9000), (0, -500)] {
      let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
      let duration = motion.duration
      // Within the last half period before it, a swing reaches the peak of the envelope's
      // last half-point: at least √(1 − ζ²) · 0.5 pt.
      let peak =
        grid(to: halfPeriod, count: 2000)
        .map { abs(motion.displacement(after: duration - $0)) }
        .max() ?? 0
      #expect(peak >= 0.99 * (1 - zeta * zeta).squareRoot() * Rest.distance)
    }
  }

  @Test func nonFiniteStartIsZero() {
    let motion = SpringMotion(spring: .bounce, displacement: .nan, velocity: .infinity)
    #expect(motion.displacement(after: 0.3) == 0)
    #expect(motion.duration == 0)
    #expect(Spring(mass: -1, stiffness: .nan, dampingRatio: -2) == .bounce)
  }
}
