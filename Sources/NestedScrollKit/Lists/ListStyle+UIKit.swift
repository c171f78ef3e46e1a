#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  extension ListStyle {
    /// The style of `scrollView` as far as its section headers go, from what UIKit says of it:
    /// a table's style and which section-header methods its delegate and data source answer,
    /// a collection view's pinned headers
    /// ([sectionHeadersPinToVisibleBounds](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds)
    /// of a flow layout; the
    /// [pinToVisibleBounds](https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds)
    /// of a compositional layout's configuration's boundary items). The rule that makes a
    /// style of them is the core's (`ListStyle.table(style:providesHeaderViews:providesHeaderHeights:providesHeaderTitles:)`,
    /// `ListStyle.collection(layout:)`).
    @MainActor
    init(_ scrollView: UIScrollView) {
      switch scrollView {
      case let table as UITableView:
        self = .table(
          style: TableStyle(table.style),
          providesHeaderViews: table.delegate?.responds(
            to: #selector(UITableViewDelegate.tableView(_:viewForHeaderInSection:))) == true,
          providesHeaderHeights: table.delegate?.responds(
            to: #selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:))) == true,
          providesHeaderTitles: table.dataSource?.responds(
            to: #selector(UITableViewDataSource.tableView(_:titleForHeaderInSection:))) == true)
      case let collection as UICollectionView:
        self = .collection(layout: CollectionLayout(collection.collectionViewLayout))
      default:
        self = .other
      }
    }
  }

  extension ListStyle.TableStyle {
    /// The style of a table of UIKit style `style`; a style UIKit adds later counts as
    /// grouped, whose headers scroll with their sections.
    init(_ style: UITableView.Style) {
      switch style {
      case .plain: self = .plain
      case .insetGrouped: self = .insetGrouped
      default: self = .grouped
      }
    }
  }

  extension ListStyle.CollectionLayout {
    /// What `layout` says of its section headers.
    @MainActor
    init(_ layout: UICollectionViewLayout) {
      switch layout {
      case let flow as UICollectionViewFlowLayout:
        self = .flow(pinsSectionHeaders: flow.sectionHeadersPinToVisibleBounds)
      case let compositional as UICollectionViewCompositionalLayout:
        self = .compositional(
          boundaryItemPins: compositional.configuration.boundarySupplementaryItems.map(\.pinToVisibleBounds))
      default:
        self = .other
      }
    }
  }
#endif
