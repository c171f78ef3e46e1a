import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// How a test switches tabs.
enum SwitchMethod: CaseIterable, CustomTestStringConvertible {
  case selectPage, tapTab, swipe
  var testDescription: String { "\(self)" }
}

/// Where the header is when a test switches tabs.
enum HeaderState: CaseIterable, CustomTestStringConvertible {
  case expanded, halfCollapsed, pinned
  var testDescription: String { "\(self)" }
}

extension ScreenDriver {
  /// Switches to `page` (a neighbour, for swipes) and plays frames until all is still.
  func switchTab(to page: Int, by method: SwitchMethod) {
    switch method {
    case .selectPage:
      screen.host.selectPage(page, animated: false, at: time)
    case .tapTab:
      tapTab(page)
    case .swipe:
      precondition(abs(page - screen.host.selectedPage) == 1)
      swipePage(forward: page > screen.host.selectedPage)
    }
    runUntilRest()
  }

  /// Brings the active list's header to `state` with a drag that rests there: expanded
  /// (nothing), collapse 120, or pinned with the list 300 pt past its pin point.
  func bring(to state: HeaderState) {
    switch state {
    case .expanded: break
    case .halfCollapsed: place(fromY: 600, toY: 600 - 10 - 120, duration: 0.6)
    case .pinned: place(fromY: 800, toY: 800 - 10 - 240 - 300, duration: 1.2)
    }
    runUntilRest()
  }
}

