extension NestedScrollCoordinator {
  /// Gives page `page`'s list a footer `height` points tall below its rows (zero: none):
  /// its end moves down so the footer can be scrolled into view, and a motion aiming at the
  /// old end carries on to the new one. Rows on screen do not move.
  package func setListFooterHeight(_ height: Double, page: Int) {
    guard checkPage(page) else { return }
    let height = height.isFinite ? max(0, height) : 0
    guard listSettings[page].footerHeight != height else { return }
    listSettings[page].footerHeight = height
    if lists[page] != nil { listContentSizeDidChange(page: page) }
  }

  /// How much further page `page`'s list can scroll before its end, in points (`nil`: its
  /// list is not attached).
  package func remainingScroll(page: Int) -> Double? {
    guard page >= 0, page < lists.count, let list = lists[page] else { return nil }
    return restingRange(of: list, page: page).upperBound - list.contentOffsetY
  }
}
