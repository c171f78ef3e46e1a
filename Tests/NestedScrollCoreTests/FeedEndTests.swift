import NestedScrollCore
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Feeds that end: a finished feed asks for no more rows however often its list reaches its
/// end, a failed one asks again only when the user retries, and a refresh of the tab (or of
/// the page) makes either idle again. Judged on what the simulated screen shows and on how
/// often the app was asked.
@Suite struct FeedEndTests {
  /// A screen whose first tab asks for more rows 300 pt before its end (3,000 pt of rows),
  /// scrolled there once: the app was asked once and is loading.
  private func askedOnce(
    _ configuration: NestedScrollConfiguration = profileConfiguration(), showsEndFooter: Bool = false
  ) throws -> (SimulatedProfileScreen, ScreenDriver) {
    let screen = try makeScreen(configuration, contentHeights: [3000, 3000, 3000])
    try screen.host.setLoadMore(distance: 300, forPage: 0, showsEndFooter: showsEndFooter)
    let driver = ScreenDriver(screen)
    screen.host.setContentOffset(10_000, page: 0, animated: false, at: driver.time)
    #expect(screen.rendered.pages[0].loadMoreRequestCount == 1)
    #expect(screen.rendered.pages[0].loadMoreState == .loading)
    #expect(screen.rendered.pages[0].loadMoreFooterTop == 3000)
    return (screen, driver)
  }

  /// Flings toward the end `times` times, each from a little above it: the list bounces at
  /// its end every time.
  private func bounceAtTheEnd(_ driver: ScreenDriver, times: Int) {
    for _ in 0..<times {
      driver.drag(fromY: 300, toY: 700, duration: 0.3)
      driver.runUntilRest()
      driver.flick(fromY: 700, velocity: 5000, distance: 150)
      driver.runUntilRest()
    }
  }

  @Test func aFinishedFeedNeverAsksAgain() throws {
    let (screen, driver) = try askedOnce()
    let list = screen.lists[0]
    let end = list.verticalOffsetBounds.upperBound
    screen.host.loadMoreDidEnd(page: 0, outcome: .finished)
    #expect(screen.rendered.pages[0].loadMoreState == .finished)
    // No end footer was asked for: the list ends at its last row again.
    #expect(screen.rendered.pages[0].loadMoreFooterTop == nil)
    #expect(list.verticalOffsetBounds.upperBound == end - LoadMoreTrigger.footerHeight)
    bounceAtTheEnd(driver, times: 4)
    // Rows that change height (a row expands) do not wake it either.
    screen.setContentHeight(3100, page: 0)
    bounceAtTheEnd(driver, times: 1)
    #expect(screen.rendered.pages[0].loadMoreRequestCount == 1)
    #expect(screen.host.loadMoreState(page: 0) == .finished)
  }

  @Test func aFinishedFeedShowsItsEndWhenTheAppGaveOne() throws {
    let (screen, driver) = try askedOnce(showsEndFooter: true)
    screen.host.loadMoreDidEnd(page: 0, outcome: .finished)
    #expect(screen.rendered.pages[0].loadMoreState == .finished)
    #expect(screen.rendered.pages[0].loadMoreFooterTop == 3000)
    bounceAtTheEnd(driver, times: 2)
    #expect(screen.rendered.pages[0].loadMoreRequestCount == 1)
    // The end stays right below the rows when they change.
    screen.setContentHeight(3200, page: 0)
    #expect(screen.rendered.pages[0].loadMoreFooterTop == 3200)
  }

  @Test func aFailedFeedAsksAgainOnlyOnRetry() throws {
    let (screen, driver) = try askedOnce()
    screen.host.loadMoreDidEnd(page: 0, outcome: .failed)
    #expect(screen.rendered.pages[0].loadMoreState == .failed)
    // The retry footer stays below the rows, in reach of the finger.
    #expect(screen.rendered.pages[0].loadMoreFooterTop == 3000)
    bounceAtTheEnd(driver, times: 4)
    #expect(screen.rendered.pages[0].loadMoreRequestCount == 1)
    screen.host.retryLoadingMore(page: 0)
    #expect(screen.rendered.pages[0].loadMoreRequestCount == 2)
    #expect(screen.rendered.pages[0].loadMoreState == .loading)
    #expect(screen.rendered.pages[0].isLoadingMore)
    // A retry while loading asks nothing more.
    screen.host.retryLoadingMore(page: 0)
    #expect(screen.rendered.pages[0].loadMoreRequestCount == 2)
    screen.setContentHeight(5000, page: 0)
    screen.host.loadMoreDidEnd(page: 0, outcome: .loaded)
    #expect(screen.rendered.pages[0].loadMoreState == .idle)
    #expect(screen.rendered.pages[0].loadMoreFooterTop == nil)
  }

