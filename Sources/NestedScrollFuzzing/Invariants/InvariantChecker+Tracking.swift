/// The active list and the finger at one touch sample (or the frame after it), for
/// ``InvariantChecker/trackingError(from:to:)``.
package struct TouchSample: Hashable, Sendable {
  /// The active page.
  package var page: Int
  /// The active list's `contentOffset.y`.
  package var offset: Double
  /// The active list's resting range.
  package var bounds: ClosedRange<Double>
  /// Whether a finger drags the active list (past UIKit's hysteresis).
  package var isDragging: Bool
  /// The finger's y.
  package var fingerY: Double

  /// Creates a sample.
  package init(page: Int, offset: Double, bounds: ClosedRange<Double>, isDragging: Bool, fingerY: Double) {
    (self.page, self.offset, self.bounds) = (page, offset, bounds)
    (self.isDragging, self.fingerY) = (isDragging, fingerY)
  }
}

extension InvariantChecker {
  /// How far the active list missed the finger from sample `a` to sample `b`:
  /// `|Δoffset + Δfinger|` (content moves up exactly as far as the finger moves up, so the
  /// two changes cancel). `nil` when the pair does not count: the list was not dragged at
  /// both (the sample that passes the drag hysteresis moves less than the finger), the page
  /// or the list's bounds changed in between, or the list was outside its bounds at either
  /// (the rubber band rightly moves content less than the finger).
  package static func trackingError(from a: TouchSample, to b: TouchSample) -> Double? {
    guard a.isDragging, b.isDragging, a.page == b.page, a.bounds == b.bounds, a.bounds.contains(a.offset),
      b.bounds.contains(b.offset)
    else { return nil }
    return abs((b.offset - a.offset) + (b.fingerY - a.fingerY))
  }

  /// Checks a pair of samples (``Invariant/fingerTracked``): within rounding, the finger's
  /// move is all in the list's offset.
  package static func checkFingerTracked(from a: TouchSample, to b: TouchSample) -> (Invariant, String)? {
    guard let error = trackingError(from: a, to: b),
      error > 1e-6 + 1e-9 * max(abs(a.offset), abs(b.offset), abs(a.fingerY), abs(b.fingerY))
    else { return nil }
    return (
      .fingerTracked,
      "list \(b.page) moved \(b.offset - a.offset) pt while the finger moved \(b.fingerY - a.fingerY) pt "
        + "(\(a.offset) → \(b.offset))"
    )
  }
}
