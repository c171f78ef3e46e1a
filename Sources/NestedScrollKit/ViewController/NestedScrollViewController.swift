#if canImport(UIKit)
  import NestedScrollCore
  import QuartzCore
  import UIKit

  /// A profile-style screen: a collapsible header, a tab bar that pins under it, and
  /// horizontally paged lists that scroll with the header as one scroll view.
  ///
  /// The controller is an adapter over ``NestedScrollCore/NestedScrollHost``, the portable
  /// layer that holds every rule (which pages load and appear, where the pager goes, when
  /// frames run, the one scroll space): it turns UIKit callbacks into the host's inputs and
  /// applies the host's outputs to views, converting CGFloat ⇄ Double. See the
  /// NestedScrollKit articles for each UIKit behaviour it relies on.
  @MainActor
  open class NestedScrollViewController: UIViewController {
    /// Supplies the pages.
    public weak var dataSource: NestedScrollViewControllerDataSource? {
      didSet { if isViewLoaded { reloadData() } }
    }
    /// Receives header, page and refresh-state events.
    public weak var delegate: NestedScrollViewControllerDelegate?

    /// What a pull to refresh runs (or ``beginRefreshing()``), as SwiftUI's
    /// `refreshable(action:)`: the indicator spins while it runs and the refresh ends when it
    /// returns. Setting one turns pull-to-refresh on (with the default
    /// ``NestedScrollCore/RefreshConfiguration`` unless the behaviour has one). Its task is
    /// cancelled when the refresh ends otherwise (``endRefreshing()``) or the controller goes
    /// away. With none, a refresh that begins is reported
    /// (``NestedScrollCore/CoordinatorIssue/refreshWithoutAction``) and ends at once.
    public var refreshAction: (@MainActor () async -> Void)? {
      didSet { host.hasRefreshAction = refreshAction != nil }
    }

    /// What a pull on a tab's own list runs, for that tab (``tabRefreshAction`` receives its
    /// index), or ``beginTabRefreshing(page:)``: each tab refreshes on its own
    /// (``NestedScrollCore/RefreshScope/tab``), its indicator under the tab bar while the
    /// header stays where it is. Setting one turns refresh of tabs on unless the behaviour
    /// chose the page's refresh; with a ``refreshAction`` too (and no refresh in the
    /// behaviour), a drag on the header refreshes the page and a drag on a list its tab
    /// (``NestedScrollCore/RefreshScope/both``). Several tabs may refresh at once; each task is cancelled when
    /// its refresh ends otherwise (``endTabRefreshing(page:)``), its tab goes away in a reload,
    /// or the controller goes away.
    public var tabRefreshAction: (@MainActor (_ page: Int) async -> Void)? {
      didSet { host.hasTabRefreshAction = tabRefreshAction != nil }
    }

    /// What loading more rows for a page runs, once each time the page's list comes near its
    /// end (``setLoadMore(distance:forPage:showsEndFooter:)``) and on each
    /// ``retryLoadingMore(page:)``. It returns ``NestedScrollCore/LoadMoreOutcome/loaded`` (the
    /// page asks again on its next approach to the end) or
    /// ``NestedScrollCore/LoadMoreOutcome/finished`` (the feed has no more rows: it never asks
    /// again until ``resetLoadMore(page:)`` or a refresh), and a load that throws (or returns
    /// ``NestedScrollCore/LoadMoreOutcome/failed``) leaves a retry in the footer. The footer
    /// shows ``loadMoreFooter``'s views. Its task is cancelled when the controller goes away.
    /// With none, a load that begins ends at once, loaded.
    public var loadMoreAction: (@MainActor (_ page: Int) async throws -> LoadMoreOutcome)?

    /// Writes a position to the SwiftUI view's position binding, when the screen came to rest
    /// somewhere the binding does not hold (``bindPosition(_:)``); `nil`: no binding.
    package var positionBindingWrite: (@MainActor (ScrollPositionSnapshot) -> Void)?

    /// The view a page's load-more footer shows in a state (`nil`: the default): while the
    /// page loads (default: a spinning `UIActivityIndicatorView`), after a failure (default: a
    /// button that calls ``retryLoadingMore(page:)``; a view of yours calls it too) and at a
    /// finished feed's end (default: nothing; the footer has room there only for a page set
    /// with `showsEndFooter`). The view fills the footer: the page's width,
    /// ``NestedScrollCore/LoadMoreTrigger/footerHeight`` tall, right below the last row.
    public var loadMoreFooter: (@MainActor (_ page: Int, _ state: LoadMoreState) -> UIView?)?

    /// The words VoiceOver speaks when another tab's page has come on screen ("Posts, tab, 2
    /// of 4") and after a three-finger scroll ("Page 2 of 5"): by default the package's string
    /// table in the app's language (``NestedScrollAnnouncements/localized``); set closures of
    /// your own for other languages or words (see the Accessibility article).
    public var announcements: NestedScrollAnnouncements = .localized

    /// The refresh state, as the indicator shows it: for an indicator of your own, read it
    /// here or hear of each change in
    /// ``NestedScrollViewControllerDelegate/nestedScrollViewController(_:didChangeRefreshState:)``.
    public internal(set) var refreshState = RefreshState.idle

    /// The header shown above the tab bar. Lay its content out against its bounds or its
    /// `layoutMarginsGuide`: the controller turns `insetsLayoutMarginsFromSafeArea` off, so
    /// the margins do not grow as the header slides under the bars, and adds the horizontal
    /// safe area (a landscape notch) to your leading and trailing margins itself (see the
    /// Insets article).
    public let headerView: UIView
    /// A view inside the header (a cover image, pinned to the header's top) that is scaled
    /// to fill the header when the user pulls beyond the top. The controller owns its
    /// `transform`.
    public var headerStretchView: UIView?
    /// The tab bar; replace it with any view adopting ``NestedScrollTabBarProtocol``, before
    /// or after the view loads.
    public var tabBar: UIView & NestedScrollTabBarProtocol = NestedScrollTabBar() {
      didSet {
        oldValue.removeFromSuperview()
        if isViewLoaded { installTabBar() }
      }
    }
    /// Whether the tab bar is hidden (a single page, say): the header then pins on its own.
    public var isTabBarHidden = false {
      didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The pull-to-refresh indicator, drawn in the area the pull reveals: above the header for
    /// the page's refresh, under the tab bar for a tab's (showing the selected tab's state).
    public let refreshIndicator = RefreshIndicatorView()
    /// The selected tab's own indicator when the page and each tab both refresh
    /// (``NestedScrollCore/RefreshScope/both``): right under the tab bar, in the area
    /// ``NestedScrollCore/HeaderLayout/tabRefreshAreaTop`` gives, while ``refreshIndicator``
    /// shows the page's above the header. Unused in the other scopes.
    public let tabRefreshIndicator = RefreshIndicatorView()

    /// How tall the header is.
    public enum HeaderHeight: Sendable, Equatable {
      /// The header view's Auto Layout fitting height at the screen's width, measured on
      /// every layout pass (Dynamic Type, rotation, content changes).
      case automatic
      /// A fixed height in points.
      case fixed(CGFloat)
    }

    /// How tall the header is; setting it lays the screen out again, and the content the
    /// user is looking at does not move.
    public var headerHeight: HeaderHeight {
      didSet { if isViewLoaded, headerHeight != oldValue { view.setNeedsLayout() } }
    }
    let host: NestedScrollHost<ControllerAdapter>
    let adapter = ControllerAdapter()
    let pager = PagerScrollView()
    let overlay = PassthroughView()
    let touchObserver = TouchObserver()
    lazy var displayLink = DisplayLinkDriver { [weak self] time in
      self?.host.frame(at: time)
    }
    var pages: [Int: NestedScrollPage] = [:]
    var lists: [Int: ScrollViewList] = [:]
    var contentSizeObservations: [Int: NSKeyValueObservation] = [:]
    /// How many subviews each page's list had when the scroll views inside it last gave up
    /// `scrollsToTop`.
    var nestedScrollsToTopWalks: [Int: Int] = [:]
    let pagerDelegate = PagerDelegate()
    /// The scroll view whose pan recognizer sits on the container (header drags).
    weak var headerDragScrollView: UIScrollView?
    /// The last outputs of the host that later ones are applied with.
    var containerLayout: ContainerLayout?
    var appliedHeaderLayout: HeaderLayout?
    var tabSelection = TabSelection(selectedIndex: 0, progress: 0)
    /// The tab titles, as the data source last gave them.
    var tabTitles: [String] = []
    /// How the header and the tab bar are measured (``NestedScrollCore/ViewHeightMeasurement``).
    var headerMeasurement = ViewHeightMeasurement(view: .header)
    var tabBarMeasurement = ViewHeightMeasurement(view: .tabBar)
    /// The header's layout margins: the app's own plus the horizontal safe area.
    private var headerMargins = HeaderLayoutMargins()
    /// The header's height as the app created it: what a header that Auto Layout cannot
    /// measure keeps (the controller sets its frame from then on).
    let headerFrameHeight: CGFloat
    /// When VoiceOver hears of a page change.
    var pageChangeAnnouncer = PageChangeAnnouncer()
    /// The view controller last told the navigation bar's content scroll view.
    weak var contentScrollViewOwner: UIViewController?
    /// The running ``refreshAction``'s task; cancelled when it is replaced or released.
    var refreshTask: AppActionTask?
    /// The running ``tabRefreshAction`` tasks, by page.
    var tabRefreshTasks: [Int: AppActionTask] = [:]
    /// The running ``loadMoreAction`` tasks, by page.
    var loadMoreTasks: [Int: AppActionTask] = [:]
    /// The footers shown below pages' rows, by page.
    var loadMoreFooters: [Int: LoadMoreFooterView] = [:]
    /// The host, for UIKit's accessibility callbacks, which the iOS 16 SDK does not isolate
    /// to the main actor (UIKit calls them on the main thread); set when the view loads.
    nonisolated(unsafe) var accessibilityHost: NestedScrollHost<ControllerAdapter>?

    /// Creates the controller. The header, tab bar, viewport and safe area are measured on
    /// each layout pass; `behavior` holds the app's choices. Nothing here can fail: values of
    /// `behavior` that cannot be used are replaced by defaults and reported in
    /// ``diagnostics``.
    public init(
      headerView: UIView, headerHeight: HeaderHeight = .automatic,
      behavior: NestedScrollBehavior = NestedScrollBehavior()
    ) {
      self.headerView = headerView
      self.headerHeight = headerHeight
      headerFrameHeight = headerView.frame.height
      host = NestedScrollHost(behavior: behavior, pageCount: 1)
      super.init(nibName: nil, bundle: nil)
      adapter.controller = self
      host.adapter = adapter
    }

    /// Not supported: create it in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: Public API

    /// The page whose list drives the header.
    public var selectedPage: Int { host.selectedPage }

    /// The selected page's view controller, once loaded.
    public var selectedPageViewController: NestedScrollPage? { pages[host.selectedPage] }

    /// Where header and tab bar are now (collapse, progress, stretch, positions).
    public var headerLayout: HeaderLayout { host.layout }

    /// How far the header has collapsed, 0 (expanded) to 1 (pinned).
    public var headerProgress: CGFloat { CGFloat(host.layout.collapseProgress) }

    /// What was sanitised so far (values the controller could not use as given).
    public var diagnostics: CoordinatorDiagnostics { host.diagnostics }

    /// Reloads pages and titles from the data source.
    public func reloadData() {
      host.reloadPages(count: dataSource?.numberOfPages(in: self) ?? 1)
      reloadTabTitles()
      view.setNeedsLayout()
    }

    /// Reloads page `index` from the data source (asks for it again); its position is kept.
    public func reloadPage(at index: Int) {
      host.reloadPage(index)
      reloadTabTitles()
    }

    /// Asks the data source for the tab titles again and shows them; no page is reloaded
    /// (for a title that changed, such as a count in it).
    public func reloadTabTitles() {
      tabTitles = (0..<host.pageCount).map {
        dataSource?.nestedScrollViewController(self, titleForPageAt: $0) ?? ""
      }
      tabBar.setTitles(tabTitles)
      tabBar.setSelection(progress: tabSelection.progress, selectedIndex: tabSelection.selectedIndex)
      // The tab bar measures again: a title may need another line.
      if isViewLoaded { view.setNeedsLayout() }
    }

    /// Selects page `index`; the header does not move (the tab rule). An index out of range
    /// is ignored and reported in ``diagnostics``.
    public func selectPage(_ index: Int, animated: Bool) {
      host.selectPage(index, animated: animated, at: CACurrentMediaTime())
    }

    /// Scrolls page `page`'s list to its top (the selected page's by default). The selected
    /// list and the header move in one animation; another page is set there at once and
    /// shows its top when it is selected.
    public func scrollToTop(page: Int? = nil) {
      host.scrollToTop(page: page ?? host.selectedPage, at: CACurrentMediaTime())
    }

    /// Expands the header fully.
    public func expandHeader(animated: Bool) {
      host.expandHeader(animated: animated, at: CACurrentMediaTime())
    }

    /// Collapses the header fully (the tab bar pins).
    public func collapseHeader(animated: Bool) {
      host.collapseHeader(animated: animated, at: CACurrentMediaTime())
    }

    /// Starts refreshing, as a pull would.
    public func beginRefreshing() {
      host.beginRefreshing(at: CACurrentMediaTime())
    }

    /// Ends refreshing before the ``refreshAction`` returns: the indicator's room closes and
    /// the action's task is cancelled.
    public func endRefreshing() {
      host.endRefreshing(at: CACurrentMediaTime())
    }

    /// Starts tab `page`'s own refresh, as a pull of its list would
    /// (``NestedScrollCore/RefreshScope/tab`` only).
    public func beginTabRefreshing(page: Int) {
      host.beginTabRefreshing(page: page, at: CACurrentMediaTime())
    }

    /// Ends tab `page`'s refresh before the ``tabRefreshAction`` returns: its indicator's room
    /// closes and the action's task is cancelled.
    public func endTabRefreshing(page: Int) {
      host.endTabRefreshing(page: page, at: CACurrentMediaTime())
    }

    /// Tab `page`'s own refresh state (``NestedScrollCore/RefreshScope/tab``).
    public func tabRefreshState(page: Int) -> RefreshState {
      host.tabRefreshState(page: page)
    }

    /// Sets how page `index`'s list snaps to its items: ``NestedScrollCore/ItemSnap/listItems``
    /// asks its table or collection view for the row or item at each release (see
    /// <doc:ItemSnapping>). It may be called before the view loads; it applies once the data
    /// source has that many pages. Throws for a snap whose boundaries are not finite and
    /// ascending.
    public func setItemSnap(_ snap: ItemSnap, forPage index: Int) throws(ConfigurationError) {
      try host.setItemSnap(snap, forPage: index)
    }

    /// Call when the header's content changed its fitting height (text expanded): the
    /// header resizes without moving the content the user is looking at.
    public func invalidateHeaderHeight() {
      view.setNeedsLayout()
    }

    // MARK: View life cycle

    /// Pages get appearance calls from the controller, when they come on screen.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Builds the pager, the overlay (header, refresh indicator, tab bar) and loads the pages;
    /// call `super` first when you override it.
    open override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      pager.isPagingEnabled = true
      pager.showsHorizontalScrollIndicator = false
      pager.scrollsToTop = false
      if let policy = ListInsetPolicy.forScrollView(in: .pager) { Self.apply(policy, to: pager) }
      pager.decelerationRate = .fast
      installGestureRules()
      pagerDelegate.owner = self
      pager.delegate = pagerDelegate
      view.addSubview(pager)
      // The header slides under the bars as it collapses: its layout margins stay its own
      // rather than growing by that overlap, so content laid out against them stays put. The
      // horizontal safe area is added back on layout (`applyHeaderLayoutMargins`).
      headerView.insetsLayoutMarginsFromSafeArea = false
      overlay.addSubview(headerView)
      overlay.addSubview(refreshIndicator)
      overlay.addSubview(tabRefreshIndicator)
      view.addSubview(overlay)
      installTabBar()
      touchObserver.onBegin = { [weak self] in self?.host.touchDidBegin(at: CACurrentMediaTime()) ?? false }
      touchObserver.onEnd = { [weak self] in self?.host.touchDidEnd(at: CACurrentMediaTime()) }
      // A touch that only stopped motion may still drag: scroll views' own pans go on.
      touchObserver.keepsRecognizer = { [weak self] recognizer in
        self?.pageRecognizer(recognizer).survivesMotionStop ?? false
      }
      view.addGestureRecognizer(touchObserver)
      observeAccessibilitySettings()
      reloadData()
    }

    /// Tells the host layer the container appears; the visible page and other children follow.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      // The navigation controller's child is known now, however deeply this is embedded.
      updateContentScrollView()
      host.containerAppearanceDidChange(.willAppear, animated: animated)
      forwardAppearance(.willAppear, animated: animated)
    }

    /// Tells the host layer the container appeared, and resumes an animation left pending.
    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      host.containerAppearanceDidChange(.didAppear, animated: animated)
      forwardAppearance(.didAppear, animated: animated)
    }

    /// Tells the host layer the container disappears; the visible page and other children follow.
    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      host.containerAppearanceDidChange(.willDisappear, animated: animated)
      forwardAppearance(.willDisappear, animated: animated)
    }

    /// Tells the host layer the container disappeared, and stops the display link.
    open override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      host.containerAppearanceDidChange(.didDisappear, animated: animated)
      forwardAppearance(.didDisappear, animated: animated)
      pageChangeAnnouncer.containerDidDisappear()
    }

    /// Measures header, tab bar, viewport and safe area, and lays pager and pages out from them.
    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      pager.frame = bounds
      overlay.frame = bounds
      tabBar.isHidden = isTabBarHidden
      // Before measuring: the margins change the header's fitting height (wrapped text).
      applyHeaderLayoutMargins()
      // Scroll views the header or the tab bar gained since (a text view) give up the
      // status-bar tap.
      turnOffOverlayScrollsToTop()
      // The host answers with the pager's size, the pages' frames and the overlay's layout.
      host.containerDidLayout(
        ContainerMeasurements(
          width: Double(bounds.width), height: Double(bounds.height),
          safeAreaTop: Double(view.safeAreaInsets.top), safeAreaBottom: Double(view.safeAreaInsets.bottom),
          headerHeight: measuredHeaderHeight(width: bounds.width),
          tabBarHeight: isTabBarHidden ? 0 : measuredTabBarHeight(width: bounds.width),
          isRightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft))
    }

    /// Adds the new horizontal safe area (rotation, a landscape notch) to the header's margins.
    open override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      applyHeaderLayoutMargins()
    }

    /// Writes the header's `directionalLayoutMargins`: the app's own, leading and trailing
    /// grown by the container's safe area on that side, top and bottom never
    /// (``HeaderLayoutMargins``).
    private func applyHeaderLayoutMargins() {
      let current = headerView.directionalLayoutMargins
      let insets = view.safeAreaInsets
      let margins = headerMargins.margins(
        current: HeaderLayoutMargins.Edges(
          top: Double(current.top), leading: Double(current.leading),
          bottom: Double(current.bottom), trailing: Double(current.trailing)),
        safeArea: HeaderLayoutMargins.SafeArea(
          top: Double(insets.top), left: Double(insets.left),
          bottom: Double(insets.bottom), right: Double(insets.right)),
        isRightToLeft: headerView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      guard let margins else { return }
      headerView.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: CGFloat(margins.top), leading: CGFloat(margins.leading),
        bottom: CGFloat(margins.bottom), trailing: CGFloat(margins.trailing))
    }

    /// Embedded in another controller: the navigation bar's content scroll view goes to the
    /// new ancestor that is the navigation controller's child.
    open override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      updateContentScrollView()
    }

    /// Measures again: Dynamic Type changes the header's and the tab bar's heights.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      // Dynamic Type changes the header's and the tab bar's heights: measure again.
      view.setNeedsLayout()
      traitsDidChange(from: previousTraitCollection)
    }

    /// Lays the screen out again along with a size change (rotation, Split View).
    open override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(alongsideTransition: { [weak self] _ in self?.view.setNeedsLayout() })
    }

    /// Releases every page but the ones on screen and the selected one; they load again when
    /// a swipe begins or another page is selected, where they were.
    open override func didReceiveMemoryWarning() {
      super.didReceiveMemoryWarning()
      host.didReceiveMemoryWarning()
    }

    /// Children that are not pages (a SwiftUI header's hosting controller) follow the
    /// container's own appearance: automatic forwarding is off for the pages' sake.
    private func forwardAppearance(_ transition: PageAppearanceTransition, animated: Bool) {
      for child in children where !pages.values.contains(where: { $0 === child }) {
        switch transition {
        case .willAppear: child.beginAppearanceTransition(true, animated: animated)
        case .willDisappear: child.beginAppearanceTransition(false, animated: animated)
        case .didAppear, .didDisappear: child.endAppearanceTransition()
        }
      }
    }

    /// The header's height: fixed, or measured as ``NestedScrollCore/ViewHeightMeasurement``
    /// says (Auto Layout fitting at `width` first), an unmeasurable header reported.
    private func measuredHeaderHeight(width: CGFloat) -> Double {
      if case .fixed(let height) = headerHeight { return Double(height) }
      return host.measuredHeight(
        &headerMeasurement, intrinsic: Double(headerView.intrinsicContentSize.height),
        frame: Double(headerFrameHeight)
      ) { Double(Self.fittingHeight(of: headerView, width: width)) }
    }

    /// The tab bar's height: its intrinsic height, or its Auto Layout fitting height at
    /// `width` when it has none (`noIntrinsicMetric`: a tab bar built from constraints or a
    /// collection view).
    private func measuredTabBarHeight(width: CGFloat) -> Double {
      host.measuredHeight(
        &tabBarMeasurement, intrinsic: Double(tabBar.intrinsicContentSize.height),
        frame: Double(tabBar.bounds.height)
      ) { Double(Self.fittingHeight(of: tabBar, width: width)) }
    }

    /// The smallest height Auto Layout gives `view` at `width`.
    private static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
      view.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height
    }

    private func installTabBar() {
      overlay.addSubview(tabBar)
      tabBar.onSelect = { [weak self] index in self?.selectPage(index, animated: true) }
      reloadTabTitles()
      turnOffOverlayScrollsToTop()
      updateAccessibilityOrder()
    }

    /// VoiceOver reads header, tab bar, then the list: the pager comes first among the
    /// subviews and covers the whole screen, so the default order (top-left to bottom-right)
    /// would be ambiguous.
    private func updateAccessibilityOrder() {
      overlay.accessibilityElements = [refreshIndicator, headerView, tabBar, tabRefreshIndicator]
      view.accessibilityElements = [overlay, pager]
    }
  }
#endif
