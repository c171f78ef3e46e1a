import NestedScrollExpectations
import ScrollSimulator
import Testing

/// Geometry that changes while content decelerates (the app resizes the viewport, moves an
/// inset or sets the offset): the motion goes on within the new bounds and comes to rest
/// inside them. Each case is a fuzzer finding, and each failed before its fix.
@Suite("Geometry changes mid-motion")
struct GeometryChangeTests {
  /// Flung at a speed a tall viewport allows, then shrunk to 100 pt: the bounce at the
  /// edge went 550 pt past it, far beyond the rubber band of the viewport it now had.
  @Test func aViewportShrunkMidFlingKeepsTheBounceInItsRubberBand() {
    let view = makeView(viewportHeight: 1200, contentHeight: 5000)
    view.contentOffset = Point(x: 0, y: 400)
    fling(view, velocity: -15_000)
    playFrames(view, for: 0.02)
    view.boundsSize = Size(width: view.boundsSize.width, height: 100)
    let frames = playUntilRest(view)
    let lowest = frames.map(\.offset).min() ?? 0
    #expect(lowest < 0, "it still bounces")
    #expect(lowest > -view.boundsSize.height / 2)
    #expect(view.contentOffset.y == 0)
  }

  /// A deceleration landing on a target the delegate wrote (a snap to the end), then the
  /// offset moved by the app: the target moved along, 300 pt past the end, and the
  /// content rested there.
  @Test func aTargetShiftedPastTheEndDeceleratesFreelyIntoTheBounds() {
    let view = makeView(viewportHeight: 600, contentHeight: 3000)
    view.contentOffset = Point(x: 0, y: 1000)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let end = view.verticalOffsetBounds.upperBound
    delegate.onWillEndDragging = { _, _, proposed in proposed.y = end }
    fling(view, velocity: 1_500)
    playFrames(view, for: 0.1)
    view.contentOffset = Point(x: 0, y: view.contentOffset.y + 300)
    playUntilRest(view)
    #expect(!view.isMoving)
    #expect(view.contentOffset.y == end)
  }

  /// A bounce that an inset change turned into rest (the new top lay above it), then an
  /// offset set past that top before the next frame: the motion had ended, and the
  /// content stayed past the edge.
  @Test func anOffsetSetPastTheEdgeOfAFinishedDecelerationBouncesBack() {
    let view = makeView(viewportHeight: 600, contentHeight: 3000)
    view.contentOffset = Point(x: 0, y: -100)
    fling(view, velocity: 0)
    #expect(view.isDecelerating, "released past the top, it bounces back")
    view.contentInset = EdgeInsets(top: 200, left: 0, bottom: 0, right: 0)
    view.contentOffset = Point(x: 0, y: -300)
    playUntilRest(view)
    #expect(!view.isMoving)
    #expect(view.contentOffset.y == -200)
  }

  /// A spring toward a far target, at a speed no release into this viewport may have,
  /// then the offset moved by the app so the target lay past the end: the motion was
  /// restarted from where the content had been before the move, and the next frame threw
  /// it 10,000 pt back.
  @Test func aShiftedFastMotionGoesOnFromTheNewOffset() {
    let view = makeView(viewportHeight: 600, contentHeight: 30_000)
    view.contentOffset = Point(x: 0, y: 1_000)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    delegate.onWillEndDragging = { _, _, proposed in proposed.y = 21_000 }
    fling(view, velocity: 1_500)
    playFrames(view, for: 0.1)
    #expect(view.velocity.y > SimulatedScrollView.maximumReleaseSpeed(viewport: 600))
    let moved = view.contentOffset.y + 10_000
    view.contentOffset = Point(x: 0, y: moved)
    playFrames(view, for: 1.0 / 120)
    expectApproximatelyEqual(view.contentOffset.y, moved, absoluteTolerance: 100)
    playUntilRest(view)
    #expect(view.verticalOffsetBounds.contains(view.contentOffset.y))
  }
}
