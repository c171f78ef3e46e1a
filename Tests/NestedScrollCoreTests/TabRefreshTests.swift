import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Each tab's own pull-to-refresh (`RefreshScope.tab`): the selected tab's list pulled past
/// its top reveals that tab's indicator under the tab bar; the header never moves for it.
@Suite struct TabRefreshTests {
  let refresh = RefreshConfiguration(threshold: 80, indicatorHeight: 60, scope: .tab)
  var config: NestedScrollConfiguration { profileConfiguration(pinnedHeaderHeight: 60, refresh: refresh) }
  var thresholdExcess: Double { Expected.rubberBandExcess(overscroll: 80, dimension: config.viewportHeight) }

  private func pullAndRelease(_ driver: ScreenDriver, excess: Double) {
    driver.drag(fromY: 200, toY: 200 + 10 + excess, duration: 0.8)
    driver.hold(0.1)
    driver.lift()
  }

  @Test func pullRefreshesTheSelectedTabUnderTheTabBar() throws {
    let screen = try makeScreen(config)
    let recorder = RecordingCoordinatorDelegate()
    screen.observer = recorder
    let driver = ScreenDriver(screen)
    let others = [screen.lists[1].contentOffset.y, screen.lists[2].contentOffset.y]
    pullAndRelease(driver, excess: thresholdExcess + 40)
    // The header never moved or stretched; the indicator filled the gap under the tab bar.
    for frame in driver.frames {
      #expect(frame.layout.headerTop == config.topInset)
      #expect(frame.layout.stretch == 0)
      #expect(frame.layout.refreshAreaTop == frame.layout.tabBarTop + config.tabBarHeight)
    }
    #expect(recorder.tabRefreshStates.last == .init(page: 0, state: .refreshing))
    #expect(recorder.tabRefreshStates.allSatisfy { $0.page == 0 })
    #expect(recorder.refreshStates.isEmpty)
    #expect(screen.rendered.pages[0].refreshState == .refreshing)
    #expect(screen.rendered.pages[0].runningRefreshAction != nil)
    #expect(screen.rendered.runningRefreshAction == nil)
    // Only the refreshing tab's list keeps room.
    #expect(screen.lists[0].contentInset.top == Expected.insetTop(config) + 60)
    #expect(screen.lists[1].contentInset.top == Expected.insetTop(config))
    #expect(screen.lists[2].contentInset.top == Expected.insetTop(config))
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config) - 60)
    #expect(
      screen.rendered.refreshIndicator.origin.y == screen.rendered.tabBar.origin.y + config.tabBarHeight)
    #expect(screen.rendered.refreshIndicator.size.height == 60)
    #expect(screen.rendered.header.origin.y == config.topInset)
    #expect([screen.lists[1].contentOffset.y, screen.lists[2].contentOffset.y] == others)

    screen.host.endTabRefreshing(page: 0, at: driver.time)
    #expect(screen.rendered.pages[0].refreshState == .ending)
    #expect(screen.rendered.pages[0].cancelledRefreshActionCount == 1)
    driver.runUntilRest()
    #expect(screen.rendered.pages[0].refreshState == .idle)
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(screen.lists[0].contentInset.top == Expected.insetTop(config))
    #expect(screen.rendered.refreshIndicator.size.height == 0)
  }

  @Test func theTabsActionFinishingEndsItsRefresh() throws {
    let screen = try makeScreen(config)
    screen.tabRefreshAction = .finishes(after: 1)
    let driver = ScreenDriver(screen)
    pullAndRelease(driver, excess: thresholdExcess + 40)
    #expect(screen.rendered.pages[0].refreshState == .refreshing)
    driver.wait(1.2)
    driver.runUntilRest()
    #expect(screen.rendered.pages[0].refreshState == .idle)
    #expect(screen.rendered.pages[0].cancelledRefreshActionCount == 0)
    #expect(driver.activeOffset == Expected.expandedOffset(config))
  }

  @Test func aTabRefreshWithoutActionIsReportedAndEnds() throws {
    let screen = try makeScreen(config)
    screen.tabRefreshAction = nil
    let driver = ScreenDriver(screen)
    screen.host.beginTabRefreshing(page: 1, at: driver.time)
    #expect(screen.host.diagnostics.lastIssue == .tabRefreshWithoutAction(page: 1))
    driver.runUntilRest()
    #expect(screen.host.tabRefreshState(page: 1) == .idle)
    #expect(screen.lists[1].contentInset.top == Expected.insetTop(config))
  }

  /// Another tab refreshes while the selected one stays where it is; switching to it shows
  /// its indicator, and switching back finds the first tab as it was.
  @Test func aTabRefreshingOffScreenShowsItsIndicatorWhenSelected() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    let selected = screen.lists[0].contentOffset.y
    screen.host.beginTabRefreshing(page: 1, at: driver.time)
    driver.runUntilRest()
    #expect(screen.lists[0].contentOffset.y == selected)
    #expect(screen.lists[1].contentOffset.y == Expected.expandedOffset(config) - 60)
    #expect(screen.rendered.refreshIndicator.size.height == 0)
    driver.tapTab(1)
    driver.runUntilRest()
    #expect(screen.lists[1].contentOffset.y == Expected.expandedOffset(config) - 60)
    #expect(screen.rendered.refreshIndicator.size.height == 60)
    #expect(screen.rendered.header.origin.y == config.topInset)
    driver.tapTab(0)
    driver.runUntilRest()
    #expect(screen.lists[0].contentOffset.y == selected)
    #expect(screen.rendered.refreshIndicator.size.height == 0)
  }

  /// A fling down from the pinned header reaches the top with its momentum: the header is
  /// revealed by the fling itself (no stop at the top of the list), and the bounce past the
  /// top starts no refresh: only a drag pulls.
  @Test func aFlingIntoTheTopRevealsTheHeaderAndStartsNoRefresh() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.setContentOffset(Expected.pinOffset(config) + 400, page: 0, animated: false, at: driver.time)
    driver.flick(fromY: 400, velocity: -3000, distance: 120)
    driver.runUntilRest()
    let reached = driver.frames.contains { $0.layout.collapse == 0 }
    #expect(reached)
    #expect(screen.rendered.pages[0].refreshState == .idle)
    #expect(screen.rendered.pages[0].runningRefreshAction == nil)
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    // The header came down continuously: it moved in every frame until it was expanded.
    let moving = driver.frames.prefix { $0.layout.collapse > 0 }
    for (a, b) in zip(moving, moving.dropFirst()) { #expect(b.layout.collapse <= a.layout.collapse) }
  }

  /// Released armed, the list stays under the finger's pull and lands on its room; a pull of
  /// another tab after a switch is that tab's alone.
  @Test func aPullInProgressIsDroppedOnASwitch() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.drag(fromY: 200, toY: 200 + 10 + thresholdExcess + 40, duration: 0.8)
    #expect(screen.rendered.pages[0].refreshState == .armed)
    screen.host.selectPage(1, animated: false, at: driver.time)
    #expect(screen.rendered.pages[0].refreshState == .idle)
    driver.lift()
    driver.runUntilRest()
    #expect(screen.rendered.pages.allSatisfy { $0.refreshState == .idle })
  }

  /// The page's begin and end are the page scope's: in tab scope they do nothing, and a tab's
  /// begin in page scope does nothing.
  @Test func eachScopeAnswersOnlyItsOwnCommands() throws {
    let tabScreen = try makeScreen(config)
    tabScreen.host.beginRefreshing(at: 0.1)
    #expect(tabScreen.rendered.refreshState == .idle)
    #expect(tabScreen.rendered.runningRefreshAction == nil)
    let pageScreen = try makeScreen(profileConfiguration(refresh: RefreshConfiguration()))
    pageScreen.host.beginTabRefreshing(page: 0, at: 0.1)
    #expect(pageScreen.rendered.pages[0].refreshState == .idle)
    #expect(pageScreen.rendered.pages[0].runningRefreshAction == nil)
  }

  /// A reload that removes a refreshing tab cancels its action.
  @Test func aReloadWithoutTheTabCancelsItsAction() throws {
    let screen = try makeScreen(config)
    screen.host.beginTabRefreshing(page: 2, at: 0.1)
    #expect(screen.rendered.pages[2].runningRefreshAction != nil)
    screen.host.reloadPages(count: 2)
    #expect(screen.rendered.pages[2].runningRefreshAction == nil)
    #expect(screen.rendered.pages[2].cancelledRefreshActionCount == 1)
    #expect(screen.rendered.pages[2].refreshState == .idle)
  }
}