/// Switching tabs never moves the header; lists keep their own offsets
/// where the header allows it and are fitted to it otherwise.
@Suite struct TabSwitchTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  @Test(arguments: HeaderState.allCases, SwitchMethod.allCases)
  func switchingNeverMovesTheHeader(state: HeaderState, method: SwitchMethod) throws {
    let screen = try makeScreen(config)
    let recorder = RecordingCoordinatorDelegate()
    screen.observer = recorder
    let driver = ScreenDriver(screen)
    driver.bring(to: state)
    let headerTop = driver.layout.headerTop
    let tabBarTop = driver.layout.tabBarTop
    driver.clearFrames()
    recorder.reset()
    driver.switchTab(to: 1, by: method)
    #expect(screen.host.selectedPage == 1)
    #expect(recorder.activePages == [1])
    for frame in driver.frames {
      #expect(frame.layout.headerTop == headerTop)
      #expect(frame.layout.tabBarTop == tabBarTop)
    }
    #expect(driver.layout.headerTop == headerTop)
    #expect(driver.layout.tabBarTop == tabBarTop)
    // The new list shows exactly the visible header: its top right under it (pinned:
    // at the pin point, since it had never been scrolled).
    let c = state == .expanded ? 0 : state == .halfCollapsed ? 120 : config.headerHeight - 60
    #expect(driver.activeOffset == Expected.offset(collapse: c, config))
    #expect(screen.pager.contentOffset.x == screen.width)
    #expect(screen.coordinator.snapshot.pagerProgress == 1)
  }

  @Test(arguments: [SwitchMethod.selectPage, .tapTab])
  func switchingTwoTabsAwayNeverMovesTheHeader(method: SwitchMethod) throws {
    let screen = try makeScreen(config)
    let recorder = RecordingCoordinatorDelegate()
    screen.observer = recorder
    let driver = ScreenDriver(screen)
    driver.bring(to: .halfCollapsed)
    let tabBarTop = driver.layout.tabBarTop
    driver.clearFrames()
    driver.switchTab(to: 2, by: method)
    #expect(recorder.activePages == [2])
    #expect(driver.frames.allSatisfy { $0.layout.tabBarTop == tabBarTop && $0.page == 2 })
    #expect(screen.host.selectedPage == 2)
    #expect(screen.coordinator.snapshot.alivePages == 1...2)
    #expect(screen.lists.map(\.scrollsToTop) == [false, false, true])
  }

  @Test(arguments: SwitchMethod.allCases)
  func pinnedDeepListsKeepTheirExactOffsets(method: SwitchMethod) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    let pin = Expected.pinOffset(config)
    driver.flick(fromY: 700, velocity: 2500, distance: 80)
    driver.runUntilRest()
    let deep0 = screen.lists[0].contentOffset.y
    #expect(deep0 > pin + 500)
    driver.switchTab(to: 1, by: method)
    #expect(screen.lists[1].contentOffset.y == pin)
    driver.place(fromY: 700, toY: 300, duration: 0.8)
    driver.runUntilRest()
    let deep1 = screen.lists[1].contentOffset.y
    #expect(deep1 == pin + 390)
    for _ in 0..<3 {
      driver.switchTab(to: 0, by: method)
      #expect(screen.lists[0].contentOffset.y == deep0)
      #expect(screen.lists[1].contentOffset.y == deep1)
      #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
      driver.switchTab(to: 1, by: method)
      #expect(screen.lists[0].contentOffset.y == deep0)
      #expect(screen.lists[1].contentOffset.y == deep1)
      #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
    }
  }

  @Test(arguments: [HeaderState.expanded, .halfCollapsed], SwitchMethod.allCases)
  func aListThatDisagreesWithTheVisibleHeaderIsFittedToIt(state: HeaderState, method: SwitchMethod) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    // List 1 deep (header pinned), then back on list 0 the header is revealed again.
    driver.bring(to: .pinned)
    driver.switchTab(to: 1, by: method)
    driver.place(fromY: 700, toY: 200, duration: 0.8)
    driver.runUntilRest()
    #expect(screen.lists[1].contentOffset.y > Expected.pinOffset(config) + 400)
    driver.switchTab(to: 0, by: method)
    screen.host.setContentOffset(
      Expected.expandedOffset(config), page: 0, animated: false, at: driver.time)
    driver.bring(to: state)
    let tabBarTop = driver.layout.tabBarTop
    let c = driver.layout.collapse
    driver.switchTab(to: 1, by: method)
    #expect(screen.lists[1].contentOffset.y == Expected.offset(collapse: c, config))
    #expect(driver.layout.tabBarTop == tabBarTop)
    #expect(driver.layout.collapse == c)
  }

  /// A tab tap while the active list flings through the header: the header stays exactly
  /// where the tap found it, though the old list decelerates on; coming back, that list
  /// (now past the pin) disagrees with the half-collapsed header and is fitted to it.
  @Test func tappingATabMidFlingFreezesTheHeaderWhereItIs() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 700, velocity: 2000, distance: 60)
    driver.wait(0.05)
    let layout = driver.layout
    #expect(layout.collapse > 0 && !layout.isPinned)
    driver.clearFrames()
    driver.tapTab(1)
    driver.runUntilRest()
    #expect(driver.frames.allSatisfy { $0.layout == layout })
    #expect(screen.lists[1].contentOffset.y == Expected.offset(collapse: layout.collapse, config))
    #expect(screen.lists[0].contentOffset.y > Expected.pinOffset(config))
    driver.switchTab(to: 0, by: .tapTab)
    #expect(driver.layout == layout)
    #expect(screen.lists[0].contentOffset.y == Expected.offset(collapse: layout.collapse, config))
  }

  @Test func pagerProgressFollowsASwipe() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    // 300 pt of finger: the next page becomes active while the finger is still down.
    driver.swipe(fromX: 370, toX: 70, duration: 0.3)
    #expect(screen.host.selectedPage == 1)
    driver.runUntilRest()
    #expect(driver.frames.contains { $0.pagerProgress > 0.1 && $0.pagerProgress < 0.9 })
    for frame in driver.frames {
      expectApproximatelyEqual(
        frame.pagerProgress, min(max(frame.pagerOffsetX / screen.width, 0), 2), absoluteTolerance: 1e-12)
      #expect(frame.page == (frame.pagerProgress < 0.5 ? 0 : 1))
    }
    #expect(screen.coordinator.snapshot.pagerProgress == 1)
    #expect(screen.host.selectedPage == 1)
    // Lists never saw a touch they could not place (a touch goes to the list it began on).
    #expect(screen.lists.allSatisfy { $0.diagnostics.count == 0 })
  }

  @Test func pagerProgressFollowsATabTapAnimation() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.tapTab(2)
    driver.runUntilRest()
    let progress = driver.frames.map(\.pagerProgress)
    #expect(progress.contains { $0 > 0.5 && $0 < 1.5 })
    #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(progress.last == 2)
  }

  @Test func alivePagesAreTheActivePageAndItsNeighbours() throws {
    let screen = try makeScreen(config, contentHeights: [3000, 3000, 3000, 3000, 3000])
    let coordinator = screen.coordinator
    #expect(coordinator.snapshot.alivePages == 0...1)
    for page in [1, 2, 3, 4, 2, 0] {
      screen.host.selectPage(page, animated: false, at: 0)
      #expect(coordinator.snapshot.alivePages == max(0, page - 1)...min(4, page + 1))
    }
    let single = try makeScreen(config, contentHeights: [3000])
    #expect(single.coordinator.snapshot.alivePages == 0...0)
  }
}

