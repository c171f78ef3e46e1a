/// A spring's motion toward its rest point as a closed form of time.
///
/// Positions are displacements from the rest point. Critically damped, under-damped and
/// over-damped springs are solved exactly, so the motion is the same however it is
/// sampled.
public struct SpringMotion: Hashable, Sendable {
  /// The spring.
  public let spring: Spring
  /// The displacement from the rest point at time zero.
  public let initialDisplacement: Double
  /// The velocity at time zero, in points per second.
  public let initialVelocity: Double
  /// Seconds after which the displacement stays below ``Rest/distance`` for good.
  ///
  /// Computed once, from an envelope of the motion, so it never ends a motion early; it
  /// may end one slightly late, which is invisible because the remaining distance is
  /// sub-point. (Every frame of a spring asks for it; finding it takes a bisection.)
  public let duration: Double
  private let solution: Solution

  /// Starts `spring` at `displacement` from its rest point with `velocity`; non-finite
  /// inputs are treated as zero.
  public init(spring: Spring, displacement: Double, velocity: Double) {
    self.spring = spring
    let x0 = displacement.isFinite ? displacement : 0
    let v0 = velocity.isFinite ? velocity : 0
    initialDisplacement = x0
    initialVelocity = v0
    let solution = Self.solve(spring, x0: x0, v0: v0)
    self.solution = solution
    duration = Self.duration(of: solution)
  }

  private enum Solution: Hashable, Sendable {
    /// x = (a + b·t)·e^(−ω·t)
    case critical(omega: Double, a: Double, b: Double)
    /// x = e^(−σ·t)·(a·cos(w·t) + b·sin(w·t))
    case under(sigma: Double, w: Double, a: Double, b: Double)
    /// x = a·e^(r1·t) + b·e^(r2·t), r2 < r1 < 0
    case over(r1: Double, r2: Double, a: Double, b: Double)
  }

  private static func solve(_ spring: Spring, x0: Double, v0: Double) -> Solution {
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    if abs(zeta - 1) < 1e-9 {
      return .critical(omega: omega, a: x0, b: v0 + omega * x0)
    } else if zeta < 1 {
      let sigma = zeta * omega
      let w = omega * Elementary.sqrt(1 - zeta * zeta)
      return .under(sigma: sigma, w: w, a: x0, b: (v0 + sigma * x0) / w)
    } else {
      let root = omega * Elementary.sqrt(zeta * zeta - 1)
      let r1 = -zeta * omega + root
      let r2 = -zeta * omega - root
      let b = (v0 - r1 * x0) / (r2 - r1)
      return .over(r1: r1, r2: r2, a: x0 - b, b: b)
    }
  }

  /// The displacement from the rest point after `time` seconds.
  public func displacement(after time: Double) -> Double {
    switch solution {
    case .critical(let omega, let a, let b):
      return (a + b * time) * Elementary.exp(-omega * time)
    case .under(let sigma, let w, let a, let b):
      return Elementary.exp(-sigma * time) * (a * Elementary.cos(w * time) + b * Elementary.sin(w * time))
    case .over(let r1, let r2, let a, let b):
      return a * Elementary.exp(r1 * time) + b * Elementary.exp(r2 * time)
    }
  }

  /// The velocity after `time` seconds, in points per second.
  public func velocity(after time: Double) -> Double {
    switch solution {
    case .critical(let omega, let a, let b):
      return (b - omega * (a + b * time)) * Elementary.exp(-omega * time)
    case .under(let sigma, let w, let a, let b):
      let c = Elementary.cos(w * time)
      let s = Elementary.sin(w * time)
      return Elementary.exp(-sigma * time) * ((w * b - sigma * a) * c - (sigma * b + w * a) * s)
    case .over(let r1, let r2, let a, let b):
      return a * r1 * Elementary.exp(r1 * time) + b * r2 * Elementary.exp(r2 * time)
    }
  }

  /// The first time after the start at which the motion passes through its rest point,
  /// or `nil` when it approaches without crossing.
  public func crossingTime() -> Double? {
    let epsilon = 1e-9
    switch solution {
    case .critical(_, let a, let b):
      guard b != 0 else { return nil }
      let t = -a / b
      return t > epsilon ? t : nil
    case .under(_, let w, let a, let b):
      // a·cos(wt) + b·sin(wt) = R·cos(wt − φ) with φ = atan2(b, a): zero at wt = φ + π/2 (mod π).
      let phi = Elementary.atan2(y: b, x: a)
      var phase = phi + Elementary.pi / 2
      while phase <= epsilon { phase += Elementary.pi }
      while phase - Elementary.pi > epsilon { phase -= Elementary.pi }
      return phase / w
    case .over(let r1, let r2, let a, let b):
      guard a != 0, -b / a > 0 else { return nil }
      let t = Elementary.log(-b / a) / (r1 - r2)
      return t > epsilon ? t : nil
    }
  }

  private static func duration(of solution: Solution) -> Double {
    switch solution {
    case .critical(let omega, let a, let b):
      return criticalSettleTime(omega: omega, a: abs(a), b: abs(b))
    case .under(let sigma, _, let a, let b):
      let amplitude = Elementary.sqrt(a * a + b * b)
      guard amplitude > Rest.distance else { return 0 }
      return Elementary.log(amplitude / Rest.distance) / sigma
    case .over(let r1, let r2, let a, let b):
      return Self.settleTime(afterPeak: 0) {
        abs(a) * Elementary.exp(r1 * $0) + abs(b) * Elementary.exp(r2 * $0)
      }
    }
  }

  /// When the critically damped envelope (a + b·t)·e^(−ωt) (a, b ≥ 0) drops below the rest
  /// distance for good. It peaks at t = 1/ω − a/b and then falls; past the peak its
  /// logarithm g(t) = ln(a + b·t) − ω·t − ln(distance) is concave, so Newton's method
  /// started past the root stays past it (the motion never ends early) and converges in a
  /// handful of steps, where bisection took sixty envelope evaluations on every spring.
  private static func criticalSettleTime(omega: Double, a: Double, b: Double) -> Double {
    let peak = b == 0 ? 0 : max(0, 1 / omega - a / b)
    // A hair below the rest distance, so rounding in the displacement's own formula
    // cannot put it back at the distance once this time has passed.
    let floor = Elementary.log(Rest.distance * (1 - 1e-9))
    func g(_ t: Double) -> Double { Elementary.log(a + b * t) - omega * t - floor }
    guard a + b * peak > 0, g(peak) >= 0 else { return 0 }
    var step = 1.0 / 64
    var t = peak + step
    while g(t) >= 0 {
      step *= 2
      t = peak + step
      if step > 1e6 { return t }
    }
    for _ in 0..<32 {
      let slope = b / (a + b * t) - omega
      guard slope < 0 else { break }
      let next = t - g(t) / slope
      guard next < t, g(next) < 0 else { break }
      t = next
    }
    return t
  }

  /// The time after `peak` at which `envelope`, falling for good after `peak`, drops below
  /// the rest distance: doubling to bracket it, then bisection.
  private static func settleTime(afterPeak peak: Double, _ envelope: (Double) -> Double) -> Double {
    guard envelope(peak) >= Rest.distance else { return 0 }
    var low = peak
    var step = 1.0 / 64
    var high = peak + step
    while envelope(high) >= Rest.distance {
      low = high
      step *= 2
      high = peak + step
      if step > 1e6 { return high }
    }
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if envelope(mid) >= Rest.distance { low = mid } else { high = mid }
    }
    return high
  }
}
