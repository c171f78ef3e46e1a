import NestedScrollCore
import NestedScrollPropertyChecks

/// A plain table whose section headers stick, as a list reports it for
/// ``ItemSnap/listItems``: sections top to bottom from content y 0, each a header, rows and
/// a footer. It answers the host's questions (`sectionFrame`, `itemFrame`) as
/// `rect(forSection:)` and `indexPathForRow(at:)` would, and lists independently where the
/// list may rest (``restPlaces``).
struct StickyTable: Sendable, CustomStringConvertible {
  /// One section's parts, in points.
  struct Section: Sendable {
    var header: Double
    var rows: [Double]
    var footer: Double
  }

  let sections: [Section]
  /// Each section's frame.
  let frames: [ListSectionFrame]
  /// Each section's rows' tops.
  let rowTops: [[Double]]

  init(_ sections: [Section]) {
    self.sections = sections
    var frames: [ListSectionFrame] = []
    var rowTops: [[Double]] = []
    var y = 0.0
    for (index, section) in sections.enumerated() {
      let top = y
      y += section.header
      var tops: [Double] = []
      for row in section.rows {
        tops.append(y)
        y += row
      }
      let rowsEnd = y
      y += section.footer
      frames.append(
        ListSectionFrame(section: index, minY: top, headerHeight: section.header, rowsMaxY: rowsEnd, maxY: y))
      rowTops.append(tops)
    }
    self.frames = frames
    self.rowTops = rowTops
  }

  /// Tables of 2 to 12 sections: headers up to 56 points (none at times), up to 8 rows of
  /// self-sized heights, a footer in one section of three.
  static var random: Generator<StickyTable, some SendableSequenceType> {
    zip(
      Gen.double(in: -20...56), Gen.double(in: 24...320).array(of: 0...8), Gen.int(in: 0...2),
      Gen.double(in: 4...40)
    )
    .map { header, rows, footerKind, footer in
      Section(header: max(0, header), rows: rows, footer: footerKind == 0 ? footer : 0)
    }
    .array(of: 2...12)
    .map { StickyTable($0) }
  }

  /// The content's height.
  var height: Double { frames.last?.maxY ?? 0 }

  /// Where the list may rest, ascending: each section's top, each row's top less its
  /// section's header height (when below the section's top), and the content's end.
  var restPlaces: [Double] {
    var places: [Double] = []
    for (frame, tops) in zip(frames, rowTops) {
      places.append(frame.minY)
      for top in tops where top - frame.headerHeight > frame.minY {
        places.append(top - frame.headerHeight)
      }
    }
    return places + [height]
  }

  /// The section whose span contains `y`.
  func sectionFrame(at y: Double) -> ListSectionFrame? {
    frames.first { $0.minY <= y && y < $0.maxY }
  }

  /// The row that contains `y` (none on a header or a footer).
  func itemFrame(at y: Double) -> ListItemFrame? {
    for (section, tops) in rowTops.enumerated() {
      for (row, top) in tops.enumerated() where top <= y && y < top + sections[section].rows[row] {
        return ListItemFrame(section: section, item: row, minY: top, height: sections[section].rows[row])
      }
    }
    return nil
  }

  var description: String {
    sections.map { "[\($0.header) | \($0.rows) | \($0.footer)]" }.joined(separator: " ")
  }
}
