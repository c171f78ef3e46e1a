// The browser playground's C-ABI surface: one profile screen (coordinator, simulated lists
// and paging pager, wired as the UIKit host wires the real views) that the page creates,
// feeds pointer events and frame times, and reads back.
//
// The page reads the state through one shared Float64 buffer (`nsk_state` returns its
// address, `StateSlot` below is its layout, mirrored in Playground/playground.js): every
// event and frame export refreshes it, so a frame costs one call and no JSON. Nothing on
// the frame or pointer path allocates (the browser test counts mallocs, Allocations.swift).
//
// Every export tolerates any input: no screen yet, NaN, infinities, pages out of range. The
// simulated views and the coordinator sanitise what they receive; what they cannot take
// (a page index, a content height) is checked here first.

@_spi(Testing) import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator

/// The most pages a playground screen may have (the state buffer has a block per page).
let maximumPages = 8

/// Indices into the state buffer. Page `p`'s block starts at `pageBase + p * pageStride`.
enum StateSlot {
  static let time = 0
  static let headerTop = 1
  static let headerFrameHeight = 2
  static let visibleHeaderHeight = 3
  static let stretch = 4
  static let overscroll = 5
  static let collapse = 6
  static let collapseProgress = 7
  static let isPinned = 8
  static let tabBarTop = 9
  static let refreshAreaTop = 10
  static let refreshAreaHeight = 11
  static let refreshState = 12
  static let refreshProgress = 13
  static let refreshReservation = 14
  static let pagerOffset = 15
  static let pagerProgress = 16
  static let activePage = 17
  static let pageCount = 18
  static let velocity = 19
  static let listDragging = 20
  static let pagerDragging = 21
  static let moving = 22
  static let animating = 23
  static let listInsetTop = 24
  static let pinOffset = 25
  static let headerHeight = 26
  static let pinnedHeight = 27
  static let tabBarHeight = 28
  static let topInset = 29
  static let viewportHeight = 30
  static let width = 31
  static let diagnostics = 32
  static let alive = 33
  /// What is left of the header's way after a tab switch that keeps the content (0: none).
  static let headerShift = 34
  /// 1 when tab switches keep the content, 0 when they keep the header.
  static let keepsContent = 35

  static let pageBase = 40
  static let pageStride = 6
  // Within a page's block:
  static let offset = 0
  static let contentHeight = 1
  static let insetTop = 2
  static let insetBottom = 3
  static let minimumOffset = 4
  static let maximumOffset = 5

  static let count = pageBase + maximumPages * pageStride
}

/// Codes of ``RefreshState`` in the state buffer.
func refreshCode(_ state: RefreshState) -> (code: Double, progress: Double) {
  switch state {
  case .idle: return (0, 0)
  case .pulling(let progress): return (1, progress)
  case .armed: return (2, 1)
  case .refreshing: return (3, 1)
  case .ending: return (4, 1)
  }
}

/// What the screen was created from, kept so a configuration toggle can rebuild it.
struct ScreenParameters {
  var width: Double
  var configuration: NestedScrollConfiguration
}

/// One page's content, as the page described it.
struct TabContent {
  var contentHeight = 0.0
  var snap = ItemSnap.none
}

/// The playground's screen and the page's settings for it.
final class Playground {
  var screen: SimulatedProfileScreen
  var parameters: ScreenParameters
  var tabs: [TabContent]
  var itemSnapEnabled = false
  var fastDeceleration = false
  /// The latest time any export received, so a rebuilt screen starts there.
  var time = 0.0

  init(screen: SimulatedProfileScreen, parameters: ScreenParameters) {
    self.screen = screen
    self.parameters = parameters
    tabs = Array(repeating: TabContent(), count: screen.lists.count)
  }

  func note(_ time: Double) {
    if time.isFinite, time > self.time { self.time = time }
  }

