extension NestedScrollHost {
  /// Asks for more rows when page `page`'s list comes within `distance` points of its end
  /// (``LoadMoreTrigger``); `nil` stops asking. The adapter hears of it through
  /// ``NestedScrollHostAdapter/loadMoreFooterDidChange(page:top:)`` and shows a footer
  /// indicator until ``loadMoreDidEnd(page:)``. A trigger may be set before the page
  /// exists. Throws for a negative page or a distance that is negative or not finite; the
  /// trigger in place then stays.
  public func setLoadMore(distance: Double?, forPage page: Int) throws(ConfigurationError) {
    guard page >= 0 else { throw .pageOutOfRange(page) }
    var trigger: LoadMoreTrigger?
    if let distance { trigger = try LoadMoreTrigger(distance: distance) }
    if loadMoreTriggers.count <= page {
      guard trigger != nil else { return }
      loadMoreTriggers.append(contentsOf: repeatElement(nil, count: page + 1 - loadMoreTriggers.count))
    }
    let wasLoading = loadMoreTriggers[page]?.isLoading ?? false
    loadMoreTriggers[page] = trigger
    if wasLoading { showLoadMore(page: page, isLoading: false) }
    if trigger != nil { checkLoadMore(page: page) }
  }

  /// The app finished loading page `page`'s rows (with new rows or none): the footer goes,
  /// and the list asks again once it comes near its end anew.
  public func loadMoreDidEnd(page: Int) {
    guard page >= 0, page < loadMoreTriggers.count, loadMoreTriggers[page]?.isLoading == true else { return }
    loadMoreTriggers[page]?.loadingDidEnd()
    showLoadMore(page: page, isLoading: false)
    checkLoadMore(page: page)
  }

  /// Whether page `page` waits for the app to load more rows.
  public func isLoadingMore(page: Int) -> Bool {
    page >= 0 && page < loadMoreTriggers.count && loadMoreTriggers[page]?.isLoading == true
  }

  /// Runs page `page`'s trigger against where its list is now.
  func checkLoadMore(page: Int) {
    guard loadMoreTriggers[page] != nil, let remaining = coordinator.remainingScroll(page: page),
      let contentHeight = coordinator.lists[page]?.contentHeight
    else { return }
    if loadMoreTriggers[page]?.listDidMove(remaining: remaining, contentHeight: contentHeight) == true {
      showLoadMore(page: page, isLoading: true)
    }
  }

  private func showLoadMore(page: Int, isLoading: Bool) {
    coordinator.setListFooterHeight(isLoading ? LoadMoreTrigger.footerHeight : 0, page: page)
    sendLoadMoreFooter(page: page)
    updateFrames()
  }

  /// Tells the adapter where page `page`'s footer is (below its rows), or that it has none.
  func sendLoadMoreFooter(page: Int) {
    let top = isLoadingMore(page: page) ? coordinator.lists[page]?.contentHeight : nil
    adapter?.loadMoreFooterDidChange(page: page, top: top)
  }
}
