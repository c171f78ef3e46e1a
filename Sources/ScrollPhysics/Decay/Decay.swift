/// UIScrollView's deceleration as a closed form of time.
///
/// UIKit multiplies the velocity by the rate `d` once per millisecond. This package uses
/// the continuous form of that rule, `v(t) = v0 · d^(1000·t)`, and its exact integral
///
///     x(t) = v0 · (d^(1000·t) − 1) / (1000 · ln d)
///
/// everywhere (projections, snapping targets and animation), so a trajectory does not
/// depend on how often it is sampled. It differs from the per-millisecond sum by less than
/// half a millisecond of travel (for `.normal`, a rest distance of 499.5 ms · v0 instead
/// of 499 ms · v0).
public struct Decay: Hashable, Sendable {
  /// The velocity at time zero, in points per second.
  public let initialVelocity: Double

  /// The deceleration rate.
  public let rate: DecelerationRate

  /// Creates a decay starting with `initialVelocity` points per second; a non-finite
  /// velocity is treated as zero.
  public init(initialVelocity: Double, rate: DecelerationRate) {
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    self.rate = rate
  }

  /// The exponent per second, `1000 · ln d`; always negative.
  public var decayConstant: Double { 1000 * Elementary.log(rate.rawValue) }

  /// The displacement after `time` seconds.
  public func displacement(after time: Double) -> Double {
    let k = decayConstant
    return initialVelocity * (Elementary.exp(k * time) - 1) / k
  }

  /// The velocity after `time` seconds, in points per second.
  public func velocity(after time: Double) -> Double {
    initialVelocity * Elementary.exp(decayConstant * time)
  }

  /// The distance travelled until the motion stops on its own: UIKit's "projection".
  public var projectedDistance: Double { -initialVelocity / decayConstant }

  /// Seconds until the distance still to go drops below ``Rest/distance``; zero when the
  /// whole projection is already below it.
  public var duration: Double {
    let k = decayConstant
    let remainingAtStart = abs(initialVelocity / k)
    guard remainingAtStart > Rest.distance else { return 0 }
    return Elementary.log(Rest.distance / remainingAtStart) / k
  }

  /// The first time at which the displacement equals `distance`, or `nil` when the motion
  /// never gets that far (the distance is behind it or beyond its projection).
  public func time(toTravel distance: Double) -> Double? {
    guard initialVelocity != 0 else { return distance == 0 ? 0 : nil }
    let k = decayConstant
    let fractionLeft = 1 + k * distance / initialVelocity
    guard fractionLeft > 0, fractionLeft <= 1 else { return nil }
    return Elementary.log(fractionLeft) / k
  }

  /// The decay that starts with `velocity` and comes to rest exactly `distance` away,
  /// by solving for the rate; `nil` when `distance` lies behind the velocity or the
  /// rate needed is outside ``DecelerationRate/validRange``.
  public static func landing(velocity: Double, distance: Double) -> Decay? {
    guard velocity.isFinite, distance.isFinite, velocity != 0, distance != 0,
      (velocity > 0) == (distance > 0)
    else { return nil }
    let factor = Elementary.exp(-velocity / distance / 1000)
    guard let rate = DecelerationRate(rawValue: factor) else { return nil }
    return Decay(initialVelocity: velocity, rate: rate)
  }
}
