import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Item snap: variable item heights, rest exactly on a boundary under the
/// pinned tab bar; a fast fling goes to a boundary ahead, a slow one to the nearest, and
/// a target behind the release is reached by a spring from the release velocity.
@Suite struct ItemSnapTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)
  /// One cycle of item heights spans 1400 pt: boundaries 0, 120, 200, 400, 460, 610, 910,
  /// 1000 (a 400 pt item), 1400, …
  static let heights: [Double] = Array(repeating: [120.0, 80, 200, 60, 150, 300, 90, 400], count: 6).flatMap {
    $0
  }
  let boundaries = Expected.boundaries(itemHeights: heights)
  var pin: Double { Expected.pinOffset(config) }

  private func makeSnappingScreen() throws -> (SimulatedProfileScreen, ScreenDriver) {
    let screen = try makeScreen(config, contentHeights: [Self.heights.reduce(0, +), 3000])
    try screen.host.setItemSnap(.itemHeights(Self.heights), forPage: 0)
    return (screen, ScreenDriver(screen, frameRate: 240))
  }

  /// The boundary nearest content y `y`.
  private func nearest(to y: Double) -> Double {
    boundaries.min { abs($0 - y) < abs($1 - y) } ?? 0
  }

  /// The content y under the pinned tab bar's bottom edge at `offset`.
  private func contentUnderTabBar(_ offset: Double) -> Double {
    offset + config.topInset + config.pinnedHeaderHeight + config.tabBarHeight
  }

  /// A drag that releases at content position `releaseAt` (a boundary-relative position
  /// under the tab bar) with `velocity`, the finger moving `travel` points at constant speed.
  private func release(
    _ screen: SimulatedProfileScreen, _ driver: ScreenDriver, at releaseAt: Double, velocity: Double,
    travel: Double = 40
  ) {
    let moved = (travel - 10) * (velocity > 0 ? 1 : -1)
    screen.host.setContentOffset(releaseAt + pin - moved, page: 0, animated: false, at: driver.time)
    driver.flick(fromY: 500, velocity: velocity, distance: travel)
  }

  @Test func snapBoundariesSitUnderThePinnedTabBar() throws {
    let (screen, driver) = try makeSnappingScreen()
    // Rest offset of boundary b is b + pin: b is then at the tab bar's bottom edge on screen.
    screen.host.setContentOffset(1420 + pin - 100, page: 0, animated: false, at: driver.time)
    driver.place(fromY: 600, toY: 600 - 10 - 100, duration: 0.5)
    driver.runUntilRest()
    #expect(driver.activeOffset == 1400 + pin)
    #expect(contentUnderTabBar(driver.activeOffset) == 1400)
    #expect(driver.layout.isPinned)
  }

  @Test(arguments: [1500.0, 2500, -1500, -2500])
  func aFastFlingRestsOnTheBoundaryNearestItsNaturalTarget(velocity: Double) throws {
    let (screen, driver) = try makeSnappingScreen()
    release(screen, driver, at: 3000, velocity: velocity)
    let releaseOffset = driver.activeOffset
    let natural =
      contentUnderTabBar(releaseOffset) + Expected.projection(velocity: driver.motionVelocity)
    let expected = nearest(to: natural) + pin
    driver.runUntilRest()
    expectApproximatelyEqual(driver.activeOffset, expected, absoluteTolerance: 1e-6)
    #expect(boundaries.contains(contentUnderTabBar(driver.activeOffset).rounded()))
    #expect(velocity > 0 ? driver.activeOffset > releaseOffset : driver.activeOffset < releaseOffset)
  }

  /// In a 400 pt item (content 2400…2800): released 10 pt past its start at 250 pt/s, the
  /// natural target (~125 pt on) is nearest the item's start, behind the release. A fling
  /// never snaps back: it goes to the next boundary ahead.
  @Test(arguments: [(2410.0, 250.0, 2800.0), (2790, -250, 2400)])
  func aFastFlingNeverSnapsBehindTheRelease(
    releasedAt position: Double, velocity: Double, restsAt boundary: Double
  )
    throws
  {
    let (screen, driver) = try makeSnappingScreen()
    release(screen, driver, at: position, velocity: velocity)
    let natural = position + Expected.projection(velocity: velocity)
    #expect((nearest(to: natural) - position) * velocity < 0)  // the nearest is behind
    driver.runUntilRest(limit: 30)
    expectApproximatelyEqual(driver.activeOffset, boundary + pin, absoluteTolerance: 1e-6)
  }

  @Test(arguments: [(1430.0, 1400.0), (1490, 1520), (2420, 2400), (2650, 2800)])
  func aReleaseWithoutSpeedRestsOnTheNearestBoundary(placedAt position: Double, restsAt boundary: Double)
    throws
  {
    let (screen, driver) = try makeSnappingScreen()
    screen.host.setContentOffset(position + pin - 100, page: 0, animated: false, at: driver.time)
    driver.place(fromY: 600, toY: 600 - 10 - 100, duration: 0.5)
    #expect(screen.coordinator.snapshot.animation?.purpose == .snap)
    driver.runUntilRest()
    expectApproximatelyEqual(driver.activeOffset, boundary + pin, absoluteTolerance: 1e-6)
  }

  /// Released 5 pt into a 400 pt item at 150 pt/s (no flick): the nearest boundary is 5 pt
  /// behind. The coordinator runs a `.snap` spring from the release velocity: the content
  /// goes on up for a moment and turns around smoothly.
  @Test func aTargetBehindTheReleaseTurnsAroundSmoothly() throws {
    let (screen, driver) = try makeSnappingScreen()
    release(screen, driver, at: 2405, velocity: 150)
    let released = driver.frames.count
    let animation = try #require(screen.coordinator.snapshot.animation)
    #expect(animation.purpose == .snap)
    var motion = animation.motion
    expectApproximatelyEqual(motion.sample(at: driver.time).velocity, 150, absoluteTolerance: 1)
    driver.runUntilRest()
    expectApproximatelyEqual(driver.activeOffset, 2400 + pin, absoluteTolerance: 1e-6)
    let turn = turnaround(Array(driver.frames[(released - 4)..<min(driver.frames.count - 2, released + 60)]))
    #expect(driver.frames[released].offset > driver.frames[released - 1].offset)
    #expect(turn.signChanges == 1)
    #expect(turn.largestJump < 150 / 2)
  }

  /// The contrast: the same release on a bare scroll view whose delegate writes the
  /// behind target straight into `targetContentOffset`: the simulator, like UIKit,
  /// reverses at once.
  @Test func writingABehindTargetDirectlyReversesAtOnce() {
    let view = SimulatedScrollView(
      size: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 8400))
    let writer = TargetWriter(target: 2400 + pin)
    view.delegate = writer
    view.contentOffset = Point(x: 0, y: 2405 + pin - 30)
    var frames: [FrameRecord] = []
    var time = 0.0
    var finger = Point(x: 200, y: 500)
    view.touchBegan(at: finger, time: time)
    for _ in 0..<Int((40.0 / 150 * 240).rounded()) {
      time += 1.0 / 240
      finger.y -= 150.0 / 240
      view.touchMoved(to: finger, time: time)
      view.advance(to: time)
      frames.append(bareFrame(view, time: time))
    }
    view.touchEnded(at: finger, time: time)
    while view.isDecelerating {
      time += 1.0 / 240
      view.advance(to: time)
      frames.append(bareFrame(view, time: time))
    }
    let released = Int((40.0 / 150 * 240).rounded())
    let turn = turnaround(Array(frames[(released - 4)..<min(frames.count - 2, released + 60)]))
    #expect(turn.largestJump > 150)
  }

  private func bareFrame(_ view: SimulatedScrollView, time: Double) -> FrameRecord {
    FrameRecord(
      time: time, finger: nil, page: 0, offset: view.contentOffset.y, offsets: [],
      bounds: view.verticalOffsetBounds,
      isListDragging: view.isDragging, listVelocity: view.velocity.y,
      layout: config.space.layout(forOffset: 0, refreshReservation: 0, overscroll: .stretchHeader),
      pagerOffsetX: 0, pagerProgress: 0, animationPurpose: nil, refreshState: .idle)
  }

  /// Over a window of frames around a release (at most 0.25 s, and without the motion's
  /// last frame, which may place it by up to the 0.5 pt rest threshold of the ScrollPhysics
  /// article): sign changes of the per-frame velocity and the largest change of velocity from
  /// one frame to the next.
  private func turnaround(_ frames: [FrameRecord]) -> (signChanges: Int, largestJump: Double) {
    let velocities = FrameMetrics.velocities(frames).map(\.velocity)
    var signChanges = 0
    var largestJump = 0.0
    var lastSign = 0.0
    for (a, b) in zip(velocities, velocities.dropFirst()) {
      largestJump = max(largestJump, abs(b - a))
    }
    for v in velocities where abs(v) > 1e-9 {
      let sign: Double = v > 0 ? 1 : -1
      if lastSign != 0, sign != lastSign { signChanges += 1 }
      lastSign = sign
    }
    return (signChanges, largestJump)
  }
}

/// A scroll-view delegate that writes a fixed target at release, as modulo snapping does
/// (NestLabStrategies' ModuloSnap article).
private final class TargetWriter: ScrollViewDelegate {
  let target: Double
  init(target: Double) { self.target = target }
  func scrollViewWillEndDragging(
    _ scrollView: SimulatedScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    targetContentOffset.y = target
  }
}