  /// Applies page `page`'s content height and, if enabled, its item snapping.
  func applyTab(_ page: Int) {
    let list = screen.lists[page]
    list.contentSize = Size(width: parameters.width, height: tabs[page].contentHeight)
    screen.host.listContentSizeDidChange(page: page)
    try? screen.coordinator.setItemSnap(itemSnapEnabled ? tabs[page].snap : .none, page: page)
  }

  func applyDeceleration() {
    for list in screen.lists { list.decelerationRate = fastDeceleration ? .fast : .normal }
  }

  /// Replaces the screen by one built from `configuration`, keeping the active page, each
  /// list's offset (above the top it rests at the top: refresh room is not carried over),
  /// content, snapping and deceleration.
  func rebuild(configuration: NestedScrollConfiguration) -> Bool {
    let old = screen
    var heights: [Double] = []
    for tab in tabs { heights.append(tab.contentHeight) }
    guard
      let new = try? SimulatedProfileScreen(
        configuration: configuration, contentHeights: heights, width: parameters.width)
    else { return false }
    screen = new
    parameters.configuration = configuration
    for page in tabs.indices { applyTab(page) }
    applyDeceleration()
    new.advance(to: time)
    let active = old.coordinator.activePage
    new.host.selectPage(active, animated: false, at: time)
    let top = new.coordinator.space.offset(forHeaderPosition: 0)
    for page in tabs.indices where page != active {
      new.host.setContentOffset(
        max(old.lists[page].contentOffset.y, top), page: page, animated: false, at: time)
    }
    new.host.setContentOffset(
      max(old.lists[active].contentOffset.y, top), page: active, animated: false, at: time)
    return true
  }

  /// Rebuilds the screen with `configuration` (see ``rebuild(configuration:)``) and writes the
  /// state: 1, or 0 if the configuration was rejected.
  func reconfigure(_ configuration: NestedScrollConfiguration) -> Int32 {
    let rebuilt = rebuild(configuration: configuration)
    sync()
    return rebuilt ? 1 : 0
  }

  /// Writes the whole state into the shared buffer.
  func sync() {
    let s = stateBuffer
    let coordinator = screen.coordinator
    let layout = coordinator.layout
    let space = coordinator.space
    let active = screen.activeList
    s[StateSlot.time] = screen.currentTime
    s[StateSlot.headerTop] = layout.headerTop
    s[StateSlot.headerFrameHeight] = layout.headerHeight
    s[StateSlot.visibleHeaderHeight] = layout.visibleHeaderHeight
    s[StateSlot.stretch] = layout.stretch
    s[StateSlot.overscroll] = layout.overscroll
    s[StateSlot.collapse] = layout.collapse
    s[StateSlot.collapseProgress] = layout.collapseProgress
    s[StateSlot.isPinned] = layout.isPinned ? 1 : 0
    s[StateSlot.tabBarTop] = layout.tabBarTop
    s[StateSlot.refreshAreaTop] = layout.refreshAreaTop
    s[StateSlot.refreshAreaHeight] = layout.refreshAreaHeight
    let refresh = refreshCode(coordinator.refreshState)
    s[StateSlot.refreshState] = refresh.code
    s[StateSlot.refreshProgress] = refresh.progress
    s[StateSlot.refreshReservation] = coordinator.refreshReservation
    s[StateSlot.pagerOffset] = screen.pager.contentOffset.x
    s[StateSlot.pagerProgress] = coordinator.pagerProgress
    s[StateSlot.activePage] = Double(coordinator.activePage)
    s[StateSlot.pageCount] = Double(coordinator.pageCount)
    s[StateSlot.velocity] = active.velocity.y
    s[StateSlot.listDragging] = active.isDragging ? 1 : 0
    s[StateSlot.pagerDragging] = screen.pager.isDragging ? 1 : 0
    // Frames the host asked for (its animations), and any view still moving on its own.
    let needsFrames = screen.host.needsFrames
    var moving = needsFrames || screen.pager.isDecelerating || screen.pager.isDragging
    s[StateSlot.animating] = needsFrames ? 1 : 0
    s[StateSlot.listInsetTop] = space.listInsetTop
    s[StateSlot.pinOffset] = space.pinOffset
    s[StateSlot.headerHeight] = space.headerHeight
    s[StateSlot.pinnedHeight] = space.pinnedHeaderHeight
    s[StateSlot.tabBarHeight] = space.tabBarHeight
    s[StateSlot.topInset] = space.topInset
    s[StateSlot.viewportHeight] = space.viewportHeight
    s[StateSlot.width] = parameters.width
    s[StateSlot.diagnostics] = Double(coordinator.diagnostics.count)
    s[StateSlot.alive] = 1
    s[StateSlot.headerShift] = coordinator.headerTransition?.shift ?? 0
    s[StateSlot.keepsContent] = coordinator.configuration.tabSwitchPolicy == .keepsContent ? 1 : 0
    var page = 0
    for list in screen.lists {
      let base = StateSlot.pageBase + page * StateSlot.pageStride
      let bounds = list.verticalOffsetBounds
      s[base + StateSlot.offset] = list.contentOffset.y
      s[base + StateSlot.contentHeight] = list.contentSize.height
      s[base + StateSlot.insetTop] = list.contentInset.top
      s[base + StateSlot.insetBottom] = list.contentInset.bottom
      s[base + StateSlot.minimumOffset] = bounds.lowerBound
      s[base + StateSlot.maximumOffset] = bounds.upperBound
      if list.isDecelerating || list.isDragging { moving = true }
      page += 1
    }
    s[StateSlot.moving] = moving ? 1 : 0
  }
}

