extension NestedScrollHost {
  /// The selected page changed: the pages around it load, and the adapter hears of it once
  /// its list is attached.
  func pageDidChange() {
    pageLifecycle.isShedding = false
    updatePages(animated: true)
    adapter?.selectedPageDidChange(selectedPage)
    updatePrimaryList()
    updateTabSelection()
    updateHeaderDragPage()
  }

  /// Reloads page `page` from the adapter (its content changed beyond what its list can
  /// show): it is unloaded, its position remembered, and loaded again if it is needed.
  public func reloadPage(_ page: Int) {
    guard loadedPages.contains(page) else { return }
    unload(page, animated: false)
    load(page)
    updatePrimaryList()
    updateAppearance(animated: false)
    if isAtRestOnPage { settleAppearance(animated: false) }
    updateHeaderDragPage()
  }

  /// The selected page's list, once loaded, is the primary list: the only one that scrolls
  /// to top (UIKit performs the status-bar tap only when exactly one on-screen scroll view
  /// has `scrollsToTop`) and the one the navigation bar tracks. The adapter hears of it when
  /// it changes and again after any list arrived (``PrimaryListNotice``).
  func updatePrimaryList() {
    let page: Int? =
      loadedPages.contains(selectedPage) && coordinator.list(at: selectedPage) != nil ? selectedPage : nil
    guard sent.primaryList.needsSending(page) else { return }
    adapter?.primaryListDidChange(page: page)
  }

  /// The pages the pager shows at ``pagerOffsetX``: one when it rests on a page, two while
  /// it moves between them.
  var pagesOnScreen: Range<Int> {
    let width = pageWidth
    guard width > 0, measurements != nil else { return 0..<0 }
    let slot = min(max(pagerOffsetX / width, 0), Double(pageCount - 1))
    // Within a millionth of a page counts as resting on it (rounding of the pager's offset).
    let first = Int((slot + 1e-6).rounded(.down))
    let last = Int((slot - 1e-6).rounded(.up))
    let low = min(max(first, 0), pageCount - 1)
    let high = min(max(last, low), pageCount - 1)
    guard coordinator.system.isRightToLeft else { return low..<(high + 1) }
    return (pageCount - 1 - high)..<(pageCount - low)
  }

  /// Loads what must be loaded (under ``PageLoading/neighbors``, the selected page, its
  /// neighbours and every page on screen; under ``PageLoading/all``, every page), unloads the rest, and starts appearance transitions for pages coming on or leaving
  /// the screen. O(1) when nothing changed.
  func updatePages(animated: Bool) {
    guard measurements != nil else { return }
    let visible = pagesOnScreen
    let alive: ClosedRange<Int>
    if pageLifecycle.isShedding {
      alive = selectedPage...selectedPage
    } else {
      alive = behavior.pageLoading == .all ? 0...(pageCount - 1) : coordinator.alivePages
    }
    let low = visible.isEmpty ? alive.lowerBound : min(alive.lowerBound, visible.lowerBound)
    let high = visible.isEmpty ? alive.upperBound : max(alive.upperBound, visible.upperBound - 1)
    let wanted = low..<(high + 1)
    if wanted != loadedPages {
      for page in loadedPages where !wanted.contains(page) { unload(page, animated: animated) }
      let previous = loadedPages
      pageLifecycle.loaded = wanted
      for page in wanted where !previous.contains(page) { load(page) }
      updatePrimaryList()
    }
    if visible != visiblePages {
      pageLifecycle.visible = visible
      updateAppearance(animated: animated)
    }
    if isAtRestOnPage { settleAppearance(animated: animated) }
  }

  /// Whether the pager rests exactly on a page (a paging pager always comes to rest so).
  var isAtRestOnPage: Bool {
    visiblePages.count == 1 && !pager.isDragging
  }

