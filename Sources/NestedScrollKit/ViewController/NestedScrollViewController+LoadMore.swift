#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  extension NestedScrollViewController {
    /// Asks for more rows when page `index`'s list comes within `distance` points of its end
    /// (`nil`: stops asking): ``loadMoreAction`` runs once each time the list nears its end,
    /// with a footer below the last row, and again only after the list has moved away from
    /// its end or its content has changed height (``NestedScrollCore/LoadMoreTrigger``). A
    /// feed that finished asks no more, one that failed only on ``retryLoadingMore(page:)``;
    /// `showsEndFooter`: a finished feed keeps a footer to show ``loadMoreFooter``'s end view.
    /// Rows appended while a fling runs do not move what is on screen, and the fling carries
    /// on into them. A new setting starts the page idle. It may be set before the page
    /// exists. Throws for a negative page or a distance that is negative or not finite; the
    /// setting in place then stays.
    public func setLoadMore(distance: CGFloat?, forPage index: Int, showsEndFooter: Bool = false)
      throws(ConfigurationError)
    {
      try host.setLoadMore(
        distance: distance.map { Double($0) }, forPage: index, showsEndFooter: showsEndFooter)
    }

    /// Where page `index`'s feed stands: idle, loading, failed or finished.
    public func loadMoreState(page index: Int) -> LoadMoreState { host.loadMoreState(page: index) }

    /// Whether page `index` is loading more rows: ``loadMoreAction`` runs for it.
    public func isLoadingMore(page index: Int) -> Bool { host.isLoadingMore(page: index) }

    /// Tries page `index`'s failed load again (the default failure footer's button calls
    /// it): ``loadMoreAction`` runs at once. Does nothing unless its last load failed.
    public func retryLoadingMore(page index: Int) { host.retryLoadingMore(page: index) }

    /// Page `index`'s feed starts over (your rows were replaced other than by this
    /// controller's refresh): a finished or failed feed is idle again, and asks at once if
    /// its list's end is within reach. A refresh of the tab or of the page does this when it
    /// ends.
    public func resetLoadMore(page index: Int) { host.resetLoadMore(page: index) }

    /// Shows page `page`'s footer for `state` at content y `top` (in the host's scroll space,
    /// right below the rows, in the room the host added to the list's end), or removes it
    /// (`nil`). A page that stopped loading lets its action's task go.
    func loadMoreFooterDidChange(page: Int, state: LoadMoreState, top: Double?) {
      if state != .loading { loadMoreTasks[page] = nil }
      guard let top, let list = lists[page] else {
        loadMoreFooters[page]?.removeFromSuperview()
        loadMoreFooters[page] = nil
        return
      }
      let footer = loadMoreFooters[page] ?? LoadMoreFooterView()
      loadMoreFooters[page] = footer
      if footer.superview !== list.scrollView { list.scrollView.addSubview(footer) }
      footer.frame = CGRect(
        x: 0, y: CGFloat(list.listOffset(forScrollSpaceOffset: top)), width: list.scrollView.bounds.width,
        height: CGFloat(LoadMoreTrigger.footerHeight))
      footer.show(state, content: { loadMoreFooter?(page, $0) }) { [weak self] in
        self?.retryLoadingMore(page: page)
      }
    }

    /// Runs ``loadMoreAction`` for page `page` in a task; how it ends (returned, threw) is
    /// reported to the host, unless the page stopped loading meanwhile.
    func startLoadMoreAction(page: Int) {
      let action = loadMoreAction
      let task = Task { @MainActor [weak self] in
        var outcome = LoadMoreOutcome.loaded
        if let action {
          do { outcome = try await action(page) } catch { outcome = .failed }
        }
        guard let self, !Task.isCancelled else { return }
        self.loadMoreTasks[page] = nil
        self.host.loadMoreDidEnd(page: page, outcome: outcome)
      }
      loadMoreTasks[page] = AppActionTask(run: page, task: task)
    }
  }
#endif
