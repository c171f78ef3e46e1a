import NestedScrollCore
import Testing

/// The host layer's outputs for motion: frames only while something animates, refresh that
/// never hangs, scroll-to-top ownership and header drags.
struct HostCommandsTests {
  @Test func framesRunExactlyWhileAnAnimationDoes() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.setContentOffset(600, page: 0, animated: false, at: 0)
    // The rest rule looks at the moved list on the next frame, then frames stop.
    #expect(host.needsFrames)
    #expect(!host.frame(at: 0.5))
    adapter.clear()
    host.scrollToTop(at: 1)
    #expect(adapter.outputs == [.frames(true)])
    var time = 1.0
    while host.frame(at: time) { time += 1.0 / 120 }
    #expect(
      adapter.outputs.filter { $0 == .frames(true) || $0 == .frames(false) } == [
        .frames(true), .frames(false),
      ])
    #expect(adapter.lists[0].contentOffsetY == host.coordinator.snapshot.space.offset(forHeaderPosition: 0))
    #expect(!host.needsFrames)
  }

  @Test func aRefreshWithNoActionIsReportedAndEndsAtOnce() {
    let adapter = RecordingAdapter(behavior: NestedScrollBehavior(refresh: RefreshConfiguration()))
    let host = adapter.host
    host.beginRefreshing(at: 0)
    #expect(adapter.issues == [.refreshWithoutAction])
    #expect(!adapter.outputs.contains(.startRefreshAction(run: 1)))
    var time = 0.0
    while host.frame(at: time), time < 5 { time += 1.0 / 60 }
    #expect(adapter.refreshStates.first == .refreshing)
    #expect(host.coordinator.snapshot.refreshState == .idle)
    #expect(host.coordinator.snapshot.pageRoom == 0)
    #expect(adapter.lists[0].contentInsetTop == host.coordinator.snapshot.space.listInsetTop)
  }

  @Test func aRefreshWithAnActionWaitsForIt() {
    let adapter = RecordingAdapter(behavior: NestedScrollBehavior(refresh: RefreshConfiguration()))
    let host = adapter.host
    host.hasRefreshAction = true
    host.beginRefreshing(at: 0)
    #expect(adapter.outputs.contains(.startRefreshAction(run: 1)))
    var time = 0.0
    while host.frame(at: time), time < 5 { time += 1.0 / 60 }
    #expect(host.coordinator.snapshot.refreshState == .refreshing)
    #expect(adapter.issues.isEmpty)
    host.refreshActionDidFinish(run: 1, at: time)
    #expect(host.coordinator.snapshot.refreshState == .ending)
    #expect(!adapter.outputs.contains(.cancelRefreshAction(run: 1)), "a finished action is not cancelled")
  }

  @Test func onlyTheSelectedListScrollsToTop() {
    let adapter = RecordingAdapter(behavior: NestedScrollBehavior(pageLoading: .all))
    let host = adapter.host
    #expect(adapter.lists.map(\.scrollsToTop) == [true, false, false])
    host.setContentOffset(600, page: 1, animated: false, at: 0)
    host.frame(at: 0.1)
    // UIKit asks a list that is not the selected one: declined, nothing moves.
    #expect(!host.listShouldScrollToTop(page: 1, at: 0))
    #expect(!host.needsFrames)
    host.selectPage(1, animated: false, at: 0)
    #expect(adapter.lists.map(\.scrollsToTop) == [false, true, false])
    // UIKit's own scroll-to-top is declined; the host's animation runs instead.
    #expect(!host.listShouldScrollToTop(page: 1, at: 0))
    #expect(host.needsFrames)
  }

  @Test func headerDragsGoToTheSelectedListWhenNoFingerIsDown() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    #expect(host.headerDragPage == 0)
    host.touchDidBegin(at: 0)
    host.selectPage(1, animated: false, at: 0)
    // Mid-touch, the recognizer stays where the touch is.
    #expect(host.headerDragPage == 0)
    host.touchDidEnd(at: 0.1)
    #expect(host.headerDragPage == 1)
    adapter.clear()
    host.containerAppearanceDidChange(.willDisappear, animated: true)
    #expect(host.headerDragPage == nil)
    #expect(adapter.outputs.contains(.appearance(1, .willDisappear)))
  }

  @Test func thePagerDeclinesASwipeTowardNothingOnlyOnTheFirstPage() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    let right = HorizontalSwipe(translationX: 12)
    let left = HorizontalSwipe(translationX: -12)
    let backFromEdge = HorizontalSwipe(
      translationX: 12, startsAtLeadingScreenEdge: true, canNavigateBack: true)
    #expect(host.pagerGestureRule.owner(of: right) == .nobody)
    #expect(host.pagerGestureRule.owner(of: backFromEdge) == .backSwipe)
    #expect(host.pagerGestureRule.owner(of: left) == .pager)
    #expect(host.pagerGestureRule.waitsForBackSwipe(canNavigateBack: true))
    host.selectPage(1, animated: false, at: 0)
    #expect(host.pagerGestureRule.owner(of: right) == .pager)
    #expect(host.pagerGestureRule.owner(of: backFromEdge) == .pager)
    #expect(!host.pagerGestureRule.waitsForBackSwipe(canNavigateBack: true))
    var rightToLeft = ContainerMeasurements.phone
    rightToLeft.isRightToLeft = true
    host.containerDidLayout(rightToLeft)
    host.selectPage(0, animated: false, at: 0)
    #expect(host.pagerGestureRule.owner(of: left) == .nobody)
    #expect(host.pagerGestureRule.owner(of: right) == .pager)
  }

  @Test func thePagerBetweenPagesTakesEverySwipe() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.pagerDidScroll(offsetX: host.pagerOffset(forPage: 0) + 40)
    let carousel = HorizontalScrollRange(offsetX: 100, minOffsetX: 0, maxOffsetX: 500)
    #expect(host.pagerGestureRule.isBetweenPages)
    #expect(
      host.pagerGestureRule.owner(of: HorizontalSwipe(translationX: 12, scrollViews: [carousel])) == .pager)
  }

  @Test func reloadingOnePageKeepsItsPositionAndItsAppearance() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.setContentOffset(900, page: 0, animated: false, at: 0)
    adapter.clear()
    host.reloadPage(0)
    #expect(
      adapter.outputs.filter { if case .frames = $0 { false } else { true } } == [
        // The list gives header drags back before it goes and gets them when it is back.
        .headerDrag(nil), .appearance(0, .willDisappear), .appearance(0, .didDisappear), .unload(0), .load(0),
        .appearance(0, .willAppear), .appearance(0, .didAppear), .headerDrag(0),
      ])
    #expect(adapter.lists[0].contentOffsetY == 900)
  }
}

/// A host whose adapter is gone (the controller was released mid-animation) plays on
/// harmlessly: no output reaches the released adapter, and nothing fails.
struct HostLifetimeTests {
  @Test func aReleasedAdapterIsNeverCalled() {
    var adapter: RecordingAdapter? = RecordingAdapter(
      behavior: NestedScrollBehavior(refresh: RefreshConfiguration()))
    let host = adapter!.host
    host.hasRefreshAction = true
    let lists = adapter!.lists
    host.setContentOffset(800, page: 0, animated: false, at: 0)
    host.scrollToTop(at: 0)
    host.beginRefreshing(at: 0)
    weak let released = adapter
    adapter = nil
    #expect(released == nil)
    var time = 0.0
    while host.frame(at: time), time < 5 { time += 1.0 / 60 }
    host.endRefreshing(at: time)
    host.selectPage(1, animated: true, at: time)
    #expect(host.adapter == nil)
    #expect(lists[0].contentOffsetY.isFinite)
  }
}
