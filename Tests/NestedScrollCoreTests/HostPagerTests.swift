@_spi(Testing) import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator
import Testing

/// The host layer's pager rules: realignment, tab jumps, and who owns a gesture.
struct HostPagerTests {
  @Test func aNewWidthKeepsTheSelectedPageInView() {
    let adapter = RecordingAdapter()
    adapter.host.selectPage(2, animated: false, at: 0)
    adapter.clear()
    var landscape = ContainerMeasurements.phone
    landscape.width = 844
    landscape.height = 390
    adapter.host.containerDidLayout(landscape)
    #expect(adapter.pagerMoves == [.movePager(x: 1688, animated: false)])
    #expect(adapter.host.pagerContentWidth == 3 * 844)
  }

  @Test func aReloadWithFewerPagesPutsThePagerBackOnAPage() {
    let adapter = RecordingAdapter(contentHeights: Array(repeating: 2000, count: 5))
    adapter.host.selectPage(4, animated: false, at: 0)
    adapter.clear()
    adapter.host.reloadPages(count: 2)
    #expect(adapter.host.selectedPage == 1)
    #expect(adapter.pagerMoves == [.movePager(x: 390, animated: false)])
    #expect(adapter.outputs.contains(.selected(1)))
  }

  @Test func aListDragFinishesAPagerStoppedBetweenPages() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.selectPage(1, animated: true, at: 0)
    // A touch stopped the pager's animation a third of the way.
    host.pagerDidScroll(offsetX: 130)
    adapter.clear()
    host.listWillBeginDragging(page: 1)
    #expect(adapter.pagerMoves == [.movePager(x: 390, animated: true)])
  }

  @Test func aListDragLeavesADraggedPagerAlone() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.pagerWillBeginDragging()
    host.pagerDidScroll(offsetX: 130)
    adapter.clear()
    host.listWillBeginDragging(page: 0)
    #expect(adapter.pagerMoves.isEmpty)
  }

  @Test func aJumpOfTwoPagesSlidesInFromTheTargetsNeighbour() {
    let adapter = RecordingAdapter(contentHeights: Array(repeating: 2000, count: 5))
    adapter.clear()
    adapter.host.selectPage(3, animated: true, at: 0)
    #expect(
      adapter.pagerMoves == [.movePager(x: 780, animated: false), .movePager(x: 1170, animated: true)])
    // A jump to a neighbour slides directly.
    adapter.host.pagerDidEndScrolling(offsetX: 1170)
    adapter.clear()
    adapter.host.selectPage(4, animated: true, at: 0)
    #expect(adapter.pagerMoves == [.movePager(x: 1560, animated: true)])
  }

  @Test func aJumpRightToLeftSlidesInFromTheMirroredNeighbour() {
    let adapter = RecordingAdapter(contentHeights: Array(repeating: 2000, count: 5))
    adapter.host.coordinator.isRightToLeft = true
    adapter.host.selectPage(0, animated: false, at: 0)
    adapter.clear()
    adapter.host.selectPage(3, animated: true, at: 0)
    // Page 3 sits in slot 1 right to left; its neighbour toward page 0 (page 2) in slot 2.
    #expect(adapter.pagerMoves == [.movePager(x: 780, animated: false), .movePager(x: 390, animated: true)])
  }

  @Test func aTabJumpNeverShowsAPageThatIsNotLoaded() throws {
    let configuration = NestedScrollConfiguration(headerHeight: 300, viewportHeight: 844)
    let screen = try SimulatedProfileScreen(
      configuration: configuration, contentHeights: Array(repeating: 3000, count: 6), pageLoading: .neighbors)
    screen.tapTab(4, time: 0.1)
    var time = 0.1
    var shown = Set<Int>()
    while time < 1.5 {
      time += 1.0 / 60
      screen.advance(to: time)
      for page in screen.host.visiblePages {
        shown.insert(page)
        #expect(screen.coordinator.list(at: page) != nil, "page \(page) on screen without its list")
      }
    }
    #expect(shown == [3, 4])
    #expect(screen.pager.contentOffset.x == 4 * screen.width)
  }

  @Test func aTabTapAppearsThePageWhenThePagerArrives() throws {
    let configuration = NestedScrollConfiguration(headerHeight: 300, viewportHeight: 844)
    let screen = try SimulatedProfileScreen(
      configuration: configuration, contentHeights: [3000, 3000, 3000], pageLoading: .neighbors)
    screen.tapTab(1, time: 0.1)
    screen.advance(to: 0.15)
    #expect(screen.host.visiblePages == 0..<2)
    screen.advance(to: 2)
    #expect(screen.host.visiblePages == 1..<2)
    #expect(screen.host.selectedPage == 1)
  }
}

/// Found by the fuzzer: a pager with no width (a zero-width screen) cannot slide to a tab,
/// so an animated selection must not wait for it.
struct ZeroWidthPagerTests {
  @Test func aTabOnAZeroWidthScreenIsSelectedAtOnce() throws {
    let configuration = NestedScrollConfiguration(headerHeight: 300, viewportHeight: 844, snapsHeader: true)
    let screen = try SimulatedProfileScreen(
      configuration: configuration, contentHeights: [3000, 3000, 3000], width: 0)
    screen.tapTab(2, time: 0.1)
    #expect(screen.coordinator.pagerProgress == 2)
    // Half collapsed at rest: the rest rule still snaps the header.
    let half = screen.coordinator.space.offset(forHeaderPosition: 140)
    screen.host.setContentOffset(half, page: 2, animated: false, at: 0.2)
    screen.advance(to: 0.3)
    #expect(screen.coordinator.animation?.purpose == .snap)
  }
}
