@_spi(Testing) import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Fuzzer findings about the coordinator's animations (scroll to top, refresh, snapping,
/// programmatic offsets) meeting tab switches and geometry changes; each failed before
/// its fix.
extension FuzzFindingsTests {
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

  /// Refreshing ended while a swipe brought in the next tab: the room closed with an
  /// animation of the old list, and the new active list, fitted into the room, was left
  /// 60 pt past its top once the room was gone.
  @Test func theRefreshRoomClosingOnAnotherTabLeavesNoListInIt() throws {
    let config = profileConfiguration(refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.coordinator.beginRefreshing(at: 0)
    #expect(driver.runUntilRest())
    driver.touchDown(x: 300, y: 500)
    driver.move(to: Point(x: 150, y: 500), duration: 0.1)
    screen.coordinator.endRefreshing(at: driver.time)
    driver.move(to: Point(x: 60, y: 500), duration: 0.05)
    driver.lift()
    #expect(driver.runUntilRest())
    #expect(screen.coordinator.activePage == 1)
    #expect(screen.coordinator.refreshState == .idle)
    for list in screen.lists {
      #expect(list.verticalOffsetBounds.contains(list.contentOffset.y))
    }
  }

  /// An animated offset near the end, then rows removed: the animation went on to the old
  /// offset, past the new end, and rested there.
  @Test func anAnimationAimingPastShrunkContentStopsAtTheNewEnd() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    screen.coordinator.setContentOffset(3_500, page: 0, animated: true, at: driver.time)
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
    screen.coordinator.setContentOffset(end, page: 0, animated: true, at: driver.time)
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
    screen.coordinator.setContentOffset(100_000, page: 0, animated: true, at: driver.time)
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
    screen.coordinator.setContentOffset(3_000, page: 0, animated: false, at: 0)
    screen.setContentHeight(1_000, page: 0)
    let list = screen.activeList
    #expect(list.contentOffset.y > list.verticalOffsetBounds.upperBound)
    driver.touchDown(y: 500)
    screen.coordinator.expandHeader(animated: true, at: driver.time)
    driver.lift()
    #expect(list.isDecelerating)
    driver.step()
    #expect(screen.coordinator.animation == nil)
    var lowest = list.contentOffset.y
    driver.onFrame = { _ in lowest = min(lowest, list.contentOffset.y) }
    #expect(driver.runUntilRest())
    #expect(lowest >= list.verticalOffsetBounds.lowerBound)
    #expect(list.verticalOffsetBounds.contains(list.contentOffset.y))
  }

  /// Scroll to top across a 100,000 pt header, then the header made 300 pt: the list
  /// was carried to the new top still moving at the old animation's 10⁶ pt/s and flew
  /// thousands of points past it. A retargeted animation now keeps at most the speed
  /// that overshoots by half a viewport.
  @Test func aRetargetedAnimationKeepsASpeedTheNewGeometryCanTake() throws {
    let config = profileConfiguration(headerHeight: 100_000)
    let screen = try makeScreen(config, contentHeights: [200_000, 3_000, 4_000])
    let driver = ScreenDriver(screen)
    screen.coordinator.setContentOffset(-40_000, page: 0, animated: false, at: 0)
    driver.tapStatusBar()
    driver.wait(0.05)
    #expect(abs(screen.activeList.contentOffset.y - -40_000) > 1_000, "the animation is under way")
    screen.coordinator.setHeaderHeight(300, pinnedHeight: 0)
    let list = screen.activeList
    let top = list.verticalOffsetBounds.lowerBound
    var lowest = list.contentOffset.y
    driver.onFrame = { _ in lowest = min(lowest, list.contentOffset.y) }
    #expect(driver.runUntilRest())
    #expect(lowest >= top - config.viewportHeight / 2)
    #expect(list.contentOffset.y == top)
  }

  /// The host moved an animating list itself (a layout after an inset change): the next
  /// frame put it back on the animation's path, a jump of the whole move. The animation
  /// now goes on from where the list is.
  @Test func anAnimationGoesOnFromWhereSomethingElseMovedItsList() throws {
    let (screen, driver) = try scrollingToTop(from: 2_000, for: 0.05)
    let list = screen.activeList
    let before = list.contentOffset.y
    driver.step()
    let frameTravel = abs(list.contentOffset.y - before)
    let moved = list.contentOffset.y + 300
    list.contentOffset = Point(x: 0, y: moved)
    driver.step()
    #expect(abs(list.contentOffset.y - moved) <= frameTravel * 1.2)
    #expect(driver.runUntilRest())
    #expect(list.contentOffset.y == screen.coordinator.space.offset(forHeaderPosition: 0))
  }

  /// A frame 0.9 s earlier than the last (a bogus timestamp, short of a clock reset): the
  /// animation was sampled back in time and threw the list back along its path, past
  /// where the content now ends. Such a frame is now ignored and reported.
  @Test func anAnimationFrameEarlierThanTheLastIsIgnored() throws {
    let (screen, driver) = try scrollingToTop(from: 2_000, for: 0.1)
    let list = screen.activeList
    let placed = list.contentOffset.y
    #expect(screen.coordinator.advanceAnimation(to: driver.time - 0.09))
    #expect(list.contentOffset.y == placed)
    #expect(screen.coordinator.diagnostics.lastIssue == .timeWentBackwards)
    #expect(driver.runUntilRest())
    #expect(list.contentOffset.y == screen.coordinator.space.offset(forHeaderPosition: 0))
  }

  /// A screen whose active list, placed at `offset`, has been scrolling to its top (a
  /// status-bar tap) for `duration` seconds.
  private func scrollingToTop(from offset: Double, for duration: Double) throws -> (
    SimulatedProfileScreen, ScreenDriver
  ) {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    screen.coordinator.setContentOffset(offset, page: 0, animated: false, at: 0)
    driver.tapStatusBar()
    driver.wait(duration)
    #expect(screen.coordinator.animation?.purpose == .scrollToTop)
    return (screen, driver)
  }
}
