/// The header's modes (``HeaderMode``): with the list, or floating back as soon as the list
/// scrolls down.
///
/// A floating header is a ``HeaderWay/floating(anchor:)``: the offset at which the active list
/// would show it fully expanded. It shows at `offset − anchor`, kept between the lowest
/// position the mode lets it float to and where the list itself puts it; where it meets an
/// end, the anchor moves with the list. So while the header floats, it moves with the rows
/// point for point (a drag or a fling carries through it, and nothing under the finger
/// slips), and it never shows more collapsed than its list puts it, so at the list's top
/// every mode is the same.
extension NestedScrollCoordinator {
  /// The header positions (points collapsed) the active list at `offset` lets the header show
  /// at: from the lowest the mode floats it to, up to where the list itself puts it.
  func headerRange(forOffset offset: Double) -> ClosedRange<Double> {
    let implied = min(space.headerPosition(forOffset: offset), space.maximumCollapse)
    let lowest = configuration.headerMode.lowestPosition(
      implied: implied, maximumCollapse: space.maximumCollapse)
    return lowest...implied
  }

  /// The header's way when it shows at `position` over the active list at `offset`: with the
  /// list, or, when the mode floats it, floating there (kept within ``headerRange(forOffset:)``;
  /// `.infinity` is where the list puts it).
  func headerWay(showing position: Double, at offset: Double) -> HeaderWay {
    guard configuration.headerMode.floats else { return .withList }
    let shown = headerRange(forOffset: offset).clamping(position)
    let anchor = offset - shown
    return anchor.isFinite ? .floating(anchor: anchor) : .withList
  }

  /// Where the header shows for the active list at `offset`: where the list puts it, or
  /// where it floats.
  func headerPosition(forActiveOffset offset: Double) -> Double {
    guard case .floating(let anchor) = motion.header else {
      return min(space.headerPosition(forOffset: offset), space.maximumCollapse)
    }
    return headerRange(forOffset: offset).clamping(offset - anchor)
  }

  /// The offset whose layout shows the floating header for the active list at `offset`
  /// (`offset` itself where the list puts the header); the anchor follows the list where the
  /// header meets an end of its range.
  func floatedOffset(for offset: Double) -> Double {
    guard case .floating(let anchor) = motion.header else { return offset }
    guard configuration.headerMode.floats else {
      motion.header = .withList
      return offset
    }
    let range = headerRange(forOffset: offset)
    let wanted = offset - anchor
    let shown = range.clamping(wanted)
    if shown != wanted { motion.header = .floating(anchor: offset - shown) }
    return shown == range.upperBound ? offset : space.offset(forHeaderPosition: shown)
  }
}
