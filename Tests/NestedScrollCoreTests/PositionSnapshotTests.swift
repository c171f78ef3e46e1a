import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Position snapshots through the host: a round trip brings back what the screen showed;
/// item anchors bring back the same row when rows measure differently; positions of pages
/// that are not loaded wait for them. Judged on what the screen shows (its header, tab bar,
/// pager and lists).
@Suite struct PositionSnapshotTests {
  /// The standard screen with a pinned part of 60: the header pins 240 points down.
  let config = profileConfiguration(pinnedHeaderHeight: 60)
  var pin: Double { config.headerHeight - config.pinnedHeaderHeight }

  /// Rows of `height`, `count` of them.
  func rows(_ height: Double, _ count: Int = 60) -> [Double] { Array(repeating: height, count: count) }

  /// The list offset `distance` points from the top.
  func offset(distance: Double) -> Double { distance - Expected.insetTop(config) }

  @Test func roundTripBringsBackTheRenderedScreen() throws {
    let pages = [rows(80), rows(64, 50), rows(120, 30)]
    let screen = try SimulatedProfileScreen.withRows(pages, configuration: config)
    let driver = ScreenDriver(screen)
    driver.place(fromY: 700, toY: 250, duration: 0.5)
    driver.runUntilRest()
    driver.tapTab(1)
    driver.runUntilRest()
    driver.place(fromY: 700, toY: 150, duration: 0.5)
    driver.runUntilRest()
    driver.tapTab(2)
    driver.runUntilRest()
    let snapshot = screen.host.positionSnapshot
    #expect(snapshot.selectedPage == 2)
    #expect(snapshot.version == ScrollPositionSnapshot.currentVersion)
    #expect(snapshot.headerCollapse == pin)
    #expect(snapshot.pages[0].anchor != nil, "a list scrolled past the pin keeps its top row")

    let restored = try SimulatedProfileScreen.withRows(pages, configuration: config)
    let recorder = RecordingCoordinatorDelegate()
    restored.observer = recorder
    #expect(!restored.restoredState.matches(screen.restoredState))
    restored.host.restore(snapshot, at: restored.currentTime)
    ScreenDriver(restored).runUntilRest()
    #expect(
      restored.restoredState.matches(screen.restoredState),
      "\(restored.restoredState) vs \(screen.restoredState)")
    #expect(recorder.issues.isEmpty)
    #expect(restored.host.positionSnapshot == snapshot)
  }

  @Test func anAnchorBringsBackTheSameRowWhenRowsMeasureDifferently() throws {
    let saved = try SimulatedProfileScreen.withRows([rows(80), rows(80)], configuration: config)
    saved.host.setContentOffset(offset(distance: pin + 7 * 80 + 30), page: 0, animated: false, at: 0)
    let snapshot = saved.host.positionSnapshot
    #expect(snapshot.pages[0].anchor == ItemAnchor(item: 7, offsetInItem: 30))

    // Larger text: every row is taller now.
    let screen = try SimulatedProfileScreen.withRows([rows(100), rows(100)], configuration: config)
    screen.host.restore(snapshot, at: 0)
    #expect(topRow(of: screen, page: 0) == ItemAnchor(item: 7, offsetInItem: 30))
    #expect(screen.rendered.tabBar.minY == Expected.pinnedTabBarTop(config))
  }

  @Test func anAnchorInsideARowThatShrankStaysInThatRow() throws {
    let saved = try SimulatedProfileScreen.withRows([rows(80)], configuration: config)
    saved.host.setContentOffset(offset(distance: pin + 3 * 80 + 70), page: 0, animated: false, at: 0)
    let screen = try SimulatedProfileScreen.withRows([rows(50)], configuration: config)
    screen.host.restore(saved.host.positionSnapshot, at: 0)
    #expect(topRow(of: screen, page: 0)?.item == 3)
  }

  @Test func aPageNotLoadedGetsItsPositionAndItsAnchorWhenItLoads() throws {
    let saved = try SimulatedProfileScreen.withRows(
      Array(repeating: rows(80), count: 5), configuration: config)
    saved.host.setContentOffset(offset(distance: 1000), page: 0, animated: false, at: 0)
    saved.host.setContentOffset(offset(distance: pin + 12 * 80 + 10), page: 3, animated: false, at: 0)
    let snapshot = saved.host.positionSnapshot

    let screen = try SimulatedProfileScreen.withRows(
      Array(repeating: rows(100), count: 5), configuration: config, pageLoading: .neighbors)
    screen.host.restore(snapshot, at: 0)
    #expect(!screen.rendered.pages[3].isLoaded)
    #expect(screen.host.contentOffset(forPage: 3) == offset(distance: pin + 12 * 80 + 10))
    #expect(screen.host.scrollPosition(forPage: 3) == snapshot.pages[3])
    #expect(screen.host.positionSnapshot.pages[3] == snapshot.pages[3])

    let driver = ScreenDriver(screen)
    driver.tapTab(3)
    driver.runUntilRest()
    #expect(screen.rendered.pages[3].isLoaded)
    #expect(screen.rendered.selectedPage == 3)
    #expect(topRow(of: screen, page: 3) == ItemAnchor(item: 12, offsetInItem: 10))
  }

  @Test func aSnapshotSelectingAPageNotLoadedShowsItWhereItWas() throws {
    let saved = try SimulatedProfileScreen.withRows(
      Array(repeating: rows(80), count: 5), configuration: config)
    saved.host.selectPage(4, animated: false, at: 0)
    saved.host.setContentOffset(offset(distance: pin + 20 * 80 + 15), page: 4, animated: false, at: 0)
    let screen = try SimulatedProfileScreen.withRows(
      Array(repeating: rows(90), count: 5), configuration: config, pageLoading: .neighbors)
    #expect(!screen.rendered.pages[4].isLoaded)
    screen.host.restore(saved.host.positionSnapshot, at: 0)
    #expect(screen.rendered.selectedPage == 4)
    #expect(screen.pager.contentOffset.x == screen.host.pagerOffset(forPage: 4))
    #expect(topRow(of: screen, page: 4) == ItemAnchor(item: 20, offsetInItem: 15))
    #expect(screen.rendered.tabBar.minY == Expected.pinnedTabBarTop(config))
  }

  @Test func aPageNotLoadedThatTheTabRuleFitsTakesTheHeadersPosition() throws {
    let saved = try SimulatedProfileScreen.withRows(
      Array(repeating: rows(80), count: 5), configuration: config)
    saved.host.setContentOffset(offset(distance: pin + 12 * 80 + 10), page: 3, animated: false, at: 0)
    let screen = try SimulatedProfileScreen.withRows(
      Array(repeating: rows(100), count: 5), configuration: config, pageLoading: .neighbors)
    screen.host.restore(saved.host.positionSnapshot, at: 0)
    let driver = ScreenDriver(screen)
    driver.tapTab(3)
    driver.runUntilRest()
    // The header is expanded (page 0 at its top): page 3 shows its top under it.
    #expect(screen.lists[3].contentOffset.y == Expected.expandedOffset(config))
    #expect(screen.rendered.header.minY == config.topInset)
  }

  @Test func setContentOffsetOnAPageNotLoadedIsAppliedWhenItLoads() throws {
    let screen = try SimulatedProfileScreen.withRows(
      Array(repeating: rows(80), count: 5), configuration: config, pageLoading: .neighbors)
    screen.host.setContentOffset(offset(distance: 900), page: 0, animated: false, at: 0)
    screen.host.setContentOffset(offset(distance: 2000), page: 4, animated: false, at: 0)
    #expect(!screen.rendered.pages[4].isLoaded)
    #expect(screen.host.contentOffset(forPage: 4) == offset(distance: 2000))
    let driver = ScreenDriver(screen)
    driver.tapTab(4)
    driver.runUntilRest()
    #expect(screen.lists[4].contentOffset.y == offset(distance: 2000))
    #expect(screen.host.contentOffset(forPage: 5) == nil)
    #expect(screen.host.scrollPosition(forPage: -1) == nil)
  }

  @Test func aSnapshotRestoredBeforeTheFirstLayoutWaitsForIt() throws {
    let adapter = StubListsAdapter(lists: [StubList(contentHeight: 5000), StubList(contentHeight: 5000)])
    let host = NestedScrollHost<StubListsAdapter>(behavior: config.behavior, pageCount: 2)
    host.adapter = adapter
    let snapshot = ScrollPositionSnapshot(
      selectedPage: 1, headerCollapse: pin,
      pages: [PageScrollPosition(offset: 0), PageScrollPosition(offset: 700)])
    host.restore(snapshot, at: 0)
    #expect(host.positionSnapshot == snapshot)
    #expect(host.scrollPosition(forPage: 1) == snapshot.pages[1])
    host.containerDidLayout(
      ContainerMeasurements(
        width: 390, height: config.viewportHeight, safeAreaTop: config.topInset,
        safeAreaBottom: config.bottomInset, headerHeight: config.headerHeight,
        tabBarHeight: config.tabBarHeight))
    #expect(host.selectedPage == 1)
    #expect(adapter.lists[1].contentOffsetY == offset(distance: 700))
    #expect(host.layout.collapse == pin)
  }

  /// The row at the top of page `page`'s visible content, judged from the screen: the list's
  /// offset and the bottom of the tab bar the screen shows.
  func topRow(of screen: SimulatedProfileScreen, page: Int) -> ItemAnchor? {
    let y = screen.lists[page].contentOffset.y + screen.rendered.tabBar.maxY
    guard let frame = screen.itemFrame(atContentY: y + 1e-9, forPage: page) else { return nil }
    let into = ((y - frame.minY) * 1e6).rounded() / 1e6
    return ItemAnchor(section: frame.section, item: frame.item, offsetInItem: into)
  }
}

/// Hands the host its lists and nothing else.
final class StubListsAdapter: NestedScrollHostAdapter {
  let lists: [StubList]
  init(lists: [StubList]) { self.lists = lists }
  func loadList(forPage page: Int) -> StubList? { lists[page] }
  func startRefreshAction(run: Int) {}
  func cancelRefreshAction(run: Int) {}
  func startTabRefreshAction(page: Int, run: Int) {}
  func cancelTabRefreshAction(page: Int, run: Int) {}
  func startLoadMoreAction(page: Int) {}
}
