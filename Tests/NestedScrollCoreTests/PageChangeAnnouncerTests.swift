import NestedScrollCore
import Testing

/// VoiceOver hears "Media, tab, 2 of 3" once a swipe or a tab tap has brought another page
/// on screen, and nothing when the screen first appears or a page is reloaded.
struct PageChangeAnnouncerTests {
  @Test func theTextNamesTheTabAndItsPlace() {
    #expect(PageChangeAnnouncer.text(title: "Posts", page: 1, pageCount: 4) == "Posts, tab, 2 of 4")
    #expect(PageChangeAnnouncer.text(title: "", page: 0, pageCount: 1) == "Tab, 1 of 1")
  }

  @Test func theFirstPageShownIsNotAnnouncedAndAChangeIs() {
    var announcer = PageChangeAnnouncer()
    #expect(announcer.pageDidAppear(0, selectedPage: 0, pageCount: 3, title: "Posts") == nil)
    #expect(announcer.pageDidAppear(0, selectedPage: 0, pageCount: 3, title: "Posts") == nil)
    #expect(announcer.pageDidAppear(2, selectedPage: 1, pageCount: 3, title: "About") == nil)
    #expect(
      announcer.pageDidAppear(1, selectedPage: 1, pageCount: 3, title: "Media")
        == PageChangeAnnouncer.Announcement(title: "Media", page: 1, pageCount: 3))
    announcer.containerDidDisappear()
    #expect(announcer.pageDidAppear(1, selectedPage: 1, pageCount: 3, title: "Media") == nil)
  }

  @Test func aSwipeIsAnnouncedOnceThePagerRests() {
    let adapter = AnnouncingAdapter(titles: ["Posts", "Media", "About"])
    let host = adapter.host
    #expect(adapter.announcements.isEmpty)
    host.pagerWillBeginDragging()
    host.pagerDidScroll(offsetX: 150)
    host.pagerDidEndDragging()
    host.pagerDidScroll(offsetX: 300)
    #expect(adapter.announcements.isEmpty, "announced mid-swipe")
    host.pagerDidScroll(offsetX: 390)
    host.pagerDidEndScrolling(offsetX: 390)
    #expect(adapter.announcements == ["Media, tab, 2 of 3"])
  }

  @Test func aSwipeThatTurnsBackIsNotAnnounced() {
    let adapter = AnnouncingAdapter(titles: ["Posts", "Media", "About"])
    let host = adapter.host
    host.pagerWillBeginDragging()
    host.pagerDidScroll(offsetX: 250)
    host.pagerDidEndDragging()
    host.pagerDidScroll(offsetX: 100)
    host.pagerDidScroll(offsetX: 0)
    host.pagerDidEndScrolling(offsetX: 0)
    #expect(adapter.announcements.isEmpty)
  }

  @Test func aTabTapIsAnnouncedWhenThePagerArrives() {
    let adapter = AnnouncingAdapter(titles: ["Posts", "Media", "About"])
    let host = adapter.host
    host.selectPage(2, animated: true, at: 1)
    // The pager slides from page 1 (the target's neighbour) to page 2.
    host.pagerDidScroll(offsetX: 600)
    #expect(adapter.announcements.isEmpty)
    host.pagerDidScroll(offsetX: 780)
    host.pagerDidEndScrolling(offsetX: 780)
    #expect(adapter.announcements == ["About, tab, 3 of 3"])
    host.reloadPage(2)
    host.reloadPages(count: 3)
    #expect(adapter.announcements == ["About, tab, 3 of 3"], "a reload is not a page change")
  }
}

/// An adapter that announces page changes as the UIKit controller does: each page that
/// finishes appearing goes through a ``PageChangeAnnouncer``.
final class AnnouncingAdapter: NestedScrollHostAdapter {
  let titles: [String]
  private var lists: [StubList]
  private var announcer = PageChangeAnnouncer()
  private(set) var announcements: [String] = []
  let host: NestedScrollHost<AnnouncingAdapter>

  init(titles: [String]) {
    self.titles = titles
    lists = titles.map { _ in StubList(contentHeight: 2000) }
    host = NestedScrollHost(behavior: NestedScrollBehavior(), pageCount: titles.count)
    host.adapter = self
    host.containerDidLayout(
      ContainerMeasurements(width: 390, height: 844, headerHeight: 300, tabBarHeight: 44))
    host.containerAppearanceDidChange(.willAppear, animated: false)
    host.containerAppearanceDidChange(.didAppear, animated: false)
  }

  func loadList(forPage page: Int) -> StubList? { lists[page] }
  func startRefreshAction(run: Int) {}
  func cancelRefreshAction(run: Int) {}
  func startTabRefreshAction(page: Int, run: Int) {}
  func cancelTabRefreshAction(page: Int, run: Int) {}
  func startLoadMoreAction(page: Int) {}

  func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool) {
    guard appearance == .didAppear else { return }
    if let announcement = announcer.pageDidAppear(
      page, selectedPage: host.selectedPage, pageCount: host.pageCount, title: titles[page])
    {
      announcements.append(
        PageChangeAnnouncer.text(
          title: announcement.title, page: announcement.page, pageCount: announcement.pageCount))
    }
  }
}
