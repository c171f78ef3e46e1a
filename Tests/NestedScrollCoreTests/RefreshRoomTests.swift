import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollPhysics
import ScrollSimulator
import Testing

/// Refresh rooms are values with timelines of their own (``RefreshRoom``): they close on their
/// own spring, sampled frame by frame, and no motion of a list can cut them short.
@Suite struct RefreshRoomTests {
  let refresh = RefreshConfiguration(threshold: 80, indicatorHeight: 60)
  var config: NestedScrollConfiguration { profileConfiguration(pinnedHeaderHeight: 60, refresh: refresh) }

  /// A closing room, sampled at any increasing times, only shrinks, stays finite and within
  /// its height, never moves faster than its spring's peak speed (`h·ω/e` from rest) but for the
  /// last frame's placement at 0 (``Rest/distance`` at most), and is closed within a second.
  @Test func aClosingRoomShrinksContinuouslyToClosed() async {
    await propertyCheck(
      count: 200, input: Gen.double(in: 1...500), Gen.double(in: 0.001...0.05).array(of: 1...120)
    ) { height, intervals in
      var room = RefreshRoom(height: height)
      room.close(at: 0, reducesMotion: false)
      #expect(room.isClosing)
      let peakSpeed = height * Spring.scrollAnimation.naturalFrequency / 2.718_281_828_459_045
      var time = 0.0
      var previous = height
      for interval in intervals {
        time += interval
        _ = room.advance(to: time)
        #expect(room.height.isFinite)
        #expect(room.height >= 0 && room.height <= previous)
        #expect(previous - room.height <= peakSpeed * interval * 1.001 + Rest.distance + 1e-9)
        previous = room.height
      }
      _ = room.advance(to: time + 1)
      #expect(room.height == 0)
      #expect(!room.isClosing)
    }
  }

  /// Reduce Motion: the room is closed on the next frame.
  @Test func reduceMotionClosesTheRoomOnTheNextFrame() {
    var room = RefreshRoom(height: 60)
    room.close(at: 1, reducesMotion: true)
    let changed = room.advance(to: 1.016)
    #expect(changed)
    #expect(room.height == 0)
    #expect(!room.isClosing)
  }

  /// A room smaller than the spring's rest distance, whose spring is at rest at once, still
  /// closes over a frame after the one it began in (as Reduce Motion's does): sampled in the
  /// frame its refresh ended, it would be gone before anything was shown closing.
  @Test(arguments: [0.26, Rest.distance / 2])
  func aTinyRoomClosesOnTheFrameAfterItBegan(height: Double) {
    var room = RefreshRoom(height: height)
    room.close(at: 1, reducesMotion: false)
    let atStart = room.advance(to: 1)
    #expect(!atStart)
    #expect(room.height == height && room.isClosing)
    let next = room.advance(to: 1.008)
    #expect(next)
    #expect(room.height == 0 && !room.isClosing)
  }

  /// A frame clock that jumps far back (reset) starts the closing over on the new clock, from
  /// where the room is, and it still closes; one slightly back changes nothing. Waiting for
  /// the old clock, a room could stay open for as long as that clock was ahead.
  @Test func aClockThatWentBackStillClosesTheRoom() {
    var room = RefreshRoom(height: 60)
    room.close(at: 1e9, reducesMotion: false)
    _ = room.advance(to: 1e9 + 0.05)
    let partly = room.height
    #expect(partly > 0 && partly < 60)
    let slightlyBack = room.advance(to: 1e9 + 0.04)
    #expect(!slightlyBack)
    #expect(room.height == partly)
    _ = room.advance(to: 0)
    #expect(room.height == partly)
    _ = room.advance(to: 0.05)
    #expect(room.height < partly)
    _ = room.advance(to: 2)
    #expect(room.height == 0)
    #expect(!room.isClosing)
  }