  /// A tab's refresh that ends makes its finished feed idle: its list asks again near its
  /// end, as an app whose refresh replaced the rows expects.
  @Test func aRefreshOfTheTabMakesAFinishedFeedIdle() throws {
    let refresh = RefreshConfiguration(threshold: 80, indicatorHeight: 60, scope: .tab)
    let (screen, driver) = try askedOnce(profileConfiguration(refresh: refresh))
    screen.host.loadMoreDidEnd(page: 0, outcome: .finished)
    screen.tabRefreshAction = .finishes(after: 0.5)
    screen.host.setContentOffset(-10_000, page: 0, animated: false, at: driver.time)
    driver.runUntilRest()
    screen.host.beginTabRefreshing(page: 0, at: driver.time)
    driver.wait(0.2)
    #expect(screen.rendered.pages[0].loadMoreState == .finished, "still finished while refreshing")
    driver.wait(1)
    #expect(screen.rendered.pages[0].refreshState == .idle)
    #expect(screen.rendered.pages[0].loadMoreState == .idle)
    #expect(screen.rendered.pages[0].loadMoreRequestCount == 1)
    screen.host.setContentOffset(10_000, page: 0, animated: false, at: driver.time)
    #expect(screen.rendered.pages[0].loadMoreRequestCount == 2)
  }

  /// The page's refresh replaces every tab's rows: every finished or failed feed is idle
  /// again, and a list still at its end asks at once.
  @Test func aRefreshOfThePageMakesEveryEndedFeedIdle() throws {
    let (screen, driver) = try askedOnce(profileConfiguration(refresh: RefreshConfiguration()))
    try screen.host.setLoadMore(distance: 300, forPage: 1)
    screen.host.setContentOffset(10_000, page: 1, animated: false, at: driver.time)
    screen.host.loadMoreDidEnd(page: 0, outcome: .finished)
    screen.host.loadMoreDidEnd(page: 1, outcome: .failed)
    screen.refreshAction = .finishes(after: 0.5)
    screen.host.beginRefreshing(at: driver.time)
    driver.wait(0.2)
    #expect(screen.rendered.pages.prefix(2).map(\.loadMoreState) == [.finished, .failed])
    driver.wait(1.5)
    #expect(screen.rendered.refreshState == .idle)
    #expect(screen.rendered.pages.prefix(2).map(\.loadMoreRequestCount) == [2, 2])
    #expect(screen.rendered.pages.prefix(2).map(\.loadMoreState) == [.loading, .loading])
  }

  /// Property: whatever the scrolls, bounces, row changes, outcomes, retries and resets, the
  /// app is asked only by an idle feed's list near its end, a retry of a failed one or a reset
  /// of an ended one, never twice at once, and
  /// the screen shows the host's state with a footer exactly when that state has one.
  @Test func anEndedFeedIsAskedOnlyByARetryOrAfterAReset() async {
    let steps = zip(Gen.int(in: 0...6), Gen.double(in: 0...1)).array(of: 1...30)
    await propertyCheck(count: 60, input: Gen.bool, steps) { showsEndFooter, steps in
      let screen = try makeScreen(contentHeights: [3000, 3000, 3000])
      try screen.host.setLoadMore(distance: 300, forPage: 0, showsEndFooter: showsEndFooter)
      let driver = ScreenDriver(screen)
      for (code, value) in steps {
        let before = screen.host.loadMoreState(page: 0)
        let asked = screen.rendered.pages[0].loadMoreRequestCount
        switch code {
        case 0: screen.host.setContentOffset(10_000 * value, page: 0, animated: false, at: driver.time)
        case 1: bounceAtTheEnd(driver, times: 1)
        case 2: screen.setContentHeight(3000 + 2000 * value, page: 0)
        case 3:
          let outcomes: [LoadMoreOutcome] = [.loaded, .finished, .failed]
          screen.host.loadMoreDidEnd(page: 0, outcome: outcomes[min(2, Int(value * 3))])
        case 4: screen.host.retryLoadingMore(page: 0)
        case 5: screen.host.resetLoadMore(page: 0)
        default: driver.wait(value)
        }
        let now = screen.host.loadMoreState(page: 0)
        let newRequests = screen.rendered.pages[0].loadMoreRequestCount - asked
        #expect(newRequests <= 1)
        if newRequests == 1 {
          // Asked by an idle list near its end (rows loaded just now count: new rows that
          // leave the end in reach ask at once), a retry of a failure, or a reset.
          let mayAsk =
            before == .idle || (code == 3 && before == .loading) || (code == 4 && before == .failed)
            || (code == 5 && (before == .finished || before == .failed))
          #expect(now == .loading)
          #expect(mayAsk, "asked from \(before) by step \(code)")
        }
        if before == .finished && code != 5 { #expect(newRequests == 0) }
        let rendered = screen.rendered.pages[0]
        #expect(rendered.loadMoreState == now)
        let showsFooter = now == .loading || now == .failed || (now == .finished && showsEndFooter)
        #expect((rendered.loadMoreFooterTop != nil) == showsFooter)
      }
    }
  }
}
