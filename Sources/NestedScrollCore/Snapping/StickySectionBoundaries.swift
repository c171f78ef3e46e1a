/// The boundaries around a content y in a list whose section headers stick under the pinned
/// tab bar (``ItemSnap/listItems`` on a list that reports ``ListSectionFrame``s): where the
/// list may rest without its stuck header covering a row.
///
/// A rest at content y `p` shows the header of the section containing `p` stuck from `p`
/// to `p + headerHeight`. The places to rest are each section's top (its header at its own
/// place) and each row's top less the header's height (the row right under its stuck
/// header; for a first row right below its header, the section's top). Inside one section
/// these are found from one row, the one the list reports under the stuck header; the last
/// row of a section is followed by the next section's top, so a rest never leaves a header
/// alone above the next one. As for rows alone, a y on a place, or within rounding below
/// it, has that place on both sides.
///
/// The section and the row are checked as ``ListItemBoundaries`` checks a row: a section
/// that is not finite, has a negative header, does not contain the asked y or whose parts
/// are out of order, or a row that is not a usable frame inside the section's rows, is
/// `rejected`.
package enum StickySectionBoundaries {
  /// The boundaries around the content y `y` of `section` (the section the list reports
  /// there), asking `itemFrame` (the item the list lays out at a content y) once.
  package static func boundaries(
    around y: Double, in section: ListSectionFrame, itemFrame: (Double) -> ListItemFrame?
  ) -> ListItemBoundaries {
    let tolerance = ListItemBoundaries.tolerance
    let top = section.minY
    let header = section.headerHeight
    let rowsTop = top + header
    let rowsEnd = section.rowsMaxY
    let end = section.maxY
    guard y.isFinite, top.isFinite, header.isFinite, header >= 0, rowsEnd.isFinite, end.isFinite,
      rowsTop <= rowsEnd + tolerance, rowsEnd <= end + tolerance,
      y >= top - tolerance, y <= end + tolerance
    else { return .rejected }
    // On (or within rounding below) the section's top: that is the boundary.
    if y <= top { return .found(below: top, above: top) }
    // A section without rows rests on its top or its end.
    guard rowsEnd - rowsTop > tolerance else { return around(y, below: top, next: end) }
    // The row under the stuck header; past the last row (the header is being pushed away by
    // the next one), the last row, asked just inside its end.
    let lineY = y + header
    let isPastRows = lineY >= rowsEnd - tolerance
    let probe = isPastRows ? rowsEnd - min(0.5, (rowsEnd - rowsTop) / 2) : lineY
    let frame = itemFrame(probe)
    switch ListItemBoundaries(frame: frame, at: probe) {
    case .rejected: return .rejected
    case .noItem: return .noItem
    case .found: break
    }
    guard let frame else { return .noItem }
    // A usable frame holds the probe; it must also lie among the section's rows.
    let row = (top: frame.minY, bottom: frame.minY + frame.height)
    guard row.top >= rowsTop - tolerance, row.bottom <= rowsEnd + tolerance else { return .rejected }
    let isLastRow = isPastRows || row.bottom >= rowsEnd - tolerance
    // The row's place: right under the stuck header (the section's top for a first row).
    let place = max(top, row.top - header)
    // On (or within rounding below) it: that is the boundary on both sides.
    if y <= place { return .found(below: place, above: place) }
    return around(y, below: place, next: isLastRow ? end : row.bottom - header)
  }

  /// The boundaries of a y past the place `below` whose next place is `next`: those two, or
  /// `next` on both sides when `y` lies within rounding below it (the list reports the row
  /// that `y` is in, which ends there). A `next` that rounding left below `y` is `y` itself.
  private static func around(_ y: Double, below: Double, next: Double) -> ListItemBoundaries {
    if next >= y, next - y <= ListItemBoundaries.tolerance { return .found(below: next, above: next) }
    return .found(below: below, above: max(y, next))
  }
}
