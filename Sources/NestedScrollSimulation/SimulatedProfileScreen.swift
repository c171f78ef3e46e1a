import NestedScrollCore
import ScrollPhysics
@_exported import ScrollSimulator

/// A whole profile screen in simulation: a `NestedScrollCore/NestedScrollHost` (and so one
/// `NestedScrollCore/NestedScrollCoordinator`), a simulated list per page and a
/// horizontally paging pager: an adapter exactly like the UIKit host, so tests run the host
/// layer's rules, not a copy of them.
///
/// A finger goes where UIKit sends it: to the active list (a drag on the header falls
/// through to it) and, unless it lands on the header or the tab bar, which sit above the
/// pager, to the pager, whose pan begins only when the host's
/// `NestedScrollCore/PagerGestureRule` gives it the swipe, as the UIKit controller's does.
/// Whichever starts dragging first along its own axis owns the gesture, and the other lets
/// go, as nested UIKit scroll views do.
public final class SimulatedProfileScreen: NestedScrollHostAdapter {
  /// The host layer under test.
  public let host: NestedScrollHost<SimulatedProfileScreen>
  /// The coordinator the host drives.
  package var coordinator: NestedScrollCoordinator<SimulatedScrollView> { host.coordinator }
  /// One list per page. Every list exists for the screen's lifetime (a data source that
  /// caches its pages), unless the page shows it in another one
  /// (``replaceList(forPage:rowHeights:)``, ``showPlaceholder(forPage:)``); the host
  /// attaches the pages it loads.
  @exclusivity(unchecked) public internal(set) var lists: [SimulatedScrollView]
  /// Whether each page's list is an empty placeholder for one still being built, by page.
  var placeholders: [Bool]
  /// The pages that host declarative content (``hostContent(_:forPage:)``), by page (`nil`:
  /// a page of the app's own list); empty until one does. An array, not a dictionary:
  /// hashing would ask the platform for a random seed, which the WebAssembly build has not.
  var hostedPages: [SimulatedHostedPage?] = []
  /// The horizontal pager holding the pages.
  public let pager: SimulatedScrollView
  /// The screen width (also the page width).
  public let width: Double

  #if hasFeature(Embedded)
    /// Hears what the host tells this screen (layout, refresh, page, sanitised input), for
    /// tests and the lab; unowned, so it must outlive the screen.
    package unowned(unsafe) var observer: (any NestedScrollCoordinatorDelegate)?
  #else
    /// Hears what the host tells this screen (layout, refresh, page, sanitised input), for
    /// tests and the lab; held weakly.
    package weak var observer: (any NestedScrollCoordinatorDelegate)?
  #endif

