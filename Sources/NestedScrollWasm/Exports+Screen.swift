// The playground's C-ABI surface, part 1: creating the screen, describing its pages, and
// the settings (behaviour switches, technique). Every export tolerates any input: no screen
// yet, NaN, infinities, pages out of range; what the simulated views and the coordinator
// cannot take (a page index, a content height) is checked here first.

import NestedScrollCore
import NestedScrollSimulation

/// The page's screen, once created.
nonisolated(unsafe) var session: PlaygroundSession?

/// A buffer the page writes item heights into before ``nskScreenSetTabItems(page:count:)``.
nonisolated(unsafe) var scratchBuffer: UnsafeMutablePointer<Double>?
/// How many values ``scratchBuffer`` holds.
nonisolated(unsafe) var scratchCapacity = 0

/// Whether `page` names a page of the current screen.
func validPage(_ page: Int32) -> Bool {
  guard let session else { return false }
  return page >= 0 && Int(page) < session.tabs.count
}

/// Creates the playground screen (replacing any previous one): `width` × `height` points,
/// `topInset` above the header, a header `headerHeight` tall whose bottom `pinnedHeight`
/// stays when collapsed, a `tabBarHeight` tab bar, `pageCount` (1…12) empty pages; header
/// snapping on when non-zero; pull-to-refresh as `refresh` says (``refreshScope(_:)``). Our
/// technique drives it. Returns 1, or 0
/// if the values were rejected (then there is no screen). Describe each page with
/// `nsk_screen_set_tab` or `nsk_screen_set_tab_items` next.
@_expose(wasm, "nsk_screen_create")
@_cdecl("nsk_screen_create")
public func nskScreenCreate(
  width: Double, height: Double, topInset: Double, headerHeight: Double, pinnedHeight: Double,
  tabBarHeight: Double, pageCount: Int32, snapsHeader: Int32, refresh: Int32, refreshThreshold: Double,
  refreshIndicatorHeight: Double
) -> Int32 {
  session = nil
  state[flag: .alive] = false
  guard width.isFinite, width > 0, width <= 1e5, pageCount >= 1, Int(pageCount) <= StateLayout.maximumPages
  else { return 0 }
  let configuration = NestedScrollConfiguration(
    headerHeight: headerHeight, pinnedHeaderHeight: pinnedHeight, tabBarHeight: tabBarHeight,
    topInset: topInset, viewportHeight: height, snapsHeader: snapsHeader != 0,
    refresh: refreshScope(refresh).map {
      RefreshConfiguration(threshold: refreshThreshold, indicatorHeight: refreshIndicatorHeight, scope: $0)
    })
  guard
    let screen = try? SimulatedProfileScreen(
      configuration: configuration, contentHeights: Array(repeating: 0, count: Int(pageCount)), width: width)
  else { return 0 }
  let created = PlaygroundSession(screen: screen, configuration: configuration, width: width)
  session = created
  created.sync()
  return 1
}

/// Sets page `page`'s content height and its item size for item snapping (`itemHeight` ≤ 0:
/// no item snapping on this page). Returns 1, or 0 for a bad page or height.
@_expose(wasm, "nsk_screen_set_tab")
@_cdecl("nsk_screen_set_tab")
public func nskScreenSetTab(page: Int32, contentHeight: Double, itemHeight: Double) -> Int32 {
  guard let session, validPage(page), contentHeight.isFinite, contentHeight >= 0 else { return 0 }
  let index = Int(page)
  let snaps = itemHeight.isFinite && itemHeight > 0
  session.tabs[index] = TabContent(
    contentHeight: contentHeight, snap: snaps ? .paging(pageSize: itemHeight) : .none,
    firstItemHeight: snaps ? itemHeight : nil)
  session.applyTab(index)
  session.sync()
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
  guard let session, validPage(page), count >= 0, Int(count) <= scratchCapacity, let scratchBuffer
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
  session.tabs[index] = TabContent(
    contentHeight: total, snap: .itemHeights(heights), firstItemHeight: heights.first)
  session.applyTab(index)
  session.sync()
  return 1
}

/// What the page's refresh code chooses: 0 no pull-to-refresh, 1 the page refreshes, 2 each
/// tab refreshes on its own (the per-tab refresh switch).
func refreshScope(_ code: Int32) -> RefreshScope? {
  switch code {
  case 0: return nil
  case 2: return .tab
  default: return .page
  }
}

/// Header snapping and pull-to-refresh (`refresh`: ``refreshScope(_:)``'s code) on or off:
/// our screen is rebuilt with them, keeping the active page and every list's offset.
/// Returns 1, or 0 without a screen.
@_expose(wasm, "nsk_screen_configure")
@_cdecl("nsk_screen_configure")
public func nskScreenConfigure(snapsHeader: Int32, refresh: Int32) -> Int32 {
  guard let session else { return 0 }
  var configuration = session.configuration
  configuration.snapsHeader = snapsHeader != 0
  if let scope = refreshScope(refresh) {
    var refreshing = configuration.refresh ?? RefreshConfiguration()
    refreshing.scope = scope
    configuration.refresh = refreshing
  } else {
    configuration.refresh = nil
  }
  return session.reconfigure(configuration)
}

