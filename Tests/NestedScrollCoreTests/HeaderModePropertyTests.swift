import NestedScrollCore
import NestedScrollExpectations
import NestedScrollFuzzing
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Property tests of each header mode over random drags and flings anywhere in a long list
/// (seeded): the header never moves further, nor another way, than the rows under it (the
/// finger's movement is all accounted for by the one scroll), it shows only where its mode
/// and its list allow (the fuzzer's check), a release never speeds up or turns around at a
/// hand-over between header and list, and every rest is a rest the fuzzer accepts.
@Suite struct HeaderModePropertyTests {
  static let modes: [HeaderMode] = [.scrollsWithList, .floats, .floatsCollapsedFirst(height: 90)]

  @Test(arguments: modes)
  func theHeaderMovesWithTheRowsAndReleasesNeverSpeedUp(mode: HeaderMode) async {
    let gestures = ReleaseGesture.random(placementOneIn: 4)
    await propertyCheck(count: 40, input: Gen.bool, gestures.array(of: 1...5)) { snaps, gestures in
      var configuration = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: snaps)
      configuration.headerMode = mode
      let screen = try makeScreen(configuration, contentHeights: [9000, 3000])
      let driver = ScreenDriver(screen, frameRate: 120)
      let maximum = configuration.headerHeight - configuration.pinnedHeaderHeight
      for gesture in gestures {
        // Anywhere from the top to deep in the list.
        let offset = Expected.offset(collapse: gesture.start * (maximum + 4000), configuration)
        screen.host.setContentOffset(offset, page: 0, animated: false, at: driver.time)
        driver.runUntilRest()
        let first = driver.frames.count
        let (release, releaseVelocity) = gesture.playUntilRelease(on: screen, driver)
        let releaseTime = driver.time
        let released = driver.frames.count
        if !gesture.holds { driver.lift() }
        #expect(driver.runUntilRest(), "\(gesture) did not come to rest")
        if let (_, detail) = InvariantChecker.checkRest(ScreenSnapshot(screen), placements: []) {
          Issue.record("\(mode), \(gesture): \(detail)")
        }
        if let (_, detail) = InvariantChecker.checkState(ScreenSnapshot(screen), placements: []) {
          Issue.record("\(mode), \(gesture): \(detail)")
        }
        // Frame by frame while the finger drags and the list runs free: the tab bar moves no
        // further than the rows, and the same way. (A snap after a placement moves the list
        // to move the header with it, which is the same rule.)
        let frames = Array(driver.frames[max(0, first - 1)...])
        for (a, b) in zip(frames, frames.dropFirst()) where a.page == b.page {
          let rows = a.offset - b.offset
          let tabBar = b.layout.tabBarTop - a.layout.tabBarTop
          let overscrolled = min(a.offset, b.offset) < a.bounds.lowerBound
          guard !overscrolled else { continue }
          if abs(tabBar) > abs(rows) + 1e-6 || (tabBar * rows < 0 && abs(tabBar) > 1e-6) {
            Issue.record(
              "\(mode), \(gesture): at \(b.time) s the tab bar moved \(tabBar) pt with rows moving \(rows) pt"
            )
            break
          }
        }
        // A release within bounds never speeds up, whatever it carries through.
        let bounds = screen.activeList.verticalOffsetBounds
        if !gesture.holds, bounds.contains(release),
          let (_, detail) = InvariantChecker.checkRelease(
            offset: release, velocity: releaseVelocity,
            samples: [(releaseTime, release)] + driver.frames[released...].map { ($0.time, $0.offset) })
        {
          Issue.record("\(mode), \(gesture): \(detail)")
        }
      }
    }
  }

  /// Each tab keeps its position: two tabs left deep in long lists keep their offsets across
  /// switches away and back, whatever a drag left the header showing (floating or not), in
  /// each mode under both tab-switch policies.
  @Test(arguments: modes)
  func eachTabKeepsItsPositionAcrossSwitches(mode: HeaderMode) async {
    await propertyCheck(
      count: 30, input: Gen.bool, Gen.double(in: 1500...4000), Gen.double(in: 1500...4000),
      Gen.double(in: 0...400)
    ) { keepsContent, depth0, depth1, pull in
      var configuration = profileConfiguration(pinnedHeaderHeight: 60)
      configuration.headerMode = mode
      configuration.tabSwitchPolicy = keepsContent ? .keepsContent : .keepsHeader
      let screen = try makeScreen(configuration, contentHeights: [9000, 9000])
      let driver = ScreenDriver(screen, frameRate: 120)
      let pin = Expected.pinOffset(configuration)
      screen.host.setContentOffset(pin + depth1, page: 1, animated: false, at: 0)
      screen.host.setContentOffset(pin + depth0, page: 0, animated: false, at: 0)
      #expect(driver.runUntilRest())
      // A drag down, which floats a floating header back by as much.
      driver.place(fromY: 300, toY: 300 + pull, duration: 0.4)
      #expect(driver.runUntilRest())
      let kept0 = driver.activeOffset
      driver.tapTab(1)
      #expect(driver.runUntilRest())
      #expect(screen.host.selectedPage == 1)
      #expect(
        driver.activeOffset == pin + depth1,
        "\(mode): tab 1 moved from \(pin + depth1) to \(driver.activeOffset)")
      driver.tapTab(0)
      #expect(driver.runUntilRest())
      #expect(driver.activeOffset == kept0, "\(mode): tab 0 moved from \(kept0) to \(driver.activeOffset)")
    }
  }
}
