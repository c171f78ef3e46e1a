import NestedScrollCore
import Testing

/// A memory warning leaves only what the user sees loaded, under either page-loading policy,
/// and nothing of where the user was is lost.
struct HostMemoryWarningTests {
  @Test(arguments: [PageLoading.neighbors, .all])
  func aMemoryWarningKeepsOnlyTheSelectedPage(policy: PageLoading) {
    let adapter = RecordingAdapter(
      behavior: NestedScrollBehavior(initialPage: 2, pageLoading: policy),
      contentHeights: Array(repeating: 3000, count: 5))
    let host = adapter.host
    // Pinned, every list deep past the pin keeps its own offset (the tab rule).
    host.collapseHeader(animated: false, at: 0)
    let top = host.coordinator.snapshot.space.offset(forHeaderPosition: 0)
    host.setContentOffset(top + 700, page: 3, animated: false, at: 0)
    adapter.clear()
    host.didReceiveMemoryWarning()
    #expect(host.loadedPages == 2..<3)
    #expect(adapter.outputs.contains(.unload(3)) && adapter.outputs.contains(.unload(1)))
    #expect(!adapter.outputs.contains(.unload(2)))
    // The page the user sees neither appears nor disappears.
    #expect(adapter.appearances.isEmpty)
    // A swipe brings the neighbours back before they slide in, each where it was.
    host.pagerWillBeginDragging()
    #expect(host.loadedPages.contains(1) && host.loadedPages.contains(3))
    #expect(adapter.lists[3].contentOffsetY == top + 700)
  }

  @Test func selectingAnotherPageEndsTheShedding() {
    let adapter = RecordingAdapter(
      behavior: NestedScrollBehavior(initialPage: 2, pageLoading: .neighbors),
      contentHeights: Array(repeating: 3000, count: 5))
    let host = adapter.host
    host.didReceiveMemoryWarning()
    #expect(host.loadedPages == 2..<3)
    host.selectPage(4, animated: false, at: 1)
    #expect(host.loadedPages == 3..<5)
  }

  @Test func theVisiblePagesStayDuringASwipe() {
    let adapter = RecordingAdapter(
      behavior: NestedScrollBehavior(pageLoading: .neighbors),
      contentHeights: Array(repeating: 3000, count: 4))
    let host = adapter.host
    host.pagerWillBeginDragging()
    host.pagerDidScroll(offsetX: 150)
    host.didReceiveMemoryWarning()
    // Both pages on screen stay.
    #expect(host.loadedPages == 0..<2)
  }
}