  /// Called after the host heard of each list scroll, with the page: lets a test harness
  /// follow every step of a list's path, which the host's outputs (sent only when the screen
  /// changes) do not show.
  @exclusivity(unchecked) package var listDidScrollHook: ((Int) -> Void)?
  /// Each page's row heights, top row first, in one section: a list that reports its items
  /// (``itemFrame(atContentY:forPage:)``), as a table view does, so position snapshots
  /// carry item anchors. Empty for a page (the default) reports none.
  public var rowHeights: [[Double]] = []
  /// Answers ``itemFrame(atContentY:forPage:)`` instead of `rowHeights` when set (content
  /// y, page): a list whose layout reports what a test wants, nonsense included.
  package var itemFrameAnswer: ((Double, Int) -> ListItemFrame?)?
  /// Answers ``sectionFrame(atContentY:forPage:)`` when set (content y, page): a list whose
  /// section headers stick, as a plain table's do. Unset, the screen reports no sections.
  package var sectionFrameAnswer: ((Double, Int) -> ListSectionFrame?)?
  /// What the screen measured in its last layout pass (``layOut(_:time:)``).
  public private(set) var measurements: ContainerMeasurements
  /// What the screen shows: built only from the host's outputs. (Like the host's state, it
  /// opts out of run-time exclusivity checks: one thread, and only the screen's own methods
  /// write it, none while another holds it.)
  @exclusivity(unchecked) public internal(set) var rendered: RenderedScreen
  /// The latest time an input or a frame carried.
  @exclusivity(unchecked) public private(set) var currentTime = 0.0
  /// What the app's position binding holds (``bindPosition(_:time:)``): the last value the
  /// app wrote or the host published.
  public internal(set) var boundPosition: ScrollPositionSnapshot?
  /// Every position the host wrote to the binding, first first.
  public internal(set) var publishedPositions: [ScrollPositionSnapshot] = []
  /// A publish on its way to the binding: it lands on the next frame, as SwiftUI's write
  /// lands after the current update.
  var pendingPositionWrite: ScrollPositionSnapshot?
  /// The app's refresh action (`nil`: the app gave none, and a refresh that begins is
  /// reported and ends at once). By default the screen has one, running until the test ends
  /// the refresh, exactly when its configuration has pull-to-refresh. Setting one turns
  /// pull-to-refresh on; it applies to the next refresh.
  public var refreshAction: SimulatedRefreshAction? {
    didSet { host.hasRefreshAction = refreshAction != nil }
  }
  /// When the running refresh action finishes (`nil`: it runs until its refresh ends).
  @exclusivity(unchecked) private var refreshActionFinishTime: Double?
  /// The app's tab refresh action, run for each tab's own refresh (`RefreshScope.tab`;
  /// `nil`: none, and a tab's refresh that begins is reported and ends at once). By default
  /// the screen has one, running until the test ends the refresh, exactly when its
  /// configuration refreshes tabs. Setting one turns refresh of tabs on.
  public var tabRefreshAction: SimulatedRefreshAction? {
    didSet { host.hasTabRefreshAction = tabRefreshAction != nil }
  }
  /// When each page's running tab refresh action finishes (`nil`: not running, or running
  /// until its refresh ends).
  @exclusivity(unchecked) private var tabRefreshActionFinishTimes: [Double?]
  /// The header's height as Auto Layout would fit it now (its text at the current Dynamic
  /// Type size), taken when the host asks for a measurement (``setNeedsMeasurement()``);
  /// `nil`: the header keeps the height last measured.
  public var headerFittingHeight: (() -> Double)?

  var listBridges: [ListBridge] = []
  /// The list the current finger touched down on: UIKit keeps delivering a touch to the
  /// view it began in, even when another page becomes active mid-swipe.
  private var touchedList: SimulatedScrollView?
  /// Where the finger was last reported, while one is down.
  private var lastLocation: Point?
  /// Where the current finger touched down: where a drag that starts begins, as UIKit's pan
  /// recognizer reports it (its location less its translation).
  private var touchDownLocation: Point?
  /// Whether the pager received the current touch: not when it landed on the header or the
  /// tab bar (`NestedScrollCore/PagerGestureRule/pagerReceivesTouch(atY:)`).
  private var pagerHasTouch = false
  /// Whether the current touch stopped motion the host knew of when it landed.
  private var touchStoppedMotion = false
  private var pagerBridge: PagerBridge?

