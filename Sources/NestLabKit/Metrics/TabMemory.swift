/// What ``MetricsCalculator/offsetsKept(_:)`` remembers of one tab: its own offset and
/// scroll position when it was last shown, carried along while the list coasts on by
/// itself off-screen.
struct TabMemory {
  /// The tab's own offset (`tabOffsets` value).
  var offset: Double
  /// The scroll position that offset means (valid while ``speed`` is not `nil`).
  var position: Double
  /// The speed of the offset at the last step, or `nil` once a change was not a
  /// continuation of the tab's own motion (the memory no longer follows the tab).
  var speed: Double?

  /// The largest step accepted as a deceleration settling on its resting place (UIKit
  /// ends a deceleration by jumping the last half point or so).
  static let settleStep = 1.0

  /// The tab was shown at `offset` meaning `position`, moving at `velocity` if known.
  mutating func show(offset: Double, position: Double, velocity: Double?) {
    self.offset = offset
    self.position = position
    speed = velocity ?? speed ?? 0
  }

  /// The tab, not shown, is at `newOffset` `dt` seconds later. Follows it when that
  /// continues its own motion (same direction, not faster, or a settling step), and
  /// returns whether it did; a jump (a reset, a refit) stops the following.
  @discardableResult
  mutating func follow(to newOffset: Double, after dt: Double) -> Bool {
    guard let current = speed else { return false }
    let delta = newOffset - offset
    guard abs(delta) > 1e-9 else {
      if dt > MetricsCalculator.sameInstant { speed = 0 }
      return true
    }
    guard dt > MetricsCalculator.sameInstant else {
      speed = nil
      return false
    }
    let velocity = delta / dt
    guard
      (velocity * current > 0 && abs(velocity) <= abs(current) * 1.05 + 1) || abs(delta) <= Self.settleStep
    else {
      speed = nil
      return false
    }
    offset = newOffset
    position += delta
    speed = velocity
    return true
  }
}
