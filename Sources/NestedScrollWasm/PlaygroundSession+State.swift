// Writing the session's state into the shared buffer (StateBuffer.swift, StateLayout.swift).

import NestLabStrategies
import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

extension PlaygroundSession {
  /// Writes the whole state into the shared buffer.
  func sync() {
    let s = state
    if technique.usesOurScreen {
      writeOurScreen()
      // The page shows no appearance log: kept, it would grow (and allocate) with every swipe.
      if !screen.rendered.appearanceLog.isEmpty { screen.clearAppearanceLog() }
    } else {
      writeStrategyScreen(driver)
    }
    s[.time] = time
    s[.pageCount] = Double(lists.count)
    s[.moving] = isMoving ? 1 : 0
    s[.headerHeight] = configuration.headerHeight
    s[.pinnedHeight] = configuration.pinnedHeaderHeight
    s[.tabBarHeight] = configuration.tabBarHeight
    s[.topInset] = configuration.topInset
    s[.viewportHeight] = configuration.viewportHeight
    s[.width] = width
    s[.alive] = 1
    s[.technique] = Double(technique.rawValue)
    s[.pinPosition] = configuration.headerHeight - configuration.pinnedHeaderHeight
    s[.gestures] = Double(meter.gestures)
    s[.trackingError] = meter.trackingError
    s[.releaseVelocity] = meter.releaseVelocity
    s[.momentumContinuity] = meter.momentumContinuity
    s[.distanceRatio] = meter.distanceRatio
    s[.reversals] = meter.reversals
    s[.tabsKept] = Double(meter.tabsKept)
    s[.tabsCompared] = Double(meter.tabsCompared)
    s[flag: .reducesMotion] = technique.usesOurScreen && reducesMotion
    s[flag: .wheeling] = wheel != nil
    let announced = technique.usesOurScreen ? screen.rendered.accessibilityScrollStatus : nil
    s[.accessibilityPage] = Double(announced?.page ?? 0)
    s[.accessibilityPageCount] = Double(announced?.pageCount ?? 0)
    writeTabBar()
    var page = 0
    for list in lists {
      let bounds = list.verticalOffsetBounds
      s[page, .offset] = list.contentOffset.y
      s[page, .contentHeight] = list.contentSize.height
      s[page, .insetTop] = list.contentInset.top
      s[page, .insetBottom] = list.contentInset.bottom
      s[page, .minimumOffset] = bounds.lowerBound
      s[page, .maximumOffset] = bounds.upperBound
      s[page, .loadMoreFooterTop] = .nan
      s[page, .refreshState] = 0
      page += 1
    }
    if technique.usesOurScreen {
      // The footer as the host placed it (loadMoreFooterDidChange), on the pages that have one.
      var index = 0
      for rendered in screen.rendered.pages {
        if index < lists.count, let top = rendered.loadMoreFooterTop { s[index, .loadMoreFooterTop] = top }
        if index < lists.count { s[index, .refreshState] = refreshCode(rendered.refreshState).code }
        index += 1
      }
    }
  }

  /// The tab bar as ``TabBarLayout`` places it for the page's titles: each page's item, and
  /// the bar's scroll and indicator at the pager's progress (zero before the page measured
  /// its titles).
  private func writeTabBar() {
    let s = state
    let progress = s[.pagerProgress]
    var page = 0
    for _ in lists {
      let item = page < tabBar.items.count ? tabBar.items[page] : TabBarLayout.Item(x: 0, width: 0)
      s[page, .tabItemX] = item.x
      s[page, .tabItemWidth] = item.width
      page += 1
    }
    let indicator = tabBar.indicator(progress: progress)
    s[.tabBarOffset] = tabBar.contentOffset(progress: progress)
    s[.tabBarContentWidth] = tabBar.contentWidth
    s[.tabIndicatorX] = indicator.x
    s[.tabIndicatorWidth] = indicator.width
  }

