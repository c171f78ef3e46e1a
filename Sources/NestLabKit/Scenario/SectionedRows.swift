import NestedScrollCore

/// A tab's rows laid out as a list lays them out, in the list's content coordinates: one
/// section of all rows without ``SectionsSpec``, or sections of ``SectionsSpec/rows`` rows,
/// each below its header. What ours asks at a release (``itemFrame(at:)``,
/// ``sectionFrame(at:)``) and where the snap metric expects it to rest (``restPlaces``).
package struct SectionedRows: Sendable {
  /// The content y of each row's top.
  private(set) var rowTops: [Double] = []
  /// Each row's height.
  let rowHeights: [Double]
  /// Each section's frame; empty without sticky sections.
  private(set) var sections: [ListSectionFrame] = []
  /// Rows per section (all rows in one without sticky sections).
  let rowsPerSection: Int

  /// Lays out `heights` in sections as `sections` says (`nil`: one list of rows).
  package init(heights: [Double], sections spec: SectionsSpec?) {
    rowHeights = heights
    rowsPerSection = max(1, spec?.rows ?? heights.count)
    let header = spec?.headerHeight ?? 0
    var y = 0.0
    for (row, height) in heights.enumerated() {
      if spec != nil, row % rowsPerSection == 0 {
        if var last = sections.popLast() {
          last.rowsMaxY = y
          last.maxY = y
          sections.append(last)
        }
        sections.append(
          ListSectionFrame(section: sections.count, minY: y, headerHeight: header, rowsMaxY: y, maxY: y))
        y += header
      }
      rowTops.append(y)
      y += height
    }
    if var last = sections.popLast() {
      last.rowsMaxY = y
      last.maxY = y
      sections.append(last)
    }
  }

  /// The height of rows and headers together.
  package var height: Double { (rowTops.last ?? 0) + (rowHeights.last ?? 0) }

  /// The row that contains content y `y` (`indexPathForRow(at:)` and `rectForRow(at:)`);
  /// `nil` on a header or past the last row.
  package func itemFrame(at y: Double) -> ListItemFrame? {
    guard y.isFinite, let first = rowTops.first, y >= first else { return nil }
    // The last row whose top is at or above y.
    var low = 0
    var high = rowTops.count - 1
    while low < high {
      let mid = low + (high - low + 1) / 2
      if rowTops[mid] <= y { low = mid } else { high = mid - 1 }
    }
    guard y < rowTops[low] + rowHeights[low] else { return nil }
    return ListItemFrame(
      section: low / rowsPerSection, item: low % rowsPerSection, minY: rowTops[low], height: rowHeights[low])
  }

  /// The section that contains content y `y`; `nil` without sticky sections.
  package func sectionFrame(at y: Double) -> ListSectionFrame? {
    ListSectionFrame.index(containing: y, count: sections.count) { (sections[$0].minY, sections[$0].maxY) }
      .map { sections[$0] }
  }

  /// Every content y the list may rest at, ascending: each row's top; with sticky sections
  /// each section's top and each later row's top less its header (the row right under its
  /// stuck header); and the end.
  package var restPlaces: [Double] {
    var places: [Double] = []
    for (row, top) in rowTops.enumerated() {
      if sections.isEmpty {
        places.append(top)
      } else {
        let section = sections[row / rowsPerSection]
        places.append(row % rowsPerSection == 0 ? section.minY : top - section.headerHeight)
      }
    }
    places.append(height)
    return places
  }
}