/// The tab-switch policy: keeping the content when non-zero (the tab shows exactly where it
/// was and the header eases to where that puts it), keeping the header otherwise. Our screen
/// is rebuilt with it, keeping the active page and every list's offset. Returns 1, or 0
/// without a screen.
@_expose(wasm, "nsk_set_tab_switch_policy")
@_cdecl("nsk_set_tab_switch_policy")
public func nskSetTabSwitchPolicy(keepsContent: Int32) -> Int32 {
  guard let session else { return 0 }
  var configuration = session.configuration
  configuration.tabSwitchPolicy = keepsContent != 0 ? .keepsContent : .keepsHeader
  return session.reconfigure(configuration)
}

/// How the header comes back when a list scrolls down: 0 with the list (at its top), 1
/// floating back in full at once, 2 floating back its collapsed part first (the third of the
/// header just above its pinned part), the rest at the list's top. Our screen is rebuilt with
/// it, keeping the active page and every list's offset. Returns 1, or 0 without a screen or
/// for another mode.
@_expose(wasm, "nsk_set_header_mode")
@_cdecl("nsk_set_header_mode")
public func nskSetHeaderMode(mode: Int32) -> Int32 {
  guard let session else { return 0 }
  var configuration = session.configuration
  switch mode {
  case 0: configuration.headerMode = .scrollsWithList
  case 1: configuration.headerMode = .floats
  case 2:
    let collapsible = configuration.headerHeight - configuration.pinnedHeaderHeight
    configuration.headerMode = .floatsCollapsedFirst(height: collapsible / 3)
  default: return 0
  }
  return session.reconfigure(configuration)
}

/// Item snapping on every page (as described by its tab) or off (ours; never under the
/// modulo snap, which replaces it).
@_expose(wasm, "nsk_set_item_snap")
@_cdecl("nsk_set_item_snap")
public func nskSetItemSnap(enabled: Int32) {
  guard let session else { return }
  session.itemSnapEnabled = enabled != 0
  for page in session.tabs.indices { session.applyItemSnap(page) }
}

/// The lists' deceleration: UIKit's `.fast` (0.99) when non-zero, `.normal` (0.998) otherwise.
/// An outer-view technique restarts with it.
@_expose(wasm, "nsk_set_fast_deceleration")
@_cdecl("nsk_set_fast_deceleration")
public func nskSetFastDeceleration(enabled: Int32) {
  guard let session else { return }
  session.fastDeceleration = enabled != 0
  session.applyDeceleration()
  session.sync()
}

/// The technique that drives the phone (``Technique``: 0 ours, 1 threshold lock,
/// 2 simultaneous pans, 3 overlay scroll view, 4 modulo snap). The screen restarts at the top
/// with the same content and settings. Returns 1, or 0 without a screen or for an unknown
/// technique (then nothing changes).
@_expose(wasm, "nsk_set_technique")
@_cdecl("nsk_set_technique")
public func nskSetTechnique(technique: Int32) -> Int32 {
  guard let session, let chosen = Technique(rawValue: technique) else { return 0 }
  return session.select(chosen) ? 1 : 0
}

/// Load more on page `page` (our screen): while `enabled` is non-zero the host asks for rows
/// once each time the list comes within `distance` points of its end, and the page's state
/// block holds the footer's top until `nsk_load_more_did_end`; 0 stops asking. Returns 1, or
/// 0 without a screen, for a bad page or for a distance the host rejects (negative, not
/// finite: then the trigger in place stays).
@_expose(wasm, "nsk_set_load_more")
@_cdecl("nsk_set_load_more")
public func nskSetLoadMore(page: Int32, enabled: Int32, distance: Double) -> Int32 {
  guard let session, validPage(page) else { return 0 }
  return session.setLoadMore(distance: enabled != 0 ? distance : nil, page: Int(page)) ? 1 : 0
}

/// The tab bar's titles measure the first `count` widths in the scratch buffer, one per page:
/// ``TabBarLayout`` places the items (equal shares when the titles fit, their own widths in a
/// scrolling bar when they do not) and the state buffer holds each item, the bar's scroll and
/// the indicator, following the pager. Bad widths count as zero. Returns 1, or 0 without a
/// screen or when `count` is not the number of pages.
@_expose(wasm, "nsk_set_tab_titles")
@_cdecl("nsk_set_tab_titles")
public func nskSetTabTitles(count: Int32) -> Int32 {
  guard let session, Int(count) == session.tabs.count, Int(count) <= scratchCapacity, let scratchBuffer
  else { return 0 }
  var widths: [Double] = []
  widths.reserveCapacity(Int(count))
  for index in 0..<Int(count) { widths.append(scratchBuffer[index]) }
  session.setTabTitleWidths(widths)
  return 1
}
