import NestedScrollExpectations
import ScrollPhysics
import Testing

/// ``ScrollMotion/snap(to:from:velocity:at:)`` when the target lies past the natural rest: a
/// coast at no more than the release speed, then a landing that arrives on the target
/// exactly as it comes to rest.
@Suite struct SnapMotionTests {
  /// Gentle releases toward targets past their natural rest (a header snap edge, an item
  /// boundary): the release speed and the distance to the target.
  static let releases: [(speed: Double, distance: Double)] = [(300, 180), (250, 200), (400, 240), (30, 90)]

  /// The time the motion rests, to a microsecond, and the last position before it.
  static func end(of motion: ScrollMotion) -> (time: Double, before: Double) {
    var low = 0.0
    var high = 10.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      var copy = motion
      if copy.sample(at: middle).isFinished { high = middle } else { low = middle }
    }
    var copy = motion
    return (high, copy.sample(at: low).position)
  }

  @Test(arguments: releases)
  func theLandingArrivesWithoutALastStep(speed: Double, distance: Double) {
    for sign in [1.0, -1.0] {
      let motion = ScrollMotion.snap(to: sign * distance, from: 0, velocity: sign * speed, at: 0)
      guard case .coast = motion.phase else {
        Issue.record("expected a coast for \(speed) pt/s over \(distance) pt")
        continue
      }
      let (time, before) = Self.end(of: motion)
      // Within Rest.distance by longestSnap, at rest by 1.5 s, and the last position before
      // rest is on the target (not up to 0.5 pt short).
      var early = motion
      expectApproximatelyEqual(
        early.sample(at: ScrollMotion.longestSnap).position, sign * distance, absoluteTolerance: Rest.distance
      )
      #expect(time <= 1.5)
      expectApproximatelyEqual(
        before, sign * distance, absoluteTolerance: 1e-6,
        "\(abs(before - sign * distance)) pt short just before rest")
      var copy = motion
      #expect(copy.sample(at: time + 1e-3).position == sign * distance)
    }
  }
}

/// Fuzz finding (crash-cd31e023): a release so slow its speed is a denormal planned a landing
/// of no length at that speed, whose duration came out NaN: the plan took it for one in time
/// and coasted at the release speed forever. Such a release is carried at the slowest speed
/// that is in time, as any slow one.
@Suite struct SnapFromAlmostNoSpeedTests {
  @Test(arguments: [27 * Double.leastNonzeroMagnitude, 1e-300, 1e-9])
  func aReleaseTooSlowToCountStillRestsInTime(speed: Double) {
    for distance in [2364.0, 90] {
      let motion = ScrollMotion.snap(to: -distance, from: 0, velocity: -speed, at: 0)
      var copy = motion
      let sample = copy.sample(at: 1.5)
      #expect(sample.isFinished && sample.position == -distance, "\(speed) pt/s over \(distance) pt")
      // Never faster than the slowest snap in time over that distance (within 2 %).
      var previous = 0.0
      for frame in 1...90 {
        var step = motion
        let position = step.sample(at: Double(frame) / 60).position
        #expect(
          abs(position - previous) * 60 <= ScrollMotion.slowestSnapSpeed(distance: distance) * 1.02 + 30)
        previous = position
      }
    }
  }
}

/// Fuzz finding (crash-b1b96c27): a fast release a point from its target (the header's snap
/// position just behind a list released past it) is nearer than the hardest deceleration
/// stops. No glide lands there, and the plan for far targets coasted for no time and then
/// jumped the last point in one frame (6,400 pt/s after a release at 1,359). It now slows
/// from the release speed all the way, on a spring stiffened not to overshoot.
@Suite struct SnapFromCloseByTests {
  @Test(arguments: [(1359.140_914_229_522_7, 0.991_881_504_703_371_8), (5000, 0.6), (3000, 2.5), (800, 1.5)])
  func aFastReleaseCloseToItsTargetNeverSpeedsUp(speed: Double, distance: Double) {
    for sign in [1.0, -1.0] {
      let motion = ScrollMotion.snap(to: sign * distance, from: 0, velocity: sign * speed, at: 0)
      var previous = 0.0
      var lastSpeed = speed
      for frame in 1...600 {
        let time = Double(frame) / 6000
        var copy = motion
        let sample = copy.sample(at: time)
        let step = abs(sample.position - previous)
        // At most the release speed, and a last step onto the target within Rest.distance (a
        // landing ends when that close); the jump was twice that.
        #expect(step <= speed / 6000 * 1.02 + Rest.distance, "\(step) pt in a 6 kHz frame at \(time) s")
        expectApproximatelyEqual(
          sample.velocity, 0, absoluteTolerance: lastSpeed + 1e-9, "sped up at \(time) s")
        #expect((sample.position - sign * distance) * sign <= 1e-9, "overshot at \(time) s")
        lastSpeed = abs(sample.velocity)
        previous = sample.position
      }
      var end = motion
      let rest = end.sample(at: 1.5)
      #expect(rest.isFinished && rest.position == sign * distance)
    }
  }
}
