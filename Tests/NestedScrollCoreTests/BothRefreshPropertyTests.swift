import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Properties of ``RefreshScope/both``: a drag that begins on the header pulls the page's
/// refresh, one that begins on the list pulls the selected tab's, both may run at once and
/// their rooms stack (the page's above the header, the tab's under the tab bar).
///
/// The screen: top inset 47, header 300 (60 of it pinned), tab bar 44. A finger that lands
/// above the tab bar's bottom edge is on the header or the tab bar.
@Suite struct BothRefreshPropertyTests {
  private static func config(_ overscroll: OverscrollBehavior = .stretchHeader) -> NestedScrollConfiguration {
    profileConfiguration(
      pinnedHeaderHeight: 60, overscrollBehavior: overscroll,
      refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60, scope: .both))
  }

  /// Where a drag that begins on the header or tab bar lands, and one that begins on the
  /// list, as `screen` shows them now.
  private static func startY(onHeader: Bool, _ fraction: Double, on screen: SimulatedProfileScreen) -> Double
  {
    let bar = screen.rendered.tabBar.maxY
    return onHeader ? 10 + (bar - 11) * fraction : bar + 10 + (780 - bar) * fraction
  }

  /// One step of a session: 0 pull from the header, 1 pull from the list (by `amount`, the
  /// finger landing at `fraction` of the region, once the screen is still: a drag that
  /// catches a bounce keeps the bounce's scope), 2 begin / 3 end the page's refresh, 4 begin
  /// / 5 end the selected tab's, 6 tap tab `amount mod 3`, 7 wait `amount / 100` seconds.
  static let steps = zip(Gen.int(in: 0...7), Gen.double(in: 0...1), Gen.double(in: 0...320)).array(of: 1...10)

  private static func run(
    _ step: (Int, Double, Double), on screen: SimulatedProfileScreen, driver: ScreenDriver
  ) {
    let (kind, fraction, amount) = step
    let host = screen.host
    switch kind {
    case 0, 1:
      driver.runUntilRest()
      let y = startY(onHeader: kind == 0, fraction, on: screen)
      driver.drag(fromY: y, toY: y + 10 + amount, duration: 0.5)
      driver.hold(0.05)
      driver.lift()
    case 2: host.beginRefreshing(at: driver.time)
    case 3: host.endRefreshing(at: driver.time)
    case 4: host.beginTabRefreshing(page: host.selectedPage, at: driver.time)
    case 5: host.endTabRefreshing(page: host.selectedPage, at: driver.time)
    case 6: driver.tapTab(Int(amount) % 3)
    default: driver.wait(amount / 100)
    }
  }

  /// Whether `state` is a pull or a refresh the user started.
  private static func isStarted(_ state: RefreshState) -> Bool {
    switch state {
    case .pulling, .armed, .refreshing: true
    case .idle, .ending: false
    }
  }

  /// A pull from the header never starts a tab's refresh, and a pull from the list never
  /// starts the page's: each scope's action starts only from its own pulls and commands.
  @Test func aPullStartsOnlyTheRefreshOfWhereItsDragBegan() async {
    await propertyCheck(count: 40, input: Self.steps) { steps in
      let screen = try makeScreen(Self.config())
      let driver = ScreenDriver(screen)
      for step in steps {
        let pageBefore = screen.rendered.refreshState
        let pageRun = screen.rendered.runningRefreshAction
        let tabsBefore = screen.rendered.pages.map(\.refreshState)
        let tabRuns = screen.rendered.pages.map(\.runningRefreshAction)
        Self.run(step, on: screen, driver: driver)
        switch step.0 {
        case 0:
          for (page, before) in tabsBefore.enumerated() where !Self.isStarted(before) {
            #expect(!Self.isStarted(screen.rendered.pages[page].refreshState))
          }
          for (page, run) in tabRuns.enumerated() where run == nil {
            #expect(screen.rendered.pages[page].runningRefreshAction == nil)
          }
        case 1:
          if !Self.isStarted(pageBefore) { #expect(!Self.isStarted(screen.rendered.refreshState)) }
          if pageRun == nil { #expect(screen.rendered.runningRefreshAction == nil) }
        default:
          break
        }
      }
      driver.runUntilRest()
    }
  }

  /// A long pull at the top starts the refresh of where its drag began, and with both
  /// running the rooms stack: the page's indicator above the header, the tab's right under
  /// the tab bar, the rows right under it. Ending either closes only its own room, and
  /// ending the other too, at any moment of that, closes both: never with a jump of the
  /// header, the tab bar or the rows.
  @Test func bothRefreshesStackTheirRoomsAndEachClosesOnlyItsOwn() async {
    let behaviors = Gen.int(in: 0...1)
    let second = Gen.double(in: -0.1...0.6)
    await propertyCheck(count: 40, input: Gen.bool, Gen.bool, behaviors, Gen.double(in: 0...1), second) {
      pageFirst, endPageFirst, behavior, fraction, secondEnd in
      let config = Self.config(behavior == 0 ? .stretchHeader : .moveHeader)
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      for onHeader in pageFirst ? [true, false] : [false, true] {
        let y = Self.startY(onHeader: onHeader, fraction, on: screen)
        driver.drag(fromY: y, toY: y + 300, duration: 0.6)
        driver.hold(0.1)
        driver.lift()
        driver.runUntilRest()
      }
      let rendered = screen.rendered
      #expect(rendered.refreshState == .refreshing)
      #expect(rendered.pages[0].refreshState == .refreshing)
      #expect(rendered.runningRefreshAction != nil && rendered.pages[0].runningRefreshAction != nil)
      // Stacked: the header moved down by the page's room, the tab's room under the tab bar.
      expectApproximatelyEqual(rendered.header.minY, config.topInset + 60, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(rendered.refreshIndicator.minY, config.topInset, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(rendered.refreshIndicator.size.height, 60, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(
        rendered.tabRefreshIndicator.minY, rendered.tabBar.maxY, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(rendered.tabRefreshIndicator.size.height, 60, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(
        -screen.activeList.contentOffset.y, rendered.tabRefreshIndicator.maxY, absoluteTolerance: 1e-6)
      // One ends (and, for `secondEnd` ≥ 0, the other that many seconds later): the rooms of
      // those that ended close smoothly, the other's stays.
      driver.clearFrames()
      let endPage = { screen.host.endRefreshing(at: driver.time) }
      let endTab = { screen.host.endTabRefreshing(page: 0, at: driver.time) }
      if endPageFirst { endPage() } else { endTab() }
      if secondEnd >= 0 {
        driver.wait(secondEnd)
        if endPageFirst { endTab() } else { endPage() }
      }
      driver.runUntilRest()
      Self.expectNoJumps(driver.frames)
      let after = screen.rendered
      let pageEnded = endPageFirst || secondEnd >= 0
      let tabEnded = !endPageFirst || secondEnd >= 0
      let roomAbove = pageEnded ? 0.0 : 60
      let roomUnder = tabEnded ? 0.0 : 60
      #expect(after.refreshState == (pageEnded ? .idle : .refreshing))
      #expect(after.pages[0].refreshState == (tabEnded ? .idle : .refreshing))
      expectApproximatelyEqual(after.header.minY, config.topInset + roomAbove, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(after.header.size.height, config.headerHeight, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(after.tabRefreshIndicator.size.height, roomUnder, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(
        -screen.activeList.contentOffset.y, after.tabBar.maxY + roomUnder, absoluteTolerance: 1e-6)
    }
  }

  /// Keeping the content, a tab switch while both refreshes run leaves header and tab bar
  /// where they are at its instant, whichever drag chose the pull's scope and whether the
  /// new tab refreshes too: the old tab's room under the tab bar is not the header's, and
  /// the new tab's stacks under it.
  @Test func keepingTheContentATabSwitchLeavesTheStackedHeaderWhereItIs() async {
    let target = Gen.int(in: 1...2)
    await propertyCheck(
      count: 40, input: Gen.bool, Gen.int(in: 0...1), target, Gen.bool, Gen.double(in: -100...800)
    ) {
      onHeader, behavior, target, targetRefreshes, targetScroll in
      var config = Self.config(behavior == 0 ? .stretchHeader : .moveHeader)
      config.tabSwitchPolicy = .keepsContent
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      let host = screen.host
      host.beginRefreshing(at: 0)
      host.beginTabRefreshing(page: 0, at: 0)
      if targetRefreshes { host.beginTabRefreshing(page: target, at: 0) }
      // The target list scrolled into its content, or left at its top (≤ 0).
      if targetScroll > 0 {
        host.setContentOffset(
          Expected.pinOffset(config) + targetScroll - 400, page: target, animated: false, at: 0)
      }
      driver.runUntilRest()
      // A short pull from the header or the list picks the pull's scope; it bounces back.
      let y = Self.startY(onHeader: onHeader, 0.5, on: screen)
      driver.drag(fromY: y, toY: y + 30, duration: 0.3)
      driver.lift()
      driver.runUntilRest()
      let before = screen.rendered
      driver.tapTab(target)
      let after = screen.rendered
      expectApproximatelyEqual(after.header.minY, before.header.minY, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(after.header.size.height, before.header.size.height, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(after.tabBar.minY, before.tabBar.minY, absoluteTolerance: 1e-6)
    }
  }

  /// Beginning the selected tab's refresh while the header is on its way from the page's
  /// room (keeping the content, after a switch to a list scrolled into its content) lays
  /// the header out at once as the list, its way and both rooms put it.
  @Test func aTabRefreshBegunOnTheHeadersWayIsLaidOutAtOnce() async {
    await propertyCheck(count: 20, input: Gen.double(in: 0...0.1), Gen.double(in: 0...2000)) { wait, depth in
      let (screen, driver, config) = try Self.keepingContentWithThePageRefreshing()
      let host = screen.host
      host.setContentOffset(Expected.pinOffset(config) + depth, page: 1, animated: false, at: 0)
      driver.runUntilRest()
      driver.tapTab(1)
      driver.wait(wait)
      host.beginTabRefreshing(page: 1, at: driver.time)
      try Self.expectLaidOutFromTheList(of: screen, page: 1)
    }
  }

  /// Keeping the content, a switch away from a list pulled from the header past the rooms
  /// leaves the header stretched on its way; a drag that catches it on the new tab's list
  /// keeps that pull's scope: the tab bar moves no further than the finger.
  @Test func aDragCatchingTheHeaderOnItsWayPastTheRoomsKeepsItsScope() async {
    await propertyCheck(count: 20, input: Gen.double(in: 150...400), Gen.double(in: 1...20)) { pull, move in
      var config = Self.config()
      config.tabSwitchPolicy = .keepsContent
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      let y = Self.startY(onHeader: true, 0.5, on: screen)
      driver.touchDown(y: y)
      driver.move(toY: y + pull, duration: 0.4)
      driver.lift()
      screen.tapTab(1, time: driver.time)
      let before = screen.rendered.tabBar.minY
      let listY = screen.rendered.tabBar.maxY + 100
      driver.touchDown(y: listY)
      driver.move(toY: listY + move, duration: 0.1)
      #expect(abs(screen.rendered.tabBar.minY - before) <= move + 1e-6)
      driver.lift()
    }
  }

  /// Ending a tab's refresh while its list shows both rooms but the header, on its way after
  /// a switch from a list at its top, shows only the tab's: the header is laid out as the
  /// rule says at once, and closes the room without a jump.
  @Test func aTabRefreshEndedUnderTheHeadersWayClosesWithoutAJump() async {
    await propertyCheck(count: 10, input: Gen.double(in: 0...0.1)) { wait in
      let (screen, driver, _) = try Self.keepingContentWithThePageRefreshing()
      let host = screen.host
      driver.runUntilRest()
      driver.tapTab(1)
      driver.runUntilRest()
      let space = screen.coordinator.snapshot.space
      host.setContentOffset(space.offset(forHeaderPosition: 0), page: 1, animated: false, at: driver.time)
      driver.runUntilRest()
      host.beginTabRefreshing(page: 0, at: driver.time)
      driver.tapTab(0)
      driver.wait(wait)
      driver.clearFrames()
      host.endTabRefreshing(page: 0, at: driver.time)
      try Self.expectLaidOutFromTheList(of: screen, page: 0)
      driver.runUntilRest()
      Self.expectNoJumps(driver.frames)
    }
  }

  /// Keeping the content, the header on its way down from both rooms after a switch to a list
  /// scrolled into its content: that tab's refresh beginning or ending opens or closes its
  /// room at once (nobody sees the list's top), and the header stays where it is at that
  /// instant (the way, not the header, takes the change), then goes on without a jump.
  @Test func theSelectedTabsRoomChangingOnTheHeadersWayMovesNoHeader() async {
    await propertyCheck(count: 20, input: Gen.double(in: 0...0.1), Gen.double(in: 0...2000), Gen.bool) {
      wait, depth, begins in
      let (screen, driver, config) = try Self.keepingContentWithThePageRefreshing()
      let host = screen.host
      host.beginTabRefreshing(page: 0, at: 0)
      if !begins { host.beginTabRefreshing(page: 1, at: 0) }
      host.setContentOffset(Expected.pinOffset(config) + depth, page: 1, animated: false, at: 0)
      driver.runUntilRest()
      driver.tapTab(1)
      driver.wait(wait)
      #expect(screen.coordinator.snapshot.headerTransition != nil)
      let before = screen.rendered
      driver.clearFrames()
      if begins {
        host.beginTabRefreshing(page: 1, at: driver.time)
      } else {
        host.endTabRefreshing(page: 1, at: driver.time)
      }
      let roomOpen = screen.coordinator.snapshot(page: 1).listRoom > screen.coordinator.snapshot.pageRoom
      #expect(roomOpen == begins)
      let after = screen.rendered
      expectApproximatelyEqual(after.header.minY, before.header.minY, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(after.header.size.height, before.header.size.height, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(after.tabBar.minY, before.tabBar.minY, absoluteTolerance: 1e-6)
      driver.runUntilRest()
      Self.expectNoJumps(driver.frames)
    }
  }

  /// Keeping the content, a switch away from a tab whose room is closing under an expanded
  /// header (its list showing the tab's room only, the page's refreshing too): the room's
  /// motion ends at once where it goes, so header and tab bar stay where they are (stopped
  /// short, the room went with the list still in it and the header dropped by the page's).
  @Test func aSwitchDuringTheSelectedTabsRoomClosingMovesNoHeader() async {
    await propertyCheck(count: 20, input: Gen.double(in: 0...0.05), Gen.bool) { wait, animated in
      let (screen, driver, _) = try Self.keepingContentWithThePageRefreshing()
      let host = screen.host
      driver.runUntilRest()
      driver.tapTab(1)
      driver.runUntilRest()
      let space = screen.coordinator.snapshot.space
      host.beginTabRefreshing(page: 1, at: driver.time)
      driver.runUntilRest()
      // The list shows its tab's room only: the header is expanded.
      host.setContentOffset(space.offset(forHeaderPosition: -60), page: 1, animated: false, at: driver.time)
      driver.runUntilRest()
      #expect(screen.coordinator.snapshot.layout.headerPosition == 0)
      host.endTabRefreshing(page: 1, at: driver.time)
      driver.wait(wait)
      let before = screen.rendered
      host.selectPage(0, animated: animated, at: driver.time)
      let after = screen.rendered
      expectApproximatelyEqual(after.header.minY, before.header.minY, absoluteTolerance: 1e-6)
      expectApproximatelyEqual(after.tabBar.minY, before.tabBar.minY, absoluteTolerance: 1e-6)
    }
  }

  /// Header, tab bar and rows move at most `limit` points from one frame to the next.
  /// A screen that keeps each tab's content on a switch, with the page's refresh begun at
  /// time 0: where every case of the header's way meeting the rooms starts.
  private static func keepingContentWithThePageRefreshing() throws -> (
    SimulatedProfileScreen, ScreenDriver, NestedScrollConfiguration
  ) {
    var config = Self.config()
    config.tabSwitchPolicy = .keepsContent
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.beginRefreshing(at: 0)
    return (screen, driver, config)
  }

  /// Expects the rendered header and tab bar where page `page`'s list, the header's way after
  /// a switch and both rooms put them, as the coordinator's state says now.
  private static func expectLaidOutFromTheList(
    of screen: SimulatedProfileScreen, page: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let state = screen.coordinator.snapshot
    let space = state.space
    var shown = min(
      space.headerPosition(forOffset: screen.lists[page].contentOffset.y), space.maximumCollapse)
    shown += state.headerTransition?.shift ?? 0
    let expected = space.layout(
      forOffset: space.offset(forHeaderPosition: shown), pageRoom: state.pageRoom,
      tabRoom: screen.coordinator.snapshot(page: page).listRoom - state.pageRoom, pull: state.pull)
    let layout = try #require(screen.rendered.headerLayout, sourceLocation: sourceLocation)
    for (name, actual, value) in [
      ("tab bar top", layout.tabBarTop, expected.tabBarTop),
      ("header top", layout.headerTop, expected.headerTop),
      ("tab room", layout.tabRefreshAreaHeight, expected.tabRefreshAreaHeight),
    ] {
      expectApproximatelyEqual(
        actual, value, absoluteTolerance: 1e-6, "\(name)", sourceLocation: sourceLocation)
    }
  }

  private static func expectNoJumps(_ frames: [FrameRecord], limit: Double = 25) {
    for (previous, frame) in zip(frames, frames.dropFirst()) {
      #expect(abs(frame.layout.headerTop - previous.layout.headerTop) <= limit)
      #expect(abs(frame.layout.tabBarTop - previous.layout.tabBarTop) <= limit)
      #expect(abs(frame.offset - previous.offset) <= limit)
    }
  }

  /// During a pull nothing of the finger's way is lost or counted twice, whichever room is
  /// kept: at every frame the rows sit right under the tab's area, the tab's area right under
  /// the tab bar, and the header is where the pull's scope puts it (stretched or moved by
  /// a pull from the header beyond the rooms, still for a pull from the list).
  @Test func aPullAccountsForTheWholeFingerDelta() async {
    await propertyCheck(
      count: 40, input: Gen.bool, Gen.int(in: 0...2), Gen.double(in: 0...1), Gen.double(in: 20...500)
    ) {
      onHeader, kept, fraction, pull in
      let config = Self.config()
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      // 0: no room; 1: the page's; 2: the tab's.
      if kept == 1 { screen.host.beginRefreshing(at: 0) }
      if kept == 2 { screen.host.beginTabRefreshing(page: 0, at: 0) }
      driver.runUntilRest()
      let pageRoom = kept == 1 ? 60.0 : 0
      let tabRoom = kept == 2 ? 60.0 : 0
      let y = Self.startY(onHeader: onHeader, fraction, on: screen)
      driver.clearFrames()
      driver.touchDown(y: y)
      driver.move(toY: y + 10 + pull, duration: 0.6)
      for frame in driver.frames where frame.isListDragging {
        let layout = frame.layout
        let overscroll = Expected.overscroll(offset: frame.offset, config)
        let gap = min(overscroll, tabRoom) + (onHeader ? 0 : max(0, overscroll - tabRoom - pageRoom))
        let shift = min(max(overscroll - tabRoom, 0), pageRoom)
        let extra = onHeader ? max(0, overscroll - tabRoom - pageRoom) : 0
        expectApproximatelyEqual(
          layout.tabRefreshAreaTop, layout.tabBarTop + config.tabBarHeight, absoluteTolerance: 1e-9)
        expectApproximatelyEqual(layout.tabRefreshAreaHeight, gap, absoluteTolerance: 1e-9)
        expectApproximatelyEqual(layout.stretch, extra, absoluteTolerance: 1e-9)
        expectApproximatelyEqual(
          layout.headerTop, config.topInset - Expected.collapse(offset: frame.offset, config) + shift,
          absoluteTolerance: 1e-9)
        if overscroll > 0 {
          // The first row's screen y is −offset: right under the tab's area.
          expectApproximatelyEqual(-frame.offset, layout.tabRefreshAreaTop + gap, absoluteTolerance: 1e-9)
        }
      }
      driver.lift()
      driver.runUntilRest()
      // Only the pulled scope can have started.
      if onHeader, kept != 2 { #expect(screen.rendered.pages[0].refreshState == .idle) }
      if !onHeader, kept != 1 { #expect(screen.rendered.refreshState == .idle) }
    }
  }

  /// A fling down from deep in the list, thrown by a drag on the header or on the list,
  /// reaches the top without a reversal before its bounce, bounces once, and starts no
  /// refresh of either scope.
  @Test func aFlingReachesTheTopWithoutReversalAndStartsNoRefresh() async {
    await propertyCheck(count: 30, input: Gen.bool, Gen.double(in: 1500...5000), Gen.double(in: 0...1)) {
      onHeader, velocity, fraction in
      let config = Self.config()
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      screen.host.setContentOffset(Expected.pinOffset(config) + 400, page: 0, animated: false, at: 0)
      driver.runUntilRest()
      let y = Self.startY(onHeader: onHeader, fraction, on: screen)
      driver.clearFrames()
      driver.flick(fromY: y, velocity: -velocity, distance: 60)
      driver.runUntilRest()
      var turns = 0
      var direction = 0.0
      for (previous, frame) in zip(driver.frames, driver.frames.dropFirst()) where !frame.isListDragging {
        let step = frame.offset - previous.offset
        guard abs(step) > 1e-9 else { continue }
        let sign = step > 0 ? 1.0 : -1.0
        if direction != 0, sign != direction { turns += 1 }
        direction = sign
      }
      #expect(turns <= 1)
      #expect(screen.rendered.refreshState == .idle)
      #expect(screen.rendered.pages.allSatisfy { $0.refreshState == .idle })
    }
  }
}
