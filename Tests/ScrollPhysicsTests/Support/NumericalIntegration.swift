import Foundation
import NestedScrollTestSupport
import ScrollPhysics

/// One state of a numerically integrated one-dimensional motion.
struct IntegratedState {
  var time: Double
  var position: Double
  var velocity: Double
}

/// Integrates `x'' = acceleration(x, x')` from `(position, velocity)` with the classic
/// fourth-order Runge–Kutta method at a fixed `step`, independently of the closed forms
/// under test. Returns the state at time zero and after every `reportEvery` steps, up to
/// `duration` seconds.
func integrateRK4(
  position: Double, velocity: Double, duration: Double, step: Double = 1e-4, reportEvery: Int = 100,
  acceleration: (_ position: Double, _ velocity: Double) -> Double
) -> [IntegratedState] {
  var x = position
  var v = velocity
  let steps = Int((duration / step).rounded())
  var states = [IntegratedState(time: 0, position: x, velocity: v)]
  states.reserveCapacity(steps / reportEvery + 1)
  for i in 1...max(steps, 1) {
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + step / 2 * k1v
    let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
    let k3x = v + step / 2 * k2v
    let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
    let k4x = v + step * k3v
    let k4v = acceleration(x + step * k3x, v + step * k3v)
    x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    if i % reportEvery == 0 {
      states.append(IntegratedState(time: Double(i) * step, position: x, velocity: v))
    }
  }
  return states
}

/// A reproducible generator for irregular frame times, seeded from one number that the
/// property checker picks and reports.
func seededGenerator(_ seed: UInt64) -> SplitMix64 {
  SplitMix64(seed: seed)
}

/// The spec's rest distance of a fling, `−v0 / (1000 · ln d)` (the ScrollPhysics article, "The model"),
/// computed here with Foundation rather than by the code under test.
func specProjection(velocity: Double, rate: DecelerationRate) -> Double {
  -velocity / (1000 * log(rate.rawValue))
}

/// The spec's decay exponent per second, `1000 · ln d`.
func specDecayConstant(_ rate: DecelerationRate) -> Double {
  1000 * log(rate.rawValue)
}

/// Samples a copy of `motion` once, at `time`, with no samples before it: the coarsest
/// possible frame rate.
func sampleOnce(_ motion: ScrollMotion, at time: Double) -> ScrollMotion.Sample {
  var copy = motion
  return copy.sample(at: time)
}

/// Samples a copy of `motion` every `step` seconds from `start` until it reports that it
/// is finished (that sample included) or `limit` seconds have passed.
func run(
  _ motion: ScrollMotion, from start: Double, step: Double, limit: Double = 20
) -> [(time: Double, sample: ScrollMotion.Sample)] {
  var copy = motion
  var result: [(time: Double, sample: ScrollMotion.Sample)] = []
  var i = 0
  while true {
    let time = start + Double(i) * step
    let sample = copy.sample(at: time)
    result.append((time, sample))
    if sample.isFinished || time - start > limit { return result }
    i += 1
  }
}

/// The number of times the sign of `values` flips, ignoring zeros.
func signChanges(_ values: [Double]) -> Int {
  var changes = 0
  var last = 0.0
  for value in values where value != 0 {
    if last != 0, (value > 0) != (last > 0) { changes += 1 }
    last = value
  }
  return changes
}

/// Finds by bisection a time in `low...high` at which `predicate` turns from false to
/// true, assuming it is false at `low` and true at `high`.
func bisect(_ low: Double, _ high: Double, _ predicate: (Double) -> Bool) -> Double {
  var low = low
  var high = high
  for _ in 0..<100 {
    let mid = (low + high) / 2
    if mid <= low || mid >= high { break }
    if predicate(mid) { high = mid } else { low = mid }
  }
  return high
}
