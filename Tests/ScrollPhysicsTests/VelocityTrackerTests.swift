import Foundation
import NestedScrollExpectations
import NestedScrollPropertyChecks
import ScrollPhysics
import Testing

/// Feeds `position(t)` to a tracker at the given times.
private func tracker(
  at times: [Double], _ position: (Double) -> Double
) -> VelocityTracker {
  var tracker = VelocityTracker()
  for time in times { tracker.addSample(position: position(time), time: time) }
  return tracker
}

/// Times from `start`, every `step`, for `duration` seconds.
private func regularTimes(from start: Double, step: Double, duration: Double) -> [Double] {
  (0...Int((duration / step).rounded())).map { start + Double($0) * step }
}

/// Times from `start`, 5 … 20 ms apart, for at least `duration` seconds.
private func irregularTimes(from start: Double, duration: Double, seed: UInt64) -> [Double] {
  var rng = seededGenerator(seed)
  var times = [start]
  while times[times.count - 1] < start + duration {
    times.append(times[times.count - 1] + Double.random(in: 0.005...0.02, using: &rng))
  }
  return times
}

private let signedSpeeds = zip(Gen.double(in: 1...4), Gen.bool).map { exponent, negative in
  negative ? -pow(10, exponent) : pow(10, exponent)
}

@Suite struct VelocityTrackerTests {
  @Test func constantVelocityEvery8ms() async {
    await propertyCheck(
      count: 200, input: signedSpeeds, Gen.double(in: -5000...5000), Gen.double(in: 0...100)
    ) {
      velocity, offset, start in
      let times = regularTimes(from: start, step: 0.008, duration: 0.3)
      let tracker = tracker(at: times) { offset + velocity * ($0 - start) }
      let last = times[times.count - 1]
      expectApproximatelyEqual(tracker.velocity(at: last), velocity, absoluteTolerance: 0.02 * abs(velocity))
      // Queried a little after the last sample, still the finger's velocity.
      expectApproximatelyEqual(
        tracker.velocity(at: last + 0.01), velocity, absoluteTolerance: 0.02 * abs(velocity))
    }
  }

  @Test func constantVelocityAtIrregularIntervals() async {
    await propertyCheck(count: 200, input: signedSpeeds, Gen.double(in: 0...100), Gen.uint64()) {
      velocity, start, seed in
      let times = irregularTimes(from: start, duration: 0.25, seed: seed)
      let tracker = tracker(at: times) { 300 + velocity * ($0 - start) }
      let last = times[times.count - 1]
      expectApproximatelyEqual(tracker.velocity(at: last), velocity, absoluteTolerance: 0.02 * abs(velocity))
    }
  }

  @Test func deceleratingFingerIsMeasuredAtTheLastSample() async {
    await propertyCheck(count: 200, input: signedSpeeds, Gen.double(in: 0.1...0.6), Gen.uint64(), Gen.bool) {
      v0, duration, seed, regular in
      // The finger follows UIKit's deceleration: x(t) = v0·(d^(1000t) − 1)/(1000·ln d).
      let k = specDecayConstant(.normal)
      let times =
        regular
        ? regularTimes(from: 0, step: 0.008, duration: duration)
        : irregularTimes(from: 0, duration: duration, seed: seed)
      let tracker = tracker(at: times) { v0 * (exp(k * $0) - 1) / k }
      let last = times[times.count - 1]
      let truth = v0 * exp(k * last)
      expectApproximatelyEqual(tracker.velocity(at: last), truth, absoluteTolerance: 0.02 * abs(truth))
    }
  }

  @Test func decelerationIsNotAveraged() {
    // Over the last 100 ms of a .normal deceleration the velocity falls by about a fifth:
    // the window's average is several per cent above the velocity at release; the tracker
    // reports the latter.
    let k = specDecayConstant(.normal)
    let times = regularTimes(from: 0, step: 0.008, duration: 0.4)
    let tracker = tracker(at: times) { 2000 * (exp(k * $0) - 1) / k }
    let last = times[times.count - 1]
    let truth = 2000 * exp(k * last)
    let averaged = 2000 * (exp(k * last) - exp(k * (last - 0.1))) / k / 0.1
    #expect(abs(averaged - truth) > 0.04 * truth)
    expectApproximatelyEqual(tracker.velocity(at: last), truth, absoluteTolerance: 0.02 * truth)
  }

