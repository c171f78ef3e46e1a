/// How quickly a fling slows down, in UIScrollView's terms: the factor its velocity
/// is multiplied by every millisecond.
///
/// `.normal` (0.998) and `.fast` (0.99) are UIKit's two named rates; any value strictly
/// between 0 and 1 is a valid custom rate.
public struct DecelerationRate: Hashable, Sendable {
  /// The per-millisecond velocity factor, strictly between 0 and 1.
  public let rawValue: Double

  /// UIScrollView's default rate (`UIScrollView.DecelerationRate.normal`).
  public static let normal = DecelerationRate(uncheckedRawValue: 0.998)

  /// UIScrollView's paging-style rate (`UIScrollView.DecelerationRate.fast`).
  public static let fast = DecelerationRate(uncheckedRawValue: 0.99)

  /// The smallest and largest factors accepted; outside them a fling either stops
  /// within a frame or never visibly stops.
  public static let validRange: ClosedRange<Double> = 0.5...0.99999

  /// Creates a rate from a per-millisecond factor, or returns `nil` when the factor is
  /// not finite or lies outside ``validRange``.
  public init?(rawValue: Double) {
    guard rawValue.isFinite, Self.validRange.contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// Creates a rate from a per-millisecond factor, clamping it into ``validRange``;
  /// a non-finite factor becomes `.normal`.
  public init(clamping rawValue: Double) {
    if rawValue.isFinite {
      self.rawValue = min(max(rawValue, Self.validRange.lowerBound), Self.validRange.upperBound)
    } else {
      self.rawValue = Self.normal.rawValue
    }
  }

  private init(uncheckedRawValue: Double) {
    self.rawValue = uncheckedRawValue
  }
}
