import NestedScrollCore
import NestedScrollExpectations
import NestedScrollFuzzing
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Property tests of the motion rules over random gestures (seeded by the property
/// framework, shrunk on failure): after every lift nothing moves faster than at release
/// (or than the slowest speed that reaches a snap target in time), and at every rest the
/// header is at a snap position and the list within its bounds (the fuzzer's own checks,
/// ``NestedScrollFuzzing/InvariantChecker``); every snap rests within 1 pt no later than
/// 1.5 s after the release.
@Suite struct MotionPropertyTests {
  static var gestures: Generator<ReleaseGesture, some SendableSequenceType> {
    ReleaseGesture.random(placementOneIn: 5)
  }

  static func screen(itemSnap: Bool) throws -> SimulatedProfileScreen {
    let heights = SessionPropertyTests.itemHeights
    let screen = try makeScreen(
      profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: true),
      contentHeights: [heights.reduce(0, +), 3000])
    if itemSnap { try screen.host.setItemSnap(.itemHeights(heights), forPage: 0) }
    return screen
  }

  @Test func afterEveryLiftNothingSpeedsUpAndEverySnapRestsInTime() async {
    await propertyCheck(count: 60, input: Gen.bool, Self.gestures.array(of: 1...6)) { itemSnap, gestures in
      let screen = try Self.screen(itemSnap: itemSnap)
      let driver = ScreenDriver(screen, frameRate: 120)
      let maximum =
        screen.coordinator.snapshot.configuration.headerHeight
        - screen.coordinator.snapshot.configuration.pinnedHeaderHeight
      for gesture in gestures {
        // Start somewhere in the header's range or below it, by hand (no motion).
        let offset = Expected.offset(
          collapse: gesture.start * (maximum + 400), screen.coordinator.snapshot.configuration)
        screen.host.setContentOffset(offset, page: 0, animated: false, at: driver.time)
        driver.runUntilRest()
        let (release, releaseVelocity) = gesture.playUntilRelease(on: screen, driver)
        let releaseTime = driver.time
        if !gesture.holds { driver.lift() }
        let first = driver.frames.count
        #expect(driver.runUntilRest(), "\(gesture) did not come to rest")
        let rest = driver.activeOffset
        let bounds = screen.activeList.verticalOffsetBounds
        // At rest (the fuzzer's rule): the header at a snap position, the list within bounds.
        if let (_, detail) = InvariantChecker.checkRest(ScreenSnapshot(screen), placements: []) {
          Issue.record("\(gesture): \(detail)")
        }
        let frames = Array(driver.frames[max(0, first - 1)...])
        // A release moving toward where it rests (the fuzzer's rule): never faster than the
        // release, or than the slowest snap that is in time.
        if !gesture.holds, bounds.contains(release),
          let (_, detail) = InvariantChecker.checkRelease(
            offset: release, velocity: releaseVelocity,
            samples: [(releaseTime, release)] + driver.frames[first...].map { ($0.time, $0.offset) })
        {
          Issue.record("\(gesture): \(detail)")
        }
        // A snap (the rest differs from the free fling's) is within 1 pt by 1.5 s.
        let natural = min(
          max(release + Expected.projection(velocity: releaseVelocity), bounds.lowerBound), bounds.upperBound)
        if abs(natural - rest) > 1, let late = frames.first(where: { $0.time >= releaseTime + 1.5 }) {
          expectApproximatelyEqual(
            late.offset, rest, absoluteTolerance: 1,
            "\(gesture): \(abs(late.offset - rest)) pt from rest at 1.5 s")
        }
      }
    }
  }
}