/// The page's screen, once created.
nonisolated(unsafe) var playground: Playground?

/// The state buffer the page reads (allocated once, on first use).
nonisolated(unsafe) let stateBuffer: UnsafeMutablePointer<Double> = {
  let buffer = UnsafeMutablePointer<Double>.allocate(capacity: StateSlot.count)
  buffer.initialize(repeating: 0, count: StateSlot.count)
  return buffer
}()

/// A buffer the page writes item heights into before ``nskScreenSetTabItems(page:count:)``.
nonisolated(unsafe) var scratchBuffer: UnsafeMutablePointer<Double>?
nonisolated(unsafe) var scratchCapacity = 0

/// A finite value, or `fallback`.
func finite(_ value: Double, _ fallback: Double = 0) -> Double { value.isFinite ? value : fallback }

/// Whether `page` names a page of the current screen.
func validPage(_ page: Int32) -> Bool {
  guard let playground else { return false }
  return page >= 0 && Int(page) < playground.screen.lists.count
}

// MARK: Screen

/// Creates the playground screen (replacing any previous one): `width` × `height` points,
/// `topInset` above the header, a header `headerHeight` tall whose bottom `pinnedHeight`
/// stays when collapsed, a `tabBarHeight` tab bar, `pageCount` (1…8) empty pages; header
/// snapping and pull-to-refresh on when non-zero. Returns 1, or 0 if the values were
/// rejected (then there is no screen). Describe each page with `nsk_screen_set_tab` or
/// `nsk_screen_set_tab_items` next.
@_expose(wasm, "nsk_screen_create")
@_cdecl("nsk_screen_create")
public func nskScreenCreate(
  width: Double, height: Double, topInset: Double, headerHeight: Double, pinnedHeight: Double,
  tabBarHeight: Double, pageCount: Int32, snapsHeader: Int32, refresh: Int32, refreshThreshold: Double,
  refreshIndicatorHeight: Double
) -> Int32 {
  playground = nil
  stateBuffer[StateSlot.alive] = 0
  guard width.isFinite, width > 0, width <= 1e5, pageCount >= 1, Int(pageCount) <= maximumPages else {
    return 0
  }
  let configuration = NestedScrollConfiguration(
    headerHeight: headerHeight, pinnedHeaderHeight: pinnedHeight, tabBarHeight: tabBarHeight,
    topInset: topInset, viewportHeight: height, snapsHeader: snapsHeader != 0,
    refresh: refresh != 0
      ? RefreshConfiguration(threshold: refreshThreshold, indicatorHeight: refreshIndicatorHeight) : nil)
  guard
    let screen = try? SimulatedProfileScreen(
      configuration: configuration, contentHeights: Array(repeating: 0, count: Int(pageCount)), width: width)
  else { return 0 }
  let created = Playground(
    screen: screen, parameters: ScreenParameters(width: width, configuration: configuration))
  playground = created
  created.sync()
  return 1
}

