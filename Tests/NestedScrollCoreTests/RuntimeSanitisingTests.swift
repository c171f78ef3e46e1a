import NestedScrollCore
import NestedScrollFuzzing
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Run time: bad values are sanitised and reported in `diagnostics` (and
/// to the delegate); nothing crashes and no tab loses its position.
@Suite struct RuntimeSanitisingTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  /// A coordinator over bare lists, so a test can hand it values a simulated scroll view
  /// would never produce.
  private func makeStubCoordinator() throws -> (NestedScrollCoordinator<StubList>, [StubList]) {
    var config = config
    config.pageCount = 3
    let coordinator = try NestedScrollCoordinator<StubList>(configuration: config)
    let lists = [StubList(contentHeight: 3000), StubList(contentHeight: 3000), StubList(contentHeight: 100)]
    for (page, list) in lists.enumerated() { coordinator.attach(list, page: page) }
    return (coordinator, lists)
  }

  @Test func nonFiniteOffsetsAreIgnored() throws {
    let (coordinator, lists) = try makeStubCoordinator()
    let recorder = RecordingCoordinatorDelegate()
    coordinator.delegate = recorder
    lists[0].contentOffsetY = Expected.offset(collapse: 100, config)
    coordinator.listDidScroll(page: 0)
    let layout = coordinator.layout
    for bad in [Double.nan, .infinity, -.infinity] {
      lists[0].contentOffsetY = bad
      coordinator.listDidScroll(page: 0)
      #expect(coordinator.diagnostics.lastIssue == .nonFiniteOffset(page: 0))
      #expect(coordinator.layout == layout)
      #expect(coordinator.layout.isFinite)
    }
    #expect(coordinator.diagnostics.count == 3)
    #expect(recorder.issues == Array(repeating: .nonFiniteOffset(page: 0), count: 3))
    // A tab switch with the active list's offset still NaN uses the last good one.
    coordinator.selectPage(1, animated: false)
    #expect(lists[1].contentOffsetY == Expected.offset(collapse: 100, config))
    #expect(coordinator.layout == layout)
  }

  @Test func badContentHeightsCountAsEmpty() throws {
    let (coordinator, lists) = try makeStubCoordinator()
    for bad in [Double.nan, -100, .infinity] {
      lists[1].contentHeight = bad
      coordinator.listContentSizeDidChange(page: 1)
      #expect(coordinator.diagnostics.lastIssue == .invalidContentHeight(page: 1))
      #expect(lists[1].contentInsetBottom == Expected.insetBottom(contentHeight: 0, config))
    }
    lists[1].contentHeight = 100
    coordinator.listContentSizeDidChange(page: 1)
    #expect(lists[1].contentInsetBottom == Expected.insetBottom(contentHeight: 100, config))
  }

  @Test func pagesOutOfRangeAreIgnored() throws {
    let (coordinator, _) = try makeStubCoordinator()
    coordinator.selectPage(1, animated: false)
    for page in [3, -1, Int.max, Int.min] {
      coordinator.selectPage(page, animated: true)
      #expect(coordinator.diagnostics.lastIssue == .pageOutOfRange(page))
      #expect(coordinator.activePage == 1)
      coordinator.setContentOffset(0, page: page, animated: false, at: 0)
      #expect(coordinator.diagnostics.lastIssue == .pageOutOfRange(page))
      coordinator.listDidScroll(page: page)
      coordinator.listContentSizeDidChange(page: page)
      coordinator.detach(page: page)
      #expect(coordinator.list(at: page) == nil)
    }
    #expect(coordinator.pagerOffset(forPage: 7, pageWidth: 390) == 780)
    #expect(coordinator.pagerOffset(forPage: -2, pageWidth: 390) == 0)
    #expect(coordinator.pagerOffset(forPage: 1, pageWidth: .nan) == 0)
  }

  @Test func badGeometryUpdatesAreIgnored() throws {
    let (coordinator, lists) = try makeStubCoordinator()
    lists[0].contentOffsetY = Expected.offset(collapse: 100, config)
    coordinator.listDidScroll(page: 0)
    let space = coordinator.space
    let layout = coordinator.layout
    let insets = lists.map(\.contentInsetTop)
    coordinator.setHeaderHeight(.nan)
    #expect(coordinator.diagnostics.lastIssue == .invalidGeometry(.headerHeight))
    coordinator.setHeaderHeight(-10)
    #expect(coordinator.diagnostics.lastIssue == .invalidGeometry(.headerHeight))
    coordinator.setHeaderHeight(280, pinnedHeight: .infinity)
    #expect(coordinator.diagnostics.lastIssue == .invalidGeometry(.pinnedHeaderHeight))
    coordinator.setViewport(height: 0, topInset: 47, bottomInset: 0)
    #expect(coordinator.diagnostics.lastIssue == .invalidGeometry(.viewportHeight))
    coordinator.setViewport(height: 844, topInset: .nan, bottomInset: 0)
    #expect(coordinator.diagnostics.lastIssue == .invalidGeometry(.topInset))
    coordinator.setViewport(height: 844, topInset: 47, bottomInset: -1)
    #expect(coordinator.diagnostics.lastIssue == .invalidGeometry(.bottomInset))
    coordinator.setTabBarHeight(.infinity)
    #expect(coordinator.diagnostics.lastIssue == .invalidGeometry(.tabBarHeight))
    coordinator.setHeaderHeight(1e308)
    #expect(coordinator.diagnostics.lastIssue == .invalidGeometry(.headerHeight))
    coordinator.setTabBarHeight(NestedScrollConfiguration.maximumValue * 2)
    #expect(coordinator.diagnostics.lastIssue == .invalidGeometry(.tabBarHeight))
    #expect(coordinator.diagnostics.count == 9)
    #expect(coordinator.space == space)
    #expect(coordinator.layout == layout)
    #expect(lists.map(\.contentInsetTop) == insets)
    #expect(lists[0].contentOffsetY == Expected.offset(collapse: 100, config))
  }

  @Test func badTimesAndVelocitiesAreIgnored() throws {
    let (coordinator, lists) = try makeStubCoordinator()
    coordinator.setContentOffset(.nan, page: 0, animated: true, at: 0)
    #expect(coordinator.diagnostics.lastIssue == .nonFiniteOffset(page: 0))
    coordinator.setContentOffset(0, page: 0, animated: true, at: .nan)
    #expect(coordinator.diagnostics.lastIssue == .nonFiniteTime)
    #expect(coordinator.animation == nil)
    coordinator.scrollToTop(at: .infinity)
    #expect(coordinator.diagnostics.lastIssue == .nonFiniteTime)
    coordinator.expandHeader(animated: true, at: 0)
    #expect(coordinator.animation != nil)
    #expect(coordinator.advanceAnimation(to: .nan))
    #expect(coordinator.diagnostics.lastIssue == .nonFiniteTime)
    #expect(lists[0].contentOffsetY.isFinite)
    var target = 100.0
    lists[0].contentOffsetY = 50
    coordinator.listWillEndDragging(page: 0, velocity: .nan, targetContentOffset: &target, at: 1)
    #expect(target == 100)
    coordinator.pagerDidScroll(offsetX: .nan, pageWidth: 390)
    coordinator.pagerDidScroll(offsetX: 390, pageWidth: 0)
    #expect(coordinator.activePage == 0)
    #expect(coordinator.pagerProgress == 0)
    #expect(coordinator.layout.isFinite)
  }

  /// Through the whole screen: every list deep (header pinned), then a barrage of bad
  /// calls. Afterwards no list has moved and switching tabs still keeps each one.
  @Test func noTabLosesItsPosition() throws {
    let screen = try makeScreen(config, contentHeights: [5000, 4000, 6000])
    let driver = ScreenDriver(screen)
    let pin = Expected.pinOffset(config)
    for page in 0..<3 {
      if page > 0 { driver.switchTab(to: page, by: .swipe) }
      // The first list collapses the header (240) on the way; the others start at the pin.
      driver.place(fromY: 800, toY: 800 - 10 - (page == 0 ? 240 : 0) - 200 * Double(page + 1), duration: 1)
      driver.runUntilRest()
    }
    let offsets = screen.lists.map(\.contentOffset.y)
    #expect(offsets == [pin + 200, pin + 400, pin + 600])
    let layout = driver.layout
    let coordinator = screen.coordinator
    coordinator.setContentOffset(.nan, page: 1, animated: false, at: driver.time)
    coordinator.setContentOffset(.infinity, page: 2, animated: true, at: driver.time)
    coordinator.setHeaderHeight(.nan)
    coordinator.setHeaderHeight(300, pinnedHeight: -1)
    coordinator.selectPage(9, animated: false)
    coordinator.selectPage(-3, animated: true)
    coordinator.setViewport(height: .nan, topInset: 0, bottomInset: 0)
    coordinator.pagerDidScroll(offsetX: .infinity, pageWidth: screen.width)
    coordinator.scrollToTop(at: .nan)
    coordinator.advanceAnimation(to: -.infinity)
    #expect(coordinator.diagnostics.count == 10)
    driver.wait(0.2)
    #expect(screen.lists.map(\.contentOffset.y) == offsets)
    #expect(driver.layout == layout)
    #expect(coordinator.activePage == 2)
    for page in [1, 0, 1, 2] {
      driver.switchTab(to: page, by: .swipe)
      #expect(screen.lists.map(\.contentOffset.y) == offsets)
      #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
    }
    // The simulated lists never handed the coordinator a bad value (they sanitise too).
    #expect(screen.lists.allSatisfy { $0.diagnostics.count == 0 })
  }

  @Test func detachedPagesRememberTheirOffset() throws {
    let (coordinator, lists) = try makeStubCoordinator()
    let pin = Expected.pinOffset(config)
    lists[0].contentOffsetY = pin + 300
    coordinator.listDidScroll(page: 0)
    lists[1].contentOffsetY = pin + 700
    coordinator.listDidScroll(page: 1)
    coordinator.detach(page: 1)
    #expect(coordinator.list(at: 1) == nil)
    coordinator.setContentOffset(pin + 800, page: 1, animated: false, at: 0)
    let fresh = StubList(contentHeight: 3000)
    coordinator.attach(fresh, page: 1)
    // Header pinned: the remembered deep offset agrees with it and comes back.
    #expect(fresh.contentOffsetY == pin + 800)
    #expect(fresh.contentInsetTop == Expected.insetTop(config))
    coordinator.selectPage(1, animated: false)
    #expect(coordinator.layout.isPinned)
    #expect(fresh.contentOffsetY == pin + 800)
  }
}

