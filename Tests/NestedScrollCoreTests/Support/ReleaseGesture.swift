import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport

/// One gesture of a motion property test: a flick from `start` (a fraction of the way down,
/// whatever the test measures it in) with the finger at `velocity`, or a placement (a drag
/// held still before lifting) when `holds`.
struct ReleaseGesture: Sendable, CustomStringConvertible {
  var start: Double
  var velocity: Double
  var holds: Bool
  var description: String { "\(holds ? "place" : "flick")(from \(start), \(velocity) pt/s)" }

  /// Plays the gesture on `screen` up to the moment its finger would lift: a placement lifts
  /// (held still first, so nothing moves on), a flick leaves the finger down and moving.
  /// Returns where the active list was then and how fast it moved (zero for a placement).
  func playUntilRelease(on screen: SimulatedProfileScreen, _ driver: ScreenDriver) -> (
    offset: Double, velocity: Double
  ) {
    let direction = velocity > 0 ? -1.0 : 1.0
    if holds {
      driver.place(fromY: 600, toY: 600 - 10 + direction * 40, duration: 0.3)
    } else {
      driver.touchDown(y: 500)
      driver.move(toY: 500 + direction * 40, duration: 40 / max(abs(velocity), 50))
    }
    return (driver.activeOffset, holds ? 0 : screen.activeList.velocity.y)
  }

  /// Random gestures, one in `placements` of them a placement.
  static func random(placementOneIn placements: Int) -> Generator<ReleaseGesture, some SendableSequenceType> {
    zip(Gen.double(in: 0...1), Gen.double(in: -3000...3000), Gen.int(in: 0...(placements - 1)))
      .map { ReleaseGesture(start: $0, velocity: $1, holds: $2 == 0) }
  }
}
