extension ListSectionFrame {
  /// Whether a page's table reports the frames of its sections to snapping: a plain-style
  /// table (whose section headers stick) on a page that keeps the header spacer
  /// (`hasStickySectionHeaders`), the layout in which they stick right under the tab bar. A
  /// grouped or inset-grouped table's headers scroll with their sections, and without the
  /// spacer a plain table's headers stick a collapse's height below the tab bar, so neither
  /// has a header that covers the list's top.
  package static func isReported(tableStyle: ListStyle.TableStyle, hasStickySectionHeaders: Bool) -> Bool {
    tableStyle == .plain && hasStickySectionHeaders
  }

  /// The frame of table section `section` from the rectangles the table reports for it, in
  /// the list's own content (UIKit: `rect(forSection:)`'s `minY` and `maxY`,
  /// `rectForHeader(inSection:)`'s height, `rectForFooter(inSection:)`'s `minY` and height),
  /// each y carried into the one scroll space by `scrollSpaceY`. Its rows end where its
  /// footer starts, or at the section's end when it has no footer (a footer of height 0).
  package init(
    tableSection section: Int, minY: Double, maxY: Double, headerHeight: Double, footerMinY: Double,
    footerHeight: Double, scrollSpaceY: (Double) -> Double
  ) {
    let rowsEnd = footerHeight > 0 ? footerMinY : maxY
    self.init(
      section: section, minY: scrollSpaceY(minY), headerHeight: headerHeight, rowsMaxY: scrollSpaceY(rowsEnd),
      maxY: scrollSpaceY(maxY))
  }
}
