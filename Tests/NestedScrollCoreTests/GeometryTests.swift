import NestedScrollCore
import NestedScrollExpectations
import NestedScrollFuzzing
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// The one scroll space. Header and tab bar are a pure function of the
/// active list's offset: collapse = clamp(y + insetTop, 0, H − P), the tab bar under the
/// header's visible bottom and pinned at G + P; overscroll stretches, moves or keeps the header.
@Suite struct GeometryTests {
  @Test(arguments: [0.0, 60.0])
  func dragUpFromTheTopCollapsesByTheFormulaAndPins(pinned: Double) throws {
    let config = profileConfiguration(pinnedHeaderHeight: pinned)
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    #expect(screen.activeList.contentInset.top == Expected.insetTop(config))
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    driver.drag(fromY: 700, toY: 100, duration: 1.2)
    for frame in driver.frames {
      let c = Expected.collapse(offset: frame.offset, config)
      expectApproximatelyEqual(frame.layout.collapse, c, absoluteTolerance: 1e-9)
      expectApproximatelyEqual(frame.layout.headerTop, config.topInset - c, absoluteTolerance: 1e-9)
      expectApproximatelyEqual(
        frame.layout.tabBarTop, config.topInset + config.headerHeight - c, absoluteTolerance: 1e-9)
      expectApproximatelyEqual(
        frame.layout.visibleHeaderHeight, config.headerHeight - c, absoluteTolerance: 1e-9)
      expectApproximatelyEqual(
        frame.layout.collapseProgress, c / (config.headerHeight - pinned), absoluteTolerance: 1e-9)
      #expect(frame.layout.isPinned == (frame.offset >= Expected.pinOffset(config)))
    }
    // 600 pt of finger travel, 10 of them hysteresis: 590 pt into the list, past the pin.
    expectApproximatelyEqual(
      driver.activeOffset, Expected.expandedOffset(config) + 590, absoluteTolerance: 1e-9)
    #expect(driver.layout.isPinned)
    #expect(driver.layout.collapse == config.headerHeight - pinned)
    #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
    driver.lift()
  }

  @Test func halfCollapsedHeaderSitsRightAboveTheTabBar() throws {
    let config = profileConfiguration(pinnedHeaderHeight: 60)
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    // 10 pt hysteresis + 120 pt: collapse 120.
    driver.place(fromY: 600, toY: 470, duration: 0.8)
    driver.runUntilRest()
    expectApproximatelyEqual(driver.layout.collapse, 120, absoluteTolerance: 1e-9)
    expectApproximatelyEqual(
      driver.layout.tabBarTop, driver.layout.headerTop + config.headerHeight, absoluteTolerance: 1e-9)
    expectApproximatelyEqual(
      driver.layout.tabBarTop, config.topInset + driver.layout.visibleHeaderHeight, absoluteTolerance: 1e-9)
    #expect(!driver.layout.isPinned)
  }

  @Test(arguments: [OverscrollBehavior.stretchHeader, .moveHeader, .fixedHeader])
  func pullingPastTheTopOverscrolls(behavior: OverscrollBehavior) throws {
    let config = profileConfiguration(overscrollBehavior: behavior)
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    // 200 pt of finger, 10 of them hysteresis: 190 pt of excess through the rubber band.
    driver.drag(fromY: 300, toY: 500, duration: 0.8)
    let overscroll = Expected.rubberBand(excess: 190, dimension: config.viewportHeight)
    expectApproximatelyEqual(
      driver.activeOffset, Expected.expandedOffset(config) - overscroll, absoluteTolerance: 1e-9)
    for frame in driver.frames {
      let s = Expected.overscroll(offset: frame.offset, config)
      expectApproximatelyEqual(frame.layout.overscroll, s, absoluteTolerance: 1e-9)
      #expect(frame.layout.collapse == 0)
      switch behavior {
      case .stretchHeader:
        expectApproximatelyEqual(frame.layout.stretch, s, absoluteTolerance: 1e-9)
        #expect(frame.layout.headerTop == config.topInset)
        expectApproximatelyEqual(
          frame.layout.visibleHeaderHeight, config.headerHeight + s, absoluteTolerance: 1e-9)
        expectApproximatelyEqual(
          frame.layout.tabBarTop, config.topInset + config.headerHeight + s, absoluteTolerance: 1e-9)
      case .moveHeader:
        #expect(frame.layout.stretch == 0)
        expectApproximatelyEqual(frame.layout.headerTop, config.topInset + s, absoluteTolerance: 1e-9)
        expectApproximatelyEqual(
          frame.layout.tabBarTop, config.topInset + config.headerHeight + s, absoluteTolerance: 1e-9)
      case .fixedHeader:
        #expect(frame.layout.stretch == 0)
        #expect(frame.layout.headerTop == config.topInset)
        #expect(frame.layout.tabBarTop == config.topInset + config.headerHeight)
      }
    }
    driver.lift()
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(driver.layout.overscroll == 0)
    #expect(driver.layout.stretch == 0)
    #expect(driver.layout.headerTop == config.topInset)
  }

  @Test func pinnedTabBarStaysAtTheTopInsetPlusPinnedPartHoweverDeep() throws {
    let config = profileConfiguration(pinnedHeaderHeight: 60)
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 700, velocity: 3000, distance: 300)
    driver.runUntilRest()
    #expect(driver.activeOffset > Expected.pinOffset(config) + 1000)
    for frame in driver.frames where frame.offset >= Expected.pinOffset(config) {
      #expect(frame.layout.isPinned)
      #expect(frame.layout.tabBarTop == Expected.pinnedTabBarTop(config))
      #expect(frame.layout.headerTop == config.topInset - (config.headerHeight - 60))
    }
  }

  @Test func scrollSpaceFormulasHoldForAnyGeometryAndOffset() async {
    let geometry = zip(
      Gen.double(in: 0...600), Gen.double(in: 0...1), Gen.double(in: 0...100), Gen.double(in: 0...80),
      Gen.double(in: -2000...5000))
    await propertyCheck(count: 300, input: geometry) { h, pinnedFraction, t, g, y in
      let config = profileConfiguration(
        headerHeight: h, pinnedHeaderHeight: h * pinnedFraction, tabBarHeight: t, topInset: g)
      let space = config.space
      let layout = space.layout(forOffset: y, refreshReservation: 0, overscroll: .stretchHeader)
      let c = Expected.collapse(offset: y, config)
      let tolerance = 1e-9 * max(1, abs(y))
      #expect(layout.isFinite)
      #expect(layout.collapse >= 0 && layout.collapse <= h - h * pinnedFraction)
      expectApproximatelyEqual(layout.collapse, c, absoluteTolerance: tolerance)
      expectApproximatelyEqual(
        layout.tabBarTop, Expected.tabBarTop(offset: y, config), absoluteTolerance: tolerance)
      expectApproximatelyEqual(
        layout.tabBarTop, layout.headerTop + h + layout.stretch, absoluteTolerance: tolerance)
      expectApproximatelyEqual(space.pinOffset, Expected.pinOffset(config), absoluteTolerance: 1e-9)
      expectApproximatelyEqual(
        space.collapse(forOffset: space.offset(forHeaderPosition: c)), c, absoluteTolerance: tolerance)
    }
  }
}
