import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// The host layer's pager rules: realignment, tab jumps, and who owns a gesture.
struct HostPagerTests {
  @Test func aNewWidthKeepsTheSelectedPageInView() {
    let adapter = RecordingAdapter()
    adapter.host.selectPage(2, animated: false, at: 0)
    adapter.clear()
    var landscape = ContainerMeasurements.phone
    landscape.width = 844
    landscape.height = 390
    adapter.host.containerDidLayout(landscape)
    #expect(adapter.pagerMoves == [.movePager(x: 1688, animated: false)])
    #expect(adapter.host.pagerContentWidth == 3 * 844)
  }

  @Test func aReloadWithFewerPagesPutsThePagerBackOnAPage() {
    let adapter = RecordingAdapter(contentHeights: Array(repeating: 2000, count: 5))
    adapter.host.selectPage(4, animated: false, at: 0)
    adapter.clear()
    adapter.host.reloadPages(count: 2)
    #expect(adapter.host.selectedPage == 1)
    #expect(adapter.pagerMoves == [.movePager(x: 390, animated: false)])
    #expect(adapter.outputs.contains(.selected(1)))
  }

  @Test func aListDragFinishesAPagerStoppedBetweenPages() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.selectPage(1, animated: true, at: 0)
    // A touch stopped the pager's animation a third of the way.
    host.pagerDidScroll(offsetX: 130)
    adapter.clear()
    host.listWillBeginDragging(page: 1, startY: 600)
    #expect(adapter.pagerMoves == [.movePager(x: 390, animated: true)])
  }

  @Test func aListDragLeavesADraggedPagerAlone() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.pagerWillBeginDragging()
    host.pagerDidScroll(offsetX: 130)
    adapter.clear()
    host.listWillBeginDragging(page: 0, startY: 600)
    #expect(adapter.pagerMoves.isEmpty)
  }

  @Test func aJumpOfTwoPagesSlidesInFromTheTargetsNeighbour() {
    let adapter = RecordingAdapter(contentHeights: Array(repeating: 2000, count: 5))
    adapter.clear()
    adapter.host.selectPage(3, animated: true, at: 0)
    #expect(
      adapter.pagerMoves == [.movePager(x: 780, animated: false), .movePager(x: 1170, animated: true)])
    // A jump to a neighbour slides directly.
    adapter.host.pagerDidEndScrolling(offsetX: 1170)
    adapter.clear()
    adapter.host.selectPage(4, animated: true, at: 0)
    #expect(adapter.pagerMoves == [.movePager(x: 1560, animated: true)])
  }

  @Test func aJumpRightToLeftSlidesInFromTheMirroredNeighbour() {
    let adapter = RecordingAdapter(contentHeights: Array(repeating: 2000, count: 5))
    var rightToLeft = ContainerMeasurements.phone
    rightToLeft.isRightToLeft = true
    adapter.host.containerDidLayout(rightToLeft)
    adapter.host.selectPage(0, animated: false, at: 0)
    adapter.clear()
    adapter.host.selectPage(3, animated: true, at: 0)
    // Page 3 sits in slot 1 right to left; its neighbour toward page 0 (page 2) in slot 2.
    #expect(adapter.pagerMoves == [.movePager(x: 780, animated: false), .movePager(x: 390, animated: true)])
  }

  @Test func aTabJumpNeverShowsAPageThatIsNotLoaded() throws {
    let configuration = NestedScrollConfiguration(headerHeight: 300, viewportHeight: 844)
    let screen = try SimulatedProfileScreen(
      configuration: configuration, contentHeights: Array(repeating: 3000, count: 6), pageLoading: .neighbors)
    screen.tapTab(4, time: 0.1)
    var time = 0.1
    var shown = Set<Int>()
    while time < 1.5 {
      time += 1.0 / 60
      screen.advance(to: time)
      for page in screen.host.visiblePages {
        shown.insert(page)
        #expect(screen.coordinator.list(at: page) != nil, "page \(page) on screen without its list")
      }
    }
    #expect(shown == [3, 4])
    #expect(screen.pager.contentOffset.x == 4 * screen.width)
  }

  @Test func aTabTapAppearsThePageWhenThePagerArrives() throws {
    let configuration = NestedScrollConfiguration(headerHeight: 300, viewportHeight: 844)
    let screen = try SimulatedProfileScreen(
      configuration: configuration, contentHeights: [3000, 3000, 3000], pageLoading: .neighbors)
    screen.tapTab(1, time: 0.1)
    screen.advance(to: 0.15)
    #expect(screen.host.visiblePages == 0..<2)
    screen.advance(to: 2)
    #expect(screen.host.visiblePages == 1..<2)
    #expect(screen.host.selectedPage == 1)
  }
}

