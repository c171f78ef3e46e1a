import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// The programmatic API follows the same rules as gestures.
@Suite struct ProgrammaticAPITests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  @Test func selectPageWithoutAnimationMovesTheTabIndicatorAtOnce() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.bring(to: .halfCollapsed)
    let tabBarTop = driver.layout.tabBarTop
    screen.host.selectPage(2, animated: false, at: driver.time)
    #expect(screen.host.selectedPage == 2)
    #expect(screen.rendered.tabSelection == TabSelection(selectedIndex: 2, progress: 2))
    #expect(driver.layout.tabBarTop == tabBarTop)
    #expect(screen.lists[2].contentOffset.y == Expected.offset(collapse: 120, config))
    #expect(screen.pager.contentOffset.x == 2 * screen.width)
  }

  @Test func selectPageAnimatedLeavesTheIndicatorToThePager() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.tapTab(1)
    #expect(screen.host.selectedPage == 1)
    #expect(screen.coordinator.snapshot.pagerProgress == 0)
    driver.step()
    #expect(screen.coordinator.snapshot.pagerProgress > 0 && screen.coordinator.snapshot.pagerProgress < 1)
    driver.runUntilRest()
    #expect(screen.coordinator.snapshot.pagerProgress == 1)
    #expect(driver.frames.allSatisfy { $0.page == 1 })
  }

  @Test func setContentOffsetOnTheActiveList() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    let target = Expected.offset(collapse: 90, config)
    screen.host.setContentOffset(target, page: 0, animated: false, at: driver.time)
    #expect(driver.activeOffset == target)
    #expect(driver.layout.collapse == 90)
    let deep = Expected.pinOffset(config) + 700
    screen.host.setContentOffset(deep, page: 0, animated: true, at: driver.time)
    #expect(screen.coordinator.snapshot.animation?.purpose == .programmatic)
    driver.runUntilRest()
    #expect(driver.activeOffset == deep)
    #expect(driver.layout.isPinned)
    let offsets = driver.frames.map(\.offset)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    for frame in driver.frames {
      expectApproximatelyEqual(
        frame.layout.collapse, Expected.collapse(offset: frame.offset, config), absoluteTolerance: 1e-9)
    }
  }

  @Test func setContentOffsetOnAnInactiveListFollowsTheTabRule() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    let pin = Expected.pinOffset(config)
    // Header pinned: a deep offset agrees with it and is kept.
    driver.bring(to: .pinned)
    screen.host.setContentOffset(pin + 900, page: 1, animated: true, at: driver.time)
    #expect(screen.lists[1].contentOffset.y == pin + 900)
    #expect(screen.coordinator.snapshot.animation == nil)
    driver.switchTab(to: 1, by: .tapTab)
    #expect(driver.activeOffset == pin + 900)
    // Header half collapsed: a deep offset disagrees with it and is fitted on activation.
    driver.switchTab(to: 0, by: .selectPage)
    screen.host.setContentOffset(
      Expected.offset(collapse: 120, config), page: 0, animated: false, at: driver.time)
    screen.host.setContentOffset(pin + 300, page: 2, animated: false, at: driver.time)
    driver.switchTab(to: 2, by: .tapTab)
    #expect(driver.activeOffset == Expected.offset(collapse: 120, config))
    #expect(driver.layout.collapse == 120)
  }

  @Test(arguments: [false, true])
  func expandHeader(animated: Bool) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.setContentOffset(
      Expected.pinOffset(config) + 400, page: 0, animated: false, at: driver.time)
    screen.host.expandHeader(animated: animated, at: driver.time)
    #expect((screen.coordinator.snapshot.animation?.purpose == .programmatic) == animated)
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(driver.layout.collapse == 0)
    #expect(driver.layout.tabBarTop == config.topInset + config.headerHeight)
  }

  @Test(arguments: [false, true])
  func collapseHeader(animated: Bool) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.collapseHeader(animated: animated, at: driver.time)
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.pinOffset(config))
    #expect(driver.layout.isPinned)
    #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
    // Already past the pin: nothing moves.
    let deep = Expected.pinOffset(config) + 500
    screen.host.setContentOffset(deep, page: 0, animated: false, at: driver.time)
    screen.host.collapseHeader(animated: animated, at: driver.time)
    #expect(screen.coordinator.snapshot.animation == nil)
    driver.runUntilRest()
    #expect(driver.activeOffset == deep)
  }

  @Test func aDragStopsAProgrammaticAnimation() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.setContentOffset(
      Expected.pinOffset(config) + 2000, page: 0, animated: true, at: driver.time)
    driver.wait(0.05)
    driver.drag(fromY: 500, toY: 300, duration: 0.4)
    #expect(screen.coordinator.snapshot.animation == nil)
    #expect(fingerTracking(driver.frames).maximum < 1e-9)
    driver.hold(0.1)
    let offset = driver.activeOffset
    driver.lift()
    driver.runUntilRest()
    #expect(driver.activeOffset == offset)
  }

  /// A finger that touches down on content the coordinator animates stops it there, as
  /// UIKit stops a moving scroll view on touch-down (before any drag begins).
  @Test func touchDownStopsACoordinatorAnimationAtOnce() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.setContentOffset(
      Expected.pinOffset(config) + 2000, page: 0, animated: true, at: driver.time)
    driver.wait(0.05)
    driver.touchDown(y: 500)
    let offset = driver.activeOffset
    driver.hold(0.1)
    #expect(driver.activeOffset == offset)
    #expect(screen.coordinator.snapshot.animation == nil)
    driver.lift()
  }
}

