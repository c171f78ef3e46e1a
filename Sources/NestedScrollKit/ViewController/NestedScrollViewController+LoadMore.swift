#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  extension NestedScrollViewController {
    /// Asks for more rows when page `index`'s list comes within `distance` points of its end
    /// (`nil`: stops asking): ``loadMoreAction`` runs once each time the list nears its end,
    /// with an indicator below the last row, and again only after the list has moved away
    /// from its end or its content has changed height (``NestedScrollCore/LoadMoreTrigger``).
    /// Rows appended while a fling runs do not move what is on screen, and the fling carries
    /// on into them. It may be set before the page exists. Throws for a negative page or a
    /// distance that is negative or not finite; the setting in place then stays.
    public func setLoadMore(distance: CGFloat?, forPage index: Int) throws(ConfigurationError) {
      try host.setLoadMore(distance: distance.map { Double($0) }, forPage: index)
    }

    /// Whether page `index` is loading more rows: ``loadMoreAction`` runs for it.
    public func isLoadingMore(page index: Int) -> Bool { host.isLoadingMore(page: index) }

    /// Shows page `page`'s footer indicator at content y `top` (in the host's scroll space,
    /// right below the rows, in the room the host added to the list's end) and starts the
    /// app's action, or hides it (`nil`).
    func loadMoreFooterDidChange(page: Int, top: Double?) {
      guard let top, let list = lists[page] else {
        loadMoreIndicators[page]?.stopAnimating()
        loadMoreIndicators[page]?.removeFromSuperview()
        loadMoreIndicators[page] = nil
        if top == nil { loadMoreTasks[page] = nil }
        return
      }
      let indicator = loadMoreIndicators[page] ?? UIActivityIndicatorView(style: .medium)
      loadMoreIndicators[page] = indicator
      if indicator.superview !== list.scrollView { list.scrollView.addSubview(indicator) }
      indicator.frame = CGRect(
        x: 0, y: CGFloat(list.listOffset(forScrollSpaceOffset: top)), width: list.scrollView.bounds.width,
        height: CGFloat(LoadMoreTrigger.footerHeight))
      indicator.startAnimating()
      startLoadMoreAction(page: page)
    }

    private func startLoadMoreAction(page: Int) {
      guard loadMoreTasks[page] == nil else { return }
      guard let action = loadMoreAction else {
        host.loadMoreDidEnd(page: page)
        return
      }
      let task = Task { @MainActor [weak self] in
        await action(page)
        guard let self else { return }
        self.loadMoreTasks[page] = nil
        self.host.loadMoreDidEnd(page: page)
      }
      loadMoreTasks[page] = AppActionTask(run: page, task: task)
    }
  }
#endif
