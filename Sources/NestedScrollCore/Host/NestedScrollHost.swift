import ScrollPhysics

/// The portable host layer: every rule a nested-scroll screen needs beyond drawing, shared by
/// the UIKit controller, the SwiftUI view, the simulated screen and the browser playground.
///
/// An adapter owns one host and feeds it platform events in UIKit's vocabulary (a list
/// scrolled, will end dragging, the pager scrolled, a layout pass, a display frame); the host
/// drives the package's coordinator and answers with explicit outputs through the
/// adapter (``NestedScrollHostAdapter``): load or unload a page, an appearance transition,
/// move the pager, start or stop frames, a new header layout. Adapters never poll and decide
/// nothing, so the rules here are the ones tests run:
///
/// - which pages are loaded (the selected page, its neighbours, and any page on screen);
/// - appearance transitions for pages that come on or leave the screen, never for
///   off-screen neighbours, on swipes and tab switches alike;
/// - pager realignment on resize, on reload with fewer pages, and when a list drag wins a
///   gesture that stopped the pager between pages; tab jumps of two or more pages slide
///   in from the target's neighbour (no slide across pages that are not loaded);
/// - scroll-to-top ownership (only the selected list has `scrollsToTop`, told again whenever
///   a list arrives: a page loads or reloads, or its list is replaced);
/// - unit conversions (UIKit's velocities are points per millisecond);
/// - the measured header, tab bar and safe area as the coordinator's geometry;
/// - when display frames are needed.
///
/// Its stored properties are internal or private, so whole-module optimisation sees every
/// access and drops the run-time exclusivity checks it can prove needless; the two it cannot
/// opt out by attribute and say what that saves, as the coordinator's do.
public final class NestedScrollHost<Adapter: NestedScrollHostAdapter> {
  /// The list type of the adapter's pages.
  public typealias List = Adapter.List

  /// The coordinator this host drives.
  package let coordinator: NestedScrollCoordinator<List>
  /// The behaviour the screen was created with (after sanitising).
  public internal(set) var behavior: NestedScrollBehavior

  /// The adapter, held weakly (it owns this object); in Embedded Swift, which has no weak
  /// references, unowned, so it must outlive this object there.
  public var adapter: Adapter? {
    get { storedAdapter }
    set { storedAdapter = newValue }
  }
  // Private, so that whole-module optimisation, which sees every access to it, drops the
  // run-time exclusivity check of each (a public property may be reached from outside).
  #if hasFeature(Embedded)
    private unowned(unsafe) var storedAdapter: Adapter?
  #else
    private weak var storedAdapter: Adapter?
  #endif

  /// The app's refresh actions: which it gave, and which runs are under way.
  var refreshActions = RefreshActions()

  /// Whether the app gave a refresh action (the adapter says so when the app sets or
  /// removes it). Giving one turns pull-to-refresh on, with the default
  /// ``RefreshConfiguration`` unless the behaviour has one. A refresh that begins runs it
  /// (``NestedScrollHostAdapter/startRefreshAction(run:)``); without one, the refresh is
  /// reported (``CoordinatorIssue/refreshWithoutAction``) and ends at once.
  public var hasRefreshAction: Bool {
    get { refreshActions.hasPageAction }
    set {
      refreshActions.hasPageAction = newValue
      if newValue { enableRefresh(scope: .page) }
    }
  }
  /// Whether the app gave a tab refresh action, run for each tab's own refresh
  /// (``RefreshScope/tab``). Giving one to a screen without pull-to-refresh turns it on for
  /// tabs, with the default ``RefreshConfiguration`` otherwise. A tab's refresh that begins
  /// runs it (``NestedScrollHostAdapter/startTabRefreshAction(page:run:)``); without one, the
  /// refresh is reported (``CoordinatorIssue/tabRefreshWithoutAction(page:)``) and ends at once.
  ///
  /// An app that gives both actions, with no refresh in its behaviour, gets
  /// ``RefreshScope/both``: each action runs for its own scope.
  public var hasTabRefreshAction: Bool {
    get { refreshActions.hasTabAction }
    set {
      refreshActions.hasTabAction = newValue
      if newValue { enableRefresh(scope: .tab) }
    }
  }

  /// The last measurements, once a layout pass has reported them.
  package private(set) var measurements: ContainerMeasurements?
  /// The pager: where it is, and whether a finger drags it.
  var pager = PagerState()
  /// The pager's `contentOffset.x`, as last reported or moved.
  package var pagerOffsetX: Double { pager.offsetX }
  /// What rests on the screen or the trackpad now (``touchDidBegin(at:)``,
  /// ``indirectScrollDidBegin(at:)``).
  package internal(set) var contacts = InputContacts()
  /// Whether ``frame(at:)`` is wanted, as last told to the adapter: motion is pending and
  /// the container is on screen.
  public var needsFrames: Bool { sent.needsFrames }
  /// The latest time an input carried, for commands that start motion without one.
  package var time: Double { latestTime }
  /// Stored behind ``time``, private so that whole-module optimisation drops the run-time
  /// exclusivity check of each access (it sees them all; every input writes it).
  private var latestTime = 0.0