  @Test(arguments: [0.041, 0.05, 0.5])
  func aPauseBeforeTheQueryMeansNoVelocity(pause: Double) {
    let times = regularTimes(from: 1, step: 0.008, duration: 0.2)
    let tracker = tracker(at: times) { 1500 * $0 }
    let last = times[times.count - 1]
    expectApproximatelyEqual(tracker.velocity(at: last + 0.03), 1500, absoluteTolerance: 0.02 * 1500)
    expectApproximatelyEqual(tracker.velocity(at: last + pause), 0, absoluteTolerance: 1e-9)
  }

  @Test func aPauseInsideTheSamplesStopsTheFinger() {
    // The finger moved, then held still (still reporting its position) for 60 ms.
    var tracker = VelocityTracker()
    for time in regularTimes(from: 0, step: 0.008, duration: 0.2) {
      tracker.addSample(position: 2000 * time, time: time)
    }
    for time in regularTimes(from: 0.208, step: 0.008, duration: 0.12) {
      tracker.addSample(position: 400, time: time)
    }
    expectApproximatelyEqual(tracker.velocity(at: 0.328), 0, absoluteTolerance: 1)
  }

  @Test func fewerThanTwoSamplesIsZero() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(at: 0) == 0)
    tracker.addSample(position: 100, time: 1)
    #expect(tracker.velocity(at: 1) == 0)
    // Same time again replaces rather than adds.
    tracker.addSample(position: 180, time: 1)
    #expect(tracker.velocity(at: 1) == 0)
    tracker.addSample(position: 200, time: 1.01)
    expectApproximatelyEqual(tracker.velocity(at: 1.01), 2000, absoluteTolerance: 1e-6)
  }

  @Test func twoSamplesGiveTheirSlope() {
    var tracker = VelocityTracker()
    tracker.addSample(position: 10, time: 2)
    tracker.addSample(position: 4, time: 2.012)
    expectApproximatelyEqual(tracker.velocity(at: 2.012), -500, absoluteTolerance: 1e-6)
  }

  @Test func nonFiniteSamplesAreIgnored() {
    let times = regularTimes(from: 0, step: 0.008, duration: 0.2)
    var clean = VelocityTracker()
    var noisy = VelocityTracker()
    for (i, time) in times.enumerated() {
      clean.addSample(position: -700 * time, time: time)
      noisy.addSample(position: -700 * time, time: time)
      switch i % 4 {
      case 0: noisy.addSample(position: .nan, time: time + 0.004)
      case 1: noisy.addSample(position: .infinity, time: time + 0.004)
      case 2: noisy.addSample(position: 5, time: .nan)
      default: noisy.addSample(position: 5, time: .infinity)
      }
    }
    let last = times[times.count - 1]
    let velocity = noisy.velocity(at: last)
    #expect(velocity == clean.velocity(at: last))
    expectApproximatelyEqual(velocity, -700, absoluteTolerance: 0.02 * 700)
  }

  @Test func outOfOrderSamplesAreIgnored() {
    var tracker = VelocityTracker()
    for time in regularTimes(from: 0, step: 0.008, duration: 0.2) {
      tracker.addSample(position: 900 * time, time: time)
      tracker.addSample(position: -50_000, time: time - 0.1)
    }
    expectApproximatelyEqual(tracker.velocity(at: 0.2), 900, absoluteTolerance: 0.02 * 900)
  }

  @Test func onlyTheRecentPastCounts() {
    // A slow drag for a second, then a quick flick in the last 100 ms.
    let times = regularTimes(from: 0, step: 0.008, duration: 1.2)
    let tracker = tracker(at: times) { $0 < 1.1 ? 50 * $0 : 55 + 3000 * ($0 - 1.1) }
    expectApproximatelyEqual(
      tracker.velocity(at: times[times.count - 1]), 3000, absoluteTolerance: 0.02 * 3000)
  }

  @Test func resetForgetsEverySample() {
    var tracker = tracker(at: regularTimes(from: 0, step: 0.008, duration: 0.1)) { 1000 * $0 }
    tracker.reset()
    tracker.addSample(position: 0, time: 0.11)
    #expect(tracker.velocity(at: 0.11) == 0)
  }
}
