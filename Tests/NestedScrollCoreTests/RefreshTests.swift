import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Page-level pull-to-refresh driven by the active list's top overscroll.
@Suite struct RefreshTests {
  let refresh = RefreshConfiguration(threshold: 80, indicatorHeight: 60)
  var config: NestedScrollConfiguration { profileConfiguration(pinnedHeaderHeight: 60, refresh: refresh) }
  /// The finger excess (beyond the 10 pt hysteresis) that pulls exactly to the threshold,
  /// through the rubber band: x = f·D / (c·(D − f)).
  var thresholdExcess: Double { Expected.rubberBandExcess(overscroll: 80, dimension: config.viewportHeight) }

  private func pullAndRelease(_ driver: ScreenDriver, excess: Double, hold: Bool = true) {
    driver.drag(fromY: 200, toY: 200 + 10 + excess, duration: 0.8)
    if hold { driver.hold(0.1) }
    driver.lift()
  }

  @Test func pullArmRefreshEnd() throws {
    let screen = try makeScreen(config)
    let recorder = RecordingCoordinatorDelegate()
    screen.observer = recorder
    let driver = ScreenDriver(screen)
    pullAndRelease(driver, excess: thresholdExcess + 40)
    // While pulling, progress is the overscroll over the threshold; armed from the threshold on.
    for frame in driver.frames where frame.isListDragging {
      let pull = Expected.overscroll(offset: frame.offset, config)
      switch frame.refreshState {
      case .pulling(let progress):
        expectApproximatelyEqual(progress, pull / 80, absoluteTolerance: 1e-9)
        #expect(pull < 80)
      case .armed: #expect(pull >= 80)
      case .idle: #expect(pull == 0)
      default: Issue.record("unexpected state \(frame.refreshState) while pulling")
      }
    }
    let states = recorder.refreshStates
    let armed = try #require(states.firstIndex(of: .armed))
    #expect(states[..<armed].allSatisfy { if case .pulling = $0 { true } else { false } })
    #expect(states[armed...] == [.armed, .refreshing])
    // Every list keeps room for the indicator.
    for list in screen.lists { #expect(list.contentInset.top == Expected.insetTop(config) + 60) }
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config) - 60)
    #expect(screen.rendered.refreshState == .refreshing)
    #expect(driver.layout.headerTop == config.topInset + 60)
    #expect(driver.layout.stretch == 0)
    #expect(driver.layout.collapse == 0)

    recorder.reset()
    screen.host.endRefreshing(at: driver.time)
    #expect(screen.rendered.refreshState == .ending)
    // The room closes on its own timeline, not as a motion of the list.
    #expect(screen.coordinator.snapshot.animation == nil)
    #expect(screen.coordinator.snapshot.isPageRoomClosing)
    driver.runUntilRest()
    #expect(recorder.refreshStates == [.ending, .idle])
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    for list in screen.lists { #expect(list.contentInset.top == Expected.insetTop(config)) }
    #expect(driver.layout.headerTop == config.topInset)
    #expect(driver.layout.overscroll == 0)
  }

  @Test func releasingBeforeTheThresholdGoesBackToIdle() throws {
    let screen = try makeScreen(config)
    let recorder = RecordingCoordinatorDelegate()
    screen.observer = recorder
    let driver = ScreenDriver(screen)
    pullAndRelease(driver, excess: thresholdExcess - 20)
    #expect(screen.rendered.refreshState == .idle)
    #expect(!recorder.refreshStates.contains(.armed))
    #expect(recorder.refreshStates.last == .idle)
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(screen.activeList.contentInset.top == Expected.insetTop(config))
  }

