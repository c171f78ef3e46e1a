import NestedScrollExpectations
import NestedScrollTestSupport
import ScrollSimulator
import Testing

@Suite("Delegate callbacks in UIKit's order")
struct DelegateOrderTests {
  @Test func dragFlingRest() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 500)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.drag(fromY: 500, toY: 300, duration: 0.1)
    #expect(finger.lift() == .drag)
    playUntilRest(view)
    #expect(
      delegate.collapsedNames == [
        "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll…", "didEndDecelerating",
      ])
    #expect(!view.isDecelerating)
    let count = delegate.events.count
    playFrames(view, for: 0.5)
    #expect(delegate.events.count == count, "a view at rest sends nothing")
  }

  @Test func aPauseLongerThan40msBeforeReleaseEndsWithoutDeceleration() throws {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 500)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.drag(fromY: 500, toY: 300, duration: 0.1)
    finger.wait(0.05)
    let offset = view.contentOffset.y
    #expect(finger.lift() == .drag)
    #expect(
      delegate.collapsedNames == [
        "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(false)",
      ])
    let reported = try #require(delegate.lastWillEndDragging)
    #expect(reported.velocity == .zero)
    #expect(reported.target.y == offset)
    #expect(!view.isDecelerating)
    playFrames(view, for: 1)
    #expect(view.contentOffset.y == offset)
    #expect(delegate.count("willBeginDecelerating") == 0)
    #expect(delegate.count("didEndDecelerating") == 0)
  }

  @Test func aPauseShorterThan40msStillFlings() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 500)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.drag(fromY: 500, toY: 300, duration: 0.1)
    finger.wait(0.03)
    finger.lift()
    #expect(delegate.names.contains("didEndDragging(true)"))
    #expect(view.isDecelerating)
  }

  @Test func aTouchDuringDecelerationStopsTheMotionWhereItIs() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 500)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    fling(view, velocity: 3000)
    playFrames(view, for: 0.2)
    #expect(view.isDecelerating)
    let finger = GestureDriver(view, startTime: view.currentTime)
    finger.touchDown(y: 300)
    let caught = view.contentOffset.y
    #expect(!view.isDecelerating)
    #expect(view.velocity == .zero)
    delegate.reset()
    finger.wait(0.5)
    #expect(view.contentOffset.y == caught)
    #expect(delegate.events.isEmpty, "no motion under a resting finger")
    #expect(finger.lift() == .stoppedMotion, "stopping motion is not a tap")
    playFrames(view, for: 1)
    #expect(view.contentOffset.y == caught)
    #expect(!view.isDecelerating)
    #expect(delegate.count("didScroll") == 0)
  }

  @Test func aTouchOnContentAtRestIsATap() {
    let view = makeView()
    let finger = GestureDriver(view)
    finger.touchDown(y: 300)
    finger.move(toY: 305, duration: 0.05)
    #expect(finger.lift() == .tap)
  }

  @Test func caughtContentDragsOnFromWhereItStopped() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 500)
    fling(view, velocity: 3000)
    playFrames(view, for: 0.2)
    let finger = GestureDriver(view, startTime: view.currentTime)
    finger.touchDown(y: 300)
    let caught = view.contentOffset.y
    finger.move(toY: 290, duration: 1.0 / 60)
    expectApproximatelyEqual(
      view.contentOffset.y, caught, absoluteTolerance: 1e-9, "no jump when the new drag begins")
    finger.move(toY: 240, duration: 0.05)
    expectApproximatelyEqual(view.contentOffset.y, caught + 50, absoluteTolerance: 1e-9)
  }

  @Test func theFlingHelperRunsTheReleaseSequence() throws {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 500)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    fling(view, velocity: 2000)
    #expect(
      delegate.names == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
      ])
    #expect(try #require(delegate.lastWillEndDragging).velocity.y == 2)
  }

  @Test func pinningTheOffsetFromDidScrollDuringAFlingWorks() {
    let view = makeView()
    let delegate = RecordingDelegate()
    view.delegate = delegate
    delegate.onDidScroll = { view in
      if view.contentOffset.y > 100 { view.contentOffset = Point(x: view.contentOffset.x, y: 100) }
    }
    fling(view, velocity: 3000)
    let frames = playUntilRest(view)
    #expect(frames.allSatisfy { $0.offset <= 100 })
    #expect(frames.contains { $0.offset == 100 })
    #expect(!view.isDecelerating)
    #expect(view.contentOffset.y == 100)
    #expect(delegate.count("didEndDecelerating") == 1)
    #expect(view.diagnostics.count == 0, "one nested change is not a recursion problem")
  }

  @Test func aDelegateThatAlwaysMovesTheOffsetHitsTheRecursionGuard() {
    let view = makeView()
    let delegate = RecordingDelegate()
    view.delegate = delegate
    delegate.onDidScroll = { view in view.contentOffset = Point(x: 0, y: view.contentOffset.y + 1) }
    view.contentOffset = Point(x: 0, y: 100)  // returns instead of recursing forever
    #expect(view.diagnostics.lastIssue == .recursionLimit)
    #expect(delegate.count("didScroll") < 100)
    #expect(view.contentOffset.y > 100 && view.contentOffset.y < 200)

    // During a fling every frame runs into the guard and returns.
    fling(view, velocity: 2000)
    let issues = view.diagnostics.count
    let frames = playFrames(view, for: 0.5)
    #expect(view.diagnostics.count >= issues + frames.count)
    #expect(frames.allSatisfy { $0.offset.isFinite })
  }
}
