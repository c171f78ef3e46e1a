/// Something a ``SimulatedScrollView`` received that it could not use as given, and what
/// it did instead. Bad input never crashes and never leaves a non-finite value behind.
public enum ScrollIssue: Hashable, Sendable {
  /// A content offset with a NaN or infinite coordinate; the offset was left unchanged.
  case nonFiniteOffset
  /// A size or inset with a NaN or infinite value; that value became 0.
  case nonFiniteGeometry
  /// A negative size; it became 0.
  case negativeSize
  /// A coordinate, size or velocity beyond ±``SimulatedScrollView/maximumMagnitude`` (a
  /// content offset: beyond four times that, past any range sizes that large make), or a
  /// release faster than ``SimulatedScrollView/maximumReleaseSpeed(viewport:)``; it was
  /// clamped.
  case hugeValue
  /// A time that was NaN, infinite or beyond ±`ScrollPhysics/MediaTime/limit`; the event
  /// was applied at the current time.
  case nonFiniteTime
  /// A time earlier than the current time; the event was applied at the current time, or,
  /// more than ``SimulatedScrollView/clockResetInterval`` earlier, on a new clock.
  case timeWentBackwards
  /// A touch location with a NaN or infinite coordinate; the event was ignored.
  case nonFiniteTouch
  /// A touch event without a touch in progress (moved or ended before began); ignored.
  case touchOutOfOrder
  /// `scrollViewDidScroll` kept changing the offset; nested notifications were cut off.
  case recursionLimit
  /// The delegate changed the target of a paging scroll view; UIKit ignores that too.
  case pagingTargetIgnored
}

/// A count of sanitised inputs and the most recent one; reading it allocates nothing.
public struct ScrollDiagnostics: Hashable, Sendable {
  /// How many inputs were sanitised.
  public private(set) var count = 0
  /// The most recent issue, if any.
  public private(set) var lastIssue: ScrollIssue?

  /// Creates an empty record.
  public init() {}

  mutating func record(_ issue: ScrollIssue) {
    count += 1
    lastIssue = issue
  }
}