/// Sets page `page`'s content height and its item size for item snapping (`itemHeight` ≤ 0:
/// no item snapping on this page). Returns 1, or 0 for a bad page or height.
@_expose(wasm, "nsk_screen_set_tab")
@_cdecl("nsk_screen_set_tab")
public func nskScreenSetTab(page: Int32, contentHeight: Double, itemHeight: Double) -> Int32 {
  guard let playground, validPage(page), contentHeight.isFinite, contentHeight >= 0 else { return 0 }
  let index = Int(page)
  playground.tabs[index].contentHeight = contentHeight
  playground.tabs[index].snap = itemHeight.isFinite && itemHeight > 0 ? .paging(pageSize: itemHeight) : .none
  playground.applyTab(index)
  playground.sync()
  return 1
}

/// The address of a buffer of at least `count` Float64 values for
/// `nsk_screen_set_tab_items` (valid until the next call; 0 if `count` is unreasonable).
@_expose(wasm, "nsk_scratch")
@_cdecl("nsk_scratch")
public func nskScratch(count: Int32) -> Int {
  guard count >= 0, count <= 1_000_000 else { return 0 }
  let needed = max(Int(count), 1)
  if needed > scratchCapacity {
    scratchBuffer?.deallocate()
    let buffer = UnsafeMutablePointer<Double>.allocate(capacity: needed)
    buffer.initialize(repeating: 0, count: needed)
    scratchBuffer = buffer
    scratchCapacity = needed
  }
  guard let scratchBuffer else { return 0 }
  return Int(bitPattern: UInt(bitPattern: scratchBuffer))
}

/// Sets page `page`'s items from the first `count` heights in the scratch buffer: the
/// content height is their sum, and item snapping rests on their boundaries (any sizes).
/// Non-finite or negative heights count as 0. Returns 1, or 0 for a bad page or count.
@_expose(wasm, "nsk_screen_set_tab_items")
@_cdecl("nsk_screen_set_tab_items")
public func nskScreenSetTabItems(page: Int32, count: Int32) -> Int32 {
  guard let playground, validPage(page), count >= 0, Int(count) <= scratchCapacity, let scratchBuffer
  else { return 0 }
  var heights: [Double] = []
  heights.reserveCapacity(Int(count))
  var total = 0.0
  for index in 0..<Int(count) {
    let height = scratchBuffer[index]
    let clean = height.isFinite && height > 0 ? height : 0
    heights.append(clean)
    total += clean
  }
  let index = Int(page)
  playground.tabs[index].contentHeight = total
  playground.tabs[index].snap = .itemHeights(heights)
  playground.applyTab(index)
  playground.sync()
  return 1
}

/// Header snapping and pull-to-refresh on or off: the screen is rebuilt with them, keeping
/// the active page and every list's offset. Returns 1, or 0 without a screen.
@_expose(wasm, "nsk_screen_configure")
@_cdecl("nsk_screen_configure")
public func nskScreenConfigure(snapsHeader: Int32, refresh: Int32) -> Int32 {
  guard let playground else { return 0 }
  var configuration = playground.parameters.configuration
  configuration.snapsHeader = snapsHeader != 0
  if refresh == 0 {
    configuration.refresh = nil
  } else if configuration.refresh == nil {
    configuration.refresh = RefreshConfiguration()
  }
  return playground.reconfigure(configuration)
}

