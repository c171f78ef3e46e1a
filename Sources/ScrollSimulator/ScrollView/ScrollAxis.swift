import ScrollPhysics

/// One axis of a ``SimulatedScrollView``: where its content may rest, how a finger drags
/// it (1:1 inside the bounds, rubber band outside) and its motion after release.
struct ScrollAxis {
  /// The finger coordinate at which the current drag was anchored.
  var anchorFinger = 0.0
  /// The finger-space (un-rubber-banded) offset at the anchor.
  var anchorUnbounded = 0.0
  /// Finger positions in content direction (offset grows as the finger moves back).
  var tracker = VelocityTracker()
  /// The motion after release or of an animation; `.rest` when idle.
  var motion = ScrollMotion.rest(at: 0, time: 0)

  /// Where the offset may rest: from `−inset.leading` to the last position that shows the
  /// content's end above `inset.trailing`, never below the first.
  static func bounds(
    contentLength: Double, viewportLength: Double, leadingInset: Double, trailingInset: Double
  ) -> ClosedRange<Double> {
    let lower = -leadingInset
    let upper = max(lower, contentLength + trailingInset - viewportLength)
    return lower...upper
  }

  /// The finger-space offset that shows `offset`: inside the bounds the same, outside
  /// them the rubber band's inverse.
  static func unbounded(_ offset: Double, bounds: ClosedRange<Double>, band: RubberBand) -> Double {
    if offset < bounds.lowerBound {
      return bounds.lowerBound + band.excess(forOverscroll: offset - bounds.lowerBound)
    } else if offset > bounds.upperBound {
      return bounds.upperBound + band.excess(forOverscroll: offset - bounds.upperBound)
    }
    return offset
  }

  /// The offset shown for a finger-space offset: inside the bounds the same, outside them
  /// rubber-banded, or clamped when the view does not bounce.
  static func displayed(
    _ unbounded: Double, bounds: ClosedRange<Double>, band: RubberBand, bounces: Bool
  ) -> Double {
    if unbounded < bounds.lowerBound {
      return bounces
        ? bounds.lowerBound + band.overscroll(forExcess: unbounded - bounds.lowerBound) : bounds.lowerBound
    } else if unbounded > bounds.upperBound {
      return bounces
        ? bounds.upperBound + band.overscroll(forExcess: unbounded - bounds.upperBound) : bounds.upperBound
    }
    return unbounded
  }

  /// Restarts the drag so that `finger` now shows `offset`.
  mutating func anchor(finger: Double, offset: Double, bounds: ClosedRange<Double>, band: RubberBand) {
    anchorFinger = finger
    anchorUnbounded = Self.unbounded(offset, bounds: bounds, band: band)
  }

  /// The offset shown with the finger at `finger`.
  func draggedOffset(finger: Double, bounds: ClosedRange<Double>, band: RubberBand, bounces: Bool) -> Double {
    Self.displayed(anchorUnbounded - (finger - anchorFinger), bounds: bounds, band: band, bounces: bounces)
  }
}