  /// The page whose list receives drags that start on the header, if any.
  package internal(set) var headerDragPage: Int?

  /// Which pages are loaded and shown, and how far each has appeared.
  // Unchecked: saves 84 instructions a fling frame and 85 an animation frame.
  @exclusivity(unchecked) var pageLifecycle: PageLifecycle
  /// The pages loaded now (attached to the coordinator).
  package var loadedPages: Range<Int> { pageLifecycle.loaded }
  /// The pages the pager shows now, at least in part.
  package var visiblePages: Range<Int> { pageLifecycle.visible }

  /// What the adapter was last sent, where it hears only of changes.
  var sent = SentOutputs()
  /// The container layout last sent to the adapter.
  public var containerLayout: ContainerLayout? { sent.containerLayout }
  /// The item snaps the app set, kept across reloads (``setItemSnap(_:forPage:)``): a short
  /// list searched in order (no dictionary: hashing would need a random seed, which the
  /// WebAssembly build has no source for).
  var itemSnaps: [(page: Int, snap: ItemSnap)] = []
  /// A position snapshot restored before the first layout pass: positions need the
  /// measured header, so it is restored at the end of that pass (``restore(_:at:)``).
  var pendingSnapshot: ScrollPositionSnapshot?
  /// Positions restored for pages that were not loaded or show a placeholder list: checked
  /// against the content, and their anchors applied, when the page's real list is attached
  /// (a short list searched in order).
  var pendingPositions: [PendingPosition] = []
  /// The app's position binding, kept in step (``bindPosition(_:)``); `nil`: none.
  var positionBinding: PositionBindingSync?
  /// Each page's load-more trigger, by page (`nil`: the page asks for no more rows).
  // Unchecked: saves 84 instructions a fling frame and 84 a scroll event.
  @exclusivity(unchecked) var loadMoreTriggers: [LoadMoreTrigger?] = []
  /// VoiceOver's page scroll, and the last page it scrolled (``accessibilityScroll(_:at:)``).
  var accessibilityScrollRule = AccessibilityScroll()

  /// Creates a host for `pageCount` pages (at least 1) with `behavior`. Nothing is loaded
  /// until the first ``containerDidLayout(_:)``; values of `behavior` that cannot be used are
  /// replaced by their defaults and reported in the coordinator's diagnostics.
  public init(behavior: NestedScrollBehavior, pageCount: Int) {
    let (configuration, rejected) = NestedScrollConfiguration.unmeasured(behavior, pageCount: pageCount)
    // An unmeasured configuration of sanitised values always validates.
    let coordinator: NestedScrollCoordinator<List>
    do {
      coordinator = try NestedScrollCoordinator(configuration: configuration)
    } catch {
      fatalError("unmeasured configuration rejected")
    }
    self.coordinator = coordinator
    var behavior = behavior
    if rejected.contains(.pinnedHeaderHeight) { behavior.pinnedHeaderHeight = 0 }
    behavior.snapFlickVelocity = configuration.snapFlickVelocity
    behavior.refresh = configuration.refresh
    if behavior.initialPage != configuration.initialPage {
      coordinator.record(.pageOutOfRange(behavior.initialPage))
      behavior.initialPage = configuration.initialPage
    }
    self.behavior = behavior
    pageLifecycle = PageLifecycle(pageCount: configuration.pageCount)
    for field in rejected { coordinator.record(.invalidGeometry(field)) }
    coordinator.delegate = self
  }

  /// The number of pages.
  public var pageCount: Int { coordinator.pageCount }
  /// The selected page: its list drives the header.
  public var selectedPage: Int { coordinator.activePage }
  /// Where header and tab bar are now.
  public var layout: HeaderLayout { coordinator.layout }
  /// The page whose list was last made the primary list
  /// (``NestedScrollHostAdapter/primaryListDidChange(page:)``): the one with `scrollsToTop`.
  public var primaryPage: Int? { sent.primaryList.page }
  /// What was sanitised so far: how many bad inputs, and the last one.
  public var diagnostics: CoordinatorDiagnostics { coordinator.diagnostics }
  /// The page width: the container's width.
  package var pageWidth: Double {
    NestedScrollCoordinator<List>.usableWidth(measurements?.width ?? 0)
  }

  /// The pager's `contentOffset.x` that shows `page`, which is also the x of that page's
  /// frame in the pager.
  public func pagerOffset(forPage page: Int) -> Double {
    currentContainerLayout.pagerOffset(forPage: page)
  }

