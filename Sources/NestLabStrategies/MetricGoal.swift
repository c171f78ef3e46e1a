/// The goal of each judged scroll-quality metric and the tolerance that counts as meeting it,
/// declared once: NestLabKit's metric catalog judges whole runs with it (for `nestlab compare`,
/// the report and the documentation), the browser playground (NestedScrollWasm,
/// `nsk_goal_met`) the last gesture. Lengths within 0.5 pt (the rest threshold), ratios within
/// 5 %, the peak-speed ratio (an upper bound) within 0.1 %, fractions within 0.1 %, times and
/// counts exact. The codes are the playground's (`Playground/playground.js`).
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

  /// Whether `value` meets the goal; `nil` when it is not finite (nothing to judge).
  package func isMet(_ value: Double) -> Bool? {
    guard value.isFinite else { return nil }
    switch self {
    case .trackingError, .headerJump, .headerMoved: return value <= 0.5
    case .momentumContinuity, .distanceRatio: return abs(value - 1) <= 0.05
    case .reversals: return value == 0
    case .offsetsKept, .positionsKept, .snapRestsOnBoundary: return value >= 0.999
    case .headerSettleTime: return value <= 0.35
    case .frameRateDifference: return value < 0.5
    case .peakSpeedRatio: return value <= 1.001
    case .snapTimeToRest: return value <= 1.5
    }
  }
}
