import ScrollPhysics

/// The nested-scroll coordinator: everything UIKit does not give a profile screen with a
/// collapsible header, a pinned tab bar and paged lists.
///
/// Each page's list is an ordinary scroll view that owns all vertical scrolling with its
/// own physics; the coordinator gives it insets that reserve room for header and tab bar
/// (``ScrollSpace``), so header and list form one scroll space and momentum is continuous
/// by construction. From the active list's offset it computes where header and tab bar
/// are (``layout``), and it decides what UIKit cannot: which offset a list takes on a tab
/// switch (``ScrollSpace/fittedOffset(_:toHeaderPosition:refreshReservation:)``), padding
/// for short content, pull-to-refresh (``RefreshState``), snapping (`SnapRule`),
/// header-size changes and scroll-to-top.
///
/// The host reports list events (``listDidScroll(page:)`` is the hot path: O(1) in the
/// number of pages, no allocation) and applies ``layout``; when `animation` is set it
/// calls ``advanceAnimation(to:)`` once per frame. Times are inputs, in seconds.
///
/// Its state is the core's own: code outside the core module (the simulated screen, the
/// fuzzer, the playground, the lab and the tests) reads what the coordinator shows through
/// ``snapshot`` (``CoordinatorSnapshot``) and gives it commands, so that the bookkeeping here
/// can change without rippling into them.
///
/// Its stored properties are internal or private, so whole-module optimisation sees every
/// access and drops the run-time exclusivity checks it can prove needless. The few it cannot
/// (a mutating call on the property that could, as far as the optimiser knows, reach it
/// again) opt out of the checks by attribute: they belong to one thread and no method
/// holds one open across a call that reaches it. Each says what it saves, in instructions
/// counted by `Scripts/callgrind` with and without it at `8e5ef41` (a frame of a fling
/// through the screen, a scroll event through the host, a frame of the host's animation).
package final class NestedScrollCoordinator<List: NestedScrollList> {
  /// The validated configuration, kept current by the geometry setters.
  var configuration: NestedScrollConfiguration
  /// The scroll space of ``configuration``.
  var space: ScrollSpace
  /// Where header and tab bar are now.
  var layout: HeaderLayout
  /// The page whose list drives the header.
  var activePage: Int
  /// The pager's position in pages (1.5 is halfway from page 1 to page 2), for the tab
  /// indicator.
  var pagerProgress: Double
  /// The page's refresh and each tab's: their states, the room kept above the header for the
  /// page's indicator and the room each tab's list keeps under the tab bar for its own, open
  /// or closing on their own timelines.
  // Unchecked: saves 273 instructions a fling frame, 190 a scroll event, 198 an animation frame.
  @exclusivity(unchecked) var rooms: RefreshRooms
  /// The pull-to-refresh state.
  var refreshState: RefreshState { rooms.pageState }
  /// Each tab's pull-to-refresh state (``RefreshScope/tab``), by page.
  var tabRefreshStates: [RefreshState] { rooms.tabStates }
  /// How the layout shows overscroll: decided by the scope, and in ``RefreshScope/both`` by
  /// where the last drag began (``listWillBeginDragging(page:onHeader:)``), so a scroll
  /// event reads it instead of deciding.
  var pullLayout: PullLayout
  /// What moves by the coordinator's hand (a list animation, the header's way after a tab
  /// switch, the pager's slide to a tab), whether a finger is down, and whether the rest rule
  /// has yet to look at the screen.
  // Unchecked: saves 70 instructions a fling frame, 34 a scroll event, 103 an animation frame.
  @exclusivity(unchecked) var motion = CoordinatorMotion()
  /// A motion the host must play, one ``advanceAnimation(to:)`` per frame, if any.
  var animation: ListAnimation? { motion.animation }
  /// Under ``TabSwitchPolicy/keepsContent``, the header's way to where the active list puts
  /// it after a tab switch, if it is not there yet. Played by ``advanceAnimation(to:)``.
  var headerTransition: HeaderTransition? { motion.headerTransition }
  /// How far back a frame time may jump before it counts as a new clock, in seconds.
  package static var clockResetInterval: Double { 1 }
  /// What the system says about the screen: the layout direction and Reduce Motion.
  var system = SystemSettings()

  /// What was sanitised so far.
  private(set) var diagnostics = CoordinatorDiagnostics()

  /// Receives layout, refresh and page changes. Held weakly (unowned in Embedded Swift).
  package var delegate: (any NestedScrollCoordinatorDelegate)? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }
  // Private, so that whole-module optimisation, which sees every access to it, drops the
  // run-time exclusivity check of each (a package property may be reached from outside).
  #if hasFeature(Embedded)
    /// The delegate; unowned, so it must outlive this object.
    private unowned(unsafe) var storedDelegate: (any NestedScrollCoordinatorDelegate)?
  #else
    /// The delegate, held weakly.
    private weak var storedDelegate: (any NestedScrollCoordinatorDelegate)?
  #endif

  /// Each page's list, if attached, and the span of pages that have one.
  // Unchecked: saves 250 instructions a fling frame, 167 a scroll event, 259 an animation frame.
  @exclusivity(unchecked) var lists: PageLists
  /// Each page's offset while it has no list (created lazily, or released), and the last
  /// one seen while it has.
  // Unchecked: saves 127 instructions a fling frame, 127 a scroll event, 129 an animation frame.
  @exclusivity(unchecked) var rememberedOffsets: [Double]
  /// What the app set for each page's list: its item snapping and the footer below its rows.
  var listSettings: [ListSettings]

  /// Creates a coordinator for a validated `configuration`.
  package init(configuration: NestedScrollConfiguration) throws(ConfigurationError) {
    let valid = try configuration.validated()
    self.configuration = valid
    self.space = valid.space
    self.activePage = valid.initialPage
    self.pagerProgress = Double(valid.initialPage)
    let top = valid.space.offset(forHeaderPosition: 0)
    self.layout = valid.space.layout(
      forOffset: top, refreshReservation: 0, overscroll: valid.overscrollBehavior)
    self.lists = PageLists(count: valid.pageCount)
    self.rememberedOffsets = Array(repeating: top, count: valid.pageCount)
    self.listSettings = Array(repeating: ListSettings(), count: valid.pageCount)
    self.rooms = RefreshRooms(pageCount: valid.pageCount)
    self.pullLayout = PullLayout(
      refresh: valid.refresh, overscroll: valid.overscrollBehavior, onHeader: false)
  }

  /// The number of pages.
  var pageCount: Int { lists.count }

  /// The list attached for `page`, if any.
  package func list(at page: Int) -> List? {
    guard lists.indices.contains(page), let list = lists[page] else { return nil }
    // Only `attach(_:page:)` stores lists, and it takes a `List`.
    return unsafeDowncast(list, to: List.self)
  }

  /// The pages whose lists should exist now: the active page and its neighbours.
  var alivePages: ClosedRange<Int> {
    max(0, activePage - 1)...min(pageCount - 1, activePage + 1)
  }

  // MARK: Lists

  /// Attaches the list for `page` (created lazily by the host). It gets its insets, its
  /// remembered offset, and, keeping the header (``TabSwitchPolicy``), is fitted to the
  /// visible header by the tab rule.
  package func attach(_ list: List, page: Int) {
    defer { checkInvariants() }
    guard checkPage(page) else { return }
    lists[page] = list
    applyInsets(to: list, page: page)
    let fitted = fittedOffset(rememberedOffsets[page], page: page, toHeaderPosition: visibleHeaderPosition)
    let keeps = page == activePage || configuration.tabSwitchPolicy == .keepsContent
    list.contentOffsetY = keeps ? rememberedOffsets[page] : fitted
    rememberedOffsets[page] = list.contentOffsetY
    if page == activePage { updateLayout(from: list.contentOffsetY) }
  }

  /// Detaches the list of `page` (the host released it); its offset is remembered.
  package func detach(page: Int) {
    defer { checkInvariants() }
    guard checkPage(page), let list = lists[page] else { return }
    let offset = list.contentOffsetY
    if offset.isFinite { rememberedOffsets[page] = offset }
    if let running = motion.animation, running.page == page { cancelAnimation(running) }
    lists[page] = nil
    // Off screen, it takes the closing page room's end at once: frames follow only lists.
    if rooms.page.isClosing { takePageRoom(page: page, from: rooms.page.height, to: 0) }
  }

  /// Sets the item snapping of `page`'s list. Boundaries must be finite and ascending
  /// (``ConfigurationError/unsortedSnapBoundaries(page:)``), a page size finite and positive
  /// (``ConfigurationError/invalidSnapParameter``).
  package func setItemSnap(_ snap: ItemSnap, page: Int) throws(ConfigurationError) {
    guard pageCount > page, page >= 0 else { throw .pageOutOfRange(page) }
    try snap.validate(page: page)
    listSettings[page].itemSnap = snap
  }

  /// **Hot path.** A list's offset changed. For the active list the header layout follows
  /// and the refresh pull is measured; other lists only have their offset remembered.
  package func listDidScroll(page: Int) {
    defer { checkInvariants() }
    guard page >= 0, page < lists.count, let list = lists[page] else { return }
    let offset = list.contentOffsetY
    guard offset.isFinite else {
      record(.nonFiniteOffset(page: page))
      return
    }
    rememberedOffsets[page] = offset
    guard page == activePage else { return }
    // The stored animation first: asking the list whether it is tracking is a call through
    // the protocol, needed only when an animation of this list runs.
    if let running = motion.animation, running.page == page, list.isTracking {
      cancelAnimation(running)
    }
    // Only a drag pulls: a finger resting on a list that something else moves past its
    // top (a size change) never lifts with a release, and would leave the pull armed.
    if list.isDragging { trackRefreshPull(offset: offset) }
    updateLayout(from: offset)
  }

  /// A list's content height changed: its bottom padding is recomputed (short content can
  /// still collapse the header). Content on screen does not move; an animation of the list
  /// aiming past the new end stops at it instead.
  package func listContentSizeDidChange(page: Int) {
    defer { checkInvariants() }
    guard checkPage(page), let list = lists[page] else { return }
    applyInsets(to: list, page: page)
    // A still list past its new end comes back: off screen at once, on screen with the
    // rubber band's bounce on the next frame (the rest rule).
    placeInRangeIfHidden(page: page)
    motion.handle(.changed)
    if page == activePage { motion.noteRangeChange() }
    if let running = motion.animation, running.page == page,
      restingRange(of: list, page: page).clamping(running.target) != running.target
    {
      retargetAnimation(to: running.target)
    }
  }

  /// A drag is about to start on `page`'s list, from the header or tab bar (`onHeader`) or
  /// from the list itself: any animation of it stops where it is, and in
  /// ``RefreshScope/both`` the drag's origin picks the refresh it pulls (the page's from the
  /// header, the tab's from the list). A drag that catches the list past its rooms (a bounce
  /// under way), or the header shown past them on its way after a tab switch, keeps the
  /// scope it shows, so nothing on screen jumps.
  package func listWillBeginDragging(page: Int, onHeader: Bool) {
    defer { checkInvariants() }
    if let running = motion.animation, running.page == page {
      cancelAnimation(running, keepsOffset: true)
    }
    guard configuration.refresh?.scope == .both, page == activePage, let list = lists[page] else { return }
    let pull = PullLayout(
      refresh: configuration.refresh, overscroll: configuration.overscrollBehavior, onHeader: onHeader)
    // Past the rooms, the list or the header on its way after a tab switch shows the pull's
    // scope: it stays.
    let overscroll = max(-space.headerPosition(forOffset: list.contentOffsetY), layout.overscroll)
    guard pull != pullLayout, overscroll <= refreshReservation(forPage: page) + 1e-6 else { return }
    dropRefreshPull(belowThresholdOnly: false)
    pullLayout = pull
    updateLayout(from: list.contentOffsetY)
  }

  /// Sets pull-to-refresh (the host turns it on when the app gives a refresh action): the
  /// layout follows its scope.
  package func setRefresh(_ refresh: RefreshConfiguration) {
    configuration.refresh = refresh
    pullLayout = PullLayout(refresh: refresh, overscroll: configuration.overscrollBehavior, onHeader: false)
    if let list = lists[activePage] { updateLayout(from: list.contentOffsetY) }
  }

  // MARK: Internals shared by the extensions

  /// The header position the screen shows now, as the tab rule compares it.
  var visibleHeaderPosition: Double {
    var offset = rememberedOffsets[activePage]
    if case .floating = motion.header {
      offset = space.offset(forHeaderPosition: headerPosition(forActiveOffset: offset))
    }
    if let transition = motion.headerTransition {
      let implied = min(space.headerPosition(forOffset: offset), space.maximumCollapse)
      offset = space.offset(forHeaderPosition: implied + transition.shift)
    }
    // The active tab's own room is under the tab bar: the header shows the rest.
    let tabRoom = rooms.tab(activePage)
    if tabRoom > 0 {
      offset += min(tabRoom, max(0, -space.headerPosition(forOffset: offset)))
    }
    return space.visibleHeaderPosition(forOffset: offset, refreshReservation: refreshReservation)
  }

  /// The offsets `list`, page `page`'s, rests within: from the top (above the refresh room,
  /// when one is kept) to the end of its content.
  func restingRange(of list: any NestedScrollList, page: Int) -> ClosedRange<Double> {
    let top = space.offset(forHeaderPosition: -refreshReservation(forPage: page))
    let end = list.contentHeight + list.contentInsetBottom - space.viewportHeight
    return top...max(top, end.isFinite ? end : top)
  }

  func updateLayout(from offset: Double) {
    // The screen changed: once it is still, the rest rule looks at it.
    motion.handle(.changed)
    // After a tab switch that keeps content, the header is on its way to where the list puts it.
    let shown: Double
    if motion.headerPhase == .withList {
      // A floating mode keeps the header's way from here on.
      if configuration.headerMode.floats { motion.header = headerWay(showing: .infinity, at: offset) }
      shown = offset
    } else if case .floating = motion.header {
      shown = floatedOffset(for: offset)
    } else {
      shown = shownOffset(for: offset)
    }
    let new = space.layout(
      forOffset: shown, pageRoom: rooms.page.height, tabRoom: rooms.tab(activePage), pull: pullLayout)
    if let list = lists[activePage] {
      let indicatorTop = max(0, new.tabBarTop + space.tabBarHeight)
      if list.scrollIndicatorInsetTop != indicatorTop { list.scrollIndicatorInsetTop = indicatorTop }
    }
    // An unchanged layout is not passed on: a scroll event with the header pinned changes
    // nothing on screen, and its host sends nothing.
    guard new != layout else { return }
    layout = new
    delegate?.coordinatorDidUpdateLayout(new)
  }

  func applyInsets(to list: any NestedScrollList, page: Int) {
    var height = list.contentHeight
    if !height.isFinite || height < 0 {
      record(.invalidContentHeight(page: page))
      height = 0
    }
    let top = space.listInsetTop + refreshReservation(forPage: page)
    // A footer (the load-more indicator) extends the content: short content is padded
    // with it counted, and the list's end moves down by its height.
    let footer = page < listSettings.count ? listSettings[page].footerHeight : 0
    let bottom = space.listInsetBottom(contentHeight: height + footer) + footer
    if list.contentInsetTop != top { list.contentInsetTop = top }
    if list.contentInsetBottom != bottom { list.contentInsetBottom = bottom }
    let indicatorTop = page == activePage ? max(0, layout.tabBarTop + space.tabBarHeight) : top
    if list.scrollIndicatorInsetTop != indicatorTop { list.scrollIndicatorInsetTop = indicatorTop }
  }

  func checkPage(_ page: Int) -> Bool {
    guard page >= 0, page < lists.count else {
      record(.pageOutOfRange(page))
      return false
    }
    return true
  }

  func record(_ issue: CoordinatorIssue) {
    diagnostics.record(issue)
    delegate?.coordinatorDidSanitize(issue)
  }
}
