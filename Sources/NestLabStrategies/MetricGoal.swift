/// The goal of each judged scroll-quality metric and the tolerance that counts as meeting it,
/// declared once: NestLabKit's metric catalog judges whole runs with it (for `nestlab compare`,
/// the report and the documentation), the browser playground (NestedScrollWasm,
/// `nsk_goal_met`) the last gesture. Each goal's ``tolerance`` is printed beside it wherever
/// the lab prints goals, so a value met within it is not read as the goal exactly. The codes
/// are the playground's (`Playground/playground.js`).
package enum MetricGoal: Int32, Sendable, CaseIterable {
  /// Tracking error 0 pt.
  case trackingError = 0
  /// Momentum continuity 1.00.
  case momentumContinuity = 1
  /// Reversals 0.
  case reversals = 2
  /// Distance ÷ projection 1.00.
  case distanceRatio = 3
  /// Header jump 0 pt.
  case headerJump = 4
  /// Offsets kept 1.00.
  case offsetsKept = 5
  /// Header moved 0 pt (keeping the header).
  case headerMoved = 6
  /// Positions kept 1.00 (keeping the content).
  case positionsKept = 7
  /// Header settle ≤ 0.35 s.
  case headerSettleTime = 8
  /// Frame-rate difference < 0.5 pt.
  case frameRateDifference = 9
  /// Peak speed ÷ release ≤ 1.00.
  case peakSpeedRatio = 10
  /// Snap time to rest ≤ 1.5 s.
  case snapTimeToRest = 11
  /// Rests on snap 1.00.
  case snapRestsOnBoundary = 12

  /// How far past the goal a value may lie and still meet it, 0 where the goal is exact:
  /// lengths 0.5 pt (the rest threshold: less cannot be seen to move), ratios 5 % (a fling's
  /// speed and reach as a person can tell them apart), fractions and the peak-speed ratio (an
  /// upper bound) 0.1 % (rounding only); times, counts and the frame-rate difference, which
  /// is itself a bound, are judged exactly.
  package var tolerance: Double {
    switch self {
    case .trackingError, .headerJump, .headerMoved: return 0.5
    case .momentumContinuity, .distanceRatio: return 0.05
    case .offsetsKept, .positionsKept, .snapRestsOnBoundary, .peakSpeedRatio: return 0.001
    case .reversals, .headerSettleTime, .frameRateDifference, .snapTimeToRest: return 0
    }
  }

  /// Whether `value` meets the goal within ``tolerance``; `nil` when it is not finite (nothing
  /// to judge).
  package func isMet(_ value: Double) -> Bool? {
    guard value.isFinite else { return nil }
    switch self {
    case .trackingError, .headerJump, .headerMoved: return value <= tolerance
    case .momentumContinuity, .distanceRatio: return abs(value - 1) <= tolerance
    case .reversals: return value == 0
    case .offsetsKept, .positionsKept, .snapRestsOnBoundary: return value >= 1 - tolerance
    case .headerSettleTime: return value <= 0.35
    case .frameRateDifference: return value < 0.5
    case .peakSpeedRatio: return value <= 1 + tolerance
    case .snapTimeToRest: return value <= 1.5
    }
  }
}