/// The tab-switch policy: keeping the content when non-zero (the tab shows exactly where it
/// was and the header eases to where that puts it), keeping the header otherwise. The screen
/// is rebuilt with it, keeping the active page and every list's offset. Returns 1, or 0
/// without a screen.
@_expose(wasm, "nsk_set_tab_switch_policy")
@_cdecl("nsk_set_tab_switch_policy")
public func nskSetTabSwitchPolicy(keepsContent: Int32) -> Int32 {
  guard let playground else { return 0 }
  var configuration = playground.parameters.configuration
  configuration.tabSwitchPolicy = keepsContent != 0 ? .keepsContent : .keepsHeader
  return playground.reconfigure(configuration)
}

/// Item snapping on every page (as described by its tab) or off.
@_expose(wasm, "nsk_set_item_snap")
@_cdecl("nsk_set_item_snap")
public func nskSetItemSnap(enabled: Int32) {
  guard let playground else { return }
  playground.itemSnapEnabled = enabled != 0
  for page in playground.tabs.indices {
    try? playground.screen.coordinator.setItemSnap(
      playground.itemSnapEnabled ? playground.tabs[page].snap : .none, page: page)
  }
}

/// The lists' deceleration: UIKit's `.fast` (0.99) when non-zero, `.normal` (0.998) otherwise.
@_expose(wasm, "nsk_set_fast_deceleration")
@_cdecl("nsk_set_fast_deceleration")
public func nskSetFastDeceleration(enabled: Int32) {
  guard let playground else { return }
  playground.fastDeceleration = enabled != 0
  playground.applyDeceleration()
}

// MARK: Events and frames

/// A finger (or the mouse button) goes down at (`x`, `y`) in screen points at `time` seconds.
@_expose(wasm, "nsk_pointer_down")
@_cdecl("nsk_pointer_down")
public func nskPointerDown(x: Double, y: Double, time: Double) {
  guard let playground else { return }
  playground.note(time)
  playground.screen.touchBegan(at: Point(x: x, y: y), time: time)
  playground.sync()
}

/// The finger moves.
@_expose(wasm, "nsk_pointer_move")
@_cdecl("nsk_pointer_move")
public func nskPointerMove(x: Double, y: Double, time: Double) {
  guard let playground else { return }
  playground.note(time)
  playground.screen.touchMoved(to: Point(x: x, y: y), time: time)
  playground.sync()
}

/// The finger lifts: a drag ends with the finger's velocity (fling, snap, refresh).
@_expose(wasm, "nsk_pointer_up")
@_cdecl("nsk_pointer_up")
public func nskPointerUp(x: Double, y: Double, time: Double) {
  guard let playground else { return }
  playground.note(time)
  playground.screen.touchEnded(at: Point(x: x, y: y), time: time)
  playground.sync()
}

/// Plays a frame at `time` seconds. Returns 1 while anything moves (a finger drags, a list
/// or the pager decelerates, the coordinator animates), 0 at rest.
@_expose(wasm, "nsk_advance")
@_cdecl("nsk_advance")
public func nskAdvance(time: Double) -> Int32 {
  guard let playground else { return 0 }
  playground.note(time)
  playground.screen.advance(to: time)
  playground.sync()
  return stateBuffer[StateSlot.moving] != 0 ? 1 : 0
}

/// A tap on tab `page` at `time`: the header stays, the pager animates there.
@_expose(wasm, "nsk_tap_tab")
@_cdecl("nsk_tap_tab")
public func nskTapTab(page: Int32, time: Double) {
  guard let playground, validPage(page) else { return }
  playground.note(time)
  playground.screen.tapTab(Int(page), time: time)
  playground.sync()
}

