import NestedScrollExpectations
import NestedScrollTestSupport
import ScrollSimulator
import Testing

@Suite("Bouncing at the edges")
struct BounceTests {
  let viewport = 600.0

  /// A fling from `start` with `velocity` into the edge at `edge` (bounds 0...2400).
  @Test(arguments: [(100.0, -5000.0, 0.0), (2300, 5000, 2400), (600, -3000, 0), (1900, 2500, 2400)])
  func aFlingIntoAnEdgeOverscrollsThenRestsExactlyOnTheEdge(start: Double, velocity: Double, edge: Double)
    throws
  {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: start)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let t0 = view.currentTime
    fling(view, velocity: velocity)

    // The decay reaches the edge with v0 + k·distance, and the critically damped spring
    // (ω = 10) started there with that velocity peaks |v| / (ω·e) beyond it, 1/ω later.
    let distance = edge - start
    let crossingVelocity = Expected.decayVelocity(velocity, afterTravelling: distance)
    let crossingTime = Expected.decayTime(toTravel: distance, velocity: velocity)
    let peak = Expected.bouncePeak(crossingVelocity: crossingVelocity)
    let direction = velocity > 0 ? 1.0 : -1.0
    let peakTime = t0 + crossingTime + 1 / Expected.bounceOmega

    var times = stride(from: t0 + 1.0 / 120, through: t0 + 5, by: 1.0 / 120).filter {
      abs($0 - peakTime) > 1e-6
    }
    times.append(peakTime)
    times.sort()
    var overscrolls: [Double] = []
    for time in times where view.isDecelerating {
      view.advance(to: time)
      let overscroll = (view.contentOffset.y - edge) * direction
      overscrolls.append(overscroll)
      if time == peakTime {
        expectApproximatelyEqual(overscroll, peak, absoluteTolerance: 1e-6, "peak of the bounce")
      }
      if time < t0 + crossingTime - 1e-9 {
        let expected = Expected.decayPosition(from: start, velocity: velocity, after: time - t0)
        expectApproximatelyEqual(
          view.contentOffset.y, expected, absoluteTolerance: 1e-6, "free deceleration up to the edge")
      }
    }
    #expect(try #require(overscrolls.max()) > 0, "the content overscrolls")
    #expect(overscrolls.allSatisfy { $0 <= peak + 1e-6 })
    #expect(!view.isDecelerating)
    #expect(view.contentOffset.y == edge)
    #expect(delegate.count("didEndDecelerating") == 1)
    #expect(delegate.names.last == "didEndDecelerating")
  }

  @Test(arguments: [(200.0, 1.0), (700, 1), (300, -1)])
  func releasedWhileOverscrolledTheContentSpringsBack(fingerExcess: Double, direction: Double) throws {
    // direction −1: pulled down past the top; +1: pushed up past the bottom.
    let view = makeView()
    let edge = direction > 0 ? 2400.0 : 0
    view.contentOffset = Point(x: 0, y: edge)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.touchDown(y: 300)
    finger.move(toY: 300 - 10 * direction, duration: 1.0 / 60)  // drag begins at the edge
    finger.move(toY: 300 - (10 + fingerExcess) * direction, duration: 0.1)
    let overscroll = view.contentOffset.y - edge
    expectApproximatelyEqual(
      overscroll, direction * Expected.rubberBand(excess: fingerExcess, dimension: viewport),
      absoluteTolerance: 1e-9)
    finger.wait(0.05)  // hold: no fling velocity
    delegate.reset()
    let releaseTime = view.currentTime
    #expect(finger.lift() == .drag)
    #expect(delegate.names == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    let target = try #require(delegate.lastWillEndDragging).proposed.y
    #expect(target == edge, "the proposed target is the edge it returns to")

    // x(t) = x0 · (1 + ωt) · e^(−ωt) for the critically damped spring released at rest.
    for t in [0.05, 0.1, 0.2, 0.3] {
      view.advance(to: releaseTime + t)
      expectApproximatelyEqual(
        view.contentOffset.y - edge, Expected.springReturn(from: overscroll, after: t),
        absoluteTolerance: 1e-6)
    }
    playUntilRest(view)
    #expect(view.contentOffset.y == edge)
    #expect(delegate.collapsedNames.suffix(2) == ["didScroll…", "didEndDecelerating"])
    #expect(
      delegate.scrolledOffsets.allSatisfy { ($0 - edge) * direction >= 0 }, "no overshoot into the content")
  }

  @Test func releaseVelocityWhileOverscrolledIsScaledByTheRubberBandsSlope() throws {
    let view = makeView()
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.touchDown(y: 100)
    finger.move(toY: 110, duration: 1.0 / 60)  // drag begins at the top edge
    finger.move(toY: 410, duration: 0.2)  // 300 pt of finger excess past the top
    finger.move(toY: 350, duration: 0.1)  // back up at 600 pt/s, ending at 240 pt excess
    finger.lift()
    // f'(x) = c / (x·c/D + 1)²: the content moves that much per point of finger travel.
    let s = 240 * Expected.rubberBandCoefficient / viewport + 1
    let slope = Expected.rubberBandCoefficient / (s * s)
    let reported = try #require(delegate.lastWillEndDragging).velocity.y
    expectApproximatelyEqual(reported, 0.6 * slope, absoluteTolerance: 0.02 * 0.6 * slope)
  }

  @Test func withoutBouncesAFlingStopsDeadAtTheEdge() {
    let view = makeView()
    view.bounces = false
    view.contentOffset = Point(x: 0, y: 300)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let frames = flingToRest(view, velocity: -4000)
    #expect(frames.allSatisfy { $0.offset >= 0 })
    #expect(view.contentOffset.y == 0)
    #expect(delegate.count("didEndDecelerating") == 1)
  }

  @Test func aTouchCatchesABounceAndTheDragContinuesThroughTheRubberBand() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 100)
    fling(view, velocity: -5000)
    let crossing = Expected.decayTime(toTravel: -100, velocity: -5000)
    view.advance(to: crossing + 0.05)
    let caught = view.contentOffset.y
    #expect(caught < 0)
    let finger = GestureDriver(view, startTime: view.currentTime)
    finger.touchDown(y: 300)
    finger.move(toY: 310, duration: 1.0 / 60)
    expectApproximatelyEqual(
      view.contentOffset.y, caught, absoluteTolerance: 1e-9, "no jump when a drag starts in the overscroll")
    finger.move(toY: 410, duration: 0.1)
    // The drag continues on the rubber band from the excess that shows `caught`.
    let excess = Expected.rubberBandExcess(overscroll: caught, dimension: viewport) - 100
    expectApproximatelyEqual(
      view.contentOffset.y, Expected.rubberBand(excess: excess, dimension: viewport), absoluteTolerance: 1e-9)
    finger.wait(0.05)
    finger.lift()
    playUntilRest(view)
    #expect(view.contentOffset.y == 0)
  }

  enum HandOff: CaseIterable, Sendable {
    /// The finger moves across the scroll axis: the gesture belongs to another view.
    case crossAxisMove
    /// The system cancels the touch.
    case cancel
    /// The app disables scrolling while the finger holds the content.
    case scrollDisabled
  }

  @Test(arguments: HandOff.allCases)
  func aTouchThatCaughtABounceAndIsHandedOffLetsTheContentReturn(handOff: HandOff) {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 100)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    fling(view, velocity: -5000)
    view.advance(to: Expected.decayTime(toTravel: -100, velocity: -5000) + 0.05)
    #expect(view.contentOffset.y < 0)
    let finger = GestureDriver(view, startTime: view.currentTime)
    finger.touchDown(y: 300)
    #expect(!view.isDecelerating)
    switch handOff {
    case .crossAxisMove:
      view.touchMoved(to: Point(x: 160 + 30, y: 300), time: view.currentTime + 0.02)
    case .cancel:
      view.touchCancelled(time: view.currentTime + 0.02)
    case .scrollDisabled:
      view.isScrollEnabled = false
    }
    #expect(!view.isTracking)
    #expect(view.isDecelerating, "the content is not left hanging in the overscroll")
    playUntilRest(view)
    #expect(view.contentOffset.y == 0)
    #expect(delegate.names.last == "didEndDecelerating")
  }
}
