import NestedScrollCore

extension SimulatedProfileScreen {
  /// Binds the screen's position to a value, as a SwiftUI app's position binding that holds
  /// `position` (`nil`: empty): the host restores it, publishes where the screen comes to
  /// rest (``publishedPositions``) and restores what the app writes (``writePosition(_:time:)``).
  public func bindPosition(_ position: ScrollPositionSnapshot?, time: Double) {
    boundPosition = position
    host.bindPosition(position, at: time)
  }

  /// The app writes `position` to its binding; the view update that follows reads it.
  public func writePosition(_ position: ScrollPositionSnapshot?, time: Double) {
    boundPosition = position
    readPosition(time: time)
  }

  /// A view update, for any reason: it reads the binding as it holds it now (the old value
  /// while a publish is on its way).
  public func readPosition(time: Double) {
    host.positionBindingDidUpdate(to: boundPosition, at: time)
  }

  /// Writes `position` to the binding: it lands on the next frame, as SwiftUI's write lands
  /// after the current update, and the update it causes reads it back.
  public func positionBindingNeedsWrite(_ position: ScrollPositionSnapshot) {
    publishedPositions.append(position)
    pendingPositionWrite = position
  }

  /// Lands a publish on its way, and reads the binding back as the update it causes does.
  func landPositionWrite(at time: Double) {
    guard let position = pendingPositionWrite else { return }
    pendingPositionWrite = nil
    boundPosition = position
    host.positionBindingWriteDidLand()
    readPosition(time: time)
  }
}
