/// One axis of scroll-view motion after the finger lifts, as a chain of closed-form
/// phases: a fling that decelerates and bounces at the edges, a glide that lands on a
/// chosen target, a spring back from overscroll, a spring that settles on a target.
///
/// Phase changes happen at times computed from the closed forms (the moment an edge is
/// crossed, the moment the remaining distance drops below ``Rest/distance``), never at
/// frame boundaries, so sampling at 60 Hz, 120 Hz or irregular times gives the same
/// positions. Sampling allocates nothing.
public struct ScrollMotion: Hashable, Sendable {
  /// What the motion is doing now.
  public enum Phase: Hashable, Sendable {
    /// Free deceleration; crossing an edge starts ``bounceBack(_:edge:)``.
    case fling(Decay)
    /// Deceleration solved to come to rest on `origin + projectedDistance`; it ends exactly
    /// on the bound it moves toward, which is the target (the sum is only within rounding).
    case glide(Decay)
    /// A spring returning to `edge`; if it passes the edge inward, a fling continues.
    case bounceBack(SpringMotion, edge: Double)
    /// A spring settling on `target`.
    case settle(SpringMotion, target: Double)
    /// No motion.
    case rest
  }

  /// A position and velocity at one time.
  public struct Sample: Hashable, Sendable {
    /// The position, in points.
    public var position: Double
    /// The velocity, in points per second.
    public var velocity: Double
    /// Whether the motion has come to rest (position is then final).
    public var isFinished: Bool

    /// Creates a sample.
    public init(position: Double, velocity: Double, isFinished: Bool) {
      self.position = position
      self.velocity = velocity
      self.isFinished = isFinished
    }
  }

  /// The current phase.
  public private(set) var phase: Phase
  /// The position at ``phaseStart``.
  public private(set) var origin: Double
  /// The time the current phase started, in seconds.
  public private(set) var phaseStart: Double
  /// The positions content rests within; beyond them it bounces or stops.
  public private(set) var bounds: ClosedRange<Double>
  /// Whether crossing a bound bounces (UIScrollView's `bounces`) or stops dead.
  public let bounces: Bool
  /// The rate of any fling in this motion.
  public let rate: DecelerationRate
  /// The spring used to return from overscroll.
  public let bounceSpring: Spring

  private init(
    phase: Phase, origin: Double, time: Double, bounds: ClosedRange<Double>, bounces: Bool,
    rate: DecelerationRate, bounceSpring: Spring
  ) {
    self.phase = phase
    self.origin = origin
    self.phaseStart = time
    self.bounds = bounds
    self.bounces = bounces
    self.rate = rate
    self.bounceSpring = bounceSpring
  }

  /// The longest a ``toward(_:from:velocity:at:spring:)`` glide may take, in seconds (a
  /// `.normal` fling from 10⁵ pt/s takes about as long). A slower solution (a slow finger,
  /// a distant target: rates near 1 take minutes) is a spring instead.
  public static let longestGlide: Double = 6

  /// A motion that is already at rest at `position`.
  public static func rest(at position: Double, time: Double) -> ScrollMotion {
    ScrollMotion(
      phase: .rest, origin: position, time: time, bounds: position...position, bounces: true,
      rate: .normal, bounceSpring: .bounce)
  }

  /// UIScrollView's release: decelerate with `velocity` at `rate`, bouncing at `bounds`
  /// (or stopping there when `bounces` is false). Released outside `bounds`, the content
  /// springs back to the nearest edge, continuing into the content if the velocity
  /// carries it across.
  public static func fling(
    from position: Double, velocity: Double, at time: Double, rate: DecelerationRate,
    bounds: ClosedRange<Double>, bounces: Bool = true, bounceSpring: Spring = .bounce
  ) -> ScrollMotion {
    var motion = ScrollMotion(
      phase: .rest, origin: position, time: time, bounds: bounds, bounces: bounces, rate: rate,
      bounceSpring: bounceSpring)
    motion.startFling(from: position, velocity: velocity, at: time)
    return motion
  }

