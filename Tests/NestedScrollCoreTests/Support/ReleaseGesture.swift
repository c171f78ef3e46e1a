import PropertyBased

/// One gesture of a motion property test: a flick from `start` (a fraction of the way down,
/// whatever the test measures it in) with the finger at `velocity`, or a placement (a drag
/// held still before lifting) when `holds`.
struct ReleaseGesture: Sendable, CustomStringConvertible {
  var start: Double
  var velocity: Double
  var holds: Bool
  var description: String { "\(holds ? "place" : "flick")(from \(start), \(velocity) pt/s)" }

  /// Random gestures, one in `placements` of them a placement.
  static func random(placementOneIn placements: Int) -> Generator<ReleaseGesture, some SendableSequenceType> {
    zip(Gen.double(in: 0...1), Gen.double(in: -3000...3000), Gen.int(in: 0...(placements - 1)))
      .map { ReleaseGesture(start: $0, velocity: $1, holds: $2 == 0) }
  }
}
