/// When a layout callback in the shape of SwiftUI's `onScrollGeometryChange(for:of:action:)`
/// calls the app: the app transforms each ``HeaderLayout`` (a collapse progress, whether the
/// header is pinned) and hears only of transformed values that differ from the last one it
/// heard. A layout that transforms to the same value writes no state, so the screen's body
/// does not run again and no hosted view is rebuilt for it; a header pinned under a scrolling
/// list therefore costs the app nothing per frame.
package struct LayoutTransformDelivery<Value: Equatable>: Sendable where Value: Sendable {
  /// The transformed value the app last heard of, if any.
  package private(set) var delivered: Value?

  /// Nothing delivered yet: the first layout is always delivered.
  package init() {}

  /// A layout transformed to `value` arrived; returns the previous value and the new one when
  /// the app must be called, or nil when the value did not change.
  package mutating func receive(_ value: Value) -> (old: Value?, new: Value)? {
    guard delivered != value else { return nil }
    let old = delivered
    delivered = value
    return (old, value)
  }
}
