/// A damped spring's parameters: mass, stiffness and damping ratio.
///
/// UIScrollView's bounce-back behaves like a critically damped spring; ``bounce`` is the
/// one this package uses for it (mass 1, stiffness 100, damping ratio 1).
public struct Spring: Hashable, Sendable {
  /// The mass; positive.
  public let mass: Double
  /// The stiffness `k`; positive.
  public let stiffness: Double
  /// The damping ratio `ζ`: 1 is critically damped, below 1 oscillates, above 1 creeps.
  public let dampingRatio: Double

  /// Creates a spring; non-finite or non-positive values are replaced by those of
  /// ``bounce`` (a negative damping ratio would make it gain energy).
  public init(mass: Double = 1, stiffness: Double, dampingRatio: Double = 1) {
    self.mass = mass.isFinite && mass > 0 ? mass : 1
    self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
    self.dampingRatio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
  }

  /// The critically damped spring used when content returns from overscroll.
  public static let bounce = Spring(mass: 1, stiffness: 100, dampingRatio: 1)

  /// The critically damped spring used for animated offset changes and snaps that are
  /// not reached by deceleration (settles 300 pt in about 0.45 s).
  public static let scrollAnimation = Spring(mass: 1, stiffness: 400, dampingRatio: 1)

  /// The undamped angular frequency `√(k/m)`, in radians per second.
  public var naturalFrequency: Double { Elementary.sqrt(stiffness / mass) }

  /// The speed, in points per second, that carries content at most `distance` points past
  /// this spring's rest point: started at rest point with speed `v`, a critically damped
  /// spring peaks `v / (ω·e)` away. Speeds above it are what bounce content out of sight.
  public func speed(reaching distance: Double) -> Double {
    max(distance, 0) * naturalFrequency * 2.718_281_828_459_045
  }

  /// The same spring made stiff enough that a start with `velocity` toward the target
  /// from `displacement` away does not overshoot it. Only meaningful for critically
  /// damped springs, which overshoot exactly when `|v0| > ω·|x0|` toward the target.
  public func stiffened(toAvoidOvershootFrom displacement: Double, velocity: Double) -> Spring {
    guard dampingRatio >= 1, displacement != 0, velocity * displacement < 0 else { return self }
    let needed = abs(velocity / displacement)
    guard needed > naturalFrequency else { return self }
    return Spring(mass: mass, stiffness: needed * needed * mass, dampingRatio: dampingRatio)
  }
}
