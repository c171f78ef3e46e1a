#if canImport(UIKit)
  import NestedScrollCore
  import QuartzCore
  import UIKit

  /// A profile-style screen: a collapsible header, a tab bar that pins under it, and
  /// horizontally paged lists that scroll with the header as one scroll view.
  ///
  /// Every number this controller applies comes from the coordinator
  /// (``NestedScrollCore/NestedScrollCoordinator``); it only converts units (CGFloat ⇄
  /// Double, UIKit's points per millisecond ⇄ points per second) and wires UIKit to it:
  /// list insets and offsets, the header overlay's frames, the pager, snapping targets at
  /// `willEndDragging`, and a display link for the coordinator's animations.
  @MainActor
  open class NestedScrollViewController: UIViewController {
    /// Supplies the pages.
    public weak var dataSource: NestedScrollViewControllerDataSource? {
      didSet { if isViewLoaded { reloadData() } }
    }
    /// Receives header, page and refresh events.
    public weak var delegate: NestedScrollViewControllerDelegate?

    /// The header shown above the tab bar. Its height is its Auto Layout fitting height
    /// at the screen's width, unless the configuration fixes it.
    public let headerView: UIView
    /// A view inside the header (a cover image, pinned to the header's top) that is scaled
    /// to fill the header when the user pulls beyond the top. The header view's own frame
    /// grows by the stretch too, so content pinned to its bottom moves down with the pull.
    /// The controller owns this view's `transform`.
    public var headerStretchView: UIView?
    /// The tab bar; replace it with any view adopting ``NestedScrollTabBarProtocol``.
    public var tabBar: UIView & NestedScrollTabBarProtocol = NestedScrollTabBar() {
      didSet {
        oldValue.removeFromSuperview()
        if isViewLoaded { installTabBar() }
      }
    }
    /// The page-level pull-to-refresh indicator.
    public let refreshIndicator = RefreshIndicatorView()

    /// How tall the header is.
    public enum HeaderHeight: Sendable {
      /// The header view's Auto Layout fitting height at the screen's width.
      case automatic
      /// A fixed height in points.
      case fixed(CGFloat)
    }

    private let headerHeightMode: HeaderHeight
    private let coordinator: NestedScrollCoordinator<ScrollViewList>
    private let pager = UIScrollView()
    private let overlay = PassthroughView()
    private lazy var displayLink = DisplayLinkDriver { [unowned self] time in
      self.coordinator.advanceAnimation(to: time)
    }
    private var pages: [Int: NestedScrollPage] = [:]
    private var lists: [Int: ScrollViewList] = [:]
    private var proxies: [Int: ScrollViewDelegateProxy] = [:]
    private var contentSizeObservations: [Int: NSKeyValueObservation] = [:]
    private let pagerDelegate = PagerDelegate()
    private var lastPageWidth: CGFloat = 0
    private var itemSnaps: [Int: ItemSnap] = [:]

    /// Creates the controller. The controller measures the header (unless `headerHeight`
    /// fixes it), the tab bar, the viewport and the safe area itself, and takes the page
    /// count from the data source: those values of `configuration` are placeholders. Its
    /// other values (pinned height, overscroll behaviour, header snap, refresh, short-content
    /// padding) are validated here.
    public init(
      headerView: UIView, headerHeight: HeaderHeight = .automatic,
      configuration: NestedScrollConfiguration = NestedScrollConfiguration(headerHeight: 0, viewportHeight: 1)
    ) throws(ConfigurationError) {
      self.headerView = headerView
      self.headerHeightMode = headerHeight
      var configuration = configuration
      if case .fixed(let height) = headerHeight { configuration.headerHeight = Double(height) }
      configuration.viewportHeight = max(configuration.viewportHeight, 1)
      coordinator = try NestedScrollCoordinator(configuration: configuration)
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: create it in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: Public API

    /// The page whose list drives the header.
    public var selectedPage: Int { coordinator.activePage }

    /// How far the header has collapsed, 0 (expanded) to 1 (pinned).
    public var headerProgress: CGFloat { CGFloat(coordinator.layout.collapseProgress) }

    /// Where header and tab bar are now, in points (collapse, stretch, positions).
    public var headerLayout: HeaderLayout { coordinator.layout }

    /// Reloads pages and titles from the data source.
    public func reloadData() {
      for index in Array(pages.keys) { unloadPage(index) }
      pages.removeAll()
      let count = max(1, dataSource?.numberOfPages(in: self) ?? 1)
      coordinator.resetPages(count: count)
      for (index, snap) in itemSnaps where index < count { try? coordinator.setItemSnap(snap, page: index) }
      tabBar.setTitles(
        (0..<count).map { dataSource?.nestedScrollViewController(self, titleForPageAt: $0) ?? "" })
      view.setNeedsLayout()
    }

    /// Selects page `index`; the header does not move (see the tab rule in NestedScrollCore).
    /// An index out of range is ignored (the coordinator records it in its diagnostics).
    public func selectPage(_ index: Int, animated: Bool) {
      coordinator.selectPage(index, animated: animated)
      // The coordinator's active page, not `index`: a rejected index must not move the pager.
      let page = coordinator.activePage
      pager.setContentOffset(
        CGPoint(
          x: CGFloat(coordinator.pagerOffset(forPage: page, pageWidth: Double(pager.bounds.width))), y: 0),
        animated: animated)
      pageDidChange()
    }

    /// Scrolls the selected list to its top and expands the header, in one animation.
    public func scrollToTop() {
      coordinator.scrollToTop(at: CACurrentMediaTime())
      runAnimations()
    }

    /// Starts refreshing, as a pull would.
    public func beginRefreshing() {
      coordinator.beginRefreshing(at: CACurrentMediaTime())
      runAnimations()
    }

    /// Ends refreshing; the indicator's room closes.
    public func endRefreshing() {
      coordinator.endRefreshing(at: CACurrentMediaTime())
      runAnimations()
    }

    /// Sets how page `index`'s list snaps to its items. It may be called before the view
    /// loads; it applies once the data source has that many pages. Throws for a snap whose
    /// boundaries are not finite and ascending.
    public func setItemSnap(_ snap: ItemSnap, forPage index: Int) throws(ConfigurationError) {
      guard snap.isValid else { throw .unsortedSnapBoundaries(page: index) }
      itemSnaps[index] = snap
      if index < coordinator.pageCount { try coordinator.setItemSnap(snap, page: index) }
    }

    /// Call when the header's content changed its fitting height (text expanded): the
    /// header resizes without moving the content the user is looking at.
    public func invalidateHeaderHeight() {
      view.setNeedsLayout()
    }

    // MARK: View life cycle

    open override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      pager.isPagingEnabled = true
      pager.showsHorizontalScrollIndicator = false
      pager.scrollsToTop = false
      pager.contentInsetAdjustmentBehavior = .never
      pager.decelerationRate = .fast
      pagerDelegate.owner = self
      pager.delegate = pagerDelegate
      view.addSubview(pager)
      overlay.addSubview(refreshIndicator)
      overlay.addSubview(headerView)
      view.addSubview(overlay)
      installTabBar()
      coordinator.delegate = self
      reloadData()
    }

    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      pager.frame = bounds
      overlay.frame = bounds
      coordinator.isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      coordinator.setViewport(
        height: Double(bounds.height), topInset: Double(view.safeAreaInsets.top),
        bottomInset: Double(view.safeAreaInsets.bottom))
      coordinator.setTabBarHeight(Double(tabBar.intrinsicContentSize.height))
      if case .automatic = headerHeightMode {
        let fitting = headerView.systemLayoutSizeFitting(
          CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
          withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        coordinator.setHeaderHeight(Double(fitting.height))
      }
      let width = Double(bounds.width)
      pager.contentSize = CGSize(
        width: CGFloat(coordinator.pagerContentWidth(pageWidth: width)), height: bounds.height)
      if bounds.width != lastPageWidth {
        // Rotation or resize: keep the selected page in view.
        lastPageWidth = bounds.width
        pager.contentOffset.x = CGFloat(
          coordinator.pagerOffset(forPage: coordinator.activePage, pageWidth: width))
      }
      loadAlivePages()
      for (index, page) in pages {
        page.view.frame = CGRect(
          x: CGFloat(coordinator.pagerOffset(forPage: index, pageWidth: width)), y: 0, width: bounds.width,
          height: bounds.height)
      }
      apply(coordinator.layout)
    }

    open override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(alongsideTransition: { [weak self] _ in self?.view.setNeedsLayout() })
    }

    // MARK: Wiring

    private func installTabBar() {
      overlay.addSubview(tabBar)
      tabBar.onSelect = { [weak self] index in self?.selectPage(index, animated: true) }
      reloadTitles()
    }

    private func reloadTitles() {
      let count = coordinator.pageCount
      tabBar.setTitles(
        (0..<count).map { dataSource?.nestedScrollViewController(self, titleForPageAt: $0) ?? "" })
      tabBar.setSelection(progress: coordinator.pagerProgress, selectedIndex: coordinator.activePage)
    }

    private func loadAlivePages() {
      guard let dataSource else { return }
      let alive = coordinator.alivePages
      for index in Array(pages.keys) where !alive.contains(index) { unloadPage(index) }
      for index in alive where pages[index] == nil {
        let page = dataSource.nestedScrollViewController(self, pageAt: index)
        addChild(page)
        pager.addSubview(page.view)
        page.didMove(toParent: self)
        pages[index] = page
        attachList(of: page, at: index)
      }
      for (index, list) in lists { list.scrollView.scrollsToTop = index == coordinator.activePage }
    }

    private func attachList(of page: NestedScrollPage, at index: Int) {
      let scrollView = page.nestedScrollView
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.automaticallyAdjustsScrollIndicatorInsets = false
      let proxy = ScrollViewDelegateProxy(original: scrollView.delegate)
      proxy.didScroll = { [unowned self] in self.coordinator.listDidScroll(page: index) }
      proxy.willBeginDragging = { [unowned self] in
        self.coordinator.listWillBeginDragging(page: index)
        self.realignPager()
      }
      proxy.willEndDragging = { [unowned self] velocity, target in
        var y = Double(target.y)
        self.coordinator.willEndDragging(
          page: index, velocity: Double(velocity.y) * 1000, targetContentOffset: &y, at: CACurrentMediaTime())
        target.y = CGFloat(y)
        self.runAnimations()
      }
      proxy.shouldScrollToTop = { [unowned self] in
        self.scrollToTop()
        return false
      }
      scrollView.delegate = proxy
      proxies[index] = proxy
      // UIKit changes contentSize on the main thread, where this handler then runs; the
      // KVO API still types it as Sendable, hence the unchecked capture.
      nonisolated(unsafe) let coordinator = coordinator
      contentSizeObservations[index] = scrollView.observe(\.contentSize, options: [.new]) { _, _ in
        coordinator.listContentSizeDidChange(page: index)
      }
      let list = ScrollViewList(scrollView: scrollView)
      lists[index] = list
      coordinator.attach(list, page: index)
    }

    private func unloadPage(_ index: Int) {
      guard let page = pages[index] else { return }
      coordinator.detach(page: index)
      contentSizeObservations[index] = nil
      if let proxy = proxies[index] {
        page.nestedScrollView.delegate = proxy.original as? UIScrollViewDelegate
      }
      proxies[index] = nil
      lists[index] = nil
      page.willMove(toParent: nil)
      page.view.removeFromSuperview()
      page.removeFromParent()
      pages[index] = nil
    }

    /// A list drag won the gesture: a pager the touch stopped between pages (mid tab
    /// animation) finishes on the active page, so the list under the finger stays active.
    private func realignPager() {
      guard !pager.isDragging else { return }
      let x = CGFloat(
        coordinator.pagerOffset(forPage: coordinator.activePage, pageWidth: Double(pager.bounds.width)))
      if pager.contentOffset.x != x { pager.setContentOffset(CGPoint(x: x, y: 0), animated: true) }
    }

    fileprivate func pagerWillBeginDragging() {
      coordinator.pagerWillBeginDragging()
    }

    fileprivate func pagerDidScroll(stopped: Bool = false) {
      let before = coordinator.activePage
      let offsetX = Double(pager.contentOffset.x)
      let pageWidth = Double(pager.bounds.width)
      if stopped {
        coordinator.pagerDidEndScrolling(offsetX: offsetX, pageWidth: pageWidth)
      } else {
        coordinator.pagerDidScroll(offsetX: offsetX, pageWidth: pageWidth)
      }
      tabBar.setSelection(progress: coordinator.pagerProgress, selectedIndex: coordinator.activePage)
      if coordinator.activePage != before { pageDidChange() }
    }

    private func pageDidChange() {
      loadAlivePages()
      view.setNeedsLayout()
    }

    private func runAnimations() {
      if coordinator.animation != nil { displayLink.start() }
    }

    private func apply(_ layout: HeaderLayout) {
      let width = view.bounds.width
      headerView.frame = CGRect(
        x: 0, y: CGFloat(layout.headerTop), width: width, height: CGFloat(layout.headerHeight))
      tabBar.frame = CGRect(
        x: 0, y: CGFloat(layout.tabBarTop), width: width, height: CGFloat(coordinator.space.tabBarHeight))
      refreshIndicator.frame = CGRect(
        x: 0, y: CGFloat(layout.refreshAreaTop), width: width, height: CGFloat(layout.refreshAreaHeight))
      if let stretchView = headerStretchView {
        let transform = layout.stretchTransform(forViewHeight: Double(stretchView.bounds.height))
        stretchView.transform = CGAffineTransform(translationX: 0, y: CGFloat(transform.translationY))
          .scaledBy(x: CGFloat(transform.scale), y: CGFloat(transform.scale))
      }
    }
  }

  extension NestedScrollViewController: @preconcurrency NestedScrollCoordinatorDelegate {
    /// Positions the overlay and reports the header's progress.
    public func coordinatorDidUpdateLayout(_ layout: HeaderLayout) {
      apply(layout)
      delegate?.nestedScrollViewController(
        self, didUpdateHeaderProgress: CGFloat(layout.collapseProgress), stretch: CGFloat(layout.stretch))
    }

    /// Shows the refresh state and asks the delegate to load when refreshing begins.
    public func coordinatorDidChangeRefreshState(_ state: RefreshState) {
      refreshIndicator.apply(state)
      if state == .refreshing { delegate?.nestedScrollViewControllerDidBeginRefreshing(self) }
    }

    /// Reports the newly selected page.
    public func coordinatorDidChangeActivePage(_ page: Int) {
      delegate?.nestedScrollViewController(self, didSelectPageAt: page)
    }
  }

  /// The pager's delegate: forwards its scroll to the controller.
  @MainActor
  private final class PagerDelegate: NSObject, UIScrollViewDelegate {
    weak var owner: NestedScrollViewController?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      owner?.pagerWillBeginDragging()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      owner?.pagerDidScroll()
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      owner?.pagerDidScroll(stopped: true)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      owner?.pagerDidScroll(stopped: true)
    }
  }
#endif
