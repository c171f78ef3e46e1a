// The layout of the state buffer the page reads (StateBuffer.swift): the one declaration of
// it. Playground/playground.js mirrors it in its `SLOT`, `PAGE` and `LAYOUT` tables, and
// Scripts/check-wasm.mjs fails when the two differ in any name or index (it reads the cases
// below from this file, so every case states its raw value).

/// The screen-wide values of the state buffer, by index.
enum StateSlot: Int, CaseIterable {
  /// The latest time the screen was played to, in seconds.
  case time = 0
  /// The y of the header's top edge.
  case headerTop = 1
  /// The header's frame height (with stretch).
  case headerFrameHeight = 2
  /// How much of the header shows below the top inset.
  case visibleHeaderHeight = 3
  /// How far overscroll stretches the header.
  case stretch = 4
  /// The active list's top overscroll.
  case overscroll = 5
  /// How far the header has collapsed, in points.
  case collapse = 6
  /// The collapse as a fraction of the whole, 0…1.
  case collapseProgress = 7
  /// 1 when the tab bar is pinned.
  case isPinned = 8
  /// The y of the tab bar's top edge.
  case tabBarTop = 9
  /// The y of the refresh area's top edge.
  case refreshAreaTop = 10
  /// The refresh area's height.
  case refreshAreaHeight = 11
  /// The refresh state's code (``refreshCode(_:)``).
  case refreshState = 12
  /// How far a pull has come towards arming, 0…1.
  case refreshProgress = 13
  /// The room kept for the indicator while refreshing.
  case refreshReservation = 14
  /// The pager's horizontal offset.
  case pagerOffset = 15
  /// The pager's position in pages.
  case pagerProgress = 16
  /// The active page.
  case activePage = 17
  /// How many pages there are.
  case pageCount = 18
  /// The active content's velocity, points per second (positive: content moves up).
  case velocity = 19
  /// 1 while a list is dragged.
  case listDragging = 20
  /// 1 while the pager is dragged.
  case pagerDragging = 21
  /// 1 while anything moves (a finger drags, a view decelerates, an animation runs).
  case moving = 22
  /// 1 while the coordinator asks for frames (its own animations).
  case animating = 23
  /// The lists' top inset (room for header and tab bar).
  case listInsetTop = 24
  /// The list offset at which the header pins.
  case pinOffset = 25
  /// The header's height.
  case headerHeight = 26
  /// The part of the header that stays when collapsed.
  case pinnedHeight = 27
  /// The tab bar's height.
  case tabBarHeight = 28
  /// Room above the header.
  case topInset = 29
  /// The screen's height.
  case viewportHeight = 30
  /// The screen's width.
  case width = 31
  /// How many runtime values the coordinator has sanitised.
  case diagnostics = 32
  /// 1 while a screen exists.
  case alive = 33
  /// What is left of the header's way after a tab switch that keeps the content (0: none).
  case headerShift = 34
  /// 1 when tab switches keep the content, 0 when they keep the header.
  case keepsContent = 35
  /// The technique driving the phone (``Technique``'s raw value).
  case technique = 36
  /// The y of the lists' frames' top edge: a list's content starts at this minus its offset.
  case listAreaTop = 37
  /// The position in the one scroll space (header collapse plus the active list's scroll).
  case scrollPosition = 38
  /// The scroll position at which the header is collapsed and the tab bar pinned.
  case pinPosition = 39
  /// How many gestures have been measured (``GestureMeter``).
  case gestures = 40
  /// The last gesture's tracking error, points (NaN: nothing to measure).
  case trackingError = 41
  /// The last gesture's release velocity, points per second.
  case releaseVelocity = 42
  /// The last gesture's momentum continuity at the pin (NaN: no crossing after the release).
  case momentumContinuity = 43
  /// The last gesture's distance after release ÷ the release's natural projection (NaN: none).
  case distanceRatio = 44
  /// The last gesture's reversals after the release (NaN: no fling that hit no edge).
  case reversals = 45
  /// How many tabs other than the ones the gesture showed kept their offset.
  case tabsKept = 46
  /// How many tabs ``tabsKept`` compared.
  case tabsCompared = 47
  /// 1 when Reduce Motion is on (our screen).
  case reducesMotion = 48
  /// The page VoiceOver's last page scroll announced, from 1 (0: none yet).
  case accessibilityPage = 49
  /// How many pages that announcement counted (0: none yet).
  case accessibilityPageCount = 50
  /// 1 while a wheel gesture is under way (its fingers rest on the trackpad).
  case wheeling = 51
  /// How far the tab bar's content is scrolled (``TabBarLayout/contentOffset(progress:)``).
  case tabBarOffset = 52
  /// The tab bar's content width (wider than the screen when the titles do not fit).
  case tabBarContentWidth = 53
  /// The selection indicator's left edge in the tab bar's content, at the pager's progress.
  case tabIndicatorX = 54
  /// The selection indicator's width, at the pager's progress.
  case tabIndicatorWidth = 55
  /// How the header comes back (our screen): 0 with the list, 1 floating, 2 floating its
  /// collapsed part first.
  case headerMode = 56
  /// The y of the selected tab's own refresh area's top edge (`RefreshScope.tab`: under the
  /// tab bar).
  case tabRefreshAreaTop = 57
  /// The selected tab's own refresh area's height.
  case tabRefreshAreaHeight = 58
  /// The selected tab's own refresh state's code (``refreshCode(_:)``).
  case tabRefreshState = 59
  /// The selected tab's own pull progress (0…1).
  case tabRefreshProgress = 60
}

/// One page's values within its block of the state buffer.
enum PageSlot: Int, CaseIterable {
  /// The list's `contentOffset.y`.
  case offset = 0
  /// The list's content height.
  case contentHeight = 1
  /// The list's `contentInset.top`.
  case insetTop = 2
  /// The list's `contentInset.bottom`.
  case insetBottom = 3
  /// The smallest resting offset.
  case minimumOffset = 4
  /// The largest resting offset.
  case maximumOffset = 5
  /// The top of the load-more footer in the list's content (below its last row) while the
  /// page waits for rows (our screen), NaN while it does not.
  case loadMoreFooterTop = 6
  /// The left edge of the page's tab bar item in the bar's content (``TabBarLayout/Item``).
  case tabItemX = 7
  /// The width of the page's tab bar item.
  case tabItemWidth = 8
  /// The page's own refresh state's code (``refreshCode(_:)``; `RefreshScope.tab`).
  case refreshState = 9
}

/// Where the blocks of the state buffer lie.
enum StateLayout {
  /// The most pages a playground screen may have (the state buffer has a block per page).
  static let maximumPages = 12
  /// The index of page 0's block.
  static let pageBase = 64
  /// The length of one page's block.
  static let pageStride = PageSlot.allCases.count
  /// The number of Float64 values in the buffer.
  static let count = pageBase + maximumPages * pageStride

  /// The index of `slot` of page `page`.
  static func index(page: Int, _ slot: PageSlot) -> Int { pageBase + page * pageStride + slot.rawValue }
}