  /// A status-bar tap, a touch or a tab tap while the page's room closes on screen plays on
  /// the list while the room goes on closing: the room is not cut short, and the tab bar never
  /// drops by what the room had left (it moves at most the room's and the list's own motion
  /// per frame).
  @Test func noMotionCutsThePagesRoomShort() async {
    await propertyCheck(count: 30, input: Gen.double(in: 0...0.2), Gen.int(in: 0...2)) { wait, interruption in
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      screen.host.beginRefreshing(at: driver.time)
      driver.runUntilRest()
      screen.host.endRefreshing(at: driver.time)
      driver.wait(wait)
      let closing = screen.coordinator.snapshot.isPageRoomClosing
      driver.clearFrames()
      var lastTabBar = screen.rendered.tabBar.minY
      var lastRoom = screen.coordinator.snapshot.pageRoom
      switch interruption {
      case 0: driver.tapStatusBar()
      case 1:
        driver.touchDown(y: 500)
        driver.lift()
      default: driver.tapTab(1)
      }
      #expect(screen.coordinator.snapshot.isPageRoomClosing == closing)
      var steps = 0
      while steps < 600, screen.host.needsFrames {
        driver.wait(1 / 60)
        let room = screen.coordinator.snapshot.pageRoom
        let tabBar = screen.rendered.tabBar.minY
        // The tab bar moves with the room, and with the scroll to the top behind it.
        #expect(abs(tabBar - lastTabBar) <= (lastRoom - room) + 30, "frame \(steps)")
        lastTabBar = tabBar
        lastRoom = room
        steps += 1
      }
      #expect(screen.coordinator.snapshot.pageRoom == 0)
      #expect(screen.rendered.refreshState == .idle)
      #expect(abs(screen.rendered.tabBar.minY - (config.topInset + config.headerHeight)) < 1e-6)
    }
  }

  /// With both scopes, the selected tab's room closing under the page's: a status-bar tap
  /// meanwhile leaves the header where the rooms put it, frame by frame, and both rooms'
  /// states end where they should (the tab's idle, the page's still refreshing).
  @Test func aStatusBarTapDuringTheTabsRoomClosingKeepsTheHeaderOnItsWay() async {
    let both = RefreshConfiguration(threshold: 80, indicatorHeight: 60, scope: .both)
    await propertyCheck(count: 20, input: Gen.double(in: 0...0.2)) { wait in
      let screen = try makeScreen(profileConfiguration(pinnedHeaderHeight: 60, refresh: both))
      let driver = ScreenDriver(screen)
      screen.host.beginRefreshing(at: driver.time)
      screen.host.beginTabRefreshing(page: 0, at: driver.time)
      driver.runUntilRest()
      let header = screen.rendered.header.minY
      screen.host.endTabRefreshing(page: 0, at: driver.time)
      driver.wait(wait)
      driver.tapStatusBar()
      var steps = 0
      while steps < 600, screen.host.needsFrames {
        driver.wait(1 / 60)
        // The page's room stays, and so does the header above it.
        expectApproximatelyEqual(screen.rendered.header.minY, header, absoluteTolerance: 1e-6)
        steps += 1
      }
      #expect(screen.coordinator.snapshot(page: 0).tabRoom == 0)
      #expect(screen.rendered.pages[0].refreshState == .idle)
      #expect(screen.rendered.refreshState == .refreshing)
    }
  }
}

/// The rows of a list sliding out on an animated tab switch move only with its room.
@Suite struct RoomDuringSwitchTests {
  /// With both scopes, the selected tab's room closing when a tab is tapped (animated): the
  /// list sliding out goes on following its closing room, frame by frame, and its rows move
  /// by no more than the room closed (within 0.5 pt) under either tab-switch policy.
  @Test func rowsSlidingOutMoveOnlyWithTheirRoom() async {
    let both = RefreshConfiguration(threshold: 80, indicatorHeight: 60, scope: .both)
    await propertyCheck(count: 30, input: Gen.double(in: 0...0.3), Gen.bool, Gen.bool) {
      wait, keepsHeader, pageRefreshes in
      var config = profileConfiguration(pinnedHeaderHeight: 60, refresh: both)
      config.tabSwitchPolicy = keepsHeader ? .keepsHeader : .keepsContent
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      if pageRefreshes { screen.host.beginRefreshing(at: driver.time) }
      screen.host.beginTabRefreshing(page: 0, at: driver.time)
      driver.runUntilRest()
      screen.host.endTabRefreshing(page: 0, at: driver.time)
      driver.wait(wait)
      var offset = screen.lists[0].contentOffset.y
      var room = screen.coordinator.snapshot(page: 0).tabRoom
      driver.tapTab(1)
      var frames = 0
      while frames < 300, screen.host.needsFrames || screen.pager.isDecelerating {
        let step = abs(screen.lists[0].contentOffset.y - offset)
        #expect(step <= (room - screen.coordinator.snapshot(page: 0).tabRoom) + 0.5, "frame \(frames)")
        offset = screen.lists[0].contentOffset.y
        room = screen.coordinator.snapshot(page: 0).tabRoom
        driver.wait(1 / 60)
        frames += 1
      }
      #expect(screen.coordinator.snapshot(page: 0).tabRoom == 0)
      #expect(screen.rendered.pages[0].refreshState == .idle)
    }
  }
}
