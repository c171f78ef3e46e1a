import NestedScrollExpectations
import NestedScrollTestSupport
import ScrollSimulator
import Testing

@Suite("Several views under one finger")
struct MultiViewTests {
  @Test func twoViewsReceiveTheSameDragAndBothMove() {
    let top = makeView()
    let bottom = makeView(contentHeight: 5000)
    bottom.contentOffset = Point(x: 0, y: 1000)
    let topDelegate = RecordingDelegate()
    let bottomDelegate = RecordingDelegate()
    top.delegate = topDelegate
    bottom.delegate = bottomDelegate
    let router = TouchRouter(views: [top, bottom])
    let finger = GestureDriver(router)
    finger.touchDown(y: 500)
    finger.move(toY: 490, duration: 1.0 / 60)  // both start dragging here
    #expect(top.isDragging && bottom.isDragging)
    finger.move(toY: 300, duration: 0.1)
    expectApproximatelyEqual(top.contentOffset.y, 190, absoluteTolerance: 1e-9)
    expectApproximatelyEqual(bottom.contentOffset.y, 1190, absoluteTolerance: 1e-9)
    #expect(top.velocity.y == bottom.velocity.y)

    finger.lift()
    #expect(top.isDecelerating && bottom.isDecelerating)
    let topStart = top.contentOffset.y
    let bottomStart = bottom.contentOffset.y
    let velocity = top.velocity.y
    var time = finger.time
    while top.isDecelerating || bottom.isDecelerating {
      time += 1.0 / 120
      router.advance(to: time)
    }
    // Same samples, same velocity: both travel the same projection.
    let travel = Expected.projection(velocity: velocity)
    expectApproximatelyEqual(top.contentOffset.y, topStart + travel, absoluteTolerance: 1e-6)
    expectApproximatelyEqual(bottom.contentOffset.y, bottomStart + travel, absoluteTolerance: 1e-6)
    for delegate in [topDelegate, bottomDelegate] {
      #expect(
        delegate.collapsedNames == [
          "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
          "willBeginDecelerating",
          "didScroll…", "didEndDecelerating",
        ])
    }
  }

  @Test func aVerticalDragMovesTheListButNotAHorizontalPager() {
    let list = makeView()
    let pager = SimulatedScrollView(
      size: Size(width: 320, height: 600), contentSize: Size(width: 960, height: 600))
    pager.isPagingEnabled = true
    let pagerDelegate = RecordingDelegate()
    pager.delegate = pagerDelegate
    let router = TouchRouter(views: [pager, list])
    let finger = GestureDriver(router)
    finger.drag(fromY: 500, toY: 300, duration: 0.1)
    finger.lift()
    #expect(list.contentOffset.y > 150)
    #expect(pager.contentOffset == .zero)
    #expect(!pager.isTracking)
    #expect(pagerDelegate.events.isEmpty)
  }

  @Test func aHorizontalSwipeMovesThePagerButNotTheList() {
    let list = makeView()
    let pager = SimulatedScrollView(
      size: Size(width: 320, height: 600), contentSize: Size(width: 960, height: 600))
    pager.isPagingEnabled = true
    let router = TouchRouter(views: [pager, list])
    router.touchBegan(at: Point(x: 300, y: 300), time: 0)
    for step in 1...6 {
      router.touchMoved(to: Point(x: 300 - Double(step) * 20, y: 300), time: Double(step) * 0.01)
    }
    router.touchEnded(at: Point(x: 180, y: 300), time: 0.06)
    var time = 0.06
    while pager.isDecelerating {
      time += 1.0 / 120
      router.advance(to: time)
    }
    #expect(pager.contentOffset.x == 320, "a fling to the next page")
    #expect(list.contentOffset == .zero)
  }

  @Test func theRouterCancelsEveryView() {
    let first = makeView()
    let second = makeView()
    let router = TouchRouter(views: [first, second])
    let finger = GestureDriver(router)
    finger.drag(fromY: 500, toY: 300, duration: 0.1)
    router.touchCancelled(time: finger.time)
    #expect(!first.isDragging && !second.isDragging)
    #expect(!first.isDecelerating && !second.isDecelerating, "a cancel inside the bounds does not fling")
  }
}