  /// The pager's `contentSize.width`.
  public var pagerContentWidth: Double { currentContainerLayout.pagerContentWidth }

  /// The container's geometry as it stands now, from the last measurements.
  var currentContainerLayout: ContainerLayout {
    ContainerLayout(
      pageWidth: pageWidth, pageHeight: coordinator.space.viewportHeight, pageCount: pageCount,
      isRightToLeft: coordinator.system.isRightToLeft, tabBarHeight: coordinator.space.tabBarHeight,
      headerSpacerHeight: coordinator.space.headerSpacerHeight,
      scrollIndicatorInsetBottom: measurements.map {
        $0.safeAreaBottom.isFinite ? max(0, $0.safeAreaBottom) : 0
      } ?? 0)
  }

  // MARK: Container

  /// A layout pass measured the container. The measurements become the coordinator's
  /// geometry (see ``NestedScrollBehavior/extendsHeaderUnderTopBars``); a new width keeps the
  /// selected page in view; the first pass loads the first pages.
  public func containerDidLayout(_ measured: ContainerMeasurements) {
    let widthChanged =
      measured.width != measurements?.width || measured.isRightToLeft != coordinator.system.isRightToLeft
    measurements = measured
    coordinator.system.isRightToLeft = measured.isRightToLeft
    let under = behavior.extendsHeaderUnderTopBars
    let safeTop = measured.safeAreaTop.isFinite ? max(0, measured.safeAreaTop) : 0
    let header = measured.headerHeight + (under ? safeTop : 0)
    let pinned = min(behavior.pinnedHeaderHeight + (under ? safeTop : 0), max(0, header))
    coordinator.setViewport(
      height: measured.height, topInset: under ? 0 : measured.safeAreaTop,
      bottomInset: measured.safeAreaBottom)
    coordinator.setTabBarHeight(measured.tabBarHeight)
    coordinator.setHeaderHeight(header, pinnedHeight: pinned)
    updateContainerLayout()
    if widthChanged {
      movePager(to: pagerOffset(forPage: selectedPage), animated: false)
      // A pager with no width reports no scrolling: the selected page is shown at once,
      // ending a slide that was under way (the rest rule would wait for it forever).
      if pageWidth == 0 { coordinator.selectPage(selectedPage, animated: false, at: time) }
    }
    updatePages(animated: false)
    if !sent.hasLayout {
      sent.hasLayout = true
      adapter?.layoutDidChange(coordinator.layout)
    }
    updateTabSelection()
    if let snapshot = pendingSnapshot {
      pendingSnapshot = nil
      apply(snapshot)
    }
  }

  /// Sends the container layout if it changed.
  func updateContainerLayout() {
    let layout = currentContainerLayout
    guard layout != sent.containerLayout else { return }
    sent.containerLayout = layout
    adapter?.containerLayoutDidChange(layout)
  }

  /// Sends the tab selection if it moved.
  func updateTabSelection() {
    let selection = TabSelection(selectedIndex: selectedPage, progress: coordinator.pagerProgress)
    guard selection != sent.tabSelection else { return }
    sent.tabSelection = selection
    adapter?.tabSelectionDidChange(selection)
  }

  /// The container's own appearance (`viewWillAppear` … `viewDidDisappear`): the visible
  /// page follows it.
  public func containerAppearanceDidChange(_ transition: PageAppearanceTransition, animated: Bool) {
    switch transition {
    case .willAppear: pageLifecycle.container = .appearing
    case .didAppear: pageLifecycle.container = .appeared
    case .willDisappear: pageLifecycle.container = .disappearing
    case .didDisappear: pageLifecycle.container = .disappeared
    }
    updateAppearance(animated: animated)
    if transition == .didAppear || transition == .didDisappear { settleAppearance(animated: animated) }
    updateHeaderDragPage()
    // Nothing animates off screen: frames stop when the container leaves and resume, from
    // where the animation's closed form is by then, when it comes back.
    updateFrames()
  }

  /// The data changed: `count` pages (at least 1) replace the old ones. Every loaded page is
  /// unloaded; pages that still exist keep their positions; the selected page stays if it
  /// still exists (the last page otherwise) and the pager is put back on it.
  public func reloadPages(count: Int) {
    for page in loadedPages { unload(page, animated: false) }
    pageLifecycle.loaded = 0..<0
    pageLifecycle.visible = 0..<0
    coordinator.resetPages(count: count)
    pageLifecycle.appearance = Array(repeating: .disappeared, count: coordinator.pageCount)
    for (page, snap) in itemSnaps where page < coordinator.pageCount {
      // Stored snaps were validated when they were set.
      try? coordinator.setItemSnap(snap, page: page)
    }
    updateContainerLayout()
    if measurements != nil { movePager(to: pagerOffset(forPage: selectedPage), animated: false) }
    updatePages(animated: false)
    updatePrimaryList()
    updateTabSelection()
  }

