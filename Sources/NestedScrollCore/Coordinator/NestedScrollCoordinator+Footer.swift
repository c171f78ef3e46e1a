extension NestedScrollCoordinator {
  /// Gives page `page`'s list a footer `height` points tall below its rows (zero: none):
  /// its end moves down so the footer can be scrolled into view, and a motion aiming at the
  /// old end carries on to the new one. Rows on screen do not move.
  package func setListFooterHeight(_ height: Double, page: Int) {
    guard checkPage(page) else { return }
    let height = height.isFinite ? max(0, height) : 0
    if listFooterHeights.count <= page {
      listFooterHeights.append(contentsOf: repeatElement(0, count: page + 1 - listFooterHeights.count))
    }
    guard listFooterHeights[page] != height else { return }
    listFooterHeights[page] = height
    if lists[page] != nil { listContentSizeDidChange(page: page) }
  }

  /// How much further page `page`'s list can scroll before its end, in points (`nil`: its
  /// list is not attached).
  package func remainingScroll(page: Int) -> Double? {
    guard page >= 0, page < lists.count, let list = lists[page] else { return nil }
    return restingRange(of: list).upperBound - list.contentOffsetY
  }
}
