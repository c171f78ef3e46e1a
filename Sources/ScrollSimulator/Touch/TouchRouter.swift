/// Delivers one finger to several scroll views at once, as UIKit does when a gesture
/// recognizer delegate returns `true` from
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: every view tracks the same
/// touch, in the order given.
public struct TouchRouter {
  /// The views that receive each touch, in delivery order.
  public var views: [SimulatedScrollView]

  /// Creates a router for `views`.
  public init(views: [SimulatedScrollView]) {
    self.views = views
  }

  /// Delivers a touch-down to every view.
  public func touchBegan(at location: Point, time: Double) {
    for view in views { view.touchBegan(at: location, time: time) }
  }

  /// Delivers a move to every view.
  public func touchMoved(to location: Point, time: Double) {
    for view in views { view.touchMoved(to: location, time: time) }
  }

  /// Delivers a lift to every view.
  public func touchEnded(at location: Point, time: Double) {
    for view in views { view.touchEnded(at: location, time: time) }
  }

  /// Delivers a cancel to every view.
  public func touchCancelled(time: Double) {
    for view in views { view.touchCancelled(time: time) }
  }

  /// Plays a frame on every view.
  public func advance(to time: Double) {
    for view in views { view.advance(to: time) }
  }
}
