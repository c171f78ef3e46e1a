/// The boundaries around a content y taken from the item a list reports there
/// (``ItemSnap/listItems``): the item's top and its bottom, checked so that nonsense from
/// the list never becomes a target.
///
/// A frame is usable when its top and height are finite, its height is positive and it
/// contains the asked y (within ``tolerance``, for the rounding of a conversion between a
/// list's own content coordinates and the scroll space). Anything else is `rejected`: the
/// release is not snapped to items, and the coordinator reports it.
package enum ListItemBoundaries: Equatable, Sendable {
  /// The nearest boundary at or below the asked y, and the nearest at or above it.
  case found(below: Double, above: Double)
  /// The list reports no item there (a section header, a footer, past the last row).
  case noItem
  /// The list reported a frame that cannot hold the asked y.
  case rejected

  /// How far (points) a frame may miss the asked y and still count as containing it.
  package static var tolerance: Double { 1.0 / 1024 }

  /// The boundaries around `y` from `frame`, the item the list reports at `y` (`nil`: none).
  package init(frame: ListItemFrame?, at y: Double) {
    guard let frame else {
      self = .noItem
      return
    }
    let top = frame.minY
    let bottom = top + frame.height
    guard top.isFinite, frame.height.isFinite, frame.height > 0, bottom.isFinite,
      y >= top - Self.tolerance, y <= bottom + Self.tolerance
    else {
      self = .rejected
      return
    }
    // On (or within rounding of) the item's top: that is the boundary on both sides.
    self = y <= top ? .found(below: top, above: top) : .found(below: top, above: bottom)
  }
}