  /// A motion that ends exactly on `target`, continuous in velocity: a glide (deceleration
  /// with a solved rate) when `velocity` already points at the target and the glide comes
  /// to rest within ``longestGlide``, otherwise a critically damped `spring` started from
  /// `velocity`, stiffened if needed so that it does not overshoot. Never reverses instantly.
  public static func toward(
    _ target: Double, from position: Double, velocity: Double, at time: Double,
    spring: Spring = .scrollAnimation
  ) -> ScrollMotion {
    let low = min(position, target)
    let high = max(position, target)
    var motion = ScrollMotion(
      phase: .rest, origin: position, time: time, bounds: low...high, bounces: true, rate: .normal,
      bounceSpring: .bounce)
    motion.startApproach(to: target, from: position, velocity: velocity, at: time, spring: spring)
    return motion
  }

  /// Samples the motion at `time`, advancing through any phase changes before it.
  /// Times before ``phaseStart`` are treated as ``phaseStart``.
  public mutating func sample(at time: Double) -> Sample {
    // Each pass either returns or moves to a later phase; a chain of more than a few
    // phase changes in one call does not happen with finite inputs, the bound is a guard.
    for _ in 0..<16 {
      let elapsed = max(0, time - phaseStart)
      switch phase {
      case .rest:
        return Sample(position: origin, velocity: 0, isFinished: true)

      case .fling(let decay):
        let duration = decay.duration
        if let crossing = edgeCrossingTime(of: decay), crossing <= duration, crossing <= elapsed {
          let edge = decay.initialVelocity > 0 ? bounds.upperBound : bounds.lowerBound
          let velocity = decay.velocity(after: crossing)
          phaseStart += crossing
          origin = edge
          phase =
            bounces
            ? .bounceBack(SpringMotion(spring: bounceSpring, displacement: 0, velocity: velocity), edge: edge)
            : .rest
          continue
        }
        if elapsed >= duration {
          settle(at: clampedToBounds(origin + decay.projectedDistance), after: duration)
          continue
        }
        return Sample(
          position: origin + decay.displacement(after: elapsed), velocity: decay.velocity(after: elapsed),
          isFinished: false)

      case .glide(let decay):
        let duration = decay.duration
        if elapsed >= duration {
          // `toward` made the target the bound the glide moves toward; land on it exactly.
          settle(at: decay.initialVelocity > 0 ? bounds.upperBound : bounds.lowerBound, after: duration)
          continue
        }
        return Sample(
          position: origin + decay.displacement(after: elapsed), velocity: decay.velocity(after: elapsed),
          isFinished: false)

      case .bounceBack(let spring, let edge):
        let duration = spring.duration
        if let crossing = spring.crossingTime(), crossing < duration, crossing <= elapsed {
          let velocity = spring.velocity(after: crossing)
          phaseStart += crossing
          origin = edge
          phase = .fling(Decay(initialVelocity: velocity, rate: rate))
          continue
        }
        if elapsed >= duration {
          settle(at: edge, after: duration)
          continue
        }
        return Sample(
          position: edge + spring.displacement(after: elapsed), velocity: spring.velocity(after: elapsed),
          isFinished: false)

      case .settle(let spring, let target):
        let duration = spring.duration
        if elapsed >= duration {
          settle(at: target, after: duration)
          continue
        }
        return Sample(
          position: target + spring.displacement(after: elapsed), velocity: spring.velocity(after: elapsed),
          isFinished: false)
      }
    }
    phase = .rest
    return Sample(position: origin, velocity: 0, isFinished: true)
  }

