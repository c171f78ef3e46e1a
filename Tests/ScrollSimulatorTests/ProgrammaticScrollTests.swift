import ScrollSimulator
import Testing

@Suite("Programmatic scrolling")
struct ProgrammaticScrollTests {
  @Test func animatedSetContentOffsetEndsOnTheTarget() {
    let view = makeView()
    let delegate = RecordingDelegate()
    view.delegate = delegate
    view.setContentOffset(Point(x: 0, y: 1234.5), animated: true)
    #expect(view.contentOffset.y == 0, "an animation starts from where the content is")
    let frames = playFrames(view, for: 2)
    #expect(view.contentOffset.y == 1234.5)
    #expect(delegate.count("didEndScrollingAnimation") == 1)
    #expect(delegate.names.last == "didEndScrollingAnimation")
    #expect(delegate.count("didEndDecelerating") == 0)
    #expect(frames.allSatisfy { !$0.isDecelerating })
    #expect(frames.allSatisfy { $0.offset >= 0 && $0.offset <= 1234.5 }, "no overshoot")
  }

  @Test func nonAnimatedSetContentOffsetDuringDecelerationStopsIt() {
    let view = makeView()
    let delegate = RecordingDelegate()
    view.delegate = delegate
    fling(view, velocity: 3000)
    playFrames(view, for: 0.1)
    view.setContentOffset(Point(x: 0, y: 700), animated: false)
    #expect(view.contentOffset.y == 700)
    #expect(!view.isDecelerating)
    #expect(view.velocity == .zero)
    delegate.reset()
    playFrames(view, for: 1)
    #expect(view.contentOffset.y == 700)
    #expect(delegate.events.isEmpty)
  }

  @Test func animatedSetContentOffsetDuringDecelerationReplacesIt() {
    let view = makeView()
    let delegate = RecordingDelegate()
    view.delegate = delegate
    fling(view, velocity: 3000)
    playFrames(view, for: 0.1)
    view.setContentOffset(Point(x: 0, y: 50), animated: true)
    #expect(!view.isDecelerating)
    playFrames(view, for: 2)
    #expect(view.contentOffset.y == 50)
    #expect(delegate.count("didEndScrollingAnimation") == 1)
  }

  @Test func statusBarTapScrollsToTheAdjustedTop() {
    let view = makeView()
    view.contentInsetAdjustmentBehavior = .always
    view.contentInset = EdgeInsets(top: 100)
    view.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
    #expect(view.adjustedContentInset.top == 147)
    view.contentOffset = Point(x: 0, y: 900)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    #expect(view.simulateStatusBarTap())
    playFrames(view, for: 2)
    #expect(view.contentOffset.y == -147)
    #expect(delegate.names.first == "shouldScrollToTop")
    #expect(delegate.names.last == "didScrollToTop")
    #expect(delegate.count("didScrollToTop") == 1)
    #expect(delegate.count("didEndScrollingAnimation") == 0)
  }

  @Test func statusBarTapAtTheTopReportsRightAway() {
    let view = makeView()
    view.contentInset = EdgeInsets(top: 80)
    view.contentOffset = Point(x: 0, y: -80)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    #expect(view.simulateStatusBarTap())
    #expect(delegate.names == ["shouldScrollToTop", "didScrollToTop"])
  }

  @Test func statusBarTapRespectsScrollsToTop() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 900)
    view.scrollsToTop = false
    let delegate = RecordingDelegate()
    view.delegate = delegate
    #expect(!view.simulateStatusBarTap())
    playFrames(view, for: 1)
    #expect(view.contentOffset.y == 900)
    #expect(delegate.count("didScrollToTop") == 0)
  }

  @Test func statusBarTapRespectsTheDelegate() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 900)
    let delegate = RecordingDelegate()
    delegate.allowsScrollToTop = false
    view.delegate = delegate
    #expect(!view.simulateStatusBarTap())
    playFrames(view, for: 1)
    #expect(view.contentOffset.y == 900)
    #expect(delegate.names == ["shouldScrollToTop"])
  }

  @Test func statusBarTapStopsAFling() {
    let view = makeView()
    view.contentOffset = Point(x: 0, y: 900)
    fling(view, velocity: 3000)
    playFrames(view, for: 0.1)
    #expect(view.simulateStatusBarTap())
    #expect(!view.isDecelerating)
    playFrames(view, for: 2)
    #expect(view.contentOffset.y == 0)
  }

  /// Viewport 600, insets top 50 / bottom 30: the visible content band is
  /// offset + 50 … offset + 570.
  @Test(arguments: [
    (400.0, 1000.0, 1100.0, 530.0),  // below: bottom edge of the rect meets the visible bottom
    (800, 600, 700, 550),  // above: top edge meets the visible top
    (400, 500, 900, 400),  // already visible: no scroll
    (400, 1000, 1800, 950),  // taller than the visible band: its top is shown
    (400, 2950, 3100, 2430),  // past the end: clamped to the last offset
    (400, -50, 10, -50),  // at the start: to the first offset
  ])
  func scrollRectToVisibleScrollsTheLeastAmount(start: Double, minY: Double, maxY: Double, expected: Double) {
    let view = makeView()
    view.contentInset = EdgeInsets(top: 50, bottom: 30)
    view.contentOffset = Point(x: 0, y: start)
    view.scrollRectToVisible(Rect(x: 0, y: minY, width: 10, height: maxY - minY), animated: false)
    #expect(view.contentOffset.y == expected)
  }

  @Test func animatedScrollRectToVisibleEndsWithTheAnimationCallback() {
    let view = makeView()
    let delegate = RecordingDelegate()
    view.delegate = delegate
    view.scrollRectToVisible(Rect(x: 0, y: 1000, width: 10, height: 100), animated: true)
    playFrames(view, for: 2)
    #expect(view.contentOffset.y == 500)
    #expect(delegate.count("didEndScrollingAnimation") == 1)
  }
}
