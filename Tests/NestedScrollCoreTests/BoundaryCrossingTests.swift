import Foundation
import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// One gesture flows across the header/list boundary, in both directions,
/// momentum included.
@Suite struct BoundaryCrossingTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)

  @Test(arguments: [60.0, 120.0])
  func slowDragFromTheHeaderCollapsesItAndContinuesIntoTheList(frameRate: Double) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen, frameRate: frameRate)
    let start = driver.activeOffset
    // The finger lands on the header (it spans G…G + H = 47…347) and travels 700 pt.
    driver.drag(fromY: 200 + 700, toY: 200, duration: 2)
    let error = fingerTracking(driver.frames)
    #expect(error.pairs > 100)
    #expect(error.maximum < 1e-9)
    // Finger delta fully accounted for: everything after the hysteresis went into the offset.
    expectApproximatelyEqual(driver.activeOffset, start + 700 - Expected.hysteresis, absoluteTolerance: 1e-9)
    #expect(driver.activeOffset > Expected.pinOffset(config))
    #expect(driver.layout.isPinned)
    // The header collapsed in the same gesture, frame by frame.
    let collapses = driver.frames.map(\.layout.collapse)
    #expect(zip(collapses, collapses.dropFirst()).allSatisfy { $0 <= $1 })
    driver.lift()
  }

  @Test func reverseDragRevealsTheHeaderOnceTheListIsBackAtItsTop() throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen)
    let deep = Expected.pinOffset(config) + 400
    screen.host.setContentOffset(deep, page: 0, animated: false, at: driver.time)
    #expect(driver.layout.isPinned)
    // 10 pt hysteresis, 400 pt back to the pin, 240 pt of header (H − P), then 50 pt of pull.
    driver.drag(fromY: 100, toY: 100 + 10 + 400 + 240 + 50, duration: 2.5)
    let error = fingerTracking(driver.frames)
    #expect(error.maximum < 1e-9)
    for frame in driver.frames {
      // The header stays pinned while the list is above its pin point, and follows the
      // one formula everywhere.
      #expect(frame.layout.isPinned == (frame.offset >= Expected.pinOffset(config)))
      expectApproximatelyEqual(
        frame.layout.collapse, Expected.collapse(offset: frame.offset, config), absoluteTolerance: 1e-9)
    }
    // Until the list is at its top, every point of finger went into the offset; the last
    // 50 went through the rubber band.
    let overscroll = Expected.rubberBand(excess: 50, dimension: config.viewportHeight)
    expectApproximatelyEqual(
      driver.activeOffset, Expected.expandedOffset(config) - overscroll, absoluteTolerance: 1e-9)
    #expect(driver.layout.collapse == 0)
    expectApproximatelyEqual(driver.layout.stretch, overscroll, absoluteTolerance: 1e-9)
    driver.lift()
    driver.runUntilRest()
    #expect(driver.activeOffset == Expected.expandedOffset(config))
  }

  /// Speed just before and just after the pin point, from the list's own velocity at the
  /// frames around the crossing, corrected by the decay's own change over that time
  /// (d^(1000·Δt), the deceleration of the ScrollPhysics article): the ratio must be 1
  /// within 1 %.
  private func expectContinuousCrossing(_ frames: [FrameRecord], at pin: Double, upward: Bool) throws {
    let index = try #require(FrameMetrics.crossingIndex(of: pin, in: frames, upward: upward))
    let before = frames[index - 1]
    let after = frames[index]
    #expect(!before.isListDragging && !after.isListDragging)
    #expect(abs(before.listVelocity) > 100)
    let expectedRatio = Foundation.pow(Expected.normalRate, 1000 * (after.time - before.time))
    let ratio = after.listVelocity / before.listVelocity
    expectApproximatelyEqual(ratio / expectedRatio, 1, absoluteTolerance: 0.01)
    // The same from positions: the mean speeds over the frame before and after the
    // crossing frame differ by the decay alone.
    let velocities = FrameMetrics.velocities(frames)
    let v1 = velocities[index - 2].velocity
    let v2 = velocities[index].velocity
    let dt = velocities[index].time - velocities[index - 2].time
    expectApproximatelyEqual(
      (v2 / v1) / Foundation.pow(Expected.normalRate, 1000 * dt), 1, absoluteTolerance: 0.01)
  }

  @Test(arguments: [60.0, 120.0])
  func flingUpThroughThePinKeepsItsSpeed(frameRate: Double) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen, frameRate: frameRate)
    let start = driver.activeOffset
    driver.flick(fromY: 600, velocity: 1500, distance: 60)
    let release = driver.activeOffset
    let releaseVelocity = screen.activeList.velocity.y
    expectApproximatelyEqual(releaseVelocity, 1500, absoluteTolerance: 1)
    #expect(release < Expected.pinOffset(config))
    driver.runUntilRest()
    try expectContinuousCrossing(driver.frames, at: Expected.pinOffset(config), upward: true)
    // Momentum from the header drag reached the list: it rests where the one
    // deceleration from the release puts it, not at the pin.
    let rest = release + Expected.projection(velocity: releaseVelocity)
    expectApproximatelyEqual(driver.activeOffset, rest, absoluteTolerance: 0.5)
    #expect(driver.activeOffset > start + 700)
    #expect(driver.layout.isPinned)
  }

  @Test(arguments: [60.0, 120.0])
  func flingDownFromDeepInTheListRevealsTheHeaderContinuously(frameRate: Double) throws {
    let screen = try makeScreen(config)
    let driver = ScreenDriver(screen, frameRate: frameRate)
    let deep = Expected.pinOffset(config) + 500
    screen.host.setContentOffset(deep, page: 0, animated: false, at: driver.time)
    driver.flick(fromY: 300, velocity: -1800, distance: 60)
    let release = driver.activeOffset
    let releaseVelocity = screen.activeList.velocity.y
    expectApproximatelyEqual(releaseVelocity, -1800, absoluteTolerance: 1)
    // The fling would go 900 pt: past the pin and the header (240) into the top edge.
    #expect(release + Expected.projection(velocity: releaseVelocity) < Expected.expandedOffset(config))
    driver.runUntilRest()
    try expectContinuousCrossing(driver.frames, at: Expected.pinOffset(config), upward: false)
    #expect(driver.activeOffset == Expected.expandedOffset(config))
    #expect(driver.layout.collapse == 0)
    #expect(driver.layout.headerTop == config.topInset)
  }
}
