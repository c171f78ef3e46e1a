/// Sticky section headers on a tab whose list snaps from its own layout (`"sections"`): the
/// tab's items fall into sections of ``rows`` rows each (the last may be shorter), each
/// topped by a header ``headerHeight`` points tall that sticks under the tab bar while its
/// rows scroll, as a plain-style table's section headers do.
public struct SectionsSpec: Hashable, Sendable, Codable {
  /// Rows per section (≥ 1).
  public var rows: Int
  /// Each section header's height, points (≥ 0).
  public var headerHeight: Double

  /// Creates sections of `rows` rows under headers `headerHeight` points tall.
  public init(rows: Int, headerHeight: Double) {
    self.rows = rows
    self.headerHeight = headerHeight
  }
}
