extension NestedScrollHost {
  /// Asks for more rows when page `page`'s list comes within `distance` points of its end
  /// (``LoadMoreTrigger``); `nil` stops asking. The adapter runs the app's action
  /// (``NestedScrollHostAdapter/startLoadMoreAction(page:)``) and shows the page's footer
  /// (``NestedScrollHostAdapter/loadMoreFooterDidChange(page:state:top:)``) while it loads,
  /// after a failure, and at a finished feed's end if `showsEndFooter`. A new setting starts
  /// the page idle. It may be set before the page exists. Throws for a negative page or a
  /// distance that is negative or not finite; the setting in place then stays.
  public func setLoadMore(distance: Double?, forPage page: Int, showsEndFooter: Bool = false)
    throws(ConfigurationError)
  {
    guard page >= 0 else { throw .pageOutOfRange(page) }
    var trigger: LoadMoreTrigger?
    if let distance { trigger = try LoadMoreTrigger(distance: distance, showsEndFooter: showsEndFooter) }
    if loadMoreTriggers.count <= page {
      guard trigger != nil else { return }
      loadMoreTriggers.append(contentsOf: repeatElement(nil, count: page + 1 - loadMoreTriggers.count))
    }
    let hadFooter = loadMoreTriggers[page]?.showsFooter ?? false
    loadMoreTriggers[page] = trigger
    if hadFooter { loadMoreStateDidChange(page: page) }
    if trigger != nil { checkLoadMore(page: page) }
  }

  /// The app's load of page `page`'s rows ended with `outcome`: rows loaded (or none this
  /// time), the feed finished, or the load failed. The footer follows the state
  /// (``LoadMoreOutcome/state``); a page back to idle asks again once its list comes near
  /// its end anew. Does nothing for a page that is not loading.
  public func loadMoreDidEnd(page: Int, outcome: LoadMoreOutcome = .loaded) {
    guard page >= 0, page < loadMoreTriggers.count, loadMoreTriggers[page]?.loadingDidEnd(outcome) == true
    else { return }
    loadMoreStateDidChange(page: page)
    checkLoadMore(page: page)
  }

  /// The user retries page `page`'s failed load (the footer's retry): the app is asked again
  /// at once. Does nothing unless the page's last load failed.
  public func retryLoadingMore(page: Int) {
    guard page >= 0, page < loadMoreTriggers.count, loadMoreTriggers[page]?.retry() == true else { return }
    startLoadingMore(page: page)
  }

  /// Page `page`'s feed starts over (the app replaced its rows): a finished or failed feed is
  /// idle again, and asks at once if its list's end is within reach. A refresh of the tab or
  /// of the page does this when it ends. A load under way is left to end.
  public func resetLoadMore(page: Int) {
    guard page >= 0, page < loadMoreTriggers.count, loadMoreTriggers[page]?.reset() == true else { return }
    loadMoreStateDidChange(page: page)
    checkLoadMore(page: page)
  }

  /// Where page `page`'s feed stands; ``LoadMoreState/idle`` for a page that asks for no
  /// more rows.
  public func loadMoreState(page: Int) -> LoadMoreState {
    page >= 0 && page < loadMoreTriggers.count ? loadMoreTriggers[page]?.state ?? .idle : .idle
  }

  /// Whether page `page` waits for the app to load more rows.
  public func isLoadingMore(page: Int) -> Bool {
    loadMoreState(page: page) == .loading
  }

  /// Runs page `page`'s trigger against where its list is now.
  func checkLoadMore(page: Int) {
    guard loadMoreTriggers[page] != nil, let remaining = coordinator.remainingScroll(page: page),
      let contentHeight = coordinator.lists[page]?.contentHeight
    else { return }
    if loadMoreTriggers[page]?.listDidMove(remaining: remaining, contentHeight: contentHeight) == true {
      startLoadingMore(page: page)
    }
  }

  /// Page `page` began loading: the footer shows it and the app's action runs.
  private func startLoadingMore(page: Int) {
    loadMoreStateDidChange(page: page)
    adapter?.startLoadMoreAction(page: page)
  }

  /// Page `page`'s feed changed state: its footer's room opens or closes and the adapter
  /// shows the state.
  private func loadMoreStateDidChange(page: Int) {
    let showsFooter = loadMoreTriggers[page]?.showsFooter ?? false
    coordinator.setListFooterHeight(showsFooter ? LoadMoreTrigger.footerHeight : 0, page: page)
    sendLoadMoreFooter(page: page)
    updateFrames()
  }

  /// Tells the adapter page `page`'s state and where its footer is (below its rows), or that
  /// it has none.
  func sendLoadMoreFooter(page: Int) {
    let trigger = page < loadMoreTriggers.count ? loadMoreTriggers[page] : nil
    let top = trigger?.showsFooter == true ? coordinator.lists[page]?.contentHeight : nil
    adapter?.loadMoreFooterDidChange(page: page, state: trigger?.state ?? .idle, top: top)
  }

  /// Whether page `page` shows a load-more footer.
  func showsLoadMoreFooter(page: Int) -> Bool {
    page >= 0 && page < loadMoreTriggers.count && loadMoreTriggers[page]?.showsFooter == true
  }

  /// A refresh ended: the refreshed tab's feed (`page`), or every tab's for the page's
  /// refresh (`nil`), starts over (``resetLoadMore(page:)``).
  func refreshDidEnd(page: Int?) {
    if let page {
      resetLoadMore(page: page)
    } else {
      for page in loadMoreTriggers.indices { resetLoadMore(page: page) }
    }
  }
}
