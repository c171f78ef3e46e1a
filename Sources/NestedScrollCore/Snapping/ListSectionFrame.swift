/// Where a section of a page's list lies in the list's content when its header sticks under
/// the pinned tab bar while its rows scroll, as the adapter reports it (UIKit: a plain-style
/// `UITableView`'s `rect(forSection:)`, `rectForHeader(inSection:)` and
/// `rectForFooter(inSection:)`).
///
/// With it, ``ItemSnap/listItems`` rests a row right under its section's stuck header
/// instead of under the tab bar, where the header would cover it, or a section's header at
/// its own place, right under the tab bar (see ``NestedScrollHostAdapter/sectionFrame(atContentY:forPage:)``).
public struct ListSectionFrame: Hashable, Sendable {
  /// The section's index.
  public var section: Int
  /// The y of the section's top in the list's content: its header's top.
  public var minY: Double
  /// The height of the section's header: what covers the top of the list while it sticks.
  public var headerHeight: Double
  /// The y where the section's last row ends (its footer's top; `minY + headerHeight` for a
  /// section without rows).
  public var rowsMaxY: Double
  /// The y of the section's end (the next section's top).
  public var maxY: Double

  /// Creates the frame of section `section`.
  public init(section: Int, minY: Double, headerHeight: Double, rowsMaxY: Double, maxY: Double) {
    self.section = section
    self.minY = minY
    self.headerHeight = headerHeight
    self.rowsMaxY = rowsMaxY
    self.maxY = maxY
  }

  /// The index of the section whose span (`minY ..< maxY`, as `span` reports it by index)
  /// contains `y`, among `count` sections laid out top to bottom, by binary search: at most
  /// ⌈log₂ count⌉ + 1 calls of `span`. `nil` when `y` lies before the first section or at or
  /// past the last one's end, or is not finite.
  package static func index(
    containing y: Double, count: Int, span: (Int) -> (minY: Double, maxY: Double)
  ) -> Int? {
    guard y.isFinite, count > 0 else { return nil }
    // The last section whose top is at or above y.
    var low = 0
    var high = count - 1
    while low < high {
      let mid = low + (high - low + 1) / 2
      if span(mid).minY <= y { low = mid } else { high = mid - 1 }
    }
    let found = span(low)
    guard found.minY <= y, y < found.maxY else { return nil }
    return low
  }
}
