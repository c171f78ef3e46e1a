#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  extension ListStyle {
    /// The style of `scrollView` as far as its section headers go: a table's style and
    /// whether its delegate or data source provides section headers (a title, a view or a
    /// height for them), a collection view's pinned
    /// headers (`UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`).
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
        let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout
        self = .collection(pinsSectionHeaders: flow?.sectionHeadersPinToVisibleBounds ?? false)
      default:
        self = .other
      }
    }
  }
#endif