  /// Creates a screen of `width` × `configuration.viewportHeight` whose pages have lists
  /// of `contentHeights` (one per page; `configuration.pageCount` is taken from it). The
  /// configuration's behaviour creates the host; its geometry is what the screen measures
  /// and reports in its first layout pass, as a host measures its views. Pages load as
  /// `pageLoading` says: every page by default, as a data source that caches its pages.
  public init(
    configuration: NestedScrollConfiguration, contentHeights: [Double], width: Double = 390,
    pageLoading: PageLoading = .all
  ) throws(ConfigurationError) {
    var configuration = configuration
    configuration.pageCount = contentHeights.count
    _ = try configuration.validated()
    var behavior = configuration.behavior
    behavior.pageLoading = pageLoading
    let host = NestedScrollHost<SimulatedProfileScreen>(behavior: behavior, pageCount: contentHeights.count)
    self.host = host
    let width = NestedScrollCoordinator<SimulatedScrollView>.usableWidth(width)
    self.width = width
    let viewport = Size(width: width, height: configuration.viewportHeight)
    var lists: [SimulatedScrollView] = []
    let safeArea = EdgeInsets(top: configuration.topInset, bottom: configuration.bottomInset)
    for height in contentHeights {
      let list = SimulatedScrollView(size: viewport, contentSize: Size(width: width, height: height))
      list.alwaysBounceVertical = true
      // As an app's list comes: the system adds the safe area to its insets, until the
      // container's inset policy says otherwise.
      list.safeAreaInsets = safeArea
      list.contentInsetAdjustmentBehavior = .always
      lists.append(list)
    }
    self.lists = lists
    placeholders = Array(repeating: false, count: lists.count)
    pager = SimulatedScrollView(size: viewport, contentSize: Size(width: 0, height: viewport.height))
    pager.isPagingEnabled = true
    pager.decelerationRate = .fast
    pager.scrollsToTop = false
    pager.safeAreaInsets = safeArea
    pager.contentInsetAdjustmentBehavior = .always
    if let policy = ListInsetPolicy.forScrollView(in: .pager) { Self.apply(policy, to: pager) }
    // Nothing owns the status-bar tap until the host names the primary list.
    for list in lists { list.scrollsToTop = false }
    rendered = RenderedScreen(pageCount: contentHeights.count)
    tabRefreshActionFinishTimes = Array(repeating: nil, count: contentHeights.count)
    measurements = ContainerMeasurements(
      width: width, height: configuration.viewportHeight, safeAreaTop: configuration.topInset,
      safeAreaBottom: configuration.bottomInset, headerHeight: configuration.headerHeight,
      tabBarHeight: configuration.tabBarHeight)
    for (page, list) in lists.enumerated() {
      let bridge = ListBridge(page: page, screen: self)
      listBridges.append(bridge)
      list.delegate = bridge
    }
    host.adapter = self
    switch configuration.refresh?.scope {
    case .page:
      refreshAction = .untilEnded
      host.hasRefreshAction = true
    case .tab:
      tabRefreshAction = .untilEnded
      host.hasTabRefreshAction = true
    case .both:
      refreshAction = .untilEnded
      tabRefreshAction = .untilEnded
      host.hasRefreshAction = true
      host.hasTabRefreshAction = true
    case nil:
      break
    }
    host.containerDidLayout(measurements)
    host.containerAppearanceDidChange(.willAppear, animated: false)
    host.containerAppearanceDidChange(.didAppear, animated: false)
    let pagerBridge = PagerBridge(screen: self)
    self.pagerBridge = pagerBridge
    pager.delegate = pagerBridge
    pager.panShouldBegin = { [pagerBridge] in pagerBridge.panShouldBegin(translation: $0) }
    // The first display frame: the rest rule looks at the new screen, which is then at rest.
    advance(to: 0)
  }

  // MARK: Adapter

  /// Every page's list exists already: loading one is handing it over and putting its view
  /// in the pager.
  public func loadList(forPage page: Int) -> SimulatedScrollView? {
    if let policy = ListInsetPolicy.forScrollView(in: .list(page: page)) {
      Self.apply(policy, to: lists[page])
    }
    rendered.pages[page].isLoaded = true
    rendered.pages[page].appearance = nil
    rendered.pages[page].frameX = rendered.containerLayout?.pagerOffset(forPage: page) ?? 0
    return lists[page]
  }

  /// Takes the page's view out of the pager. Its refresh and its load of more rows go on: the
  /// app's actions run whether or not the page's view exists.
  public func unloadPage(_ page: Int) {
    lists[page].scrollsToTop = false
    var unloaded = RenderedPage()
    unloaded.refreshState = rendered.pages[page].refreshState
    unloaded.runningRefreshAction = rendered.pages[page].runningRefreshAction
    unloaded.cancelledRefreshActionCount = rendered.pages[page].cancelledRefreshActionCount
    unloaded.loadMoreRequestCount = rendered.pages[page].loadMoreRequestCount
    rendered.pages[page] = unloaded
  }