extension RuntimeSanitisingTests {
  /// What the fuzzer (Scripts/fuzz) found here, each reduced to the gesture that shows it;
  /// every test failed before its fix.
  @Suite(.tags(.fuzzFinding)) struct FuzzFindings {
    /// A time of 10^308 s once froze every motion: past ~10^15 s a frame's 1/120 s is lost to
    /// rounding. Such times are now ignored and reported, like NaN.
    @Test func anAbsurdTimeIsIgnoredAndMotionStillEnds() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      driver.flick(fromY: 600, velocity: -2_000, distance: 120)
      screen.advance(to: .greatestFiniteMagnitude)
      screen.coordinator.scrollToTop(at: 1e300)
      #expect(screen.activeList.diagnostics.lastIssue == .nonFiniteTime)
      #expect(screen.coordinator.diagnostics.lastIssue == .nonFiniteTime)
      #expect(driver.runUntilRest(limit: 8))
    }

    /// One frame time 31 years ahead, then the real clock again: every later time was
    /// "earlier", so the list and the coordinator's animation froze for good. A jump back of
    /// more than a second now starts a new clock, and motion goes on from where it is.
    @Test func aClockThatJumpsBackStartsOverInsteadOfFreezing() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      driver.flick(fromY: 700, velocity: 2_500, distance: 150)
      driver.wait(0.3)
      let list = screen.activeList
      #expect(list.isMoving)
      list.advance(to: 1e9)
      screen.coordinator.scrollToTop(at: 1e9)
      #expect(driver.runUntilRest(limit: 5))
      #expect(list.diagnostics.lastIssue == .timeWentBackwards)
      #expect(driver.activeOffset == screen.coordinator.space.offset(forHeaderPosition: 0))
    }

    /// endRefreshing with a NaN time went to `.ending` and then could not start the closing
    /// animation: refreshing never ended. A bad time is now reported and the call ignored.
    @Test func endRefreshingAtABadTimeIsIgnored() throws {
      let (_, screen, driver) = try makeRefreshingScreen()
      screen.coordinator.beginRefreshing(at: 0)
      #expect(driver.runUntilRest())
      screen.coordinator.endRefreshing(at: .nan)
      #expect(screen.coordinator.refreshState == .refreshing)
      #expect(screen.coordinator.diagnostics.lastIssue == .nonFiniteTime)
      screen.coordinator.endRefreshing(at: driver.frames.last?.time ?? 1)
      #expect(driver.runUntilRest())
      #expect(screen.coordinator.refreshState == .idle)
    }
  }
}
