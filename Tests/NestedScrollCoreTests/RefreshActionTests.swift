import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// The app's refresh action, as the host runs it: a refresh that begins starts it, its end
/// ends the refresh, a refresh ended otherwise cancels it, and a refresh with no action is
/// reported and ends at once. Judged on what the screen shows (``RenderedScreen``), on the
/// screen's clock.
@Suite struct RefreshActionTests {
  /// The finger excess (beyond the hysteresis) that pulls well past the 80-point threshold.
  private func pullPastThreshold(_ driver: ScreenDriver, _ config: NestedScrollConfiguration) {
    let excess = Expected.rubberBandExcess(overscroll: 120, dimension: config.viewportHeight)
    driver.drag(fromY: 200, toY: 200 + 10 + excess, duration: 0.8)
    driver.hold(0.1)
    driver.lift()
  }

  @Test func anActionThatFinishesEndsItsRefresh() throws {
    let (config, screen, driver) = try makeRefreshingScreen()
    screen.refreshAction = .finishes(after: 1.5)
    pullPastThreshold(driver, config)
    let started = driver.time
    #expect(screen.rendered.refreshState == .refreshing)
    #expect(screen.rendered.runningRefreshAction == 1)
    #expect(screen.rendered.refreshIndicatorOpacity == 1)
    #expect(screen.rendered.isRefreshIndicatorSpinning)
    // The indicator keeps spinning while the action runs, however long the screen rests.
    driver.wait(1.4)
    #expect(screen.rendered.refreshState == .refreshing)
    #expect(screen.rendered.isRefreshIndicatorSpinning)
    // The action finishes at 1.5 s: the refresh ends with it, and its room closes.
    driver.wait(0.1 + 1.0 / 60)
    #expect(screen.rendered.runningRefreshAction == nil)
    #expect(screen.rendered.refreshState == .ending)
    #expect(screen.rendered.isRefreshIndicatorSpinning)
    let ended = try #require(driver.frames.first { $0.refreshState == .ending })
    #expect(ended.time >= started + 1.5)
    #expect(ended.time < started + 1.5 + 2.0 / 120)
    driver.runUntilRest()
    #expect(screen.rendered.refreshState == .idle)
    #expect(screen.rendered.refreshIndicatorOpacity == 0)
    #expect(!screen.rendered.isRefreshIndicatorSpinning)
    #expect(screen.rendered.cancelledRefreshActionCount == 0)
    #expect(screen.host.diagnostics.count == 0)
    #expect(driver.activeOffset == Expected.expandedOffset(config))
  }

  @Test func aRefreshEndedOtherwiseCancelsItsAction() throws {
    let (_, screen, driver) = try makeRefreshingScreen()
    screen.refreshAction = .finishes(after: 3)
    screen.host.beginRefreshing(at: driver.time)
    driver.runUntilRest()
    #expect(screen.rendered.runningRefreshAction == 1)
    screen.host.endRefreshing(at: driver.time)
    #expect(screen.rendered.runningRefreshAction == nil)
    #expect(screen.rendered.cancelledRefreshActionCount == 1)
    driver.runUntilRest()
    // A new refresh begins before the cancelled action's time comes: that time ends nothing.
    screen.refreshAction = .untilEnded
    screen.host.beginRefreshing(at: driver.time)
    driver.wait(4)
    #expect(screen.rendered.refreshState == .refreshing)
    #expect(screen.rendered.runningRefreshAction == 2)
  }

