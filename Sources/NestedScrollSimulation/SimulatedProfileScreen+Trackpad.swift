import NestedScrollCore
import ScrollSimulator

extension SimulatedProfileScreen {
  /// Two fingers land on a trackpad with the pointer at `location` (screen coordinates).
  ///
  /// UIKit sends indirect scrolling as scroll events, not touches: the host hears an
  /// indirect scroll (`NestedScrollHost.indirectScrollDidBegin(at:)`),
  /// and the scroll views under the pointer get it through their pans exactly as a finger's
  /// drag (a scroll view's pan recognizes scroll events), so the views here see the same
  /// stream a finger would give them. A rest without moving stops every motion, as a finger
  /// does; nothing is tapped by it.
  public func trackpadTouchBegan(at location: Point, time: Double) {
    contactBegan(at: location, time: time, indirect: true)
  }

  /// The two fingers scroll: the content follows them, to `location` (natural scrolling,
  /// as a finger on the screen).
  public func trackpadMoved(to location: Point, time: Double) {
    touchMoved(to: location, time: time)
  }

  /// The fingers leave the trackpad; a scroll that was moving goes on with its momentum.
  public func trackpadTouchEnded(at location: Point, time: Double) {
    _ = contactEnded(at: location, time: time, indirect: true)
  }
}