  @Test func pullingBackBelowTheThresholdDisarms() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.drag(fromY: 200, toY: 200 + 10 + thresholdExcess + 40, duration: 0.8)
    #expect(screen.rendered.refreshState == .armed)
    driver.move(toY: 200 + 10 + thresholdExcess - 40, duration: 0.3)
    guard case .pulling = screen.rendered.refreshState else {
      Issue.record("expected pulling, got \(screen.rendered.refreshState)")
      return
    }
    driver.hold(0.1)
    driver.lift()
    #expect(screen.rendered.refreshState == .idle)
  }

  /// Released armed while the finger still moves down: the content turns around into the
  /// refresh position continuously (a bounce from the release velocity), never reversing
  /// its velocity from one frame to the next.
  @Test func releasingArmedWhileMovingTurnsAroundContinuously() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen, frameRate: 240)
    pullAndRelease(driver, excess: thresholdExcess + 40, hold: false)
    let releaseVelocity = screen.activeList.velocity.y
    #expect(releaseVelocity < -50)
    #expect(screen.rendered.refreshState == .refreshing)
    let released = driver.frames.count
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config) - 60)
    // Right after the release the content still moves down, as it did under the finger.
    #expect(driver.frames[released].offset < driver.frames[released - 1].offset)
    // The turnaround: the first 0.2 s (the motion's last frame may place it up to 0.5 pt,
    // the rest threshold of the ScrollPhysics article, which is no reversal).
    let velocities = FrameMetrics.velocities(Array(driver.frames[(released - 3)..<(released + 48)]))
    #expect(velocities.first { $0.velocity > 0 } != nil)
    for (a, b) in zip(velocities, velocities.dropFirst()) {
      expectApproximatelyEqual(b.velocity, a.velocity, absoluteTolerance: abs(releaseVelocity))
    }
  }

  @Test func beginRefreshingProgrammatically() throws {
    let screen = try makeScreen(config)
    let recorder = RecordingCoordinatorDelegate()
    screen.observer = recorder
    let driver = ScreenDriver(screen)
    screen.host.beginRefreshing(at: driver.time)
    #expect(recorder.refreshStates == [.refreshing])
    #expect(screen.lists.allSatisfy { $0.contentInset.top == Expected.insetTop(config) + 60 })
    #expect(screen.coordinator.snapshot.animation != nil)
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config) - 60)
    #expect(driver.layout.headerTop == config.topInset + 60)
    // A second call changes nothing.
    screen.host.beginRefreshing(at: driver.time)
    #expect(recorder.refreshStates == [.refreshing])
    #expect(screen.coordinator.snapshot.animation == nil)
  }

  @Test func beginRefreshingWhileScrolledDeepMovesNoContent() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.bring(to: .pinned)
    let offset = driver.activeOffset
    let layout = driver.layout
    screen.host.beginRefreshing(at: driver.time)
    driver.runUntilRest()
    #expect(driver.activeOffset == offset)
    #expect(driver.layout == layout)
    #expect(screen.rendered.refreshState == .refreshing)
  }

  @Test(arguments: SwitchMethod.allCases)
  func switchingTabsWhileRefreshingKeepsTheHeaderStill(method: SwitchMethod) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    pullAndRelease(driver, excess: thresholdExcess + 40)
    driver.runUntilRest()
    let headerTop = driver.layout.headerTop
    let tabBarTop = driver.layout.tabBarTop
    #expect(headerTop == config.topInset + 60)
    driver.clearFrames()
    driver.switchTab(to: 1, by: method)
    #expect(screen.host.selectedPage == 1)
    #expect(driver.frames.allSatisfy { $0.layout.headerTop == headerTop && $0.layout.tabBarTop == tabBarTop })
    #expect(screen.lists[1].contentOffset.y == Expected.expandedOffset(config) - 60)
    // Ending on the new tab closes the room there; the other list goes back to its top too.
    screen.host.endRefreshing(at: driver.time)
    driver.runUntilRest()
    #expect(screen.rendered.refreshState == .idle)
    #expect(screen.lists[1].contentOffset.y == Expected.expandedOffset(config))
    #expect(screen.lists[0].contentOffset.y == Expected.expandedOffset(config))
    #expect(driver.layout.headerTop == config.topInset)
    driver.switchTab(to: 0, by: method)
    #expect(driver.layout.headerTop == config.topInset)
    #expect(driver.layout.overscroll == 0)
  }

  /// Frames move only the lists attached while the page's room closes; a page unloaded
  /// meanwhile took the room's end when it began closing, so, keeping the content, it comes
  /// back at its top with no room, as the lists on screen ended.
  @Test func aPageUnloadedWhileTheRoomClosesComesBackAtItsTop() throws {
    var config = config
    config.tabSwitchPolicy = .keepsContent
    let screen = try SimulatedProfileScreen(
      configuration: config, contentHeights: Array(repeating: 4000, count: 6), pageLoading: .neighbors)
    let driver = ScreenDriver(screen)
    pullAndRelease(driver, excess: thresholdExcess + 40)
    driver.runUntilRest()
    #expect(screen.rendered.refreshState == .refreshing)
    // Page 0 is unloaded showing the room, page 3 shows it too.
    screen.host.selectPage(3, animated: false, at: driver.time)
    screen.host.setContentOffset(
      Expected.expandedOffset(config) - 60, page: 3, animated: false, at: driver.time)
    driver.runUntilRest()
    #expect(!screen.host.loadedPages.contains(0))
    #expect(screen.lists[3].contentOffset.y == Expected.expandedOffset(config) - 60)
    screen.host.endRefreshing(at: driver.time)
    driver.runUntilRest()
    #expect(screen.lists[3].contentOffset.y == Expected.expandedOffset(config))
    screen.host.selectPage(0, animated: false, at: driver.time)
    #expect(screen.host.loadedPages.contains(0))
    #expect(screen.lists[0].contentOffset.y == Expected.expandedOffset(config))
    #expect(driver.layout.headerTop == config.topInset)
  }

  @Test(arguments: [HeaderState.halfCollapsed, .pinned])
  func endRefreshingAfterScrollingAwayMovesNoContent(state: HeaderState) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.beginRefreshing(at: driver.time)
    driver.runUntilRest()
    // The user scrolls the indicator off screen (60 pt more than without it).
    driver.place(fromY: 700, toY: 700 - 10 - 60 - (state == .pinned ? 600 : 120), duration: 1)
    driver.runUntilRest()
    let offset = driver.activeOffset
    let layout = driver.layout
    #expect(layout.collapse > 0)
    screen.host.endRefreshing(at: driver.time)
    #expect(screen.rendered.refreshState == .idle)
    #expect(screen.coordinator.snapshot.animation == nil)
    driver.runUntilRest()
    #expect(driver.activeOffset == offset)
    #expect(driver.layout.tabBarTop == layout.tabBarTop)
    #expect(driver.layout.headerTop == layout.headerTop)
    #expect(screen.activeList.contentInset.top == Expected.insetTop(config))
  }

  @Test func scrollToTopWhileTheRoomClosesEndsIdleAtTheTop() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.beginRefreshing(at: driver.time)
    driver.runUntilRest()
    screen.host.endRefreshing(at: driver.time)
    driver.wait(0.05)
    #expect(screen.rendered.refreshState == .ending)
    driver.tapStatusBar()
    driver.runUntilRest()
    #expect(screen.rendered.refreshState == .idle)
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(screen.activeList.contentInset.top == Expected.insetTop(config))
    #expect(driver.layout.overscroll == 0)
  }

  @Test func programmaticOffsetWhileTheRoomClosesEndsIdle() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.beginRefreshing(at: driver.time)
    driver.runUntilRest()
    screen.host.endRefreshing(at: driver.time)
    driver.wait(0.05)
    let target = Expected.pinOffset(config) + 100
    screen.host.setContentOffset(target, page: 0, animated: false, at: driver.time)
    driver.runUntilRest()
    #expect(screen.rendered.refreshState == .idle)
    #expect(driver.activeOffset == target)
    #expect(screen.activeList.contentInset.top == Expected.insetTop(config))
  }

  @Test func aTouchDuringTheClosingAnimationFinishesIt() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.beginRefreshing(at: driver.time)
    driver.runUntilRest()
    screen.host.endRefreshing(at: driver.time)
    driver.wait(0.05)
    driver.drag(fromY: 600, toY: 300, duration: 0.5)
    #expect(screen.rendered.refreshState == .idle)
    #expect(fingerTracking(driver.frames).maximum < 1e-9)
    driver.lift()
    driver.runUntilRest()
    #expect(screen.activeList.contentInset.top == Expected.insetTop(config))
    #expect(driver.activeOffset >= Expected.expandedOffset(config))
  }
}