  // MARK: Lists

  /// **Hot path.** A list's `contentOffset` changed (`scrollViewDidScroll`).
  public func listDidScroll(page: Int) {
    coordinator.listDidScroll(page: page)
    if page >= 0 && page < loadMoreTriggers.count { checkLoadMore(page: page) }
    if coordinator.needsFrames != sent.needsFrames { updateFrames() }
  }

  /// A list's `contentSize` changed.
  public func listContentSizeDidChange(page: Int) {
    coordinator.listContentSizeDidChange(page: page)
    if page >= 0 && page < loadMoreTriggers.count {
      // The footer stays right below the rows, wherever they now end.
      if showsLoadMoreFooter(page: page) { sendLoadMoreFooter(page: page) }
      checkLoadMore(page: page)
    }
    updateFrames()
  }

  /// A drag begins on a list (`scrollViewWillBeginDragging`): any animation of it stops, and
  /// a pager that the touch stopped between pages (mid tab animation) finishes on the
  /// selected page, so the list under the finger stays selected.
  ///
  /// `startY` is where the drag began, in the container's coordinates (UIKit: the pan
  /// recognizer's location less its translation): a drag that began above the tab bar's
  /// bottom edge began on the header or the tab bar, which in ``RefreshScope/both`` pulls the
  /// page's refresh instead of the tab's. A value that is not finite counts as the list.
  public func listWillBeginDragging(page: Int, startY: Double) {
    let onHeader = startY.isFinite && startY < tabBarBottom
    // A finger on a page still waiting for its list takes over from the saved position.
    pendingPositions.removeAll { $0.page == page }
    coordinator.listWillBeginDragging(page: page, onHeader: onHeader)
    updateFrames()
    guard !pager.isDragging, pageWidth > 0 else { return }
    let aligned = pagerOffset(forPage: selectedPage)
    if pagerOffsetX != aligned { movePager(to: aligned, animated: !isReduceMotionEnabled) }
  }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, in UIKit's units:
  /// `velocity` in points per **millisecond** (converted here, once), the proposed
  /// `targetContentOffset.y`, which this may rewrite.
  public func listWillEndDragging(
    page: Int, velocityPerMillisecond velocity: Double, targetContentOffset target: inout Double,
    at time: Double
  ) {
    note(time)
    coordinator.listWillEndDragging(
      page: page, velocity: velocity * 1000, targetContentOffset: &target, at: time)
    updateFrames()
  }

  /// `scrollViewDidEndDragging(_:willDecelerate:)`: a drag that ends without momentum
  /// leaves the list at rest, and the rest rule runs.
  public func listDidEndDragging(page: Int, willDecelerate: Bool, at time: Double) {
    note(time)
    if !willDecelerate { coordinator.listDidComeToRest(page: page, at: time) }
    updateFrames()
  }

  /// `scrollViewDidEndDecelerating`: the list's momentum ended, and the rest rule runs.
  public func listDidEndDecelerating(page: Int, at time: Double) {
    note(time)
    coordinator.listDidComeToRest(page: page, at: time)
    updateFrames()
  }

  /// `scrollViewShouldScrollToTop`: the selected list scrolls to its top with the header in
  /// one animation; UIKit's own scroll-to-top is declined (it would ignore the header).
  public func listShouldScrollToTop(page: Int, at time: Double) -> Bool {
    if page == selectedPage { scrollToTop(at: time) }
    return false
  }

  // MARK: Frames

  /// One display frame at `time`: plays the coordinator's animation. Returns whether motion
  /// is still pending (the adapter is told when frames start and stop through
  /// ``NestedScrollHostAdapter/setNeedsFrames(_:)``, and only while the container shows).
  @discardableResult
  public func frame(at time: Double) -> Bool {
    note(time)
    coordinator.advanceAnimation(to: time)
    updateFrames()
    return coordinator.needsFrames
  }

  /// Tells the adapter when frames start or stop being needed: while the container is on
  /// screen and an animation runs or the rest rule has yet to look at a changed screen
  /// (the coordinator's `needsFrames`).
  func updateFrames() {
    let needed = coordinator.needsFrames && pageLifecycle.container.isShowing
    guard needed != sent.needsFrames else { return }
    sent.needsFrames = needed
    adapter?.setNeedsFrames(needed)
    // Frames stop when the screen comes to rest: the one moment a bound position is written.
    if !needed, positionBinding != nil { positionBindingScreenDidStop() }
  }

  func note(_ time: Double) {
    if MediaTime.isUsable(time), time > latestTime { latestTime = time }
  }
}
