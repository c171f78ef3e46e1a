import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

/// What the invariants look at, read off a ``NestedScrollSimulation/SimulatedProfileScreen``
/// between two steps. A plain value, so the checks are pure functions that tests can feed
/// any state, including states the screen should never reach.
package struct ScreenSnapshot: Hashable, Sendable {
  /// One scroll view's state.
  package struct View: Hashable, Sendable {
    /// `contentOffset`.
    package var offset: Point
    /// The offsets it rests within, vertically (lists) or horizontally (the pager).
    package var bounds: ClosedRange<Double>
    /// The viewport length along the scrolling axis (the rubber band's dimension).
    package var viewportLength: Double
    /// The content velocity, points per second.
    package var velocity: Point
    /// Whether a finger is down on it.
    package var isTracking: Bool
    /// Whether it moves without a finger (deceleration, bounce, animation).
    package var isMoving: Bool
    /// The content's length along the scrolling axis (`contentSize`).
    package var contentLength: Double
    /// Whether a finger drags it (past UIKit's hysteresis).
    package var isDragging: Bool

    /// Creates a view state.
    package init(
      offset: Point, bounds: ClosedRange<Double>, viewportLength: Double, velocity: Point = .zero,
      isTracking: Bool = false, isMoving: Bool = false, contentLength: Double = 0, isDragging: Bool = false
    ) {
      self.offset = offset
      self.bounds = bounds
      self.viewportLength = viewportLength
      self.velocity = velocity
      self.isTracking = isTracking
      self.isMoving = isMoving
      self.contentLength = contentLength
      self.isDragging = isDragging
    }

    /// Whether the view is still: no finger, no motion.
    package var isAtRest: Bool { !isTracking && !isMoving }
  }

  /// Each page's list.
  package var lists: [View]
  /// The horizontal pager.
  package var pager: View
  /// The active page.
  package var activePage: Int
  /// The coordinator's scroll space.
  package var space: ScrollSpace
  /// The coordinator's layout of header and tab bar.
  package var layout: HeaderLayout
  /// What the header does on overscroll: the configured behaviour, or the one the refresh
  /// scope imposes (a tab's refresh keeps the header fixed).
  package var overscrollBehavior: OverscrollBehavior
  /// Whether short lists are padded so they can collapse the header.
  package var padsShortContent: Bool
  /// Whether the header never rests partly collapsed.
  package var snapsHeader: Bool = false
  /// Room kept for the refresh indicator.
  package var refreshReservation: Double
  /// The room refreshing keeps, when refreshing is configured (0 otherwise).
  package var refreshIndicatorHeight: Double
  /// The refresh state.
  package var refreshState: RefreshState
  /// Whether the coordinator plays an animation of a list.
  package var isAnimating: Bool
  /// What tab switches keep.
  package var tabSwitchPolicy: TabSwitchPolicy = .keepsHeader
  /// How the header comes back when the list scrolls down.
  package var headerMode = HeaderMode.scrollsWithList
  /// The header's shift from where the active list puts it, on its way after a tab switch
  /// that keeps the content (``NestedScrollCore/HeaderTransition/shift``; 0 without one).
  package var headerShift: Double = 0
  /// Whether the header is on such a way (it may wait, held by a finger or momentum).
  package var isHeaderMoving = false
  /// The pager offset that shows the active page.
  package var activePagerOffset: Double
  /// The coordinator's pager progress: 0 on the first page, 1 on the second, ….
  package var pagerProgress: Double = 0
  /// How many values the lists have sanitised (NaN, infinite or out-of-range values they
  /// were given, bad times), in all.
  package var sanitisedValues = 0
  /// What the screen shows, built only from its host's outputs (`nil`: a snapshot made
  /// from values, which the rendered-state invariants skip).
  package var rendered: RenderedScreen?
  /// Whether page 0 is the rightmost (a right-to-left layout).
  package var isRightToLeft = false
  /// Each page's own refresh state (``NestedScrollCore/RefreshScope/tab``), as the host has it.
  package var tabRefreshStates: [RefreshState] = []
  /// Each page's load more: whether the host waits for the app's rows.
  package var loadingMore: [Bool] = []
  /// Room kept on each page's list for its own refresh indicator (``NestedScrollCore/RefreshScope/tab``).
  package var tabRefreshReservations: [Double] = []
  /// How the layout shows what lies above the list's top (the pull's scope in
  /// ``NestedScrollCore/RefreshScope/both``); without one, ``overscrollBehavior``'s.
  package var pullLayout: PullLayout?

  /// Creates a snapshot from values.
  package init(
    lists: [View], pager: View, activePage: Int, space: ScrollSpace, layout: HeaderLayout,
    overscrollBehavior: OverscrollBehavior, padsShortContent: Bool = true, refreshReservation: Double,
    refreshIndicatorHeight: Double = 0, refreshState: RefreshState, isAnimating: Bool,
    activePagerOffset: Double
  ) {
    self.lists = lists
    self.pager = pager
    self.activePage = activePage
    self.space = space
    self.layout = layout
    self.overscrollBehavior = overscrollBehavior
    self.padsShortContent = padsShortContent
    self.refreshReservation = refreshReservation
    self.refreshIndicatorHeight = refreshIndicatorHeight
    self.refreshState = refreshState
    self.isAnimating = isAnimating
    self.activePagerOffset = activePagerOffset
  }

  /// Reads `screen` now.
  package init(_ screen: SimulatedProfileScreen) {
    let coordinator = screen.coordinator
    let shown = coordinator.snapshot
    // A list the coordinator animates moves too, though its scroll view has no motion.
    let animatedPage = shown.animation?.page
    func view(_ view: SimulatedScrollView, vertical: Bool, page: Int? = nil) -> View {
      View(
        offset: view.contentOffset,
        bounds: vertical ? view.verticalOffsetBounds : view.horizontalOffsetBounds,
        viewportLength: vertical ? view.boundsSize.height : view.boundsSize.width,
        velocity: view.velocity, isTracking: view.isTracking,
        isMoving: view.isMoving || (page != nil && page == animatedPage),
        contentLength: vertical ? view.contentSize.height : view.contentSize.width,
        isDragging: view.isDragging)
    }
    self.init(
      lists: screen.lists.enumerated().map { view($0.element, vertical: true, page: $0.offset) },
      pager: view(screen.pager, vertical: false),
      activePage: shown.activePage, space: shown.space, layout: shown.layout,
      overscrollBehavior: shown.pull.headerOverscroll,
      padsShortContent: shown.configuration.padsShortContent,
      refreshReservation: shown.pageRoom,
      refreshIndicatorHeight: shown.configuration.refresh?.indicatorHeight ?? 0,
      refreshState: shown.refreshState,
      isAnimating: shown.animation != nil,
      activePagerOffset: screen.host.pagerOffset(forPage: screen.host.selectedPage))
    snapsHeader = shown.configuration.snapsHeader
    tabSwitchPolicy = shown.configuration.tabSwitchPolicy
    headerMode = shown.configuration.headerMode
    headerShift = shown.headerTransition?.shift ?? 0
    isHeaderMoving = shown.isHeaderOnItsWay
    pagerProgress = shown.pagerProgress
    sanitisedValues = screen.lists.reduce(0) { $0 + $1.diagnostics.count }
    rendered = screen.rendered
    isRightToLeft = screen.measurements.isRightToLeft
    tabRefreshStates = screen.lists.indices.map { screen.host.tabRefreshState(page: $0) }
    loadingMore = screen.lists.indices.map { screen.host.isLoadingMore(page: $0) }
    tabRefreshReservations = screen.lists.indices.map {
      coordinator.snapshot(page: $0).listRoom - shown.pageRoom
    }
    pullLayout = shown.pull
  }

  /// Whether nothing moves: no finger, no view in motion, no coordinator animation, the
  /// header where the active list puts it.
  package var isAtRest: Bool {
    pager.isAtRest && !isAnimating && !isHeaderMoving && lists.allSatisfy(\.isAtRest)
  }
}
