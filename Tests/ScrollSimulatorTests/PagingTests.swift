import NestedScrollExpectations
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Paging on the standard view: pages of 600 pt, offsets 0, 600, …, 2400.
@Suite("Paging")
struct PagingTests {
  func pagingView(at offset: Double) -> (SimulatedScrollView, RecordingDelegate) {
    let view = makeView()
    view.isPagingEnabled = true
    view.contentOffset = Point(x: 0, y: offset)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    return (view, delegate)
  }

  @Test(arguments: [(0.0, 100.0, 600.0), (1200, -100, 600), (600, 250, 1200), (1800, -250, 1200)])
  func aFlingGoesToTheNextPageInItsDirection(start: Double, travel: Double, expected: Double) throws {
    let (view, delegate) = pagingView(at: start)
    let finger = GestureDriver(view)
    finger.drag(fromY: 500, toY: 500 - travel, duration: 0.05)  // ≥ 2000 pt/s
    #expect(finger.lift() == .drag)
    #expect(try #require(delegate.lastWillEndDragging).proposed.y == expected)
    let frames = playUntilRest(view)
    #expect(view.contentOffset.y == expected)
    let direction = travel > 0 ? 1.0 : -1.0
    var previous = frames.first?.offset ?? expected
    for frame in frames {
      #expect((frame.offset - previous) * direction >= -1e-9, "moves on in the fling's direction")
      previous = frame.offset
    }
    #expect(delegate.count("didEndDecelerating") == 1)
  }

  @Test(arguments: [(0.0, 200.0), (0, 400), (1200, -250), (1200, -350), (600, 50)])
  func aSlowReleaseGoesToTheNearestPage(start: Double, travel: Double) {
    let (view, _) = pagingView(at: start)
    let finger = GestureDriver(view)
    finger.drag(fromY: 500, toY: 500 - travel, duration: 0.3)
    finger.wait(0.05)  // no velocity left
    let released = view.contentOffset.y
    finger.lift()
    playUntilRest(view)
    #expect(view.contentOffset.y == (released / 600).rounded() * 600)
  }

  @Test(arguments: [(600.0, 800.0), (600, 1300), (1800, -800), (1800, -1300)])
  func aDragMovesAtMostOnePage(start: Double, travel: Double) {
    let (view, _) = pagingView(at: start)
    let finger = GestureDriver(view)
    finger.drag(fromY: 1500, toY: 1500 - travel, duration: 0.1)
    #expect(abs(view.contentOffset.y - start) > 600, "the finger dragged past the neighbouring page")
    finger.lift()
    playUntilRest(view)
    #expect(view.contentOffset.y == start + (travel > 0 ? 600 : -600))
  }

  /// Let go a third of a point past a page, within the distance at which motion counts
  /// as ended: the view rested there (a fuzzer finding), never reaching the page.
  @Test func aReleaseAHairFromAPageLandsExactlyOnIt() {
    let (view, _) = pagingView(at: 0)
    let finger = GestureDriver(view)
    finger.drag(fromY: 1000, toY: 500, duration: 0.5)
    finger.move(toY: 500 - (600.3 - view.contentOffset.y), duration: 0.1)
    finger.wait(0.1)  // no velocity left
    expectApproximatelyEqual(view.contentOffset.y, 600.3, absoluteTolerance: 1e-9)
    finger.lift()
    playUntilRest(view)
    #expect(view.contentOffset.y == 600)
  }

  /// A touch that held an animated `setContentOffset` lets it finish at the lift, unless the
  /// app set the offset in between: the view then settles from there, on a page of its
  /// size now (a pager resized and realigned under a finger slid back to the old width's page).
  @Test func anOffsetSetUnderTheFingerReplacesTheHeldAnimation() {
    let (view, _) = pagingView(at: 0)
    view.setContentOffset(Point(x: 0, y: 600), animated: true)
    let finger = GestureDriver(view)
    finger.wait(0.05)
    finger.touchDown(y: 500)
    #expect(view.contentOffset.y > 0 && view.contentOffset.y < 600, "the touch holds the slide")
    view.boundsSize = Size(width: view.boundsSize.width, height: 700)
    view.contentOffset = Point(x: 0, y: 700)
    finger.lift()
    finger.wait(1)
    #expect(view.contentOffset.y == 700)
  }

  @Test func aFlingOnTheLastPageStaysThere() {
    let (view, _) = pagingView(at: 2400)
    let finger = GestureDriver(view)
    finger.drag(fromY: 500, toY: 400, duration: 0.05)
    #expect(view.contentOffset.y > 2400)
    finger.lift()
    playUntilRest(view)
    #expect(view.contentOffset.y == 2400)
  }

  @Test func aTargetChangedByTheDelegateIsIgnored() {
    let (view, delegate) = pagingView(at: 0)
    delegate.onWillEndDragging = { _, _, target in target.y = 1800 }
    let finger = GestureDriver(view)
    finger.drag(fromY: 500, toY: 400, duration: 0.05)
    finger.lift()
    #expect(view.diagnostics.lastIssue == .pagingTargetIgnored)
    #expect(view.diagnostics.count == 1)
    playUntilRest(view)
    #expect(view.contentOffset.y == 600)
  }
}

/// Found by the fuzzer: a page flung away from its target at an absurd speed (touch
/// samples a millisecond apart) sprang 7,000 pt past the last page before turning back.
@Suite("Paging: thrown away from the target")
struct PagingThrowTests {
  @Test(arguments: [2_000.0, 60_000, 600_000])
  func aFlingPastTheLastPageTurnsBackWithinTheRubberBand(speed: Double) {
    let view = makeView()
    view.isPagingEnabled = true
    view.contentOffset = Point(x: 0, y: 2_400)
    let finger = GestureDriver(view)
    finger.drag(fromY: 700, toY: 400, duration: 300 / speed)
    #expect(finger.lift() == .drag)
    let frames = playUntilRest(view)
    let furthest = frames.map(\.offset).max() ?? 0
    #expect(furthest < view.verticalOffsetBounds.upperBound + view.boundsSize.height)
    #expect(view.contentOffset.y == 2_400)
  }
}

/// Found by the fuzzer: a list released inside its bounds at 33,000 pt/s (touch samples a
/// fraction of a millisecond apart) bounced 1,150 pt past the top of a 100 pt viewport.
@Suite("Release speed cap")
struct ReleaseSpeedCapTests {
  @Test func anAbsurdReleaseIsCappedSoTheBounceStaysInTheRubberBand() {
    let view = SimulatedScrollView(
      size: Size(width: 390, height: 100), contentSize: Size(width: 390, height: 140))
    view.contentOffset = Point(x: 0, y: 40)
    view.fling(velocity: Point(x: 0, y: -1e6), time: 0)
    #expect(view.diagnostics.lastIssue == .hugeValue)
    var lowest = 0.0
    var time = 0.0
    while view.isMoving, time < 10 {
      time += 1.0 / 120
      view.advance(to: time)
      lowest = min(lowest, view.contentOffset.y)
    }
    #expect(lowest < 0)
    #expect(lowest > -view.boundsSize.height / 2)
    #expect(view.contentOffset.y == 0)
  }

  @Test func aPhoneFlingIsNotCapped() {
    #expect(SimulatedScrollView.maximumReleaseSpeed(viewport: 844) > 11_000)
  }
}
