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
    /// A deceleration played for `duration` seconds, after which a glide at about
    /// ``DecelerationRate/fast`` lands on the bound it moves toward (the target of a
    /// ``snap(to:from:velocity:at:)``), arriving there exactly as it comes to rest (no last
    /// step of up to ``Rest/distance``).
    case coast(Decay, duration: Double)
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

  /// The longest a ``snap(to:from:velocity:at:)`` takes to come within ``Rest/distance``
  /// of its target, in seconds: a snap rests within 1 pt no later than 1.5 s after the
  /// release, with a frame to spare.
  public static let longestSnap: Double = 1.4

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

  /// A motion that ends exactly on `target`, at rest within ``longestSnap``, and, when
  /// `velocity` points at the target, never faster than the release (or than
  /// ``slowestSnapSpeed(distance:)``, when the release is too slow to get there in time):
  ///
  /// - UIKit's own landing (a ``Phase/glide(_:)`` with a solved rate, what UIKit does with
  ///   a rewritten target) when it rests within ``longestSnap``;
  /// - otherwise a ``Phase/coast(_:duration:)``: the content goes on at the release speed
  ///   (slowing at most at ``DecelerationRate/normal``, as much as the time allows) and
  ///   then lands like a ``DecelerationRate/fast`` deceleration. A landing glide there
  ///   would crawl for seconds (its rate near 1), and a spring would speed up (a lurch);
  /// - a target behind the velocity (or no velocity) is
  ///   ``toward(_:from:velocity:at:spring:)``'s spring: the content turns around once,
  ///   smoothly;
  /// - a target nearer than the hardest deceleration stops (a fast release a point or two
  ///   from its target) is that spring too, stiffened not to overshoot: it slows from the
  ///   release speed all the way, where a glide cannot land and a coast would end in a jump.
  public static func snap(to target: Double, from position: Double, velocity: Double, at time: Double)
    -> ScrollMotion
  {
    let distance = target - position
    guard velocity.isFinite, distance.isFinite, velocity != 0, (distance > 0) == (velocity > 0),
      abs(distance) >= Rest.distance
    else { return toward(target, from: position, velocity: velocity, at: time) }
    let glide = Decay.landing(velocity: velocity, distance: distance)
    if let glide, glide.duration <= longestSnap {
      return toward(target, from: position, velocity: velocity, at: time)
    }
    let hardest = Decay(initialVelocity: velocity, rate: DecelerationRate(clamping: 0))
    if glide == nil, abs(distance) < abs(hardest.projectedDistance) {
      return toward(target, from: position, velocity: velocity, at: time)
    }
    let plan = SnapPlan(distance: abs(distance), speed: abs(velocity))
    let sign: Double = velocity > 0 ? 1 : -1
    let rate = DecelerationRate(clamping: Elementary.exp(-plan.slowing / 1000))
    return ScrollMotion(
      phase: .coast(Decay(initialVelocity: sign * plan.speed, rate: rate), duration: plan.coastDuration),
      origin: position, time: time, bounds: min(position, target)...max(position, target), bounces: true,
      rate: .normal, bounceSpring: .bounce)
  }

  /// The slowest speed, in points per second, at which a ``snap(to:from:velocity:at:)``
  /// over `distance` points rests within ``longestSnap``: a release slower than this is
  /// carried at this speed. Every motion after a lift toward its snap target stays below
  /// the larger of the release speed and this one.
  public static func slowestSnapSpeed(distance: Double) -> Double {
    SnapPlan.cruiseSpeed(distance: abs(distance), atLeast: 0)
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

      case .coast(let decay, let duration):
        if elapsed >= duration {
          let position = origin + decay.displacement(after: duration)
          let velocity = decay.velocity(after: duration)
          let target = decay.initialVelocity > 0 ? bounds.upperBound : bounds.lowerBound
          phaseStart += duration
          origin = position
          // Aimed ``Rest/distance`` past the target, the landing comes within that of its
          // aim exactly on the target: it ends there with no last step, so its end does not
          // depend on which frame happens to fall first after it.
          let aim = target - position + (decay.initialVelocity > 0 ? Rest.distance : -Rest.distance)
          if let landing = Decay.landing(velocity: velocity, distance: aim) {
            phase = .glide(landing)
          } else {
            settle(at: target, after: 0)
          }
          continue
        }
        return Sample(
          position: origin + decay.displacement(after: elapsed), velocity: decay.velocity(after: elapsed),
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
    case .glide, .settle, .coast:
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
    case .glide(let decay), .coast(let decay, _):
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

/// How a ``ScrollMotion/snap(to:from:velocity:at:)`` too far for UIKit's landing gets there
/// in time: it starts at `speed`, slows at the constant rate `slowing` (per second, at most
/// UIKit's `.normal`) for `coastDuration` seconds, then lands as about a `.fast` deceleration
/// from the speed it has left, arriving on the target as it rests. Solved once, at the
/// release; no allocation.
struct SnapPlan {
  /// The speed the coast starts with (the release speed, or the slowest that is in time).
  var speed: Double
  /// The coast's decay constant, per second (0: constant speed).
  var slowing: Double
  /// How long the coast lasts.
  var coastDuration: Double

  /// The `.fast` landing's decay constant, per second (about 10).
  static var landing: Double { -Decay(initialVelocity: 1, rate: .fast).decayConstant }
  /// UIKit's `.normal` decay constant, per second (about 2).
  static var natural: Double { -Decay(initialVelocity: 1, rate: .normal).decayConstant }

  init(distance: Double, speed: Double) {
    let kf = Self.landing
    let budget = ScrollMotion.longestSnap
    // The switch speed v1 (where the landing takes over) is at most the release speed and
    // at most what lands exactly on the target with no coast at all.
    let highest = min(speed, kf * distance)
    if Self.time(distance: distance, speed: speed, switchSpeed: highest) > budget {
      // Too slow to be in time: coast at constant speed, as slowly as the budget allows.
      let cruise = Self.cruiseSpeed(distance: distance, atLeast: speed)
      self.speed = cruise
      slowing = 0
      coastDuration = max(0, distance - cruise / kf) / cruise
      return
    }
    // The smallest switch speed (the most deceleration, as a free fling would) that is in
    // time and slows no faster than `.normal`.
    let kn = Self.natural
    var low = max(0, (speed - kn * distance) / (1 - kn / kf))
    var high = highest
    if low >= high { low = high }
    if Self.time(distance: distance, speed: speed, switchSpeed: low) > budget || low <= 0 {
      for _ in 0..<48 {
        let mid = (low + high) / 2
        if mid > 0, Self.time(distance: distance, speed: speed, switchSpeed: mid) <= budget {
          high = mid
        } else {
          low = mid
        }
      }
      low = high
    }
    self.speed = speed
    let coast = max(0, distance - low / kf)
    slowing = speed - low > 1e-9 * speed && coast > 0 ? (speed - low) / coast : 0
    coastDuration =
      slowing > 0 ? Elementary.log(speed / low) / slowing : (speed > 0 ? coast / speed : 0)
  }

  /// How long a plan takes to rest on its target: the coast from `speed` down to
  /// `switchSpeed`, then the landing.
  static func time(distance: Double, speed: Double, switchSpeed v1: Double) -> Double {
    guard v1 > 0, speed > 0 else { return .infinity }
    let kf = landing
    let coast = max(0, distance - v1 / kf)
    let first: Double
    if coast <= 0 {
      first = 0
    } else if speed - v1 <= 1e-9 * speed {
      first = coast / speed
    } else {
      let slowing = (speed - v1) / coast
      first = Elementary.log(speed / v1) / slowing
    }
    return first + landingDuration(speed: v1, distance: min(distance, v1 / kf))
  }

  /// How long the landing from `speed` over `distance` takes: a deceleration aimed
  /// ``Rest/distance`` past the target comes within that of its aim, exactly on the target,
  /// after `aim / speed · ln(aim / Rest.distance)` seconds (about a `.fast` deceleration's).
  /// A landing too short to leave ``Rest/distance`` takes no time; one from a speed too
  /// small to count (a denormal) never ends.
  static func landingDuration(speed: Double, distance: Double) -> Double {
    let aim = distance + Rest.distance
    guard speed > 0, aim > Rest.distance else { return 0 }
    let duration = aim / speed * Elementary.log(aim / Rest.distance)
    return duration.isNaN ? .infinity : duration
  }

  /// The slowest constant speed, at least `minimum`, from which a coast and a `.fast`
  /// landing cover `distance` within ``ScrollMotion/longestSnap``.
  static func cruiseSpeed(distance: Double, atLeast minimum: Double) -> Double {
    let kf = landing
    let budget = ScrollMotion.longestSnap
    var high = max(minimum, kf * distance, 1)
    guard distance > Rest.distance else { return minimum }
    // Past `kf · distance` no coast is left and the landing alone is all there is.
    if time(distance: distance, speed: high, switchSpeed: high) > budget { return high }
    var low = max(minimum, 1e-9)
    if time(distance: distance, speed: low, switchSpeed: low) <= budget { return low }
    for _ in 0..<48 {
      let mid = (low + high) / 2
      if time(distance: distance, speed: mid, switchSpeed: min(mid, kf * distance)) <= budget {
        high = mid
      } else {
        low = mid
      }
    }
    return high
  }
}
