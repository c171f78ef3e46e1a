import NestedScrollCore
import NestedScrollExpectations
import NestedScrollFuzzing
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Run time: bad values are sanitised and reported in `diagnostics` (and
/// to the adapter); nothing crashes and no tab loses its position.
@Suite struct RuntimeSanitisingTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  /// What the standard configuration's screen measures in a layout pass.
  var measured: ContainerMeasurements {
    ContainerMeasurements(
      width: 390, height: config.viewportHeight, safeAreaTop: config.topInset,
      safeAreaBottom: config.bottomInset, headerHeight: config.headerHeight, tabBarHeight: config.tabBarHeight
    )
  }

  /// A host over bare lists (every page loaded), so a test can hand it values a simulated
  /// scroll view would never produce.
  private func makeStubHost(contentHeights: [Double] = [3000, 3000, 100], pageLoading: PageLoading = .all)
    -> (RecordingAdapter, [StubList])
  {
    var behavior = config.behavior
    behavior.pageLoading = pageLoading
    let adapter = RecordingAdapter(behavior: behavior, contentHeights: contentHeights, measurements: measured)
    return (adapter, adapter.lists)
  }

  @Test func nonFiniteOffsetsAreIgnored() throws {
    let (adapter, lists) = makeStubHost()
    let host = adapter.host
    lists[0].contentOffsetY = Expected.offset(collapse: 100, config)
    host.listDidScroll(page: 0)
    let layout = host.layout
    let layoutsSent = adapter.layouts
    for bad in [Double.nan, .infinity, -.infinity] {
      lists[0].contentOffsetY = bad
      host.listDidScroll(page: 0)
      #expect(host.diagnostics.lastIssue == .nonFiniteOffset(page: 0))
      #expect(host.layout == layout)
      #expect(host.layout.isFinite)
    }
    #expect(adapter.layouts == layoutsSent, "a rejected offset sends no layout")
    #expect(host.diagnostics.count == 3)
    #expect(adapter.issues == Array(repeating: .nonFiniteOffset(page: 0), count: 3))
    // A tab switch with the active list's offset still NaN uses the last good one.
    host.selectPage(1, animated: false, at: 0)
    #expect(lists[1].contentOffsetY == Expected.offset(collapse: 100, config))
    #expect(host.layout == layout)
  }

  @Test func badContentHeightsCountAsEmpty() throws {
    let (adapter, lists) = makeStubHost()
    let host = adapter.host
    for bad in [Double.nan, -100, .infinity] {
      lists[1].contentHeight = bad
      host.listContentSizeDidChange(page: 1)
      #expect(host.diagnostics.lastIssue == .invalidContentHeight(page: 1))
      #expect(lists[1].contentInsetBottom == Expected.insetBottom(contentHeight: 0, config))
    }
    lists[1].contentHeight = 100
    host.listContentSizeDidChange(page: 1)
    #expect(lists[1].contentInsetBottom == Expected.insetBottom(contentHeight: 100, config))
  }

  @Test func pagesOutOfRangeAreIgnored() throws {
    let (adapter, _) = makeStubHost()
    let host = adapter.host
    host.selectPage(1, animated: false, at: 0)
    for page in [3, -1, Int.max, Int.min] {
      host.selectPage(page, animated: true, at: 0)
      #expect(host.diagnostics.lastIssue == .pageOutOfRange(page))
      #expect(host.selectedPage == 1)
      host.setContentOffset(0, page: page, animated: false, at: 0)
      #expect(host.diagnostics.lastIssue == .pageOutOfRange(page))
      host.scrollToTop(page: page, at: 0)
      #expect(host.diagnostics.lastIssue == .pageOutOfRange(page))
      host.listDidScroll(page: page)
      host.listContentSizeDidChange(page: page)
      host.reloadPage(page)
      #expect(host.coordinator.list(at: page) == nil)
    }
    #expect(host.pagerOffset(forPage: 7) == 780)
    #expect(host.pagerOffset(forPage: -2) == 0)
    var unusable = measured
    unusable.width = .nan
    host.containerDidLayout(unusable)
    #expect(host.pagerOffset(forPage: 1) == 0)
  }

  /// Layout passes that measure values no screen has: each is reported and changes nothing,
  /// and the host sends nothing.
  @Test func badGeometryUpdatesAreIgnored() throws {
    let (adapter, lists) = makeStubHost()
    let host = adapter.host
    lists[0].contentOffsetY = Expected.offset(collapse: 100, config)
    host.listDidScroll(page: 0)
    let space = host.coordinator.snapshot.space
    let layout = host.layout
    let insets = lists.map(\.contentInsetTop)
    let (layoutsSent, containerLayoutsSent) = (adapter.layouts, adapter.containerLayouts.count)
    let bad: [(WritableKeyPath<ContainerMeasurements, Double>, Double, ConfigurationField)] = [
      (\.headerHeight, .nan, .headerHeight), (\.headerHeight, -10, .headerHeight),
      (\.height, 0, .viewportHeight), (\.safeAreaTop, .nan, .topInset), (\.safeAreaBottom, -1, .bottomInset),
      (\.tabBarHeight, .infinity, .tabBarHeight), (\.headerHeight, 1e308, .headerHeight),
      (\.tabBarHeight, NestedScrollConfiguration.maximumValue * 2, .tabBarHeight),
    ]
    for (field, value, reported) in bad {
      var measurements = measured
      measurements[keyPath: field] = value
      host.containerDidLayout(measurements)
      #expect(host.diagnostics.lastIssue == .invalidGeometry(reported), "\(field) = \(value)")
    }
    #expect(host.diagnostics.count == bad.count)
    #expect(host.coordinator.snapshot.space == space)
    #expect(host.layout == layout)
    #expect(adapter.layouts == layoutsSent)
    #expect(adapter.containerLayouts.count == containerLayoutsSent)
    #expect(lists.map(\.contentInsetTop) == insets)
    #expect(lists[0].contentOffsetY == Expected.offset(collapse: 100, config))
  }

  @Test func badTimesAndVelocitiesAreIgnored() throws {
    let (adapter, lists) = makeStubHost()
    let host = adapter.host
    host.setContentOffset(.nan, page: 0, animated: true, at: 0)
    #expect(host.diagnostics.lastIssue == .nonFiniteOffset(page: 0))
    host.setContentOffset(0, page: 0, animated: true, at: .nan)
    #expect(host.diagnostics.lastIssue == .nonFiniteTime)
    #expect(host.coordinator.snapshot.animation == nil)
    host.scrollToTop(at: .infinity)
    #expect(host.diagnostics.lastIssue == .nonFiniteTime)
    host.expandHeader(animated: true, at: 0)
    #expect(host.coordinator.snapshot.animation != nil)
    #expect(host.frame(at: .nan))
    #expect(host.diagnostics.lastIssue == .nonFiniteTime)
    #expect(lists[0].contentOffsetY.isFinite)
    var target = 100.0
    lists[0].contentOffsetY = 50
    host.listWillEndDragging(page: 0, velocityPerMillisecond: .nan, targetContentOffset: &target, at: 1)
    #expect(target == 100)
    host.pagerDidScroll(offsetX: .nan)
    var zeroWidth = measured
    zeroWidth.width = 0
    host.containerDidLayout(zeroWidth)
    host.pagerDidScroll(offsetX: 390)
    #expect(host.diagnostics.lastIssue == .invalidGeometry(.viewportHeight))
    #expect(host.selectedPage == 0)
    #expect(adapter.tabSelections.allSatisfy { $0 == TabSelection(selectedIndex: 0, progress: 0) })
    #expect(host.layout.isFinite)
  }

  /// Through the whole screen: every list deep (header pinned), then a barrage of bad
  /// calls and layout passes. Afterwards no list has moved and switching tabs still keeps
  /// each one.
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
    let host = screen.host
    let issues = host.diagnostics.count
    let good = screen.measurements
    func layOut(_ field: WritableKeyPath<ContainerMeasurements, Double>, _ value: Double) {
      var measurements = good
      measurements[keyPath: field] = value
      screen.layOut(measurements, time: driver.time)
    }
    host.setContentOffset(.nan, page: 1, animated: false, at: driver.time)
    host.setContentOffset(.infinity, page: 2, animated: true, at: driver.time)
    layOut(\.headerHeight, .nan)
    layOut(\.tabBarHeight, -1)
    host.selectPage(9, animated: false, at: driver.time)
    host.selectPage(-3, animated: true, at: driver.time)
    layOut(\.height, .nan)
    host.pagerDidScroll(offsetX: .infinity)
    host.scrollToTop(at: .nan)
    host.frame(at: -.infinity)
    #expect(host.diagnostics.count == issues + 9)
    screen.layOut(good, time: driver.time)
    driver.wait(0.2)
    #expect(screen.lists.map(\.contentOffset.y) == offsets)
    #expect(driver.layout == layout)
    #expect(screen.rendered.headerLayout == layout)
    #expect(host.selectedPage == 2)
    for page in [1, 0, 1, 2] {
      driver.switchTab(to: page, by: .swipe)
      #expect(screen.lists.map(\.contentOffset.y) == offsets)
      #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
    }
    // The simulated lists never handed the coordinator a bad value (they sanitise too).
    #expect(screen.lists.allSatisfy { $0.diagnostics.count == 0 })
  }

  /// A page unloaded far from the selected one keeps its offset, one the app set while it
  /// was unloaded included, and gives it to the list it loads with next time.
  @Test func unloadedPagesRememberTheirOffset() throws {
    let (adapter, lists) = makeStubHost(
      contentHeights: [3000, 3000, 3000, 3000, 3000], pageLoading: .neighbors)
    let host = adapter.host
    let pin = Expected.pinOffset(config)
    lists[0].contentOffsetY = pin + 300
    host.listDidScroll(page: 0)
    lists[1].contentOffsetY = pin + 700
    host.listDidScroll(page: 1)
    host.selectPage(3, animated: false, at: 0)
    #expect(host.coordinator.list(at: 1) == nil)
    host.setContentOffset(pin + 800, page: 1, animated: false, at: 0)
    let fresh = StubList(contentHeight: 3000)
    adapter.replaceList(fresh, forPage: 1)
    host.selectPage(1, animated: false, at: 0)
    // Header pinned: the remembered deep offset agrees with it and comes back.
    #expect(host.coordinator.list(at: 1) === fresh)
    #expect(fresh.contentOffsetY == pin + 800)
    #expect(fresh.contentInsetTop == Expected.insetTop(config))
    #expect(host.layout.isPinned)
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
      screen.host.scrollToTop(at: 1e300)
      #expect(screen.activeList.diagnostics.lastIssue == .nonFiniteTime)
      #expect(screen.host.diagnostics.lastIssue == .nonFiniteTime)
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
      screen.host.scrollToTop(at: 1e9)
      #expect(driver.runUntilRest(limit: 5))
      #expect(list.diagnostics.lastIssue == .timeWentBackwards)
      #expect(driver.activeOffset == screen.coordinator.snapshot.space.offset(forHeaderPosition: 0))
    }

    /// endRefreshing with a NaN time went to `.ending` and then could not start the closing
    /// animation: refreshing never ended. A bad time is now reported and the call ignored.
    @Test func endRefreshingAtABadTimeIsIgnored() throws {
      let (_, screen, driver) = try makeRefreshingScreen()
      screen.host.beginRefreshing(at: 0)
      #expect(driver.runUntilRest())
      screen.host.endRefreshing(at: .nan)
      #expect(screen.rendered.refreshState == .refreshing)
      #expect(screen.host.diagnostics.lastIssue == .nonFiniteTime)
      screen.host.endRefreshing(at: driver.frames.last?.time ?? 1)
      #expect(driver.runUntilRest())
      #expect(screen.rendered.refreshState == .idle)
    }
  }
}
