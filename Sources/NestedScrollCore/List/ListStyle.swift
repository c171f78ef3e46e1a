/// The kind of list a page shows, as far as its section headers go: whether they float, and
/// so whether the page needs a ``HeaderSpacer`` by default.
///
/// UIKit pins a plain-style table's section headers at the top of its adjusted content
/// inset. With the whole header inside that inset they would float a collapse's height
/// below the tab bar; the spacer layout makes them stick right under it. A host installs
/// the spacer of a table itself (as its table header view), so a plain table with section
/// headers gets one without asking. Grouped tables' headers scroll with their sections and
/// need none. A collection view's pinned headers would need one too, but only the app's
/// layout can reserve the spacer's room, so a collection view opts in itself.
public enum ListStyle: Hashable, Sendable {
  /// A plain-style table (`UITableView.Style.plain`); `hasSectionHeaders`: its data source
  /// or delegate provides section headers (titles, views or heights).
  case plainTable(hasSectionHeaders: Bool)
  /// A grouped or inset-grouped table: section headers scroll with their sections.
  case groupedTable
  /// A collection view; `pinsSectionHeaders`: its layout pins headers to the visible bounds.
  case collection(pinsSectionHeaders: Bool)
  /// Any other scroll view.
  case other

  /// Whether a page with this list keeps the header's collapsible part as a spacer unless
  /// it says otherwise: a plain table with section headers.
  public var needsHeaderSpacerByDefault: Bool {
    switch self {
    case .plainTable(let hasSectionHeaders): return hasSectionHeaders
    case .groupedTable, .collection, .other: return false
    }
  }

  /// The style of a collection view whose layout exposes `headerPins`: for each header its
  /// layout describes, whether it pins to the visible bounds (UIKit: a flow layout's
  /// `sectionHeadersPinToVisibleBounds`; a compositional layout's configuration's
  /// `boundarySupplementaryItems`, each `pinToVisibleBounds`). Any pinned header counts.
  public static func collection(headerPins: [Bool]) -> ListStyle {
    .collection(pinsSectionHeaders: headerPins.contains(true))
  }
}
