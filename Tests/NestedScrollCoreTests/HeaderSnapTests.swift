import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Header snap: with `snapsHeader`, the header never rests half collapsed;
/// a slow release goes to the nearer end, a fling to the end in its direction.
@Suite struct HeaderSnapTests {
  /// H − P = 240: half way is collapse 120. Flick velocity 200 pt/s (the default).
  let config = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: true)

  /// Rests the list at collapse `c` without snapping (set programmatically).
  private func screen(at collapse: Double) throws -> (SimulatedProfileScreen, ScreenDriver) {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    screen.host.setContentOffset(
      Expected.offset(collapse: collapse, config), page: 0, animated: false, at: driver.time)
    return (screen, driver)
  }

  @Test(arguments: [(30.0, 0.0), (100, 0), (119, 0), (121, 240), (150, 240), (230, 240)])
  func aReleaseWithoutVelocityRestsAtTheNearerEnd(placedAt c: Double, restsAt end: Double) throws {
    let (screen, driver) = try screen(at: 0)
    // 10 pt hysteresis, then c points of collapse; the finger holds still before lifting.
    driver.place(fromY: 700, toY: 700 - 10 - c, duration: 0.6)
    #expect(screen.coordinator.snapshot.animation?.purpose == .snap)
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.offset(collapse: end, config))
    #expect(driver.layout.collapse == end)
    #expect(driver.layout.isPinned == (end == 240))
  }

  @Test func aSlowReleaseRestsWhereTheNaturalTargetIsNearer() throws {
    // Released at collapse 90 moving up at 100 pt/s (below the flick velocity): the
    // natural target is ~50 pt further, at collapse ~140, nearer the pin.
    let (_, driver) = try screen(at: 60)
    driver.flick(fromY: 600, velocity: 100, distance: 40)
    let natural = 90 + Expected.projection(velocity: 100)
    #expect(natural > 120)
    driver.runUntilRest()
    #expect(driver.layout.collapse == 240)
    #expect(driver.activeOffset == Expected.pinOffset(config))
  }

  /// A fling goes the way it was flung, even when the other end is nearer its natural
  /// target (the first two: released at 12 going up at 210 pt/s the natural target is
  /// ~117, nearer expanded; at 228 going down, ~123, nearer the pin).
  @Test(arguments: [(12.0, 210.0, 240.0), (228, -210, 0), (30, 400, 240), (210, -400, 0)])
  func aFlingRestsAtTheEndInItsDirection(releasedAt c: Double, velocity: Double, restsAt end: Double) throws {
    let natural = c + Expected.projection(velocity: velocity)
    #expect(natural > 0 && natural < 240)
    let travel = 20.0
    let (_, driver) = try screen(at: velocity > 0 ? c - (travel - 10) : c + (travel - 10))
    driver.flick(fromY: 500, velocity: velocity, distance: travel)
    let release = driver.activeOffset
    expectApproximatelyEqual(driver.layout.collapse, c, absoluteTolerance: 1e-9)
    expectApproximatelyEqual(driver.motionVelocity, velocity, absoluteTolerance: 1)
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.offset(collapse: end, config))
    // Monotonic: the content never moved against the fling.
    let offsets = driver.frames.map(\.offset)
    let after = offsets.suffix(from: offsets.firstIndex { $0 == release } ?? 0)
    for (a, b) in zip(after, after.dropFirst()) {
      #expect(velocity > 0 ? b >= a : b <= a)
    }
  }

  /// A list too short to reach the pin (short content not padded) can collapse the header by
  /// 100 of its 240 pt. A flick toward the pin lands it at its end, and it rests there: going
  /// back to expanded from there would be a second motion, faster than the flick that ended
  /// (a finding of the fuzzer).
  @Test func aFlickOnAListTooShortForThePinRestsAtItsEnd() throws {
    var config = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: true)
    config.padsShortContent = false
    let screen = try makeScreen(config, contentHeights: [553, 3000, 4000])
    let driver = ScreenDriver(screen)
    let end = screen.activeList.verticalOffsetBounds.upperBound
    expectApproximatelyEqual(end, Expected.offset(collapse: 100, config), absoluteTolerance: 1e-9)
    driver.flick(fromY: 600, velocity: 400, distance: 30)
    driver.runUntilRest()
    #expect(driver.activeOffset == end)
    #expect(screen.coordinator.snapshot.animation == nil)
  }

  /// After the screen narrows, a list is as wide as its content, as a table view is: a drag
  /// that wanders sideways moves no row sideways, and its release leaves no sideways
  /// deceleration that would stop the header's snap from the release and leave the rest
  /// rule to start it again from rest, faster than the fling (a finding of the fuzzer).
  @Test func aDragThatWandersSidewaysOnANarrowedScreenSnapsFromItsRelease() throws {
    let (screen, driver) = try screen(at: 0)
    var narrow = screen.measurements
    narrow.width = 160
    screen.layOut(narrow, time: driver.time)
    let list = screen.activeList
    #expect(list.contentSize.width == list.boundsSize.width)
    // Up at about 300 pt/s, a flick whose natural target (collapse ~175) is short of the pin.
    driver.touchDown(x: 100, y: 600)
    driver.move(to: Point(x: 80, y: 580), duration: 0.05)
    driver.move(to: Point(x: 100, y: 565), duration: 0.05)
    _ = driver.lift()
    #expect(list.contentOffset.x == 0)
    #expect(!list.isDecelerating)
    driver.step()
    #expect(screen.coordinator.snapshot.animation?.purpose == .snap)
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.pinOffset(config))
  }

  /// Pulled past the top, then pushed back up and released while still overscrolled (the
  /// rubber band passes on 0.55 of the finger's speed near the edge): the bounce carries
  /// the content into the list. Without snapping it rests half collapsed; with it, at an
  /// end (a flick: the end in its direction).
  @Test(arguments: [150.0, 250, 450])
  func aReleaseInOverscrollThatComesBackIsSnapped(fingerSpeed: Double) throws {
    func play(_ snaps: Bool) throws -> (rest: Double, releaseVelocity: Double) {
      let screen = try makeScreen(profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: snaps))
      let driver = ScreenDriver(screen)
      driver.drag(fromY: 300, toY: 400, duration: 0.5)
      driver.move(toY: 320, speed: fingerSpeed)
      #expect(driver.layout.overscroll > 0)
      driver.lift()
      let velocity = screen.activeList.velocity.y
      driver.runUntilRest()
      return (driver.layout.collapse, velocity)
    }
    let natural = try play(false)
    #expect(natural.rest > 0 && natural.rest < 240)
    let snapped = try play(true)
    #expect(snapped.releaseVelocity == natural.releaseVelocity)
    let flick = abs(snapped.releaseVelocity) >= config.snapFlickVelocity
    #expect(snapped.rest == (flick || natural.rest > 120 ? 240 : 0))
  }

  @Test func aFlingPastThePinIsNotSnapped() throws {
    let (_, driver) = try screen(at: 100)
    driver.flick(fromY: 600, velocity: 2000, distance: 40)
    let release = driver.activeOffset
    driver.runUntilRest()
    expectApproximatelyEqual(
      driver.activeOffset, release + Expected.projection(velocity: 2000), absoluteTolerance: 0.5)
    #expect(driver.layout.isPinned)
  }
}
