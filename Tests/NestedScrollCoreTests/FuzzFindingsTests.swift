@_spi(Testing) import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollPhysics
import ScrollSimulator
import Testing

/// What the fuzzer (Scripts/fuzz) found, each reduced to the gesture that shows it. Every
/// test failed before its fix.
@Suite struct FuzzFindingsTests {
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

  /// Refreshing begun and ended in the same frame: the reveal animation ran on after the
  /// room was gone and left the list resting 60 pt above its top.
  @Test func refreshingEndedAsItBeginsLeavesTheListAtItsTop() throws {
    let config = profileConfiguration(refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.coordinator.beginRefreshing(at: 0)
    screen.coordinator.endRefreshing(at: 0)
    #expect(driver.runUntilRest())
    #expect(screen.coordinator.refreshState == .idle)
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(screen.activeList.verticalOffsetBounds.contains(driver.activeOffset))
  }

  /// A touch stopped the pager sliding to a tapped tab and lifted without dragging: the
  /// pager rested between pages, and the tapped tab stayed active though page 0 showed.
  @Test func aPagerStoppedBetweenPagesGoesOnToAPageThatIsActive() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    driver.tapTab(1)
    driver.wait(0.05)
    let stoppedAt = screen.pager.contentOffset.x
    #expect(stoppedAt > 0 && stoppedAt < screen.width)
    driver.touchDown(y: 500)
    driver.hold(0.04)
    driver.lift()
    #expect(driver.runUntilRest())
    let page = screen.coordinator.activePage
    #expect(
      screen.pager.contentOffset.x == screen.coordinator.pagerOffset(forPage: page, pageWidth: screen.width))
  }

  /// The same, but the touch became a vertical drag of the tapped tab's list: the pager
  /// went back to page 0 and made it active under the finger. It now finishes on the tab.
  @Test func aListDragDuringATabAnimationKeepsTheTappedTab() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    driver.tapTab(1)
    driver.wait(0.03)
    driver.drag(fromY: 500, toY: 400, duration: 0.2)
    driver.lift()
    #expect(driver.runUntilRest())
    #expect(screen.coordinator.activePage == 1)
    #expect(
      screen.pager.contentOffset.x == screen.coordinator.pagerOffset(forPage: 1, pageWidth: screen.width))
  }

  /// A finger lifted far from its last sample: the lift's implied move went to list and
  /// pager alike, both dragged, and the pager's swipe stopped the list mid-bounce, 78 pt
  /// past its top for good. The lift's move now has one owner, and a swipe lets a bounce
  /// finish.
  @Test func aLiftFarFromTheLastSampleMovesOneViewAndNothingStaysOverscrolled() throws {
    let config = profileConfiguration(snapsHeader: true)
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.touchDown(x: 100, y: 200)
    screen.touchEnded(at: Point(x: 300, y: 700), time: 0.02)
    #expect(!(screen.pager.isDragging && screen.activeList.isDragging))
    #expect(driver.runUntilRest())
    for list in screen.lists { #expect(list.verticalOffsetBounds.contains(list.contentOffset.y)) }
    let page = screen.coordinator.activePage
    #expect(
      screen.pager.contentOffset.x == screen.coordinator.pagerOffset(forPage: page, pageWidth: screen.width))
  }

  @Test func aSwipeLetsTheActiveListFinishItsBounce() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 300, velocity: -3_000, distance: 150)
    driver.wait(0.05)
    #expect(screen.activeList.contentOffset.y < screen.activeList.verticalOffsetBounds.lowerBound)
    screen.coordinator.pagerWillBeginDragging()
    #expect(screen.activeList.isMoving)
    #expect(driver.runUntilRest())
    #expect(driver.activeOffset == screen.activeList.verticalOffsetBounds.lowerBound)
  }

  /// The viewport changed while scroll-to-top animated: the animation went on to the old
  /// top, 31 pt past the new one, and rested there.
  @Test func aGeometryChangeRetargetsARunningAnimation() throws {
    let config = profileConfiguration()
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 700, velocity: 2_500, distance: 150)
    driver.wait(0.5)
    driver.tapStatusBar()
    driver.wait(0.05)
    #expect(screen.coordinator.animation?.purpose == .scrollToTop)
    screen.coordinator.setViewport(height: config.viewportHeight, topInset: 0, bottomInset: 0)
    #expect(driver.runUntilRest())
    #expect(driver.activeOffset == screen.coordinator.space.offset(forHeaderPosition: 0))
    #expect(screen.activeList.verticalOffsetBounds.contains(driver.activeOffset))
  }

  /// A tab tap while a finger pulled the old list past the refresh threshold: the release
  /// went to a list that was no longer active, and the state stayed `.armed` for good.
  @Test func aTabSwitchDropsAPullInProgress() throws {
    let config = profileConfiguration(refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.drag(fromY: 200, toY: 600, duration: 0.4)
    #expect(screen.coordinator.refreshState == .armed)
    driver.tapTab(1)
    #expect(screen.coordinator.refreshState == .idle)
    driver.lift()
    #expect(driver.runUntilRest())
    #expect(screen.coordinator.refreshState == .idle)
  }

  /// Refreshing begun while the list was pulled past its top: the header kept the layout
  /// of no refresh room until the next scroll event.
  @Test func beginRefreshingPlacesTheHeaderAtOnce() throws {
    let config = profileConfiguration(refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.drag(fromY: 200, toY: 260, duration: 0.2)
    let coordinator = screen.coordinator
    coordinator.beginRefreshing(at: 0.2)
    let expected = coordinator.space.layout(
      forOffset: driver.activeOffset, refreshReservation: 60, overscroll: config.overscrollBehavior)
    #expect(coordinator.layout == expected)
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
    let config = profileConfiguration(refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.coordinator.beginRefreshing(at: 0)
    #expect(driver.runUntilRest())
    screen.coordinator.endRefreshing(at: .nan)
    #expect(screen.coordinator.refreshState == .refreshing)
    #expect(screen.coordinator.diagnostics.lastIssue == .nonFiniteTime)
    screen.coordinator.endRefreshing(at: driver.frames.last?.time ?? 1)
    #expect(driver.runUntilRest())
    #expect(screen.coordinator.refreshState == .idle)
  }

  /// A finger resting on the list (no drag) while the app moved it past its top: the pull
  /// was tracked and armed, the lift was no release, and refresh stayed armed for good.
  /// Only a drag pulls now.
  @Test func onlyADragPullsToRefresh() throws {
    let config = profileConfiguration(refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.touchDown(y: 500)
    let top = screen.coordinator.space.offset(forHeaderPosition: 0)
    screen.coordinator.setContentOffset(top - 100, page: 0, animated: false, at: 0)
    #expect(screen.coordinator.refreshState == .idle)
    driver.lift()
    #expect(driver.runUntilRest())
    #expect(screen.coordinator.refreshState == .idle)
  }
}
