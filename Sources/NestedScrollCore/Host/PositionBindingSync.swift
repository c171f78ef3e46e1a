/// Keeps a declarative position (SwiftUI's `Binding<NestedScrollPosition>`) and a host's
/// position in step: when the host publishes where it is, and when a value the app wrote is
/// restored.
///
/// - **Published at rest only.** The host publishes its ``NestedScrollHost/positionSnapshot``
///   when the screen comes to rest (a drag let go without momentum, the end of a fling, of a
///   snap, of a tab switch's slide), never on a frame of a scroll: each write makes SwiftUI
///   evaluate the views that read the binding again, so a write per frame would re-run the
///   app's screen on every frame. A tab change is written by the rest that ends it (a swipe's
///   or a tab tap's slide), once. A rest that finds the screen where the binding already
///   says writes nothing.
/// - **A new value is restored, an echo is not.** A binding is read on every view update,
///   for any reason, and written only after the update that produced the change (SwiftUI
///   forbids writing state during an update). Only a value that differs from the last one
///   read or published is a request; values read while a publish is on its way are stale
///   and ignored, as ``SelectionSync`` does for the selection.
/// - **A write during motion waits for the rest.** A value written while a finger drags or a
///   fling, snap or slide runs is restored when that motion comes to rest, not at once. The
///   user's gesture is never cut off or yanked from under the finger (UIKit's own
///   `setContentOffset` during a drag fights the pan, and stopping a fling midway is a jolt
///   nobody asked for); and, since nothing is published during motion, a value written then
///   was made from the last rest, so it is still the app's latest word once the motion ends.
///   Only the last value written during one motion is restored.
public struct PositionBindingSync: Hashable, Sendable {
  /// What to do when the screen comes to rest.
  public enum RestAction: Hashable, Sendable {
    /// Nothing: the binding already holds where the screen is.
    case none
    /// Restore this value the app wrote while the screen moved.
    case restore(ScrollPositionSnapshot)
    /// Write this position (the host's) to the binding.
    case publish(ScrollPositionSnapshot)
  }

  /// The position the binding holds, as far as this knows: the last value read from it or
  /// published to it (`nil`: none yet, an empty binding).
  public private(set) var position: ScrollPositionSnapshot?
  /// Whether a publish to the binding is on its way; values read until it lands are stale.
  public private(set) var isWritePending = false
  /// A value the app wrote during motion, restored when the screen comes to rest.
  public private(set) var waiting: ScrollPositionSnapshot?

  /// Starts in step with a binding that holds `position` (`nil`: an empty binding).
  public init(position: ScrollPositionSnapshot?) {
    self.position = position
  }

  /// The binding holds `value` (`nil`: an empty binding, which asks for nothing) and the
  /// screen is at rest or not. Returns the value to restore now, or `nil`.
  public mutating func bindingDidUpdate(to value: ScrollPositionSnapshot?, isAtRest: Bool)
    -> ScrollPositionSnapshot?
  {
    guard !isWritePending, let value, value != position else { return nil }
    position = value
    guard isAtRest else {
      waiting = value
      return nil
    }
    waiting = nil
    return value
  }

  /// The screen came to rest where `snapshot` (the host's ``NestedScrollHost/positionSnapshot``)
  /// says.
  public mutating func screenDidComeToRest(at snapshot: ScrollPositionSnapshot) -> RestAction {
    if let waiting {
      self.waiting = nil
      return .restore(waiting)
    }
    guard snapshot != position else { return .none }
    position = snapshot
    isWritePending = true
    return .publish(snapshot)
  }

  /// The publish landed in the binding (or was dropped by a binding that ignores writes:
  /// the next value read is then a request again).
  public mutating func writeDidLand() {
    isWritePending = false
  }
}
