#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  extension ListStyle {
    /// The style of `scrollView` as far as its section headers go: a table's style and
    /// whether its delegate or data source provides section headers (a title, a view or a
    /// height for them), a collection view's pinned headers
    /// ([sectionHeadersPinToVisibleBounds](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds)
    /// of a flow layout; the
    /// [pinToVisibleBounds](https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds)
    /// of a compositional layout's configuration's boundary items), as
    /// ``NestedScrollCore/ListStyle/collection(headerPins:)`` combines them.
    @MainActor
    init(_ scrollView: UIScrollView) {
      switch scrollView {
      case let table as UITableView:
        guard table.style == .plain else {
          self = .groupedTable
          return
        }
        let delegate = table.delegate
        let hasSectionHeaders =
          delegate?.responds(to: #selector(UITableViewDelegate.tableView(_:viewForHeaderInSection:))) == true
          || delegate?.responds(to: #selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:)))
            == true
          || table.dataSource?.responds(
            to: #selector(UITableViewDataSource.tableView(_:titleForHeaderInSection:)))
            == true
        self = .plainTable(hasSectionHeaders: hasSectionHeaders)
      case let collection as UICollectionView:
        switch collection.collectionViewLayout {
        case let flow as UICollectionViewFlowLayout:
          self = .collection(headerPins: [flow.sectionHeadersPinToVisibleBounds])
        case let compositional as UICollectionViewCompositionalLayout:
          self = .collection(
            headerPins: compositional.configuration.boundarySupplementaryItems.map(\.pinToVisibleBounds))
        default:
          self = .collection(headerPins: [])
        }
      default:
        self = .other
      }
    }
  }
#endif