@Test func pagerGeometryPlacesEveryPageSideBySideAndMirrorsRightToLeft() throws {
  var measured = ContainerMeasurements(width: 390, height: 844, headerHeight: 300, tabBarHeight: 44)
  let adapter = RecordingAdapter(measurements: measured)
  let host = adapter.host
  #expect(host.pagerContentWidth == 3 * 390)
  #expect(host.pagerOffset(forPage: 2) == 2 * 390)
  measured.isRightToLeft = true
  host.containerDidLayout(measured)
  #expect(host.pagerOffset(forPage: 0) == 2 * 390)
  host.pagerDidScroll(offsetX: 0)
  #expect(host.selectedPage == 2)
}

extension TabSwitchTests {
  /// What the fuzzer (Scripts/fuzz) found here, each reduced to the gesture that shows it;
  /// every test failed before its fix.
  @Suite(.tags(.fuzzFinding)) struct FuzzFindings {
    /// A touch that began on a list, then a tab switch, then a new touch: the old list kept
    /// tracking a finger that had gone and never came to rest.
    @Test func aNewTouchEndsTheTouchLeftOnAnotherList() throws {
      let screen = try makeScreen()
      screen.touchBegan(at: Point(x: 200, y: 500), time: 0)
      screen.tapTab(1, time: 0.05)
      screen.touchBegan(at: Point(x: 200, y: 500), time: 0.1)
      #expect(!screen.lists[0].isTracking)
      #expect(screen.lists[1].isTracking)
    }

    /// A finger still holds list 0 when its tab is tapped again (after a switch away, with
    /// the header expanded on the other tab): keeping the header, the tab rule fitted list 0
    /// to the expanded header and moved it 418 pt under the still finger. The held list
    /// keeps its offset and the header goes its way to it.
    @Test func aTabTappedBackKeepsTheListAFingerHolds() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      driver.bring(to: .pinned)
      let list = screen.lists[0]
      screen.touchBegan(at: Point(x: 200, y: 500), time: driver.time)
      driver.tapTab(1)
      driver.step()
      screen.host.expandHeader(animated: false, at: driver.time)
      driver.step()
      let held = list.contentOffset.y
      #expect(list.isTracking)
      driver.tapTab(0)
      driver.step()
      #expect(list.contentOffset.y == held)
      #expect(screen.host.selectedPage == 0)
    }

    /// Scroll-to-top tapped while the list bounced back from a pull, then a tab switch: the
    /// switch stopped the animation, and the old list stayed pulled past its top for good.
    /// An animation bringing its list back in now plays on, as a bounce does.
    @Test func aTabSwitchLetsAnAnimationFromOverscrollFinish() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      let list = screen.lists[0]
      driver.drag(fromY: 200, toY: 500, duration: 0.3)
      driver.lift()
      driver.step()
      driver.tapStatusBar()
      driver.step()
      #expect(list.contentOffset.y < list.verticalOffsetBounds.lowerBound)
      driver.tapTab(1)
      #expect(driver.runUntilRest())
      #expect(list.contentOffset.y == list.verticalOffsetBounds.lowerBound)
    }
  }
}
