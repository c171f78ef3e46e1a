import NestedScrollCore
import Testing

/// The host layer's page rules: which pages are loaded and which get appearance
/// transitions, on swipes, tab switches, reloads and the container's own appearance.
struct HostPagesTests {
  let neighbors = NestedScrollBehavior(pageLoading: .neighbors)

  @Test func theFirstLayoutLoadsTheSelectedPageAndItsNeighbours() {
    let adapter = RecordingAdapter(
      behavior: NestedScrollBehavior(initialPage: 2, pageLoading: .neighbors),
      contentHeights: Array(repeating: 2000, count: 6))
    #expect(adapter.host.loadedPages == 1..<4)
    let loads: [RecordingAdapter.Output] = [.load(1), .load(2), .load(3)]
    #expect(adapter.outputs.filter { loads.contains($0) } == loads)
    #expect(!adapter.outputs.contains(.load(0)))
    #expect(adapter.host.coordinator.list(at: 2) === adapter.lists[2])
    #expect(adapter.host.coordinator.list(at: 0) == nil)
  }

  @Test func allPagesLoadUpFrontAndStay() {
    let adapter = RecordingAdapter(
      behavior: NestedScrollBehavior(pageLoading: .all), contentHeights: Array(repeating: 2000, count: 5))
    #expect(adapter.host.loadedPages == 0..<5)
    adapter.host.selectPage(4, animated: false, at: 1)
    #expect(!adapter.outputs.contains(.unload(0)))
  }

  @Test func onlyTheVisiblePageAppears() {
    let adapter = RecordingAdapter(behavior: neighbors)
    // Page 1 is loaded (a neighbour) but off screen: no transition for it.
    #expect(adapter.appearances == [.appearance(0, .willAppear), .appearance(0, .didAppear)])
  }

  @Test func nothingAppearsBeforeTheContainerDoes() {
    let adapter = RecordingAdapter(behavior: neighbors, appears: false)
    #expect(adapter.appearances.isEmpty)
    adapter.host.containerAppearanceDidChange(.willAppear, animated: true)
    adapter.host.containerAppearanceDidChange(.didAppear, animated: true)
    #expect(adapter.appearances == [.appearance(0, .willAppear), .appearance(0, .didAppear)])
    adapter.clear()
    adapter.host.containerAppearanceDidChange(.willDisappear, animated: true)
    adapter.host.containerAppearanceDidChange(.didDisappear, animated: true)
    #expect(adapter.appearances == [.appearance(0, .willDisappear), .appearance(0, .didDisappear)])
  }

  @Test func aSwipeToTheNextPageHandsAppearanceOver() {
    let adapter = RecordingAdapter(behavior: neighbors)
    let host = adapter.host
    adapter.clear()
    host.pagerWillBeginDragging()
    host.pagerDidScroll(offsetX: 120)
    // Page 1 starts to show; page 0 still shows in part.
    #expect(adapter.appearances == [.appearance(1, .willAppear)])
    host.pagerDidEndDragging()
    host.pagerDidScroll(offsetX: 300)
    #expect(adapter.appearances == [.appearance(1, .willAppear)])
    host.pagerDidScroll(offsetX: 390)
    host.pagerDidEndScrolling(offsetX: 390)
    #expect(
      adapter.appearances == [
        .appearance(1, .willAppear), .appearance(0, .willDisappear), .appearance(0, .didDisappear),
        .appearance(1, .didAppear),
      ])
    #expect(host.selectedPage == 1)
    // Page 2 became a neighbour: loaded, but it never appeared.
    #expect(host.loadedPages == 0..<3)
    #expect(!adapter.appearances.contains(.appearance(2, .willAppear)))
  }

  @Test func aSwipeThatTurnsBackReversesTheTransition() {
    let adapter = RecordingAdapter(behavior: neighbors)
    let host = adapter.host
    adapter.clear()
    host.pagerWillBeginDragging()
    host.pagerDidScroll(offsetX: 100)
    host.pagerDidEndDragging()
    host.pagerDidScroll(offsetX: 0)
    host.pagerDidEndScrolling(offsetX: 0)
    #expect(
      adapter.appearances == [
        .appearance(1, .willAppear), .appearance(1, .willDisappear), .appearance(1, .didDisappear),
      ])
    #expect(host.selectedPage == 0)
  }

  @Test func unloadingAPageMidTransitionFinishesItFirst() throws {
    let adapter = RecordingAdapter(behavior: neighbors, contentHeights: Array(repeating: 2000, count: 5))
    let host = adapter.host
    host.pagerWillBeginDragging()
    host.pagerDidScroll(offsetX: 200)
    adapter.clear()
    // The app reloads while page 1 is half on screen.
    host.reloadPages(count: 5)
    let unloadIndex = try #require(adapter.outputs.firstIndex(of: .unload(1)))
    let didIndex = try #require(adapter.outputs.firstIndex(of: .appearance(1, .didDisappear)))
    #expect(didIndex < unloadIndex)
  }

  @Test func unloadedPagesLeaveScrollToTopAndKeepTheirOffsets() {
    let adapter = RecordingAdapter(behavior: neighbors, contentHeights: Array(repeating: 3000, count: 5))
    let host = adapter.host
    host.setContentOffset(500, page: 0, animated: false, at: 0)
    host.selectPage(3, animated: false, at: 0)
    #expect(adapter.outputs.contains(.unload(0)))
    #expect(!adapter.lists[0].scrollsToTop)
    #expect(adapter.lists[3].scrollsToTop)
    host.selectPage(0, animated: false, at: 0)
    // Pinned header: page 0 is deep past the pin and keeps its offset when it comes back.
    #expect(adapter.lists[0].contentOffsetY == 500)
  }
}

/// UIKit's containment order for one page's appearance transitions.
struct PageAppearanceOrderTests {
  @Test func aDidCompletesItsWillAndAWillTurnsTheOppositeBack() {
    #expect(PageAppearanceTransition.willAppear.canFollow(nil))
    #expect(PageAppearanceTransition.didAppear.canFollow(.willAppear))
    #expect(!PageAppearanceTransition.didAppear.canFollow(nil))
    #expect(!PageAppearanceTransition.didAppear.canFollow(.willDisappear))
    #expect(PageAppearanceTransition.willAppear.canFollow(.willDisappear))
    #expect(PageAppearanceTransition.willDisappear.canFollow(.willAppear))
    #expect(!PageAppearanceTransition.willDisappear.canFollow(nil))
    #expect(PageAppearanceTransition.didDisappear.canFollow(.willDisappear))
    #expect(!PageAppearanceTransition.willAppear.canFollow(.didAppear))
  }
}
