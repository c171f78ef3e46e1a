import NestedScrollExpectations
import NestedScrollTestSupport
import ScrollSimulator
import Testing

@Suite("Drag tracking")
struct DragTests {
  /// Bounds of the standard view: 0...2400; viewport D = 600.
  let viewport = 600.0

  @Test func noScrollWithinHysteresisAndNoJumpWhenTheDragBegins() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 300)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)

    finger.touchDown(y: 500)
    finger.move(toY: 491, duration: 0.03)  // 9 pt: still a possible tap
    #expect(view.isTracking)
    #expect(!view.isDragging)
    #expect(view.contentOffset.y == 300)
    #expect(delegate.events.isEmpty)

    finger.move(toY: 489, duration: 1.0 / 120)  // 11 pt: past the 10 pt hysteresis
    #expect(view.isDragging)
    #expect(delegate.names == ["willBeginDragging", "didScroll"])
    // The drag is anchored where the finger crossed the hysteresis: the content follows
    // only the 1 pt beyond it, it does not jump by the 10 pt.
    #expect(view.contentOffset.y == 301)
  }

  @Test func aPanThatMayNotBeginNeverDragsAndIsAskedOnceWithTheTranslation() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 300)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    var asked: [Point] = []
    view.panShouldBegin = { translation in
      asked.append(translation)
      return false
    }
    let finger = GestureDriver(view)
    finger.touchDown(y: 500)
    finger.move(toY: 489, duration: 1.0 / 120)
    finger.move(toY: 300, duration: 0.2)
    #expect(finger.lift() == .ignored)
    #expect(asked == [Point(x: 0, y: -11)])
    #expect(!view.isTracking && !view.isDragging)
    #expect(view.contentOffset.y == 300)
    #expect(delegate.events.isEmpty)
    // The next touch is asked again, and one allowed drags as before.
    view.panShouldBegin = { _ in true }
    finger.touchDown(y: 500)
    finger.move(toY: 489, duration: 1.0 / 120)
    #expect(view.isDragging)
    #expect(view.contentOffset.y == 301)
  }

  @Test func aMoveOfExactlyTheHysteresisBeginsTheDragWithoutMovingTheContent() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 300)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.touchDown(y: 500)
    finger.move(toY: 490, duration: 0.05)
    #expect(view.isDragging)
    #expect(delegate.names == ["willBeginDragging"])
    #expect(view.contentOffset.y == 300)
    #expect(view.panTranslation.y == -10)
  }

  @Test func insideTheBoundsContentMovesExactlyAgainstTheFinger() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 300)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.touchDown(y: 500)
    finger.move(toY: 488, duration: 1.0 / 60)  // the drag begins as the finger crosses 490
    let anchorFinger = 490.0
    let anchorOffset = 300.0
    // Every didScroll reports the offset the finger implies at that very sample.
    var checked = 0
    delegate.onDidScroll = { view in
      checked += 1
      expectApproximatelyEqual(
        view.contentOffset.y - anchorOffset, anchorFinger - finger.location.y, absoluteTolerance: 1e-9)
    }
    // Up, then down again, with irregular sample spacing.
    for (y, duration) in [(420.0, 0.05), (130, 0.2), (131, 0.004), (350, 0.1), (210, 0.3)] {
      finger.move(toY: y, duration: duration)
    }
    #expect(checked > 50)
    expectApproximatelyEqual(view.contentOffset.y, anchorOffset + anchorFinger - 210, absoluteTolerance: 1e-9)
  }

  @Test func velocityWhileDraggingIsTheFingerVelocity() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 1000)
    let finger = GestureDriver(view)
    // Finger down 1500 pt/s, so content moves up (offset decreases) at 1500 pt/s.
    finger.drag(fromY: 100, toY: 250, duration: 0.1)
    #expect(view.isDragging)
    expectApproximatelyEqual(view.velocity.y, -1500, absoluteTolerance: 0.02 * 1500)
  }

  @Test func pastTheTopEdgeTheOverscrollIsTheRubberBandOfTheFingerExcess() {
    let view = makeView()
    let finger = GestureDriver(view)
    finger.touchDown(y: 200)
    finger.move(toY: 210, duration: 1.0 / 60)  // drag begins at the top edge
    #expect(view.isDragging)
    #expect(view.contentOffset.y == 0)
    for excess in [1.0, 50, 150, 400, 1000, 5000] {
      finger.move(toY: 210 + excess, duration: 0.02)
      let expected = -Expected.rubberBand(excess: excess, dimension: viewport)
      expectApproximatelyEqual(view.contentOffset.y, expected, absoluteTolerance: 1e-9, "excess \(excess)")
      #expect(view.contentOffset.y > -viewport)
    }
    // Even an absurd pull stays short of the viewport height.
    finger.move(toY: 1e7, duration: 0.02)
    #expect(view.contentOffset.y > -viewport)
    #expect(view.contentOffset.y < -0.99 * viewport)
  }

  @Test func aDragThatStartsInsideOnlyRubberBandsThePartBeyondTheEdge() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 50)
    let finger = GestureDriver(view)
    finger.touchDown(y: 200)
    finger.move(toY: 212, duration: 1.0 / 60)  // anchored at 210
    finger.move(toY: 260, duration: 0.05)  // exactly to the edge
    expectApproximatelyEqual(view.contentOffset.y, 0, absoluteTolerance: 1e-9)
    finger.move(toY: 460, duration: 0.1)  // 200 pt beyond it
    expectApproximatelyEqual(
      view.contentOffset.y, -Expected.rubberBand(excess: 200, dimension: viewport), absoluteTolerance: 1e-9)
  }

  @Test func pastTheBottomEdgeTheOverscrollIsTheRubberBandToo() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 2400)
    let finger = GestureDriver(view)
    finger.touchDown(y: 500)
    finger.move(toY: 490, duration: 1.0 / 60)
    for excess in [10.0, 300, 900] {
      finger.move(toY: 490 - excess, duration: 0.03)
      expectApproximatelyEqual(
        view.contentOffset.y, 2400 + Expected.rubberBand(excess: excess, dimension: viewport),
        absoluteTolerance: 1e-9)
    }
  }

  @Test func draggingBackOutOfTheOverscrollIsContinuousAndRetracesThePath() {
    let view = makeView()
    let finger = GestureDriver(view)
    finger.touchDown(y: 200)
    finger.move(toY: 210, duration: 1.0 / 60)
    finger.move(toY: 510, duration: 0.1)  // 300 pt of excess
    var previous = view.contentOffset.y
    // Back up in 2 pt steps, through the edge and 100 pt into the content.
    var y = 510.0
    while y > 110 {
      y -= 2
      finger.move(toY: y, duration: 1.0 / 240)
      let offset = view.contentOffset.y
      #expect(offset > previous, "content follows the finger back without reversing")
      #expect(offset - previous <= 2 + 1e-9, "no jump: never more than the finger moved")
      let excess = y - 210  // positive while beyond the edge
      let expected = excess > 0 ? -Expected.rubberBand(excess: excess, dimension: viewport) : -excess
      expectApproximatelyEqual(offset, expected, absoluteTolerance: 1e-9, "finger \(y)")
      previous = offset
    }
    expectApproximatelyEqual(view.contentOffset.y, 100, absoluteTolerance: 1e-9)
  }

  @Test func withoutBouncesTheOffsetStopsAtTheEdgeAndReversesAtOnce() {
    let view = makeView()
    view.bounces = false
    let finger = GestureDriver(view)
    finger.touchDown(y: 200)
    finger.move(toY: 210, duration: 1.0 / 60)
    finger.move(toY: 400, duration: 0.1)
    #expect(view.contentOffset.y == 0)
    finger.move(toY: 370, duration: 0.05)  // 30 pt back up: content follows at once
    expectApproximatelyEqual(view.contentOffset.y, 30, absoluteTolerance: 1e-9)
  }

  @Test func aTouchMovingAcrossTheScrollAxisIsLeftToOthers() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 300)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    view.touchBegan(at: Point(x: 100, y: 300), time: 0)
    view.touchMoved(to: Point(x: 130, y: 302), time: 0.02)  // horizontal; the view only scrolls vertically
    #expect(!view.isTracking)
    view.touchMoved(to: Point(x: 130, y: 100), time: 0.04)
    #expect(view.contentOffset.y == 300)
    #expect(view.touchEnded(at: Point(x: 130, y: 100), time: 0.05) == .ignored)
    #expect(delegate.events.isEmpty)
    #expect(view.diagnostics.count == 0)
  }

  @Test func settingTheOffsetDuringADragReanchorsIt() {
    let view = makeView()
    let finger = GestureDriver(view)
    finger.touchDown(y: 500)
    finger.move(toY: 488, duration: 1.0 / 60)
    finger.move(toY: 400, duration: 0.05)
    view.contentOffset = Point(x: 0, y: 1000)
    finger.move(toY: 350, duration: 0.05)
    expectApproximatelyEqual(
      view.contentOffset.y, 1050, absoluteTolerance: 1e-9, "the finger keeps control from the new offset")
  }

  @Test func disablingScrollingMidDragCancelsTheDrag() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 500)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.drag(fromY: 500, toY: 300, duration: 0.1)
    let offset = view.contentOffset.y
    #expect(offset > 500)
    delegate.reset()

    view.isScrollEnabled = false
    #expect(delegate.names == ["didEndDragging(false)"])
    #expect(!view.isDragging)
    #expect(!view.isTracking)
    #expect(!view.isDecelerating)

    finger.move(toY: 100, duration: 0.1)  // the same touch moves on
    finger.wait(0.2)
    #expect(view.contentOffset.y == offset)
    #expect(finger.lift() == .ignored)
    #expect(delegate.names == ["didEndDragging(false)"])
    #expect(view.diagnostics.count == 0, "later events of a cancelled touch are not errors")
  }

  @Test func disablingScrollingWhileOverscrolledCancelsAndReturnsToTheEdge() {
    let view = makeView()
    let delegate = RecordingDelegate()
    view.delegate = delegate
    let finger = GestureDriver(view)
    finger.drag(fromY: 200, toY: 400, duration: 0.1)
    #expect(view.contentOffset.y < 0)
    delegate.reset()
    view.isScrollEnabled = false
    #expect(delegate.collapsedNames == ["didEndDragging(true)", "willBeginDecelerating"])
    finger.move(toY: 600, duration: 0.1)
    playUntilRest(view)
    #expect(view.contentOffset.y == 0)
    #expect(delegate.collapsedNames.suffix(2) == ["didScroll…", "didEndDecelerating"])
    #expect(delegate.scrolledOffsets.allSatisfy { $0 <= 0 })
  }
}
