import NestedScrollExpectations
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Bad input never crashes, never leaves a non-finite value behind, and is reported.
@Suite("Bad input")
struct BadInputTests {
  /// Every public value of the view is finite.
  func expectFinite(_ view: SimulatedScrollView, sourceLocation: SourceLocation = #_sourceLocation) {
    let values = [
      view.contentOffset.x, view.contentOffset.y, view.velocity.x, view.velocity.y, view.contentSize.width,
      view.contentSize.height, view.boundsSize.width, view.boundsSize.height, view.adjustedContentInset.top,
      view.adjustedContentInset.bottom, view.verticalOffsetBounds.lowerBound,
      view.verticalOffsetBounds.upperBound,
      view.panTranslation.x, view.panTranslation.y, view.currentTime,
    ]
    let allFinite = values.allSatisfy { $0.isFinite }
    #expect(allFinite, "\(values)", sourceLocation: sourceLocation)
  }

  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  @Test(arguments: nonFinite)
  func aNonFiniteOffsetIsIgnored(bad: Double) {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 300)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    view.contentOffset = Point(x: 0, y: bad)
    #expect(view.contentOffset == Point(x: 0, y: 300))
    #expect(view.diagnostics.lastIssue == .nonFiniteOffset)
    view.contentOffset = Point(x: bad, y: 10)
    #expect(view.contentOffset == Point(x: 0, y: 300))
    view.setContentOffset(Point(x: 0, y: bad), animated: true)
    playFrames(view, for: 0.5)
    view.setContentOffset(Point(x: 0, y: bad), animated: false)
    #expect(view.contentOffset == Point(x: 0, y: 300))
    #expect(view.diagnostics.count == 4)
    #expect(delegate.events.isEmpty)
  }

  @Test func aNonFiniteOffsetDuringAFlingLeavesTheFlingAlone() {
    let view = makeView()
    fling(view, velocity: 2000)
    playFrames(view, for: 0.1)
    view.contentOffset = Point(x: 0, y: .nan)
    #expect(view.isDecelerating)
    playUntilRest(view)
    expectApproximatelyEqual(
      view.contentOffset.y, Expected.projection(velocity: 2000), absoluteTolerance: 1e-6)
  }

  @Test(arguments: nonFinite)
  func nonFiniteSizesAndInsetsBecomeZero(bad: Double) {
    let view = makeView()
    view.contentSize = Size(width: bad, height: 5000)
    #expect(view.contentSize == Size(width: 0, height: 5000))
    #expect(view.diagnostics.lastIssue == .nonFiniteGeometry)
    view.boundsSize = Size(width: 320, height: bad)
    #expect(view.boundsSize == Size(width: 320, height: 0))
    view.boundsSize = Size(width: 320, height: 600)
    view.contentInset = EdgeInsets(top: bad, left: 0, bottom: 20, right: bad)
    #expect(view.contentInset == EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    view.contentInsetAdjustmentBehavior = .always
    view.safeAreaInsets = EdgeInsets(top: 44, bottom: bad)
    #expect(view.adjustedContentInset == EdgeInsets(top: 44, bottom: 20))
    #expect(view.diagnostics.count == 5)
    #expect(view.verticalOffsetBounds == -44...4420)
    expectFinite(view)
  }

  @Test func negativeSizesBecomeZero() {
    let view = makeView()
    view.contentSize = Size(width: -1, height: -5000)
    #expect(view.contentSize == .zero)
    #expect(view.diagnostics.lastIssue == .negativeSize)
    view.boundsSize = Size(width: -320, height: 600)
    #expect(view.boundsSize == Size(width: 0, height: 600))
    #expect(view.diagnostics.count == 3)
    #expect(view.verticalOffsetBounds == 0...0)
    // Negative insets are legal in UIKit and kept.
    view.contentInset = EdgeInsets(top: -20)
    #expect(view.contentInset.top == -20)
    #expect(view.diagnostics.count == 3)
  }

  @Test func hugeValuesAreClampedAndReported() {
    let limit = SimulatedScrollView.maximumMagnitude
    let view = makeView()
    view.contentSize = Size(width: 320, height: 1e300)
    #expect(view.contentSize.height == limit)
    #expect(view.diagnostics.lastIssue == .hugeValue)
    // Offsets have room beyond every range such sizes make (see the next test).
    view.contentOffset = Point(x: 0, y: 1e15)
    #expect(view.contentOffset.y == 4 * limit)
    view.contentOffset = Point(x: 0, y: -1e15)
    #expect(view.contentOffset.y == -4 * limit)
    view.contentInset = EdgeInsets(top: 1e20)
    #expect(view.contentInset.top == limit)
    #expect(view.diagnostics.count == 4)
    expectFinite(view)
  }

  /// Fuzz findings (crash-38d71f96, crash-d5abcbf8, crash-d249b8f2): content and an inset
  /// each clamped to the largest size make a range past the largest coordinate. A list
  /// scrolled there jumped back a thousand points when its offset was set to itself (a tab
  /// switch, a status-bar tap, a snap): offsets were clamped like sizes. Every offset such a
  /// range holds is now kept.
  @Test func anOffsetInARangeOfHugeSizesIsKept() {
    let limit = SimulatedScrollView.maximumMagnitude
    let view = makeView()
    view.contentSize = Size(width: 320, height: .greatestFiniteMagnitude)
    view.contentInset = EdgeInsets(bottom: 1e6)
    let end = view.verticalOffsetBounds.upperBound
    #expect(end > limit)
    for offset in [limit + 1276.375, end] {
      view.contentOffset = Point(x: 0, y: offset)
      #expect(view.contentOffset.y == offset)
      view.setContentOffset(view.contentOffset, animated: false)
      #expect(view.contentOffset.y == offset)
    }
    #expect(view.diagnostics.count == 1, "only the content height was clamped")
  }

  @Test func timeGoingBackwardsIsIgnoredAndReported() {
    let view = makeView()
    view.advance(to: 1)
    fling(view, velocity: 2000)
    view.advance(to: 1.2)
    let offset = view.contentOffset.y
    view.advance(to: 1.1)
    #expect(view.currentTime == 1.2)
    #expect(view.contentOffset.y == offset)
    #expect(view.diagnostics.lastIssue == .timeWentBackwards)
    view.advance(to: 1.3)
    let expected = Expected.decayPosition(from: 0, velocity: 2000, after: 0.3)
    expectApproximatelyEqual(
      view.contentOffset.y, expected, absoluteTolerance: 1e-6, "the motion goes on as if nothing happened")

    // A touch stamped in the past is applied now.
    view.touchBegan(at: Point(x: 10, y: 300), time: 0.5)
    #expect(view.currentTime == 1.3)
    #expect(view.isTracking)
    #expect(view.diagnostics.count == 2)
  }

  @Test(arguments: nonFinite)
  func nonFiniteTimesAreIgnoredAndReported(bad: Double) {
    let view = makeView()
    view.advance(to: 0.5)
    fling(view, velocity: 2000)
    view.advance(to: 0.6)
    let offset = view.contentOffset.y
    view.advance(to: bad)
    #expect(view.currentTime == 0.6)
    #expect(view.contentOffset.y == offset)
    #expect(view.diagnostics.lastIssue == .nonFiniteTime)
    expectFinite(view)
  }

  @Test(arguments: nonFinite)
  func nonFiniteTouchPositionsAreIgnored(bad: Double) {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 500)
    view.touchBegan(at: Point(x: 10, y: bad), time: 0)
    #expect(!view.isTracking)
    #expect(view.diagnostics.lastIssue == .nonFiniteTouch)

    let finger = GestureDriver(view)
    finger.drag(fromY: 500, toY: 400, duration: 0.1)
    let offset = view.contentOffset.y
    view.touchMoved(to: Point(x: bad, y: 300), time: 0.11)
    #expect(view.contentOffset.y == offset)
    #expect(view.isDragging)
    #expect(view.diagnostics.count == 2)
    #expect(view.touchEnded(at: Point(x: 160, y: bad), time: 0.12) == .drag)
    expectFinite(view)
    playUntilRest(view)
    #expect(!view.isDecelerating)
    expectFinite(view)
  }

  @Test(arguments: nonFinite)
  func aNonFiniteFlingIsIgnored(bad: Double) {
    let view = makeView()
    let delegate = RecordingDelegate()
    view.delegate = delegate
    view.fling(velocity: Point(x: 0, y: bad), time: 0)
    #expect(!view.isDecelerating)
    #expect(delegate.events.isEmpty)
    #expect(view.diagnostics.lastIssue == .nonFiniteTouch)
  }

  @Test(arguments: [1e9, 1e300, Double.greatestFiniteMagnitude])
  func hugeFingerTravelStaysFinite(distance: Double) {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 1000)
    for direction in [1.0, -1.0] {
      let finger = GestureDriver(view, startTime: view.currentTime)
      finger.touchDown(y: 300)
      finger.move(toY: 288, duration: 1.0 / 60)
      finger.move(toY: direction * distance, duration: 1.0 / 60)
      expectFinite(view)
      #expect(view.contentOffset.y > -600 && view.contentOffset.y < 3000)
      finger.move(toY: -direction * distance, duration: 1.0 / 60)
      expectFinite(view)
      finger.lift()
      expectFinite(view)
      playUntilRest(view)
      #expect(!view.isDecelerating)
      #expect((0...2400).contains(view.contentOffset.y))
    }
  }

  @Test(arguments: [1e6, 1e12, 1e300, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude])
  func hugeFlingVelocitiesStayFinite(velocity: Double) {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 1200)
    fling(view, velocity: velocity)
    if abs(velocity) > SimulatedScrollView.maximumMagnitude {
      #expect(view.diagnostics.lastIssue == .hugeValue, "an absurd velocity is clamped and reported")
    }
    expectFinite(view)
    let frames = playUntilRest(view)
    #expect(frames.allSatisfy { $0.offset.isFinite && $0.velocity.isFinite })
    expectFinite(view)
    #expect(!view.isDecelerating)
    #expect(view.contentOffset.y == (velocity > 0 ? 2400 : 0))
  }

  @Test func touchEventsOutOfOrderAreReported() {
    let view = makeView()
    view.touchMoved(to: Point(x: 0, y: 100), time: 0.1)
    #expect(view.diagnostics.lastIssue == .touchOutOfOrder)
    #expect(view.touchEnded(at: Point(x: 0, y: 100), time: 0.2) == .ignored)
    #expect(view.diagnostics.count == 2)
    view.touchBegan(at: Point(x: 0, y: 100), time: 0.3)
    view.touchBegan(at: Point(x: 0, y: 100), time: 0.4)
    #expect(view.diagnostics.count == 3)
    #expect(view.contentOffset == .zero)
  }

  @Test func aZeroSizedViewportStaysFinite() {
    let view = SimulatedScrollView(size: .zero, contentSize: Size(width: 100, height: 100))
    let finger = GestureDriver(view)
    finger.drag(fromY: 0, toY: -200, duration: 0.1)
    expectFinite(view)
    finger.lift()
    playUntilRest(view)
    expectFinite(view)
    #expect(!view.isDecelerating)
  }
}