  func load(_ page: Int) {
    guard let list = adapter?.loadList(forPage: page) else { return }
    // Off screen until it starts to appear: VoiceOver stays out of it.
    adapter?.pageAccessibilityDidChange(page, isHidden: true)
    coordinator.attach(list, page: page)
    sent.primaryList.listDidArrive()
    if !pendingPositions.isEmpty { applyPendingPosition(page: page) }
    // A page unloaded while loading, failed or finished shows that state again when it
    // returns.
    if loadMoreState(page: page) != .idle { sendLoadMoreFooter(page: page) }
  }

  func unload(_ page: Int, animated: Bool) {
    if headerDragPage == page {
      headerDragPage = nil
      adapter?.headerDragPageDidChange(nil)
    }
    // A page leaving in a transition finishes it first: its `will` must get its `did`.
    switch pageLifecycle.appearance[page] {
    case .appearing, .appeared:
      transition(page, to: .disappearing, animated: animated)
      transition(page, to: .disappeared, animated: animated)
    case .disappearing:
      transition(page, to: .disappeared, animated: animated)
    case .disappeared:
      break
    }
    if let list = coordinator.list(at: page) {
      list.stopScrolling()
      coordinator.detach(page: page)
    }
    adapter?.unloadPage(page)
  }

  /// Starts the transitions the visible set and the container's appearance call for.
  func updateAppearance(animated: Bool) {
    let showing = pageLifecycle.container.isShowing
    for page in loadedPages {
      let shouldShow = showing && visiblePages.contains(page)
      switch (pageLifecycle.appearance[page], shouldShow) {
      case (.disappeared, true), (.disappearing, true):
        transition(page, to: .appearing, animated: animated)
      case (.appeared, false), (.appearing, false):
        transition(page, to: .disappearing, animated: animated)
      default:
        break
      }
    }
  }

  /// Finishes every transition under way: the pager and the container are at rest.
  func settleAppearance(animated: Bool) {
    guard pageLifecycle.container == .appeared || pageLifecycle.container == .disappeared, isAtRestOnPage
    else {
      return
    }
    for page in loadedPages {
      switch pageLifecycle.appearance[page] {
      case .appearing: transition(page, to: .appeared, animated: animated)
      case .disappearing: transition(page, to: .disappeared, animated: animated)
      case .appeared, .disappeared: break
      }
    }
  }

  private func transition(_ page: Int, to state: AppearanceState, animated: Bool) {
    let wasHidden = !pageLifecycle.appearance[page].isShowing
    pageLifecycle.appearance[page] = state
    // VoiceOver sees a page from the moment it starts to appear until it starts to
    // disappear: a swipe takes a page off screen before its `did` (which waits for the
    // pager to rest), and a page off screen must not be read.
    if wasHidden != !state.isShowing {
      adapter?.pageAccessibilityDidChange(page, isHidden: !wasHidden)
    }
    let event: PageAppearanceTransition
    switch state {
    case .appearing: event = .willAppear
    case .appeared: event = .didAppear
    case .disappearing: event = .willDisappear
    case .disappeared: event = .didDisappear
    }
    adapter?.page(page, appearance: event, animated: animated)
  }
}

extension NestedScrollHost {
  /// Page `page` shows its content in another list now: `list` replaces the one attached
  /// (SwiftUI builds a tab's `List` on a UIKit scroll view only once it renders, after the
  /// page loaded, and may build it anew). The page keeps its position, or gets the one
  /// restored while it showed a placeholder (``NestedScrollHostAdapter/listIsPlaceholder(forPage:)``);
  /// scroll-to-top and header drags move to the new list. Ignored for a page that is not
  /// loaded.
  public func replaceList(_ list: List, forPage page: Int) {
    guard loadedPages.contains(page) else { return }
    if let old = coordinator.list(at: page) {
      guard old !== list else { return }
      old.stopScrolling()
      if headerDragPage == page {
        headerDragPage = nil
        adapter?.headerDragPageDidChange(nil)
      }
      coordinator.detach(page: page)
    }
    coordinator.attach(list, page: page)
    sent.primaryList.listDidArrive()
    // A position restored while the page showed a placeholder applies to the real list.
    if !pendingPositions.isEmpty { applyPendingPosition(page: page) }
    updatePrimaryList()
    updateHeaderDragPage()
    updateFrames()
  }
}