  /// Our screen as it renders from the host's outputs (header, tab bar, indicator, refresh
  /// indicator, display link), and the coordinator's geometry for the panel's live values.
  private func writeOurScreen() {
    let s = state
    let shown = screen.coordinator.snapshot
    let rendered = screen.rendered
    let layout = rendered.headerLayout ?? shown.layout
    let space = shown.space
    let active = screen.activeList
    s[.headerTop] = rendered.header.minY
    s[.headerFrameHeight] = rendered.header.size.height
    s[.visibleHeaderHeight] = layout.visibleHeaderHeight
    s[.stretch] = layout.stretch
    s[.overscroll] = layout.overscroll
    s[.collapse] = layout.collapse
    s[.collapseProgress] = layout.collapseProgress
    s[flag: .isPinned] = layout.isPinned
    s[.tabBarTop] = rendered.tabBar.minY
    s[.refreshAreaTop] = rendered.refreshIndicator.minY
    s[.refreshAreaHeight] = rendered.refreshIndicator.size.height
    let refresh = refreshCode(rendered.refreshState)
    s[.refreshState] = refresh.code
    s[.refreshProgress] = refresh.progress
    s[.refreshReservation] = shown.pageRoom
    s[.tabRefreshAreaTop] = rendered.tabRefreshIndicator.minY
    s[.tabRefreshAreaHeight] = rendered.tabRefreshIndicator.size.height
    let selected = rendered.tabSelection.selectedIndex
    let tabRefresh = refreshCode(
      selected < rendered.pages.count ? rendered.pages[selected].refreshState : .idle)
    s[.tabRefreshState] = tabRefresh.code
    s[.tabRefreshProgress] = tabRefresh.progress
    s[.pagerOffset] = screen.pager.contentOffset.x
    s[.pagerProgress] = rendered.tabSelection.progress
    s[.activePage] = Double(rendered.tabSelection.selectedIndex)
    s[.velocity] = active.velocity.y
    s[flag: .listDragging] = active.isDragging
    s[flag: .pagerDragging] = screen.pager.isDragging
    s[flag: .animating] = rendered.isDisplayLinkRunning
    s[.listInsetTop] = space.listInsetTop
    s[.pinOffset] = space.pinOffset
    s[.diagnostics] = Double(screen.host.diagnostics.count)
    s[.headerShift] = shown.headerTransition?.shift ?? 0
    s[flag: .keepsContent] = shown.configuration.tabSwitchPolicy == .keepsContent
    switch shown.configuration.headerMode {
    case .scrollsWithList: s[.headerMode] = 0
    case .floats: s[.headerMode] = 1
    case .floatsCollapsedFirst: s[.headerMode] = 2
    }
    s[.listAreaTop] = 0
    s[.scrollPosition] = driver.scrollPosition
  }

  /// An outer-view technique: the header and tab bar where its views put them, the header's
  /// collapse read from its position; no stretch, no refresh, no coordinator.
  private func writeStrategyScreen(_ screen: any StrategyScreen) {
    let s = state
    let c = configuration
    let maximumCollapse = c.headerHeight - c.pinnedHeaderHeight
    let collapse = min(max(c.topInset - screen.headerTop, 0), maximumCollapse)
    s[.headerTop] = screen.headerTop
    s[.headerFrameHeight] = c.headerHeight
    s[.visibleHeaderHeight] = c.headerHeight - collapse
    s[.stretch] = 0
    s[.overscroll] = max(screen.headerTop - c.topInset, 0)
    s[.collapse] = collapse
    s[.collapseProgress] = maximumCollapse > 0 ? collapse / maximumCollapse : 0
    s[flag: .isPinned] = collapse >= maximumCollapse
    s[.tabBarTop] = screen.tabBarTop
    s[.refreshAreaTop] = 0
    s[.refreshAreaHeight] = 0
    s[.refreshState] = 0
    s[.refreshProgress] = 0
    s[.refreshReservation] = 0
    s[.tabRefreshAreaTop] = 0
    s[.tabRefreshAreaHeight] = 0
    s[.tabRefreshState] = 0
    s[.tabRefreshProgress] = 0
    s[.pagerOffset] = screen.pager.contentOffset.x
    s[.pagerProgress] = width > 0 ? screen.pager.contentOffset.x / width : 0
    s[.activePage] = Double(screen.activeTab)
    s[.velocity] = meter.velocity
    s[flag: .listDragging] = fingerY != nil && !screen.pager.isDragging
    s[flag: .pagerDragging] = screen.pager.isDragging
    s[.animating] = 0
    s[.listInsetTop] = 0
    s[.pinOffset] = 0
    s[.diagnostics] = 0
    s[.headerShift] = 0
    s[.keepsContent] = 0
    s[.headerMode] = 0
    s[.listAreaTop] = screen.listAreaTop
    s[.scrollPosition] = screen.scrollPosition
  }
}
