import Foundation

/// Expected values computed from the formulas of the ScrollPhysics article ("The model"), independently of
/// ScrollPhysics: Foundation's `log`, `pow` and `exp`, nothing from the code under test.
enum Expected {
  /// UIScrollView's `.normal` rate, the velocity factor per millisecond.
  static let normalRate = 0.998
  /// UIScrollView's `.fast` rate.
  static let fastRate = 0.99
  /// The rubber band's coefficient c.
  static let rubberBandCoefficient = 0.55
  /// The bounce spring's natural frequency √(k/m) for m 1, k 100.
  static let bounceOmega = 10.0
  /// The rest threshold: motion stops when less than this remains.
  static let restDistance = 0.5

  /// `1000 · ln d`, the exponent per second.
  static func decayConstant(rate d: Double) -> Double { 1000 * log(d) }

  /// The rest distance of a release with `v0` points per second: −v0 / (1000 · ln d).
  static func projection(velocity v0: Double, rate d: Double = normalRate) -> Double {
    -v0 / decayConstant(rate: d)
  }

  /// x(t) = x0 + v0 · (d^(1000·t) − 1) / (1000 · ln d).
  static func decayPosition(
    from x0: Double, velocity v0: Double, after t: Double, rate d: Double = normalRate
  )
    -> Double
  {
    x0 + v0 * (pow(d, 1000 * t) - 1) / decayConstant(rate: d)
  }

  /// v(t) = v0 · d^(1000·t).
  static func decayVelocity(_ v0: Double, after t: Double, rate d: Double = normalRate) -> Double {
    v0 * pow(d, 1000 * t)
  }

  /// The time a decay from `v0` needs to travel `distance` (same sign as `v0`).
  static func decayTime(toTravel distance: Double, velocity v0: Double, rate d: Double = normalRate) -> Double
  {
    let k = decayConstant(rate: d)
    return log(1 + k * distance / v0) / k
  }

  /// The velocity of a decay from `v0` after it has travelled `distance`: v0 + k · distance,
  /// because v(t) = v0 · e^(kt) and x(t) = v0 · (e^(kt) − 1) / k.
  static func decayVelocity(_ v0: Double, afterTravelling distance: Double, rate d: Double = normalRate)
    -> Double
  {
    v0 + decayConstant(rate: d) * distance
  }

  /// f(x) = (1 − 1/(x·c/D + 1)) · D, odd in x.
  static func rubberBand(excess x: Double, dimension D: Double) -> Double {
    let shown = (1 - 1 / (abs(x) * rubberBandCoefficient / D + 1)) * D
    return x < 0 ? -shown : shown
  }

  /// The inverse of ``rubberBand(excess:dimension:)``: x = f·D / (c·(D − f)).
  static func rubberBandExcess(overscroll f: Double, dimension D: Double) -> Double {
    let excess = abs(f) * D / (rubberBandCoefficient * (D - abs(f)))
    return f < 0 ? -excess : excess
  }

  /// The displacement of the critically damped bounce spring (ω = 10) released from `x0`
  /// at rest: x0 · (1 + ωt) · e^(−ωt).
  static func springReturn(from x0: Double, after t: Double) -> Double {
    x0 * (1 + bounceOmega * t) * exp(-bounceOmega * t)
  }

  /// The farthest overscroll of the bounce spring entering the edge with `velocity`:
  /// x(t) = v·t·e^(−ωt) peaks at t = 1/ω with |v| / (ω·e).
  static func bouncePeak(crossingVelocity velocity: Double) -> Double {
    abs(velocity) / (bounceOmega * exp(1))
  }
}