  @Test func aRefreshWithNoActionIsReportedAndEndsAtOnce() throws {
    let (config, screen, driver) = try makeRefreshingScreen()
    screen.refreshAction = nil
    let recorder = RecordingCoordinatorDelegate()
    screen.observer = recorder
    pullPastThreshold(driver, config)
    #expect(screen.host.diagnostics.lastIssue == .refreshWithoutAction)
    #expect(recorder.refreshStates.suffix(2) == [.refreshing, .ending])
    #expect(screen.rendered.runningRefreshAction == nil)
    driver.runUntilRest()
    #expect(screen.rendered.refreshState == .idle)
    #expect(screen.rendered.refreshIndicatorOpacity == 0)
    for list in screen.lists { #expect(list.contentInset.top == Expected.insetTop(config)) }
  }

  @Test func givingAnActionTurnsRefreshOn() throws {
    let config = profileConfiguration()
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    #expect(screen.host.behavior.refresh == nil)
    screen.refreshAction = .finishes(after: 1)
    #expect(screen.host.behavior.refresh == RefreshConfiguration())
    pullPastThreshold(driver, config)
    #expect(screen.rendered.refreshState == .refreshing)
    driver.wait(1.1)
    driver.runUntilRest()
    #expect(screen.rendered.refreshState == .idle)
  }

  @Test func withoutRefreshAPullShowsNoIndicator() throws {
    let config = profileConfiguration()
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    #expect(screen.refreshAction == nil)
    pullPastThreshold(driver, config)
    #expect(driver.frames.allSatisfy { $0.refreshState == .idle })
    #expect(screen.host.diagnostics.count == 0)
  }

  /// However long the action runs, the refresh ends on the first frame at or after its end,
  /// and the screen comes back to idle with no action left running.
  @Test func theRefreshEndsWhenTheActionDoes() async {
    await propertyCheck(count: 40, input: Gen.double(in: 0...4)) { seconds in
      guard let (_, screen, driver) = try? makeRefreshingScreen() else {
        Issue.record("no screen")
        return
      }
      screen.refreshAction = .finishes(after: seconds)
      let start = driver.time
      screen.host.beginRefreshing(at: start)
      driver.wait(seconds + 0.05)
      driver.runUntilRest()
      let ending = driver.frames.first { $0.refreshState != .refreshing && $0.time > start }
      #expect(
        ending.map { $0.time >= start + seconds && $0.time <= start + seconds + 1.0 / 120 + 1e-9 } == true)
      #expect(screen.rendered.refreshState == .idle)
      #expect(screen.rendered.runningRefreshAction == nil)
      #expect(screen.rendered.cancelledRefreshActionCount == 0)
    }
  }
}

/// The container owns page lists' insets and their pull: the system adds no safe area to a
/// list or the pager, and a list's own refresh control is removed and reported.
@Suite struct ListTakeoverTests {
  @Test func theSystemAddsNoSafeAreaToListsOrThePager() {
    for role in [ScrollViewRole.list(page: 0), .list(page: 3), .pager] {
      let policy = ListInsetPolicy.forScrollView(in: role)
      #expect(policy?.systemAdjustsContentInset == false)
      #expect(policy?.systemAdjustsScrollIndicatorInsets == false)
    }
    #expect(ListInsetPolicy.forScrollView(in: .overlay) == nil)
  }

  /// A list comes with the system's adjustment on (UIKit's default); once loaded, its
  /// adjusted inset is the container's alone, the safe area counted once.
  @Test func aLoadedListsInsetCountsTheSafeAreaOnce() throws {
    let config = profileConfiguration(topInset: 47, bottomInset: 34)
    let screen = try SimulatedProfileScreen(
      configuration: config, contentHeights: [5000, 3000, 4000, 2000], pageLoading: .neighbors)
    for page in screen.rendered.loadedPages {
      let list = screen.lists[page]
      #expect(list.adjustedContentInset == list.contentInset)
      #expect(list.contentInset.top == Expected.insetTop(config))
    }
    // A page never loaded is the app's list as it came.
    #expect(!screen.rendered.pages[3].isLoaded)
    #expect(screen.lists[3].adjustedContentInset.top == screen.lists[3].contentInset.top + 47)
  }

  @Test func aListsOwnRefreshControlIsRemovedAndReported() {
    for refresh in [nil, RefreshConfiguration()] {
      let adapter = RecordingAdapter(behavior: NestedScrollBehavior(refresh: refresh))
      #expect(!adapter.host.keepsListRefreshControl(page: 2))
      #expect(adapter.issues == [.listRefreshControlRemoved(page: 2)])
      #expect(adapter.host.diagnostics.lastIssue == .listRefreshControlRemoved(page: 2))
    }
  }
}