  /// Records the transition; a page that hosts declarative content looks for its list once
  /// it has appeared, as the SwiftUI layer's hosting page does in `viewDidAppear`.
  public func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool) {
    rendered.pages[page].appearance = appearance
    rendered.record(PageAppearanceEvent(page: page, transition: appearance))
    if appearance == .didAppear, hostedPage(page) != nil {
      renderHostedContent(forPage: page, after: .pageAppearance)
    }
  }

  /// Hides the page from VoiceOver, or shows it.
  public func pageAccessibilityDidChange(_ page: Int, isHidden: Bool) {
    rendered.pages[page].isAccessibilityHidden = isHidden
  }

  /// Moves the pager as the host says.
  public func movePager(toOffsetX offsetX: Double, animated: Bool) {
    pager.setContentOffset(Point(x: offsetX, y: 0), animated: animated)
  }

  /// Sizes the pager, places the loaded pages and lays the overlay out at the new width.
  public func containerLayoutDidChange(_ layout: ContainerLayout) {
    rendered.containerLayout = layout
    let page = Size(width: layout.pageWidth, height: layout.pageHeight)
    if pager.boundsSize != page { pager.boundsSize = page }
    // A table or a vertical collection view keeps its content as wide as itself: a list made
    // narrower never scrolls sideways, so a diagonal release decelerates nothing but rows.
    for list in lists where list.boundsSize != page {
      list.boundsSize = page
      list.contentSize = Size(width: page.width, height: list.contentSize.height)
    }
    pager.contentSize = Size(width: layout.pagerContentWidth, height: page.height)
    for page in rendered.pages.indices where rendered.pages[page].isLoaded {
      rendered.pages[page].frameX = layout.pagerOffset(forPage: page)
    }
    renderOverlay()
  }

  /// Starts or stops the display link.
  public func setNeedsFrames(_ needed: Bool) {
    rendered.isDisplayLinkRunning = needed
  }

  /// Positions header, tab bar and refresh indicator; tells the `observer`.
  public func layoutDidChange(_ layout: HeaderLayout) {
    rendered.headerLayout = layout
    renderOverlay()
    observer?.coordinatorDidUpdateLayout(layout)
  }

  /// Moves the tab bar's indicator.
  public func tabSelectionDidChange(_ selection: TabSelection) {
    rendered.tabSelection = selection
  }

  /// Shows the state on the refresh indicator; tells the `observer`.
  public func refreshStateDidChange(_ state: RefreshState) {
    rendered.refreshState = state
    rendered.refreshIndicatorOpacity = state.indicatorOpacity
    rendered.isRefreshIndicatorSpinning = state.isIndicatorSpinning
    observer?.coordinatorDidChangeRefreshState(state)
  }

  /// Starts the app's refresh action: it finishes as ``refreshAction`` says, on the
  /// screen's clock (``advance(to:)`` reports it).
  public func startRefreshAction(run: Int) {
    rendered.runningRefreshAction = run
    let now = max(currentTime, host.time)
    switch refreshAction {
    case .finishes(let seconds):
      refreshActionFinishTime = seconds.isNaN ? now : now + max(0, seconds)
    case .untilEnded, nil:
      refreshActionFinishTime = nil
    }
  }

  /// Cancels the running refresh action: it will not finish.
  public func cancelRefreshAction(run: Int) {
    guard rendered.runningRefreshAction == run else { return }
    rendered.runningRefreshAction = nil
    rendered.cancelledRefreshActionCount += 1
    refreshActionFinishTime = nil
  }

  /// Shows the state on the tab's refresh indicator; tells the `observer`.
  public func tabRefreshStateDidChange(page: Int, state: RefreshState) {
    rendered.pages[page].refreshState = state
    observer?.coordinatorDidChangeTabRefreshState(state, page: page)
  }

  /// Starts the app's tab refresh action for `page`: it finishes as ``tabRefreshAction``
  /// says, on the screen's clock (``advance(to:)`` reports it).
  public func startTabRefreshAction(page: Int, run: Int) {
    rendered.pages[page].runningRefreshAction = run
    let now = max(currentTime, host.time)
    switch tabRefreshAction {
    case .finishes(let seconds):
      tabRefreshActionFinishTimes[page] = seconds.isNaN ? now : now + max(0, seconds)
    case .untilEnded, nil:
      tabRefreshActionFinishTimes[page] = nil
    }
  }

  /// Cancels the tab's running refresh action: it will not finish.
  public func cancelTabRefreshAction(page: Int, run: Int) {
    guard rendered.pages[page].runningRefreshAction == run else { return }
    rendered.pages[page].runningRefreshAction = nil
    rendered.pages[page].cancelledRefreshActionCount += 1
    tabRefreshActionFinishTimes[page] = nil
  }

  /// Shows, moves or hides the page's load-more footer, with its feed's state.
  public func loadMoreFooterDidChange(page: Int, state: LoadMoreState, top: Double?) {
    rendered.pages[page].loadMoreState = state
    rendered.pages[page].loadMoreFooterTop = top
  }

  /// Counts the request: the test answers it as the app would
  /// (`NestedScrollCore/NestedScrollHost/loadMoreDidEnd(page:outcome:)`).
  public func startLoadMoreAction(page: Int) {
    rendered.pages[page].loadMoreRequestCount += 1
  }

  /// Tells the `observer`, as the UIKit controller tells the app.
  public func selectedPageDidChange(_ page: Int) {
    rendered.selectedPage = page
    observer?.coordinatorDidChangeActivePage(page)
  }

  /// Gives `scrollsToTop` to the primary list only.
  public func primaryListDidChange(page: Int?) {
    rendered.primaryPage = page
    for index in lists.indices {
      let owns = index == page
      lists[index].scrollsToTop = owns
      rendered.pages[index].scrollsToTop = owns && rendered.pages[index].isLoaded
    }
  }

  /// Header drags go to another list.
  public func headerDragPageDidChange(_ page: Int?) {
    rendered.headerDragPage = page
  }

  /// Whether the page shows a placeholder (``showPlaceholder(forPage:)``).
  public func listIsPlaceholder(forPage page: Int) -> Bool {
    placeholders.indices.contains(page) && placeholders[page]
  }

  /// Tells the `observer`.
  public func didSanitize(_ issue: CoordinatorIssue) {
    observer?.coordinatorDidSanitize(issue)
  }

  /// The row of the page's `rowHeights` that contains `y`, as `indexPathForRow(at:)` and
  /// `rectForRow(at:)` report it; `nil` past the last row or for a page with no rows.
  public func itemFrame(atContentY y: Double, forPage page: Int) -> ListItemFrame? {
    if let itemFrameAnswer { return itemFrameAnswer(y, page) }
    guard page < rowHeights.count, y.isFinite, y >= 0 else { return nil }
    var top = 0.0
    for (row, height) in rowHeights[page].enumerated() {
      if y < top + height { return ListItemFrame(item: row, minY: top, height: height) }
      top += height
    }
    return nil
  }

  /// The section with sticky headers that contains `y`: `nil`, as a list without sticky
  /// section headers answers, unless a test gives the screen a table's sections.
  public func sectionFrame(atContentY y: Double, forPage page: Int) -> ListSectionFrame? {
    sectionFrameAnswer?(y, page)
  }

  /// Where the page's row `item` lies (`rectForRow(at:)`); `nil` for a row it does not have.
  public func itemFrame(section: Int, item: Int, forPage page: Int) -> ListItemFrame? {
    guard section == 0, page < rowHeights.count, item >= 0, item < rowHeights[page].count else { return nil }
    var top = 0.0
    for row in 0..<item { top += rowHeights[page][row] }
    return ListItemFrame(item: item, minY: top, height: rowHeights[page][item])
  }

  /// Keeps what VoiceOver would announce.
  public func accessibilityPageDidScroll(_ status: AccessibilityScrollStatus) {
    rendered.accessibilityScrollStatus = status
  }

  /// Measures header and tab bar again, as a layout pass after a Dynamic Type change does:
  /// the header takes ``headerFittingHeight`` if it is set.
  public func setNeedsMeasurement() {
    rendered.measurementRequestCount += 1
    if let fitting = headerFittingHeight { measurements.headerHeight = fitting() }
    host.containerDidLayout(measurements)
  }

  /// Frames header, tab bar and refresh indicator from the last layouts received.
  private func renderOverlay() {
    guard let layout = rendered.headerLayout else { return }
    let width = rendered.containerLayout?.pageWidth ?? 0
    rendered.header = Rect(x: 0, y: layout.headerTop, width: width, height: layout.headerHeight)
    rendered.tabBar = Rect(
      x: 0, y: layout.tabBarTop, width: width, height: rendered.containerLayout?.tabBarHeight ?? 0)
    rendered.refreshIndicator = Rect(
      x: 0, y: layout.refreshAreaTop, width: width, height: layout.refreshAreaHeight)
    rendered.tabRefreshIndicator = Rect(
      x: 0, y: layout.tabRefreshAreaTop, width: width, height: layout.tabRefreshAreaHeight)
  }

  /// Clears ``RenderedScreen/appearanceLog``, keeping its storage (clearing after every
  /// event, a screen appends to it without allocating).
  public func clearAppearanceLog() {
    rendered.clearAppearanceLog()
  }

  /// The active page's list.
  public var activeList: SimulatedScrollView { lists[host.selectedPage] }

  /// Where the current drag began, in the screen's coordinates (`.nan` with no finger down).
  var dragStartY: Double { touchDownLocation?.y ?? .nan }

  /// Whether nothing moves and nothing will: no finger down, no view in motion, and the
  /// host needs no more frames (no animation, and the rest rule has looked at the screen).
  public var isAtRest: Bool {
    !coordinator.snapshot.needsFrames && !pager.isTracking && !pager.isMoving
      && lists.allSatisfy { !$0.isTracking && !$0.isMoving }
  }

  // MARK: Touches

  /// A finger touches down at `location` (screen coordinates).
  ///
  /// The screen has one finger: a touch that begins while another is still down on a
  /// list that is no longer active cancels that one, so no list keeps tracking a finger
  /// that will never lift there (the active list and the pager report it as out of order).
  public func touchBegan(at location: Point, time: Double) {
    contactBegan(at: location, time: time, indirect: false)
  }

  /// A finger on the screen (`indirect` false) or fingers on a trackpad with the pointer at
  /// `location` touched down: the host hears which, the views under it the same stream.
  func contactBegan(at location: Point, time: Double, indirect: Bool) {
    note(time)
    if let previous = touchedList, previous !== activeList, previous.isTracking {
      previous.touchCancelled(time: time)
    }
    if location.isFinite, lastLocation == nil { lastLocation = location }
    if touchDownLocation == nil {
      touchDownLocation = location
      pagerHasTouch = host.pagerGestureRule.pagerReceivesTouch(atY: location.y)
    }
    touchedList = activeList
    // Before the views see it: what was moving decides whether the touch is a tap.
    if indirect {
      host.indirectScrollDidBegin(at: time)
      touchStoppedMotion = false
    } else {
      touchStoppedMotion = host.touchDidBegin(at: time)
    }
    activeList.touchBegan(at: location, time: time)
    if pagerHasTouch { pager.touchBegan(at: location, time: time) }
  }

  /// The finger moves.
  public func touchMoved(to location: Point, time: Double) {
    note(time)
    if location.isFinite { lastLocation = location }
    let list = touchedList ?? activeList
    let listWasDragging = list.isDragging
    let pagerWasDragging = pager.isDragging
    if !pagerWasDragging { list.touchMoved(to: location, time: time) }
    if pagerHasTouch, !listWasDragging, !list.isDragging { pager.touchMoved(to: location, time: time) }
    // One owner per gesture, as UIKit's nested scroll views: the one that began wins.
    if list.isDragging, pager.isTracking { pager.touchCancelled(time: time) }
    if pager.isDragging, list.isTracking { list.touchCancelled(time: time) }
  }

  /// The finger lifts.
  ///
  /// Returns what the touch was for the content under it: a drag, a touch that only
  /// stopped motion (any motion: a list's, the pager's or the coordinator's own animation;
  /// never a tap), or a tap.
  @discardableResult
  public func touchEnded(at location: Point, time: Double) -> TouchOutcome {
    contactEnded(at: location, time: time, indirect: false)
  }

  /// The finger on the screen (`indirect` false) or the fingers on the trackpad lifted.
  func contactEnded(at location: Point, time: Double, indirect: Bool) -> TouchOutcome {
    note(time)
    // A lift away from the last sample is a last move first (UIKit's pan recognizer takes
    // the lift location as its last point), and that move has one owner like any other.
    if let last = lastLocation, last != location { touchMoved(to: location, time: time) }
    lastLocation = nil
    touchDownLocation = nil
    let list = touchedList ?? activeList
    touchedList = nil
    let listOutcome = list.touchEnded(at: location, time: time)
    let pagerOutcome = pagerHasTouch ? pager.touchEnded(at: location, time: time) : .ignored
    if indirect { host.indirectScrollDidEnd(at: time) } else { host.touchDidEnd(at: time) }
    if listOutcome == .drag || pagerOutcome == .drag { return .drag }
    if touchStoppedMotion || listOutcome == .stoppedMotion || pagerOutcome == .stoppedMotion {
      return .stoppedMotion
    }
    return .tap
  }

  /// Plays a display-link frame on every view and the coordinator's animation. Every list
  /// advances, on screen or not: UIKit keeps animating an off-screen scroll view, so a list
  /// flung just before a tab switch comes to rest where its momentum takes it.
  public func advance(to time: Double) {
    note(time)
    landPositionWrite(at: time)
    pager.advance(to: time)
    for list in lists { list.advance(to: time) }
    // A refresh action that finished by now reports it, as its task would on the main
    // thread before the frame.
    if let finish = refreshActionFinishTime, time >= finish, let run = rendered.runningRefreshAction {
      refreshActionFinishTime = nil
      rendered.runningRefreshAction = nil
      host.refreshActionDidFinish(run: run, at: time)
    }
    for page in tabRefreshActionFinishTimes.indices {
      guard let finish = tabRefreshActionFinishTimes[page], time >= finish,
        let run = rendered.pages[page].runningRefreshAction
      else { continue }
      tabRefreshActionFinishTimes[page] = nil
      rendered.pages[page].runningRefreshAction = nil
      host.tabRefreshActionDidFinish(run: run, at: time)
    }
    host.frame(at: time)
  }

  /// Applies the container's inset policy to `scrollView` (``NestedScrollCore/ListInsetPolicy``).
  static func apply(_ policy: ListInsetPolicy, to scrollView: SimulatedScrollView) {
    let behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior =
      policy.systemAdjustsContentInset ? .always : .never
    if scrollView.contentInsetAdjustmentBehavior != behavior {
      scrollView.contentInsetAdjustmentBehavior = behavior
    }
  }

  /// A layout pass that measures `measurements` (a rotation, a size class or safe-area
  /// change, a header or tab bar that resized itself), as UIKit's `viewDidLayoutSubviews`
  /// reports it: the host makes them its geometry, and the views follow what it sends back.
  public func layOut(_ measurements: ContainerMeasurements, time: Double) {
    advance(to: time)
    self.measurements = measurements
    let safeArea = EdgeInsets(top: measurements.safeAreaTop, bottom: measurements.safeAreaBottom)
    if pager.safeAreaInsets != safeArea { pager.safeAreaInsets = safeArea }
    for list in lists where list.safeAreaInsets != safeArea { list.safeAreaInsets = safeArea }
    host.containerDidLayout(measurements)
  }

  /// Taps tab `page`: the host selects it and moves the pager there.
  public func tapTab(_ page: Int, time: Double) {
    advance(to: time)
    host.selectPage(page, animated: true, at: time)
  }

  /// A status-bar tap: UIKit asks the one list whose `scrollsToTop` is on.
  public func tapStatusBar(time: Double) {
    advance(to: time)
    // UIKit scrolls to top only when exactly one scroll view on screen asks for it.
    var owner: Int?
    for page in rendered.pages.indices where rendered.pages[page].isLoaded && lists[page].scrollsToTop {
      guard owner == nil else { return }
      owner = page
    }
    if let owner { _ = host.listShouldScrollToTop(page: owner, at: time) }
  }

  /// The screen's clock moves forward with every input; a time that goes back, or is not
  /// finite, leaves it.
  private func note(_ time: Double) {
    if time.isFinite, time > currentTime { currentTime = time }
  }
}