extension ProgrammaticAPITests {
  /// What the fuzzer (Scripts/fuzz) found here, each reduced to the gesture that shows it;
  /// every test failed before its fix.
  @Suite(.tags(.fuzzFinding)) struct FuzzFindings {
    /// An animated offset near the end, then rows removed: the animation went on to the old
    /// offset, past the new end, and rested there.
    @Test func anAnimationAimingPastShrunkContentStopsAtTheNewEnd() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      screen.host.setContentOffset(3_500, page: 0, animated: true, at: driver.time)
      driver.wait(0.05)
      screen.setContentHeight(2_000, page: 0)
      #expect(driver.runUntilRest())
      #expect(driver.activeOffset == screen.activeList.verticalOffsetBounds.upperBound)
    }

    /// An animation to the end, then a taller viewport (the end moves up): the animation was
    /// carried to the same offset, past the new end, and rested there.
    @Test func anAnimationAimingPastTheEndOfAResizedViewportStopsAtTheNewEnd() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      let end = screen.activeList.verticalOffsetBounds.upperBound
      screen.host.setContentOffset(end, page: 0, animated: true, at: driver.time)
      driver.wait(0.05)
      screen.setViewportHeight(1_100)
      #expect(driver.runUntilRest())
      #expect(driver.activeOffset == screen.activeList.verticalOffsetBounds.upperBound)
    }

    /// An animated offset past the end (the app computed it before the refresh room it
    /// was measured with closed): the list animated out there and stayed.
    @Test func anAnimatedOffsetPastTheEndStopsAtTheEnd() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      screen.host.setContentOffset(100_000, page: 0, animated: true, at: driver.time)
      #expect(driver.runUntilRest())
      #expect(driver.activeOffset == screen.activeList.verticalOffsetBounds.upperBound)
    }

    /// An animation started under a resting finger on a list the app had left far past its
    /// end; the finger lifted without a drag, so the list bounced back on its own while the
    /// animation drove it too, and the two flung it far past its top. The list's own
    /// motion now takes over.
    @Test func theListsOwnBounceTakesOverFromAnAnimation() throws {
      let screen = try makeScreen()
      let driver = ScreenDriver(screen)
      screen.host.setContentOffset(3_000, page: 0, animated: false, at: 0)
      screen.setContentHeight(1_000, page: 0)
      let list = screen.activeList
      #expect(list.contentOffset.y > list.verticalOffsetBounds.upperBound)
      driver.touchDown(y: 500)
      screen.host.expandHeader(animated: true, at: driver.time)
      driver.lift()
      #expect(list.isDecelerating)
      driver.step()
      #expect(screen.coordinator.snapshot.animation == nil)
      var lowest = list.contentOffset.y
      driver.onFrame = { _ in lowest = min(lowest, list.contentOffset.y) }
      #expect(driver.runUntilRest())
      #expect(lowest >= list.verticalOffsetBounds.lowerBound)
      #expect(list.verticalOffsetBounds.contains(list.contentOffset.y))
    }
  }
}