/// Found by the fuzzer: a pager with no width (a zero-width screen) cannot slide to a tab,
/// so an animated selection must not wait for it.
struct ZeroWidthPagerTests {
  @Test func aTabOnAZeroWidthScreenIsSelectedAtOnce() throws {
    let configuration = NestedScrollConfiguration(headerHeight: 300, viewportHeight: 844, snapsHeader: true)
    let screen = try SimulatedProfileScreen(
      configuration: configuration, contentHeights: [3000, 3000, 3000], width: 0)
    screen.tapTab(2, time: 0.1)
    #expect(screen.coordinator.snapshot.pagerProgress == 2)
    // Half collapsed at rest: the rest rule still snaps the header.
    let half = screen.coordinator.snapshot.space.offset(forHeaderPosition: 140)
    screen.host.setContentOffset(half, page: 2, animated: false, at: 0.2)
    screen.advance(to: 0.3)
    #expect(screen.coordinator.snapshot.animation?.purpose == .snap)
  }
}

extension HostPagerTests {
  /// What the fuzzer (Scripts/fuzz) found here, each reduced to the gesture that shows it;
  /// every test failed before its fix.
  @Suite(.tags(.fuzzFinding)) struct FuzzFindings {
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
      #expect(driver.pagerShowsActivePage)
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
      #expect(screen.host.selectedPage == 1)
      #expect(driver.pagerShowsActivePage)
    }

    /// A swipe that began while the active list bounced back from a pull stopped the list
    /// where it was, past its top for good. The bounce now finishes.
    @Test func aSwipeLetsTheActiveListFinishItsBounce() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      driver.flick(fromY: 300, velocity: -3_000, distance: 150)
      driver.wait(0.05)
      #expect(screen.activeList.contentOffset.y < screen.activeList.verticalOffsetBounds.lowerBound)
      screen.host.pagerWillBeginDragging()
      #expect(screen.activeList.isMoving)
      screen.host.pagerDidEndDragging()
      #expect(driver.runUntilRest())
      #expect(driver.activeOffset == screen.activeList.verticalOffsetBounds.lowerBound)
    }

    /// A tab tap for a page that does not exist: the coordinator ignored it, but the pager
    /// slid to page 0 while page 1 stayed active.
    @Test func aTabTapOutOfRangeLeavesThePagerOnTheActivePage() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      driver.tapTab(1)
      #expect(driver.runUntilRest())
      driver.tapTab(-1)
      #expect(driver.runUntilRest())
      #expect(screen.host.selectedPage == 1)
      #expect(driver.pagerShowsActivePage)
    }

    /// A finger dragging the pager past its last page when a tab was tapped: the tapped page
    /// became active, the release threw the pager back to the last page, and since the
    /// pager never seemed to move away from the tapped page the coordinator never chose
    /// again. When the pager stops, the page it shows is now active.
    @Test func aTabTappedWhileTheFingerHoldsThePagerFollowsWhereThePagerStops() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      driver.swipePage(forward: true)
      driver.swipePage(forward: true)
      #expect(screen.host.selectedPage == 2)
      driver.touchDown(x: 300, y: 500)
      driver.move(to: Point(x: 100, y: 500), duration: 0.1)
      #expect(
        screen.pager.contentOffset.x > screen.host.pagerOffset(forPage: 2))
      driver.tapTab(1)
      driver.step()
      driver.lift()
      #expect(driver.runUntilRest())
      #expect(driver.pagerShowsActivePage)
    }

    /// A screen 10^303 pt wide: the pager's page offsets passed what a scroll view holds, so
    /// the pager rested at its clamp while the active page lay far beyond. Widths are taken
    /// as at most ``NestedScrollConfiguration/maximumValue``, and unusable ones as 0.
    @Test func aPageWidthIsTakenWithinWhatAScrollViewHolds() throws {
      typealias Coordinator = NestedScrollCoordinator<SimulatedScrollView>
      let limit = NestedScrollConfiguration.maximumValue
      #expect(Coordinator.usableWidth(5e303) == limit)
      #expect(Coordinator.usableWidth(.nan) == 0)
      #expect(Coordinator.usableWidth(-1) == 0)
      #expect(Coordinator.usableWidth(390) == 390)
      let screen = try SimulatedProfileScreen(
        configuration: profileConfiguration(), contentHeights: [1_000, 1_000], width: 5e303)
      #expect(screen.width == limit)
      screen.tapTab(1, time: 0)
      var time = 0.0
      while !screen.isAtRest, time < 10 {
        time += 1.0 / 60
        screen.advance(to: time)
      }
      #expect(
        screen.pager.contentOffset.x == screen.host.pagerOffset(forPage: 1))
    }
  }
}