/// Forwards one list's callbacks to the host, tagged with its page.
final class ListBridge: ScrollViewDelegate {
  let page: Int
  /// The screen and its host, which outlive this bridge (the screen owns all three), used
  /// without a retain: weak references to both exist (the host's adapter, the coordinator's
  /// delegate), so each strong retain of either takes the runtime's slow path, and a scroll
  /// event needs none.
  let unretainedScreen: Unmanaged<SimulatedProfileScreen>
  let host: Unmanaged<NestedScrollHost<SimulatedProfileScreen>>

  /// The screen, for the callbacks that come once a gesture.
  var screen: SimulatedProfileScreen { unretainedScreen.takeUnretainedValue() }

  init(page: Int, screen: SimulatedProfileScreen) {
    self.page = page
    self.unretainedScreen = Unmanaged.passUnretained(screen)
    self.host = Unmanaged.passUnretained(screen.host)
  }

  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
    host._withUnsafeGuaranteedRef { $0.listDidScroll(page: page) }
    unretainedScreen._withUnsafeGuaranteedRef { $0.listDidScrollHook?(page) }
  }

  func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
    screen.host.listWillBeginDragging(page: page, startY: screen.dragStartY)
  }

  func scrollViewWillEndDragging(
    _ scrollView: SimulatedScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    screen.host.listWillEndDragging(
      page: page, velocityPerMillisecond: velocity.y, targetContentOffset: &targetContentOffset.y,
      at: scrollView.currentTime)
  }

  func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
    screen.host.listDidEndDragging(page: page, willDecelerate: decelerate, at: scrollView.currentTime)
  }

  func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
    screen.host.listDidEndDecelerating(page: page, at: scrollView.currentTime)
  }

  func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool {
    screen.host.listShouldScrollToTop(page: page, at: scrollView.currentTime)
  }
}

/// Forwards the pager's callbacks to the host.
private final class PagerBridge: ScrollViewDelegate {
  unowned(unsafe) let screen: SimulatedProfileScreen

  init(screen: SimulatedProfileScreen) {
    self.screen = screen
  }

  /// Whether the pager's pan may begin for a swipe of `translation` from where the finger
  /// touched down: the host's rule decides, as for the UIKit controller's pager.
  func panShouldBegin(translation: Point) -> Bool {
    let swipe = HorizontalSwipe(translationX: translation.x, startY: screen.dragStartY)
    return screen.host.pagerGestureRule.owner(of: swipe).pagerBegins
  }

  func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
    screen.host.pagerWillBeginDragging()
  }

  func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
    screen.host.pagerDidEndDragging()
  }

  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
    screen.host.pagerDidScroll(offsetX: scrollView.contentOffset.x)
  }

  func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
    screen.host.pagerDidEndScrolling(offsetX: scrollView.contentOffset.x)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
    screen.host.pagerDidEndScrolling(offsetX: scrollView.contentOffset.x)
  }
}
