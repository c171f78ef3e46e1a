import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollPhysics
import ScrollSimulator
import Testing

/// The header's modes on the simulated screen: a floating header comes back as soon as the
/// list scrolls down, moves with the rows point for point, and leaves each tab its position.
@Suite struct HeaderModeTests {
  /// The standard screen (a 300 pt header, nothing pinned) in `mode`.
  static func screen(
    _ mode: HeaderMode, snapsHeader: Bool = false, policy: TabSwitchPolicy = .keepsHeader
  ) throws -> (NestedScrollConfiguration, SimulatedProfileScreen, ScreenDriver) {
    var configuration = profileConfiguration(snapsHeader: snapsHeader)
    configuration.headerMode = mode
    configuration.tabSwitchPolicy = policy
    let screen = try makeScreen(configuration)
    return (configuration, screen, ScreenDriver(screen))
  }

  /// Where the tab bar's top is with the header hidden (collapsed fully).
  static func pinnedTabBarTop(_ configuration: NestedScrollConfiguration) -> Double {
    configuration.topInset + configuration.pinnedHeaderHeight
  }

  /// Deep in the list, a drag down brings a floating header back by exactly the finger's
  /// movement, in full at most; scrolling with the list, it stays away.
  @Test(arguments: [HeaderMode.floats, .scrollsWithList])
  func aDragDownDeepInTheListBringsAFloatingHeaderBack(mode: HeaderMode) throws {
    let (configuration, screen, driver) = try Self.screen(mode)
    let deep = Expected.pinOffset(configuration) + 1500
    screen.host.setContentOffset(deep, page: 0, animated: false, at: 0)
    #expect(driver.runUntilRest())
    let hidden = Self.pinnedTabBarTop(configuration)
    #expect(driver.layout.tabBarTop == hidden)
    driver.place(fromY: 400, toY: 520, duration: 0.3)
    #expect(driver.runUntilRest())
    // The finger's movement past the pan's slop.
    let moved = deep - driver.activeOffset
    #expect(moved > 100 && moved <= 120, "the list moved \(moved) pt")
    if mode == .floats {
      expectApproximatelyEqual(driver.layout.tabBarTop, hidden + moved, absoluteTolerance: 1e-6)
    } else {
      #expect(driver.layout.tabBarTop == hidden)
    }
    // Further down than the header is tall: it is all there, and no further.
    driver.place(fromY: 300, toY: 700, duration: 0.5)
    #expect(driver.runUntilRest())
    #expect(driver.activeOffset > Expected.pinOffset(configuration), "still deep in the list")
    let expanded = configuration.topInset + configuration.headerHeight
    #expect(driver.layout.tabBarTop == (mode == .floats ? expanded : hidden))
    // Up again: the header goes with the rows, point for point.
    let before = (offset: driver.activeOffset, tabBar: driver.layout.tabBarTop)
    driver.place(fromY: 600, toY: 500, duration: 0.3)
    #expect(driver.runUntilRest())
    let up = driver.activeOffset - before.offset
    expectApproximatelyEqual(
      driver.layout.tabBarTop, mode == .floats ? before.tabBar - up : hidden, absoluteTolerance: 1e-6)
  }

  /// Floating its collapsed part first, the header comes back by that part deep in the list,
  /// and in full only at the list's top.
  @Test func aHeaderFloatingItsCollapsedPartFirstComesBackByThatPart() throws {
    let (configuration, screen, driver) = try Self.screen(.floatsCollapsedFirst(height: 100))
    let pin = Expected.pinOffset(configuration)
    screen.host.setContentOffset(pin + 1500, page: 0, animated: false, at: 0)
    #expect(driver.runUntilRest())
    driver.place(fromY: 300, toY: 700, duration: 0.5)
    #expect(driver.runUntilRest())
    let hidden = Self.pinnedTabBarTop(configuration)
    #expect(driver.activeOffset > pin)
    expectApproximatelyEqual(driver.layout.tabBarTop, hidden + 100, absoluteTolerance: 1e-6)
    // At the top, all of it.
    screen.host.setContentOffset(
      Expected.expandedOffset(configuration), page: 0, animated: false, at: driver.time)
    #expect(driver.runUntilRest())
    #expect(driver.layout.collapse == 0)
  }

  /// A fling down deep in the list brings the floating header in and carries on: the list's
  /// momentum is never broken, and it decelerates as one scroll view.
  @Test func aFlingDownCarriesThroughAFloatingHeader() throws {
    let (configuration, screen, driver) = try Self.screen(.floats)
    let deep = Expected.pinOffset(configuration) + 3000
    screen.host.setContentOffset(deep, page: 0, animated: false, at: 0)
    #expect(driver.runUntilRest())
    driver.clearFrames()
    driver.flick(fromY: 300, velocity: -1500, distance: 40)
    let release = driver.activeOffset
    let velocity = screen.activeList.velocity.y
    #expect(driver.runUntilRest())
    // One deceleration from the release: the header took none of the list's motion.
    expectApproximatelyEqual(
      driver.activeOffset, release + Expected.projection(velocity: velocity), absoluteTolerance: 0.5)
    #expect(driver.layout.collapse == 0, "the header is all back")
    let speeds = FrameMetrics.velocities(driver.frames).map(\.velocity)
    #expect(!speeds.contains { $0 > 1e-6 }, "the list turned around")
  }

  /// Each tab keeps its position: a list the floating header may float over keeps its
  /// offset on a tab switch, and the header stays where it is, under both policies.
  @Test(arguments: [TabSwitchPolicy.keepsHeader, .keepsContent])
  func aTabSwitchKeepsEachTabsPositionUnderAFloatingHeader(policy: TabSwitchPolicy) throws {
    let (configuration, screen, driver) = try Self.screen(.floats, policy: policy)
    let pin = Expected.pinOffset(configuration)
    screen.host.setContentOffset(pin + 800, page: 1, animated: false, at: 0)
    screen.host.setContentOffset(pin + 1500, page: 0, animated: false, at: 0)
    #expect(driver.runUntilRest())
    driver.place(fromY: 400, toY: 500, duration: 0.3)
    #expect(driver.runUntilRest())
    let header = driver.layout.tabBarTop
    #expect(header > Self.pinnedTabBarTop(configuration))
    driver.tapTab(1)
    #expect(driver.runUntilRest())
    #expect(screen.coordinator.snapshot.activePage == 1)
    expectApproximatelyEqual(driver.activeOffset, pin + 800, absoluteTolerance: 1e-6)
    expectApproximatelyEqual(driver.layout.tabBarTop, header, absoluteTolerance: 1e-6)
  }

  /// With header snapping, a floating header at rest goes to the nearer of all back and all
  /// away, with the rows, deep in the list too.
  @Test(arguments: [(60.0, false), (200.0, true)])
  func aFloatingHeaderSnaps(pulled: Double, comesBack: Bool) throws {
    let (configuration, screen, driver) = try Self.screen(.floats, snapsHeader: true)
    let pin = Expected.pinOffset(configuration)
    screen.host.setContentOffset(pin + 1500, page: 0, animated: false, at: 0)
    #expect(driver.runUntilRest())
    driver.place(fromY: 300, toY: 300 + pulled, duration: 0.4)
    #expect(driver.runUntilRest())
    let hidden = Self.pinnedTabBarTop(configuration)
    let expanded = configuration.topInset + configuration.headerHeight
    #expect(driver.layout.tabBarTop == (comesBack ? expanded : hidden))
    #expect(driver.activeOffset > pin, "still deep in the list")
  }
}