  /// Moves the rest of the motion by `delta` points at `time`, as when an app sets
  /// `contentOffset` mid-deceleration: a fling continues from the new position with its
  /// current velocity (re-checked against the bounds), a glide or settle keeps its shape
  /// and its target moves along.
  public mutating func shift(by delta: Double, at time: Double) {
    guard delta.isFinite, delta != 0 else { return }
    let now = sample(at: time)
    switch phase {
    case .rest:
      origin += delta
      phaseStart = max(phaseStart, time)
    case .fling, .bounceBack:
      startFling(from: now.position + delta, velocity: now.velocity, at: max(time, phaseStart))
    case .glide, .settle:
      origin += delta
      if case .settle(let spring, let target) = phase {
        phase = .settle(spring, target: target + delta)
      }
      bounds = (bounds.lowerBound + delta)...(bounds.upperBound + delta)
    }
  }

  /// Changes the bounds at `time` (content or inset changed mid-motion). A fling or bounce
  /// is re-planned from its current position and velocity, which gives the same path
  /// wherever the old edges were not reached; a glide or settle whose target now lies
  /// outside the bounds turns into a fling that bounces back into them.
  public mutating func updateBounds(_ newBounds: ClosedRange<Double>, at time: Double) {
    let now = sample(at: time)
    switch phase {
    case .rest:
      bounds = newBounds
      // Motion that came to rest by `time` may now rest outside: it bounces back in.
      if !newBounds.contains(origin) { startFling(from: origin, velocity: 0, at: max(time, phaseStart)) }
    case .fling, .bounceBack:
      bounds = newBounds
      startFling(from: now.position, velocity: now.velocity, at: max(time, phaseStart))
    case .glide(let decay):
      // The glide lands exactly on the bound it moves toward (see `sample`); its projected
      // distance can miss that by a rounding error and must not decide.
      if !newBounds.contains(decay.initialVelocity > 0 ? bounds.upperBound : bounds.lowerBound) {
        bounds = newBounds
        startFling(from: now.position, velocity: now.velocity, at: max(time, phaseStart))
      }
    case .settle(_, let target):
      if !newBounds.contains(target) {
        bounds = newBounds
        startFling(from: now.position, velocity: now.velocity, at: max(time, phaseStart))
      }
    }
  }

  private mutating func startFling(from position: Double, velocity: Double, at time: Double) {
    phaseStart = time
    if position < bounds.lowerBound || position > bounds.upperBound {
      let edge = position < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
      if bounces {
        origin = edge
        phase = .bounceBack(
          SpringMotion(spring: bounceSpring, displacement: position - edge, velocity: velocity), edge: edge)
      } else {
        origin = edge
        phase = .rest
      }
      return
    }
    origin = position
    let decay = Decay(initialVelocity: velocity, rate: rate)
    phase = decay.duration > 0 || decay.initialVelocity != 0 ? .fling(decay) : .rest
  }

  private mutating func startApproach(
    to target: Double, from position: Double, velocity: Double, at time: Double, spring: Spring
  ) {
    phaseStart = time
    origin = position
    let distance = target - position
    if abs(distance) < Rest.distance, abs(velocity) * 0.1 < Rest.distance {
      origin = target
      phase = .rest
    } else if let decay = Decay.landing(velocity: velocity, distance: distance),
      decay.duration <= Self.longestGlide
    {
      phase = .glide(decay)
    } else {
      let displacement = position - target
      let stiff = spring.stiffened(toAvoidOvershootFrom: displacement, velocity: velocity)
      phase = .settle(
        SpringMotion(spring: stiff, displacement: displacement, velocity: velocity), target: target)
    }
  }

  private mutating func settle(at position: Double, after duration: Double) {
    phaseStart += duration
    origin = position
    phase = .rest
  }

  private func edgeCrossingTime(of decay: Decay) -> Double? {
    if decay.initialVelocity > 0 {
      return decay.time(toTravel: bounds.upperBound - origin)
    } else if decay.initialVelocity < 0 {
      return decay.time(toTravel: bounds.lowerBound - origin)
    }
    return nil
  }

  private func clampedToBounds(_ position: Double) -> Double {
    min(max(position, bounds.lowerBound), bounds.upperBound)
  }
}
