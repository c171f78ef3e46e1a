import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Properties of each tab's own refresh (`RefreshScope.tab`), for any sequence of pulls,
/// programmatic begins and ends, tab taps and waits.
@Suite struct TabRefreshPropertyTests {
  /// One step of a session: 0 pull the selected list by `amount` (finger points past the
  /// hysteresis), 1 begin and 2 end the refresh of `page` (the page's refresh in page scope),
  /// 3 tap tab `page`, 4 wait `amount / 100` seconds.
  static let steps = zip(Gen.int(in: 0...4), Gen.int(in: 0...2), Gen.double(in: 0...320)).array(of: 1...10)

  private static func config(_ scope: RefreshScope) -> NestedScrollConfiguration {
    profileConfiguration(
      pinnedHeaderHeight: 60, refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60, scope: scope))
  }

  private static func run(
    _ step: (Int, Int, Double), on screen: SimulatedProfileScreen, driver: ScreenDriver, scope: RefreshScope,
    taps: Bool = true
  ) {
    let (kind, page, amount) = step
    switch kind {
    case 0:
      driver.drag(fromY: 200, toY: 210 + amount, duration: 0.5)
      driver.hold(0.05)
      driver.lift()
    case 1:
      if scope == .tab {
        screen.host.beginTabRefreshing(page: page, at: driver.time)
      } else {
        screen.host.beginRefreshing(at: driver.time)
      }
    case 2:
      if scope == .tab {
        screen.host.endTabRefreshing(page: page, at: driver.time)
      } else {
        screen.host.endRefreshing(at: driver.time)
      }
    case 3:
      if taps { driver.tapTab(page) }
    default:
      driver.wait(amount / 100)
    }
  }

  /// A refresh in one scope never starts the other scope's action, nor changes its state.
  @Test func aRefreshInOneScopeNeverStartsTheOthersAction() async {
    await propertyCheck(count: 40, input: Gen.bool, Self.steps) { tabScope, steps in
      let scope: RefreshScope = tabScope ? .tab : .page
      let screen = try makeScreen(Self.config(scope))
      let driver = ScreenDriver(screen)
      for step in steps {
        Self.run(step, on: screen, driver: driver, scope: scope)
        if scope == .tab {
          #expect(screen.rendered.refreshState == .idle)
          #expect(screen.rendered.runningRefreshAction == nil)
          #expect(screen.coordinator.snapshot.pageRoom == 0)
        } else {
          for page in screen.rendered.pages {
            #expect(page.refreshState == .idle)
            #expect(page.runningRefreshAction == nil)
          }
          #expect(screen.lists.indices.allSatisfy { screen.coordinator.snapshot(page: $0).tabRoom == 0 })
        }
      }
      driver.runUntilRest()
    }
  }

  /// A tab's refresh (pulled, begun, ended, finished) never moves another tab's list, and
  /// never moves the header.
  @Test func aTabsRefreshNeverChangesAnotherTabsOffset() async {
    let depths = Gen.double(in: -1...1500).array(of: 3)
    await propertyCheck(count: 40, input: Gen.int(in: 0...2), depths, Self.steps) { target, depths, steps in
      let screen = try makeScreen(Self.config(.tab), contentHeights: [5000, 4000, 4500])
      screen.tabRefreshAction = .finishes(after: 0.7)
      let driver = ScreenDriver(screen)
      let config = Self.config(.tab)
      for (page, depth) in depths.enumerated() where page != 0 {
        // -1: at its top, where a refresh reveals its indicator.
        let offset = depth < 0 ? Expected.expandedOffset(config) : Expected.pinOffset(config) + depth
        screen.host.setContentOffset(offset, page: page, animated: false, at: driver.time)
      }
      driver.runUntilRest()
      let before = screen.lists.map(\.contentOffset.y)
      let header = screen.rendered.header
      for (kind, _, amount) in steps {
        // Only `target` refreshes; pulls happen on the selected tab, page 0, so they are the
        // target's only when it is page 0.
        if kind == 0, target != 0 { continue }
        Self.run((kind, target, amount), on: screen, driver: driver, scope: .tab, taps: false)
        for page in 0..<3 where page != target {
          #expect(screen.lists[page].contentOffset.y == before[page])
        }
        if target != 0 { #expect(screen.rendered.header == header) }
        #expect(screen.rendered.header.origin.y <= header.origin.y || target == 0)
      }
      driver.runUntilRest()
      for page in 0..<3 where page != target {
        #expect(screen.lists[page].contentOffset.y == before[page])
      }
    }
  }

  /// During a tab pull nothing of the finger's way is lost or counted twice: at every frame
  /// the header is where the list puts it, the indicator sits right under the tab bar, and
  /// the list's first row right under the indicator, which is exactly as tall as the pull.
  @Test func aTabPullAccountsForTheWholeFingerDelta() async {
    await propertyCheck(count: 40, input: Gen.double(in: 0...400), Gen.double(in: 20...600)) { start, pull in
      let config = Self.config(.tab)
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      screen.host.setContentOffset(Expected.expandedOffset(config) + start, page: 0, animated: false, at: 0)
      driver.touchDown(y: 150)
      driver.move(toY: 160 + start + pull, duration: 0.6)
      for frame in driver.frames where frame.isListDragging {
        let inset = Expected.insetTop(config)
        let overscroll = Expected.overscroll(offset: frame.offset, config)
        let layout = frame.layout
        #expect(layout.headerTop == config.topInset - Expected.collapse(offset: frame.offset, config))
        #expect(layout.stretch == 0)
        #expect(layout.refreshAreaTop == layout.tabBarTop + config.tabBarHeight)
        expectApproximatelyEqual(layout.refreshAreaHeight, overscroll, absoluteTolerance: 1e-9)
        if overscroll > 0 {
          // The first row's screen y is −offset: right under the indicator.
          expectApproximatelyEqual(
            -frame.offset, layout.refreshAreaTop + layout.refreshAreaHeight, absoluteTolerance: 1e-9)
          #expect(layout.tabBarTop + config.tabBarHeight == inset)
        }
      }
      driver.lift()
      driver.runUntilRest()
    }
  }
}
