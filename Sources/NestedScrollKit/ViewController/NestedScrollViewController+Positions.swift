#if canImport(UIKit)
  import NestedScrollCore
  import QuartzCore
  import UIKit

  extension NestedScrollViewController {
    /// Where the screen is now, as a value to store (state restoration, `SceneStorage` through
    /// ``NestedScrollCore/ScrollPositionSnapshot/data``): the selected page, every page's
    /// position, loaded or not, and the header's collapse. A page whose list is a table or
    /// collection view scrolled past the point where the header pins also keeps the row at
    /// the top of its visible content.
    public var positionSnapshot: ScrollPositionSnapshot { host.positionSnapshot }

    /// Restores a snapshot from ``positionSnapshot``, on this screen or one created after a
    /// relaunch, without animation. It may be called before the view loads: it is restored
    /// in the first layout pass. What does not apply to this screen (pages it does not have,
    /// content that is shorter now, values that are NaN or infinite) is clamped or dropped and
    /// reported to the delegate's `didSanitize`; a page with nothing usable saved keeps its
    /// position.
    public func restore(_ snapshot: ScrollPositionSnapshot) {
      host.restore(snapshot, at: CACurrentMediaTime())
    }

    /// Binds the position to a SwiftUI binding that holds `position` (`nil`: empty), by the
    /// host's rules (`NestedScrollHost.bindPosition(_:at:)`): positions are
    /// written through ``positionBindingWrite`` at rest, values read are restored when new.
    package func bindPosition(_ position: ScrollPositionSnapshot?) {
      host.bindPosition(position, at: CACurrentMediaTime())
    }

    /// A view update read `position` from the binding (`NestedScrollHost.positionBindingDidUpdate(to:at:)`).
    package func positionBindingDidUpdate(to position: ScrollPositionSnapshot?) {
      host.positionBindingDidUpdate(to: position, at: CACurrentMediaTime())
    }

    /// The position last given to ``positionBindingWrite`` landed in the binding.
    package func positionBindingWriteDidLand() {
      host.positionBindingWriteDidLand()
    }

    /// Page `index`'s list `contentOffset.y`, loaded or not (a page that is not loaded
    /// gets it when it loads); `nil` for a page that does not exist.
    public func contentOffset(forPage index: Int) -> CGFloat? {
      guard let offset = host.contentOffset(forPage: index) else { return nil }
      guard let list = lists[index] else { return CGFloat(offset) }
      return CGFloat(list.listOffset(forScrollSpaceOffset: offset))
    }

    /// Sets page `index`'s list `contentOffset.y`, animated or at once. A page that is not
    /// loaded gets it when it loads (a page other than the selected one is fitted to the
    /// header by the tab rule when it is shown, as after any tab switch). An index out of
    /// range, or an offset that is NaN or infinite, is ignored and reported in
    /// ``diagnostics``.
    public func setContentOffset(_ offset: CGFloat, forPage index: Int, animated: Bool) {
      let value = lists[index].map { $0.scrollSpaceOffset(forListOffset: Double(offset)) } ?? Double(offset)
      host.setContentOffset(value, page: index, animated: animated, at: CACurrentMediaTime())
    }
  }

  extension ControllerAdapter {
    /// The row or item of page `page`'s table or collection view at content y `y` (in the one
    /// scroll space; the list's own content has the sticky-header spacer and the app's top
    /// gap on top of it, a constant shift).
    func itemFrame(atContentY y: Double, forPage page: Int) -> ListItemFrame? {
      guard let list = controller?.lists[page] else { return nil }
      let listY = CGFloat(list.listOffset(forScrollSpaceOffset: y))
      if let table = list.scrollView as? UITableView {
        guard let indexPath = table.indexPathForRow(at: CGPoint(x: table.bounds.midX, y: listY)) else {
          return nil
        }
        return Self.frame(table.rectForRow(at: indexPath), of: indexPath, in: list)
      }
      if let collection = list.scrollView as? UICollectionView {
        let band = CGRect(x: collection.bounds.minX, y: listY, width: collection.bounds.width, height: 1)
        let cells = collection.collectionViewLayout.layoutAttributesForElements(in: band) ?? []
        var first: UICollectionViewLayoutAttributes?
        for cell in cells where cell.representedElementCategory == .cell {
          if first.map({ cell.indexPath < $0.indexPath }) ?? true { first = cell }
        }
        guard let first else { return nil }
        return Self.frame(first.frame, of: first.indexPath, in: list)
      }
      return nil
    }

    /// The section of page `page`'s table that contains content y `y`, when the core says its
    /// section headers stick right under the tab bar
    /// (`ListSectionFrame.isReported(tableStyle:hasStickySectionHeaders:)`). Found by binary
    /// search over `numberOfSections` with `rect(forSection:)`; the frame is the core's from
    /// `rect(forSection:)`, `rectForHeader(inSection:)` and `rectForFooter(inSection:)`.
    func sectionFrame(atContentY y: Double, forPage page: Int) -> ListSectionFrame? {
      guard let controller, let list = controller.lists[page], let table = list.scrollView as? UITableView,
        ListSectionFrame.isReported(
          tableStyle: ListStyle.TableStyle(table.style),
          hasStickySectionHeaders: controller.pages[page]?.hasStickySectionHeaders == true)
      else { return nil }
      let listY = list.listOffset(forScrollSpaceOffset: y)
      guard
        let section = ListSectionFrame.index(
          containing: listY, count: table.numberOfSections,
          span: { section in
            let rect = table.rect(forSection: section)
            return (Double(rect.minY), Double(rect.maxY))
          })
      else { return nil }
      let rect = table.rect(forSection: section)
      let footer = table.rectForFooter(inSection: section)
      return ListSectionFrame(
        tableSection: section, minY: Double(rect.minY), maxY: Double(rect.maxY),
        headerHeight: Double(table.rectForHeader(inSection: section).height), footerMinY: Double(footer.minY),
        footerHeight: Double(footer.height), scrollSpaceY: list.scrollSpaceOffset(forListOffset:))
    }

    /// Where row or item `item` of section `section` of page `page`'s table or collection view
    /// lies now, or `nil` when it has no such item.
    func itemFrame(section: Int, item: Int, forPage page: Int) -> ListItemFrame? {
      guard let list = controller?.lists[page] else { return nil }
      let indexPath = IndexPath(item: item, section: section)
      if let table = list.scrollView as? UITableView {
        guard section < table.numberOfSections, item < table.numberOfRows(inSection: section) else {
          return nil
        }
        return Self.frame(table.rectForRow(at: indexPath), of: indexPath, in: list)
      }
      if let collection = list.scrollView as? UICollectionView {
        guard section < collection.numberOfSections, item < collection.numberOfItems(inSection: section),
          let attributes = collection.collectionViewLayout.layoutAttributesForItem(at: indexPath)
        else { return nil }
        return Self.frame(attributes.frame, of: indexPath, in: list)
      }
      return nil
    }

    private static func frame(_ rect: CGRect, of indexPath: IndexPath, in list: ScrollViewList)
      -> ListItemFrame
    {
      ListItemFrame(
        section: indexPath.section, item: indexPath.item,
        minY: list.scrollSpaceOffset(forListOffset: Double(rect.minY)), height: Double(rect.height))
    }
  }
#endif
