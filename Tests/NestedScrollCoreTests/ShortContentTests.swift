import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Short content still collapses the header fully; content-size changes
/// update the bottom padding without moving the offset, also mid-fling.
@Suite struct ShortContentTests {
  let config = profileConfiguration(pinnedHeaderHeight: 0)

  @Test(arguments: [0.0, 60.0])
  func aShortTabCanCollapseTheHeaderFully(pinned: Double) throws {
    let config = profileConfiguration(pinnedHeaderHeight: pinned, bottomInset: 34)
    let screen = try makeScreen(config, contentHeights: [200, 3000])
    let list = screen.lists[0]
    #expect(list.contentInset.bottom == Expected.insetBottom(contentHeight: 200, config))
    #expect(list.verticalOffsetBounds.upperBound == Expected.pinOffset(config))
    let driver = ScreenDriver(screen)
    driver.drag(fromY: 800, toY: 100, duration: 1.5)
    driver.hold(0.1)
    driver.lift()
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.pinOffset(config))
    #expect(driver.layout.isPinned)
    #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
    // Content long enough to scroll on its own gets no padding beyond the app's inset.
    #expect(screen.lists[1].contentInset.bottom == config.bottomInset)
  }

  @Test func shortTabFlungUpRestsPinned() throws {
    let screen = try makeScreen(config, contentHeights: [200, 3000])
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 700, velocity: 2500, distance: 80)
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.pinOffset(config))
    #expect(driver.layout.isPinned)
  }

  @Test(arguments: [[200.0, 1000, 50, 5000, 0], [400.0, 100]])
  func contentSizeChangesAtRestUpdateTheBottomInsetOnly(heights: [Double]) throws {
    let screen = try makeScreen(config, contentHeights: [300, 3000])
    let driver = ScreenDriver(screen)
    driver.place(fromY: 600, toY: 500, duration: 0.5)
    driver.runUntilRest()
    let offset = driver.activeOffset
    let layout = driver.layout
    for height in heights {
      screen.setContentHeight(height, page: 0)
      #expect(screen.lists[0].contentInset.bottom == Expected.insetBottom(contentHeight: height, config))
      #expect(driver.activeOffset == offset)
      #expect(driver.layout == layout)
      driver.wait(0.1)
      #expect(driver.activeOffset == offset)
    }
  }

  /// Loading rows mid-fling: the offset continues by the motion's own step (no jump), and
  /// the fling goes on into the new content as far as its momentum carries it.
  @Test func rowsLoadedMidFlingDoNotJump() throws {
    let screen = try makeScreen(config, contentHeights: [1200, 3000])
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 700, velocity: 4000, distance: 80)
    let release = driver.activeOffset
    let velocity = screen.activeList.velocity.y
    // The fling would travel ~2000 pt; the content ends after ~750.
    driver.wait(0.1)
    let beforeChange = driver.frames.count
    screen.setContentHeight(6000, page: 0)
    #expect(screen.lists[0].contentInset.bottom == 0)
    driver.runUntilRest()
    expectNoJump(driver.frames, from: beforeChange - 2)
    expectApproximatelyEqual(
      driver.activeOffset, release + Expected.projection(velocity: velocity), absoluteTolerance: 0.5)
  }

  /// Removing rows mid-fling (the padding grows back): no jump either; the fling stops
  /// at the new end, at the latest the pin point.
  @Test func rowsRemovedMidFlingDoNotJump() throws {
    let screen = try makeScreen(config, contentHeights: [4000, 3000])
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 700, velocity: 1200, distance: 60)
    driver.wait(0.15)
    let beforeChange = driver.frames.count
    screen.setContentHeight(300, page: 0)
    #expect(screen.lists[0].contentInset.bottom == Expected.insetBottom(contentHeight: 300, config))
    driver.runUntilRest()
    expectNoJump(driver.frames, from: beforeChange - 2)
    #expect(driver.activeOffset == Expected.pinOffset(config))
    #expect(driver.layout.isPinned)
  }
}
