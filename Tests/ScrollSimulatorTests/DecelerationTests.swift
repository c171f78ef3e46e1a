import NestedScrollExpectations
import NestedScrollTestSupport
import ScrollPhysics
import ScrollSimulator
import Testing

@Suite("Deceleration after release")
struct DecelerationTests {
  /// A drag at constant content speed `speed` (points per second; positive scrolls toward
  /// larger offsets), released without a pause, on content tall enough to hit no edge.
  @Test(arguments: [(1000.0, 0.998), (2500, 0.998), (-1800, 0.998), (1500, 0.99)])
  func aConstantSpeedReleaseDeceleratesWithTheTrackedVelocity(speed: Double, rate: Double) throws {
    let view = makeView(contentHeight: 30000)
    view.decelerationRate = try #require(DecelerationRate(rawValue: rate))
    view.contentOffset = Point(x: 0, y: 10000)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.drag(fromY: 700, toY: 700 - speed * 0.15, duration: 0.15)
    expectApproximatelyEqual(view.velocity.y, speed, absoluteTolerance: 0.02 * abs(speed))

    let release = view.contentOffset.y
    let releaseTime = view.currentTime
    #expect(finger.lift() == .drag)
    #expect(view.isDecelerating)
    let velocity = view.velocity.y
    expectApproximatelyEqual(velocity, speed, absoluteTolerance: 0.02 * abs(speed))

    // willEndDragging reports points per millisecond: the content velocity / 1000.
    let reported = try #require(delegate.lastWillEndDragging)
    expectApproximatelyEqual(reported.velocity.y * 1000, velocity, absoluteTolerance: 1e-9 * abs(velocity))
    expectApproximatelyEqual(reported.velocity.y, speed / 1000, absoluteTolerance: 0.02 * abs(speed) / 1000)
    #expect(reported.velocity.x == 0)

    let frames = playUntilRest(view)
    let rest = view.contentOffset.y
    #expect(!view.isDecelerating)
    // Rest distance: the projection −v0 / (1000 · ln d) of the finger's speed.
    expectApproximatelyEqual(
      rest, release + Expected.projection(velocity: speed, rate: rate), absoluteTolerance: 0.5)
    expectApproximatelyEqual(
      rest, release + Expected.projection(velocity: velocity, rate: rate), absoluteTolerance: 1e-6)
    #expect(reported.proposed.y == rest, "the proposed target is where the motion rests")

    // Every frame follows the closed form, and stops only when less than 0.5 pt remains.
    for frame in frames where frame.isDecelerating {
      let t = frame.time - releaseTime
      expectApproximatelyEqual(
        frame.offset, Expected.decayPosition(from: release, velocity: velocity, after: t, rate: rate),
        absoluteTolerance: 1e-6)
      expectApproximatelyEqual(
        frame.velocity, Expected.decayVelocity(velocity, after: t, rate: rate), absoluteTolerance: 1e-6)
      #expect(abs(rest - frame.offset) >= Expected.restDistance - 1e-9)
    }
    let last = try #require(frames.last)
    let remainingAtEnd = abs(
      Expected.decayPosition(from: release, velocity: velocity, after: last.time - releaseTime, rate: rate)
        - rest)
    #expect(remainingAtEnd < Expected.restDistance)
    #expect(delegate.count("didEndDecelerating") == 1)
  }

  @Test func flingRestsAtTheProjection() {
    let view = makeView(contentHeight: 30000)
    view.contentOffset = Point(x: 0, y: 5000)
    flingToRest(view, velocity: 3000)
    expectApproximatelyEqual(
      view.contentOffset.y, 5000 + Expected.projection(velocity: 3000), absoluteTolerance: 1e-6)
    flingToRest(view, velocity: -3000)
    expectApproximatelyEqual(view.contentOffset.y, 5000, absoluteTolerance: 1e-6)
  }

  @Test func settingTheOffsetMidDecelerationCarriesTheRestOfTheMotion() {
    let view = makeView(contentHeight: 30000)
    view.contentOffset = Point(x: 0, y: 5000)
    fling(view, velocity: 3000)
    playFrames(view, for: 0.2)
    let before = view.contentOffset.y
    view.contentOffset = Point(x: 0, y: before + 500)
    #expect(view.contentOffset.y == before + 500)
    #expect(view.isDecelerating, "UIKit keeps decelerating from the new place")
    playUntilRest(view)
    // An exponential decay is memoryless: the remaining distance is the same from anywhere.
    expectApproximatelyEqual(
      view.contentOffset.y, 5000 + Expected.projection(velocity: 3000) + 500, absoluteTolerance: 1e-6)
  }

  @Test func contentThatGrowsMidFlingLetsTheFlingRunItsCourse() {
    let view = makeView(contentHeight: 1000)  // bounds 0...400; the fling would hit 400
    let delegate = RecordingDelegate()
    view.delegate = delegate
    fling(view, velocity: 2000)
    playFrames(view, for: 0.05)
    view.contentSize = Size(width: 320, height: 5000)
    let frames = playUntilRest(view)
    let expected = Expected.projection(velocity: 2000)
    expectApproximatelyEqual(view.contentOffset.y, expected, absoluteTolerance: 1e-6)
    #expect(frames.allSatisfy { $0.offset <= expected + 1e-9 }, "no bounce at the old edge")
    #expect(delegate.count("didEndDecelerating") == 1)
  }

  @Test func contentThatShrinksMidFlingBouncesAtTheNewEdge() throws {
    let view = makeView(contentHeight: 5000)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    fling(view, velocity: 2000)
    playFrames(view, for: 0.05)
    #expect(view.contentOffset.y < 200)
    view.contentSize = Size(width: 320, height: 800)  // bounds 0...200
    let frames = playUntilRest(view, interval: 1.0 / 240)
    #expect(view.contentOffset.y == 200)
    let crossing = Expected.decayVelocity(2000, afterTravelling: 200)
    let peak = try #require(frames.map(\.offset).max())
    expectApproximatelyEqual(
      peak, 200 + Expected.bouncePeak(crossingVelocity: crossing), absoluteTolerance: 0.1)
    #expect(delegate.count("didEndDecelerating") == 1)
  }

  @Test func aTouchThatDoesNotDragOnOverscrolledContentLetsItReturn() {
    let view = makeView()
    fling(view, velocity: -3000)
    playFrames(view, for: 0.1)
    #expect(view.contentOffset.y < 0)
    let finger = GestureDriver(view, startTime: view.currentTime)
    finger.touchDown(y: 300)
    let caught = view.contentOffset.y
    finger.wait(0.2)
    #expect(view.contentOffset.y == caught, "the finger holds the content")
    #expect(finger.lift() == .stoppedMotion)
    #expect(view.isDecelerating)
    playUntilRest(view)
    #expect(view.contentOffset.y == 0)
  }

  @Test func contentThatShrinksAsTheMotionSettlesStillEndsInsideTheNewBounds() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 2400)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.touchDown(y: 500)
    finger.move(toY: 489.5, duration: 0.1)  // 0.5 pt past the hysteresis: a sub-point overscroll
    finger.wait(0.05)
    finger.lift()
    #expect(view.isDecelerating)
    // The return is shorter than the rest distance, so it is over at once; the content
    // shrinks before the next frame.
    view.contentSize = Size(width: 320, height: 2000)  // bounds 0...1400
    playUntilRest(view)
    #expect(view.contentOffset.y == 1400)
    #expect(delegate.count("didEndDecelerating") == 1)
  }
}
