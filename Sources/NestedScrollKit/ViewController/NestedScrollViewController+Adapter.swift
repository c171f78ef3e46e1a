#if canImport(UIKit)
  import NestedScrollCore
  import QuartzCore
  import UIKit

  /// The host's adapter: forwards each output to the controller, which applies it. A
  /// separate object, so the outputs are not part of the controller's public API.
  @MainActor
  final class ControllerAdapter: @preconcurrency NestedScrollHostAdapter {
    weak var controller: NestedScrollViewController?

    func loadList(forPage page: Int) -> ScrollViewList? { controller?.loadList(forPage: page) }
    func unloadPage(_ page: Int) { controller?.unloadPage(page) }
    func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool) {
      controller?.page(page, appearance: appearance, animated: animated)
    }
    func movePager(toOffsetX offsetX: Double, animated: Bool) {
      controller?.movePager(toOffsetX: offsetX, animated: animated)
    }
    func pageAccessibilityDidChange(_ page: Int, isHidden: Bool) {
      controller?.pages[page]?.view.accessibilityElementsHidden = isHidden
    }
    func containerLayoutDidChange(_ layout: ContainerLayout) { controller?.containerLayoutDidChange(layout) }
    func setNeedsFrames(_ needed: Bool) { controller?.setNeedsFrames(needed) }
    func layoutDidChange(_ layout: HeaderLayout) { controller?.layoutDidChange(layout) }
    func tabSelectionDidChange(_ selection: TabSelection) { controller?.tabSelectionDidChange(selection) }
    func refreshStateDidChange(_ state: RefreshState) { controller?.refreshStateDidChange(state) }
    func startRefreshAction(run: Int) { controller?.startRefreshAction(run: run) }
    func cancelRefreshAction(run: Int) { controller?.cancelRefreshAction(run: run) }
    func tabRefreshStateDidChange(page: Int, state: RefreshState) {
      controller?.tabRefreshStateDidChange(page: page, state: state)
    }
    func startTabRefreshAction(page: Int, run: Int) {
      controller?.startTabRefreshAction(page: page, run: run)
    }
    func cancelTabRefreshAction(page: Int, run: Int) {
      controller?.cancelTabRefreshAction(page: page, run: run)
    }
    func selectedPageDidChange(_ page: Int) { controller?.selectedPageDidChange(page) }
    func primaryListDidChange(page: Int?) { controller?.primaryListDidChange(page: page) }
    func headerDragPageDidChange(_ page: Int?) { controller?.headerDragPageDidChange(page) }
    func accessibilityPageDidScroll(_ status: AccessibilityScrollStatus) {
      controller?.accessibilityPageDidScroll(status)
    }
    func setNeedsMeasurement() { controller?.setNeedsMeasurement() }
    func listIsPlaceholder(forPage page: Int) -> Bool {
      controller?.pages[page]?.isNestedScrollViewPlaceholder ?? false
    }
    func loadMoreFooterDidChange(page: Int, state: LoadMoreState, top: Double?) {
      controller?.loadMoreFooterDidChange(page: page, state: state, top: top)
    }
    func startLoadMoreAction(page: Int) { controller?.startLoadMoreAction(page: page) }
    func positionBindingNeedsWrite(_ position: ScrollPositionSnapshot) {
      controller?.positionBindingWrite?(position)
    }
    func didSanitize(_ issue: CoordinatorIssue) {
      guard let controller else { return }
      controller.delegate?.nestedScrollViewController(controller, didSanitize: issue)
    }
  }

  extension NestedScrollViewController {
    /// Asks the data source for page `page`, adds it as a child and wraps its list.
    func loadList(forPage page: Int) -> ScrollViewList? {
      guard let dataSource else { return nil }
      let controller = dataSource.nestedScrollViewController(self, pageAt: page)
      addChild(controller)
      controller.view.frame = pageFrame(page)
      pager.addSubview(controller.view)
      controller.didMove(toParent: self)
      pages[page] = controller
      let list = wrapList(controller.nestedScrollView, page: page, controller: controller)
      lists[page] = list
      return list
    }

    /// Page `index`'s ``NestedScrollPage/nestedScrollView`` is another scroll view now (a
    /// SwiftUI page whose list was built after it loaded, a page that swapped its table), or
    /// its delegate was replaced: the controller lets the old scroll view go and takes the
    /// new one over, at the page's position, or wraps the new delegate. Does nothing for a
    /// page that is not loaded.
    public func pageScrollViewDidChange(at index: Int) {
      guard let controller = pages[index], let old = lists[index] else { return }
      let scrollView = controller.nestedScrollView
      guard scrollView !== old.scrollView else {
        // A delegate set over the proxy (SwiftUI sets its own when it updates a list) is
        // wrapped again, so the host keeps hearing the list.
        if !(scrollView.delegate is ScrollViewDelegateProxy) {
          _ = ScrollViewDelegateProxy.install(on: scrollView, page: index, receiver: self)
        }
        return
      }
      ScrollViewDelegateProxy.uninstall(from: old.scrollView)
      let list = wrapList(scrollView, page: index, controller: controller)
      lists[index] = list
      // The host reads the old list's position before it lets it go.
      host.replaceList(list, forPage: index)
      old.release()
    }

    /// Takes `scrollView` over as page `page`'s list: delegate proxy, content-size
    /// observation, insets and spacer.
    private func wrapList(_ scrollView: UIScrollView, page: Int, controller: NestedScrollPage)
      -> ScrollViewList
    {
      if let policy = ListInsetPolicy.forScrollView(in: .list(page: page)) {
        Self.apply(policy, to: scrollView)
      }
      if scrollView.refreshControl != nil, !host.keepsListRefreshControl(page: page) {
        scrollView.refreshControl = nil
      }
      _ = ScrollViewDelegateProxy.install(on: scrollView, page: page, receiver: self)
      // UIKit changes contentSize on the main thread, where this handler then runs; the KVO
      // API still types it as Sendable, hence the unchecked capture.
      nonisolated(unsafe) let host = host
      contentSizeObservations[page] = scrollView.observe(\.contentSize, options: [.new]) {
        [weak self] _, _ in
        host.listContentSizeDidChange(page: page)
        // New content brings new cells, which may hold scroll views of their own; they are
        // laid out by the end of this turn of the main run loop, before a tap can arrive.
        // Assigning a table header view changes the content size too: the spacer stays.
        Task { @MainActor in
          self?.lists[page]?.tableHeaderViewMayHaveChanged()
          self?.turnOffScrollsToTopInsideList(page: page)
        }
      }
      let list = ScrollViewList(scrollView: scrollView)
      if let containerLayout {
        list.setScrollIndicatorInsetBottom(containerLayout.scrollIndicatorInsetBottom)
        if controller.hasStickySectionHeaders { applyHeaderSpacer(to: list, page: controller) }
      }
      return list
    }

    /// Applies the container's inset policy (``NestedScrollCore/ListInsetPolicy``).
    static func apply(_ policy: ListInsetPolicy, to scrollView: UIScrollView) {
      scrollView.contentInsetAdjustmentBehavior = policy.systemAdjustsContentInset ? .automatic : .never
      scrollView.automaticallyAdjustsScrollIndicatorInsets = policy.systemAdjustsScrollIndicatorInsets
    }

    /// Page `page`'s frame in the pager, as the last container layout places it.
    func pageFrame(_ page: Int) -> CGRect {
      guard let layout = containerLayout else { return view.bounds }
      return CGRect(
        x: CGFloat(layout.pagerOffset(forPage: page)), y: 0, width: CGFloat(layout.pageWidth),
        height: CGFloat(layout.pageHeight))
    }

    /// Sizes the pager and places every loaded page, their scroll indicators and spacers.
    func containerLayoutDidChange(_ layout: ContainerLayout) {
      containerLayout = layout
      pager.contentSize = CGSize(width: CGFloat(layout.pagerContentWidth), height: CGFloat(layout.pageHeight))
      for (index, page) in pages {
        page.view.frame = pageFrame(index)
        guard let list = lists[index] else { continue }
        list.setScrollIndicatorInsetBottom(layout.scrollIndicatorInsetBottom)
        if page.hasStickySectionHeaders { applyHeaderSpacer(to: list, page: page) }
      }
      if let appliedHeaderLayout { applyOverlay(appliedHeaderLayout) }
    }

    /// Gives a list with sticky section headers its spacer (the header's collapsible part).
    func applyHeaderSpacer(to list: ScrollViewList, page: NestedScrollPage) {
      guard let height = containerLayout?.headerSpacerHeight, list.spacer.height != height else { return }
      list.setSpacerHeight(height)
      page.headerSpacerHeightDidChange(CGFloat(height))
    }

    /// Removes page `page`; its list gets its own delegate and insets back.
    func unloadPage(_ page: Int) {
      guard let controller = pages[page] else { return }
      contentSizeObservations[page] = nil
      nestedScrollsToTopWalks[page] = nil
      let scrollView = controller.nestedScrollView
      ScrollViewDelegateProxy.uninstall(from: scrollView)
      lists[page]?.release()
      lists[page] = nil
      controller.willMove(toParent: nil)
      controller.view.removeFromSuperview()
      controller.removeFromParent()
      pages[page] = nil
    }

    /// Forwards the transition to the page (`beginAppearanceTransition`,
    /// `endAppearanceTransition`); VoiceOver hears of a page change once the new page has
    /// appeared (``NestedScrollCore/PageChangeAnnouncer`` decides when), in the words of
    /// ``announcements``.
    func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool) {
      guard let controller = pages[page] else { return }
      switch appearance {
      case .willAppear: controller.beginAppearanceTransition(true, animated: animated)
      case .willDisappear: controller.beginAppearanceTransition(false, animated: animated)
      case .didAppear, .didDisappear: controller.endAppearanceTransition()
      }
      guard appearance == .didAppear else { return }
      let title = tabTitles.indices.contains(page) ? tabTitles[page] : ""
      if let announcement = pageChangeAnnouncer.pageDidAppear(
        page, selectedPage: host.selectedPage, pageCount: host.pageCount, title: title)
      {
        PageScrolledNotification.post(announcements.words(for: announcement))
      }
    }

    /// Moves the pager.
    func movePager(toOffsetX offsetX: Double, animated: Bool) {
      pager.setContentOffset(CGPoint(x: CGFloat(offsetX), y: 0), animated: animated)
    }

    /// Starts or stops the display link.
    func setNeedsFrames(_ needed: Bool) {
      if needed { displayLink.start() } else { displayLink.stop() }
    }

    /// Positions header, tab bar and refresh indicator, and tells the delegate.
    func layoutDidChange(_ layout: HeaderLayout) {
      appliedHeaderLayout = layout
      applyOverlay(layout)
      delegate?.nestedScrollViewController(self, didUpdateHeaderLayout: layout)
    }

    /// Frames header, tab bar, refresh indicator and the stretch view from `layout` and the
    /// last container layout.
    private func applyOverlay(_ layout: HeaderLayout) {
      let width = CGFloat(containerLayout?.pageWidth ?? Double(view.bounds.width))
      headerView.frame = CGRect(
        x: 0, y: CGFloat(layout.headerTop), width: width, height: CGFloat(layout.headerHeight))
      tabBar.frame = CGRect(
        x: 0, y: CGFloat(layout.tabBarTop), width: width, height: CGFloat(containerLayout?.tabBarHeight ?? 0))
      refreshIndicator.frame = CGRect(
        x: 0, y: CGFloat(layout.refreshAreaTop), width: width, height: CGFloat(layout.refreshAreaHeight))
      tabRefreshIndicator.frame = CGRect(
        x: 0, y: CGFloat(layout.tabRefreshAreaTop), width: width, height: CGFloat(layout.tabRefreshAreaHeight)
      )
      if let stretchView = headerStretchView {
        let transform = layout.stretchTransform(forViewHeight: Double(stretchView.bounds.height))
        stretchView.transform = CGAffineTransform(translationX: 0, y: CGFloat(transform.translationY))
          .scaledBy(x: CGFloat(transform.scale), y: CGFloat(transform.scale))
      }
    }

    /// Moves the tab bar's indicator and selection.
    func tabSelectionDidChange(_ selection: TabSelection) {
      tabSelection = selection
      tabBar.setSelection(progress: selection.progress, selectedIndex: selection.selectedIndex)
    }

    /// Shows the refresh state on the indicator, keeps it as ``refreshState`` and tells the
    /// delegate.
    func refreshStateDidChange(_ state: RefreshState) {
      refreshState = state
      refreshIndicator.apply(opacity: state.indicatorOpacity, spinning: state.isIndicatorSpinning)
      delegate?.nestedScrollViewController(self, didChangeRefreshState: state)
    }

    /// Runs ``refreshAction`` in a task for refresh `run`; its end, however it comes, is
    /// reported to the host, which ends that refresh if it still runs.
    func startRefreshAction(run: Int) {
      guard let action = refreshAction else { return }
      let task = Task { @MainActor [weak self] in
        await action()
        guard let self else { return }
        if self.refreshTask?.run == run { self.refreshTask = nil }
        self.host.refreshActionDidFinish(run: run, at: CACurrentMediaTime())
      }
      refreshTask = AppActionTask(run: run, task: task)
    }

    /// Cancels refresh `run`'s task: its refresh ended otherwise.
    func cancelRefreshAction(run: Int) {
      guard let running = refreshTask, running.run == run else { return }
      refreshTask = nil
    }

    /// Shows the selected tab's refresh state on the indicator, when tabs refresh on their
    /// own, and tells the delegate.
    func tabRefreshStateDidChange(page: Int, state: RefreshState) {
      if page == host.selectedPage { showSelectedTabRefreshState() }
      delegate?.nestedScrollViewController(self, didChangeRefreshState: state, forPageAt: page)
    }

    /// The indicator under the tab bar shows the selected tab's refresh: ``refreshIndicator``
    /// in tab scope, ``tabRefreshIndicator`` when the page refreshes too.
    private func showSelectedTabRefreshState() {
      let indicator: RefreshIndicatorView
      switch host.behavior.refresh?.scope {
      case .tab?: indicator = refreshIndicator
      case .both?: indicator = tabRefreshIndicator
      case .page?, nil: return
      }
      let state = host.tabRefreshState(page: host.selectedPage)
      indicator.apply(opacity: state.indicatorOpacity, spinning: state.isIndicatorSpinning)
    }

    /// Runs ``tabRefreshAction`` for tab `page` in a task for refresh `run`; its end, however
    /// it comes, is reported to the host, which ends that refresh if it still runs.
    func startTabRefreshAction(page: Int, run: Int) {
      guard let action = tabRefreshAction else { return }
      let task = Task { @MainActor [weak self] in
        await action(page)
        guard let self else { return }
        if self.tabRefreshTasks[page]?.run == run { self.tabRefreshTasks[page] = nil }
        self.host.tabRefreshActionDidFinish(run: run, at: CACurrentMediaTime())
      }
      tabRefreshTasks[page] = AppActionTask(run: run, task: task)
    }

    /// Cancels tab `page`'s refresh task `run`: its refresh ended otherwise.
    func cancelTabRefreshAction(page: Int, run: Int) {
      guard let running = tabRefreshTasks[page], running.run == run else { return }
      tabRefreshTasks[page] = nil
    }

    /// The delegate hears of the new page; the indicator shows its refresh.
    func selectedPageDidChange(_ page: Int) {
      showSelectedTabRefreshState()
      delegate?.nestedScrollViewController(self, didSelectPageAt: page)
    }

    /// Only the primary list has `scrollsToTop` (``NestedScrollCore/ScrollViewRole``); it is
    /// the navigation bar's content scroll view.
    func primaryListDidChange(page: Int?) {
      for (index, list) in lists {
        list.scrollView.scrollsToTop = ScrollViewRole.list(page: index).scrollsToTop(primaryPage: page)
      }
      pager.scrollsToTop = ScrollViewRole.pager.scrollsToTop(primaryPage: page)
      turnOffOverlayScrollsToTop()
      for index in lists.keys { turnOffScrollsToTopInsideList(page: index) }
      updateContentScrollView()
    }

    /// Every scroll view inside the header and the tab bar (a `UITextView`, which has
    /// `scrollsToTop` on by default; a carousel; a scrolling tab bar) gives up the
    /// status-bar tap, so that the primary list is its only owner on screen.
    func turnOffOverlayScrollsToTop() {
      let scrollsToTop = ScrollViewRole.overlay.scrollsToTop(primaryPage: host.primaryPage)
      var pending: [UIView] = [headerView, tabBar]
      while let view = pending.popLast() {
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop != scrollsToTop {
          scrollView.scrollsToTop = scrollsToTop
        }
        pending.append(contentsOf: view.subviews)
      }
    }

    /// Every scroll view inside page `page`'s list (a carousel or a text view in a cell)
    /// gives up the status-bar tap (``NestedScrollCore/ScrollViewRole/insideList``): UIKit
    /// performs it only when one on-screen scroll view has
    /// [scrollsToTop](https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop)
    /// on. Cells are the list's subviews and a reused cell keeps what it was given, so the
    /// walk runs again only when the list has a different number of subviews (new cells).
    func turnOffScrollsToTopInsideList(page: Int) {
      guard let scrollView = lists[page]?.scrollView,
        scrollView.subviews.count != nestedScrollsToTopWalks[page]
      else { return }
      nestedScrollsToTopWalks[page] = scrollView.subviews.count
      let scrollsToTop = ScrollViewRole.insideList.scrollsToTop(primaryPage: host.primaryPage)
      var pending = scrollView.subviews
      while let view = pending.popLast() {
        if let nested = view as? UIScrollView, nested.scrollsToTop != scrollsToTop {
          nested.scrollsToTop = scrollsToTop
        }
        pending.append(contentsOf: view.subviews)
      }
    }

    /// Tells the navigation bar which list to track, through the view controller it observes:
    /// this controller's ancestor that is the navigation controller's child
    /// (``NestedScrollCore/ContentScrollViewOwner``), or this controller outside one.
    func updateContentScrollView() {
      let chain = sequence(first: self as UIViewController, next: { $0.parent })
      let owner = ContentScrollViewOwner.owner(in: chain) { $0.parent is UINavigationController } ?? self
      if let previous = contentScrollViewOwner, previous !== owner {
        previous.setContentScrollView(nil, for: .top)
      }
      contentScrollViewOwner = owner
      owner.setContentScrollView(host.primaryPage.flatMap { lists[$0]?.scrollView }, for: .top)
    }

    /// Moves the selected list's pan recognizer to the container, so drags that start on
    /// the header scroll it; the list that had it gets its own back.
    func headerDragPageDidChange(_ page: Int?) {
      if let previous = headerDragScrollView {
        previous.addGestureRecognizer(previous.panGestureRecognizer)
        headerDragScrollView = nil
      }
      guard let page, let scrollView = lists[page]?.scrollView else { return }
      view.addGestureRecognizer(scrollView.panGestureRecognizer)
      headerDragScrollView = scrollView
    }
  }

  extension NestedScrollViewController: ScrollViewDelegateProxyReceiver {
    func listDidScroll(page: Int) {
      host.listDidScroll(page: page)
      turnOffScrollsToTopInsideList(page: page)
    }

    /// Tells the host where the drag began: the pan recognizer's location less its
    /// translation, in the container's coordinates (the recognizer may sit on the container
    /// for header drags, or on the list).
    func listWillBeginDragging(page: Int) {
      var startY = Double.nan
      if let pan = lists[page]?.scrollView.panGestureRecognizer {
        startY = Double(pan.location(in: view).y - pan.translation(in: view).y)
      }
      host.listWillBeginDragging(page: page, startY: startY)
    }

    func listWillEndDragging(page: Int, velocityPerMillisecond: Double, targetContentOffset: inout Double) {
      guard let list = lists[page] else { return }
      // UIKit's target is the list's offset; the host's is in the one scroll space.
      var target = list.scrollSpaceOffset(forListOffset: targetContentOffset)
      host.listWillEndDragging(
        page: page, velocityPerMillisecond: velocityPerMillisecond, targetContentOffset: &target,
        at: CACurrentMediaTime())
      targetContentOffset = list.listOffset(forScrollSpaceOffset: target)
    }

    func listShouldScrollToTop(page: Int) -> Bool {
      host.listShouldScrollToTop(page: page, at: CACurrentMediaTime())
    }

    func listAccessibilityScrollStatus(page: Int) -> String? {
      host.accessibilityScrollStatus(ofListOn: page).map(announcements.pageScroll)
    }

    func listInsetsDidChange(page: Int) {
      lists[page]?.insetsDidChange()
    }

    func listDidEndDragging(page: Int, willDecelerate: Bool) {
      host.listDidEndDragging(page: page, willDecelerate: willDecelerate, at: CACurrentMediaTime())
    }

    func listDidEndDecelerating(page: Int) {
      host.listDidEndDecelerating(page: page, at: CACurrentMediaTime())
    }
  }

  /// The pager's delegate: forwards its callbacks to the host.
  @MainActor
  final class PagerDelegate: NSObject, UIScrollViewDelegate {
    weak var owner: NestedScrollViewController?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      owner?.host.pagerWillBeginDragging()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      owner?.host.pagerDidEndDragging()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      owner?.host.pagerDidScroll(offsetX: Double(scrollView.contentOffset.x))
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      owner?.host.pagerDidEndScrolling(offsetX: Double(scrollView.contentOffset.x))
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      owner?.host.pagerDidEndScrolling(offsetX: Double(scrollView.contentOffset.x))
    }
  }
#endif