extension RefreshTests {
  /// What the fuzzer (Scripts/fuzz) found here, each reduced to the gesture that shows it;
  /// every test failed before its fix.
  @Suite(.tags(.fuzzFinding)) struct FuzzFindings {
    /// Refreshing begun and ended in the same frame: the reveal animation ran on after the
    /// room was gone and left the list resting 60 pt above its top.
    @Test func refreshingEndedAsItBeginsLeavesTheListAtItsTop() throws {
      let (config, screen, driver) = try makeRefreshingScreen()
      screen.host.beginRefreshing(at: 0)
      screen.host.endRefreshing(at: 0)
      #expect(driver.runUntilRest())
      #expect(screen.rendered.refreshState == .idle)
      #expect(driver.activeOffset == Expected.expandedOffset(config))
      #expect(screen.activeList.verticalOffsetBounds.contains(driver.activeOffset))
    }

    /// A tab tap while a finger pulled the old list past the refresh threshold: the release
    /// went to a list that was no longer active, and the state stayed `.armed` for good.
    @Test func aTabSwitchDropsAPullInProgress() throws {
      let (_, screen, driver) = try makeRefreshingScreen()
      driver.drag(fromY: 200, toY: 600, duration: 0.4)
      #expect(screen.rendered.refreshState == .armed)
      driver.tapTab(1)
      #expect(screen.rendered.refreshState == .idle)
      driver.lift()
      #expect(driver.runUntilRest())
      #expect(screen.rendered.refreshState == .idle)
    }

    /// Refreshing begun while the list was pulled past its top: the header kept the layout
    /// of no refresh room until the next scroll event.
    @Test func beginRefreshingPlacesTheHeaderAtOnce() throws {
      let (config, screen, driver) = try makeRefreshingScreen()
      driver.drag(fromY: 200, toY: 260, duration: 0.2)
      screen.host.beginRefreshing(at: 0.2)
      let expected = screen.coordinator.snapshot.space.layout(
        forOffset: driver.activeOffset, refreshReservation: 60, overscroll: config.overscrollBehavior)
      #expect(screen.rendered.headerLayout == expected)
    }

    /// A finger resting on the list (no drag) while the app moved it past its top: the pull
    /// was tracked and armed, the lift was no release, and refresh stayed armed for good.
    /// Only a drag pulls now.
    @Test func onlyADragPullsToRefresh() throws {
      let (_, screen, driver) = try makeRefreshingScreen()
      driver.touchDown(y: 500)
      let top = screen.coordinator.snapshot.space.offset(forHeaderPosition: 0)
      screen.host.setContentOffset(top - 100, page: 0, animated: false, at: 0)
      #expect(screen.rendered.refreshState == .idle)
      driver.lift()
      #expect(driver.runUntilRest())
      #expect(screen.rendered.refreshState == .idle)
    }

    /// Refreshing ended while a swipe brought in the next tab: the room closed with an
    /// animation of the old list, and the new active list, fitted into the room, was left
    /// 60 pt past its top once the room was gone.
    @Test func theRefreshRoomClosingOnAnotherTabLeavesNoListInIt() throws {
      let (_, screen, driver) = try makeRefreshingScreen()
      screen.host.beginRefreshing(at: 0)
      #expect(driver.runUntilRest())
      driver.touchDown(x: 300, y: 500)
      driver.move(to: Point(x: 150, y: 500), duration: 0.1)
      screen.host.endRefreshing(at: driver.time)
      driver.move(to: Point(x: 60, y: 500), duration: 0.05)
      driver.lift()
      #expect(driver.runUntilRest())
      #expect(screen.host.selectedPage == 1)
      #expect(screen.rendered.refreshState == .idle)
      for list in screen.lists {
        #expect(list.verticalOffsetBounds.contains(list.contentOffset.y))
      }
    }
  }
}