/// A status-bar tap at `time`: the active list scrolls to its top.
@_expose(wasm, "nsk_tap_status_bar")
@_cdecl("nsk_tap_status_bar")
public func nskTapStatusBar(time: Double) {
  guard let playground else { return }
  playground.note(time)
  playground.screen.tapStatusBar(time: time)
  playground.sync()
}

/// Starts refreshing as if pulled (no-op when refresh is off or already refreshing).
@_expose(wasm, "nsk_begin_refresh")
@_cdecl("nsk_begin_refresh")
public func nskBeginRefresh(time: Double) {
  guard let playground else { return }
  playground.note(time)
  playground.screen.advance(to: time)
  playground.screen.host.beginRefreshing(at: time)
  playground.sync()
}

/// The page's "load" finished: refreshing ends and the indicator's room animates away.
@_expose(wasm, "nsk_end_refresh")
@_cdecl("nsk_end_refresh")
public func nskEndRefresh(time: Double) {
  guard let playground else { return }
  playground.note(time)
  playground.screen.advance(to: time)
  playground.screen.host.endRefreshing(at: time)
  playground.sync()
}

// MARK: State

/// The address of the state buffer (`StateSlot` layout, `nsk_state_count` Float64 values),
/// refreshed by every event and frame export.
@_expose(wasm, "nsk_state")
@_cdecl("nsk_state")
public func nskState() -> Int {
  Int(bitPattern: UInt(bitPattern: stateBuffer))
}

/// The number of Float64 values in the state buffer.
@_expose(wasm, "nsk_state_count")
@_cdecl("nsk_state_count")
public func nskStateCount() -> Int32 { Int32(StateSlot.count) }

/// The y of the header's top edge (0 without a screen).
@_expose(wasm, "nsk_header_top")
@_cdecl("nsk_header_top")
public func nskHeaderTop() -> Double { playground?.screen.coordinator.layout.headerTop ?? 0 }

/// How far the header is stretched by overscroll.
@_expose(wasm, "nsk_stretch")
@_cdecl("nsk_stretch")
public func nskStretch() -> Double { playground?.screen.coordinator.layout.stretch ?? 0 }

/// The y of the tab bar's top edge.
@_expose(wasm, "nsk_tab_bar_top")
@_cdecl("nsk_tab_bar_top")
public func nskTabBarTop() -> Double { playground?.screen.coordinator.layout.tabBarTop ?? 0 }

/// The pager's position in pages (for the tab indicator).
@_expose(wasm, "nsk_pager_progress")
@_cdecl("nsk_pager_progress")
public func nskPagerProgress() -> Double { playground?.screen.coordinator.pagerProgress ?? 0 }

/// The active page (−1 without a screen).
@_expose(wasm, "nsk_active_page")
@_cdecl("nsk_active_page")
public func nskActivePage() -> Int32 {
  guard let playground else { return -1 }
  return Int32(playground.screen.coordinator.activePage)
}

/// Page `page`'s list offset (`contentOffset.y`), or NaN for a bad page.
@_expose(wasm, "nsk_list_offset")
@_cdecl("nsk_list_offset")
public func nskListOffset(page: Int32) -> Double {
  guard let playground, validPage(page) else { return .nan }
  return playground.screen.lists[Int(page)].contentOffset.y
}

/// The refresh state: 0 idle, 1 pulling, 2 armed, 3 refreshing, 4 ending (−1 without a screen).
@_expose(wasm, "nsk_refresh_state")
@_cdecl("nsk_refresh_state")
public func nskRefreshState() -> Int32 {
  guard let playground else { return -1 }
  return Int32(refreshCode(playground.screen.coordinator.refreshState).code)
}

/// The active list's content velocity, points per second (positive: content moves up).
@_expose(wasm, "nsk_velocity")
@_cdecl("nsk_velocity")
public func nskVelocity() -> Double { finite(playground?.screen.activeList.velocity.y ?? 0) }
