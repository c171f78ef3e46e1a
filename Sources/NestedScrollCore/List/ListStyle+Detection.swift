extension ListStyle {
  /// A table's style as UIKit reports it (`UITableView.Style`): all a ``ListStyle`` needs to
  /// know of it is whether section headers float (plain) or scroll with their sections.
  package enum TableStyle: Hashable, Sendable {
    /// `UITableView.Style.plain`: section headers stick at the top while their rows scroll.
    case plain
    /// `UITableView.Style.grouped`: section headers scroll with their sections.
    case grouped
    /// `UITableView.Style.insetGrouped`: section headers scroll with their sections.
    case insetGrouped
  }

  /// A collection view's layout as far as its section headers go, read from UIKit's
  /// properties: a flow layout's `sectionHeadersPinToVisibleBounds`, a compositional layout's
  /// configuration's `boundarySupplementaryItems`, each `pinToVisibleBounds`, or a layout of
  /// the app's own, which says nothing of its headers.
  package enum CollectionLayout: Hashable, Sendable {
    /// A `UICollectionViewFlowLayout`; `pinsSectionHeaders`: its
    /// `sectionHeadersPinToVisibleBounds`.
    case flow(pinsSectionHeaders: Bool)
    /// A `UICollectionViewCompositionalLayout`; `boundaryItemPins`: each of its
    /// configuration's boundary supplementary items' `pinToVisibleBounds`.
    case compositional(boundaryItemPins: [Bool])
    /// Any other layout.
    case other
  }

  /// The style of a table of style `style` whose delegate provides section header views
  /// (`tableView(_:viewForHeaderInSection:)`) or heights (`tableView(_:heightForHeaderInSection:)`),
  /// or whose data source provides titles (`tableView(_:titleForHeaderInSection:)`): any of
  /// the three gives it section headers. Only a plain table's headers float; a grouped or
  /// inset-grouped table's scroll with their sections whatever provides them.
  package static func table(
    style: TableStyle, providesHeaderViews: Bool, providesHeaderHeights: Bool, providesHeaderTitles: Bool
  ) -> ListStyle {
    switch style {
    case .plain:
      return .plainTable(
        hasSectionHeaders: providesHeaderViews || providesHeaderHeights || providesHeaderTitles)
    case .grouped, .insetGrouped: return .groupedTable
    }
  }

  /// The style of a collection view with layout `layout`: pinned headers when any header its
  /// layout describes pins to the visible bounds; a layout of the app's own pins none that
  /// the package can see.
  package static func collection(layout: CollectionLayout) -> ListStyle {
    switch layout {
    case .flow(let pinsSectionHeaders): return .collection(headerPins: [pinsSectionHeaders])
    case .compositional(let boundaryItemPins): return .collection(headerPins: boundaryItemPins)
    case .other: return .collection(headerPins: [])
    }
  }
}
