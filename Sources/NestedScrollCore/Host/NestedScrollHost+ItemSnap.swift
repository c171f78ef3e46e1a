extension NestedScrollHost {
  /// Sets how page `page`'s list snaps to its items. A snap may be set before the page
  /// exists: the host keeps it and applies it whenever ``reloadPages(count:)`` brings that
  /// many pages. Throws for a negative page, a page size that is not finite and positive
  /// (``ConfigurationError/invalidSnapParameter``) and boundaries that are not finite and
  /// ascending (``ConfigurationError/unsortedSnapBoundaries(page:)``); the snap in place
  /// then stays.
  public func setItemSnap(_ snap: ItemSnap, forPage page: Int) throws(ConfigurationError) {
    guard page >= 0 else { throw .pageOutOfRange(page) }
    try snap.validate(page: page)
    if let index = itemSnaps.firstIndex(where: { $0.page == page }) {
      itemSnaps[index].snap = snap
    } else {
      itemSnaps.append((page, snap))
    }
    if page < pageCount { try coordinator.setItemSnap(snap, page: page) }
  }
}
