import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Snapshots saved on another screen or damaged on their way: what still applies is
/// restored, the rest clamped or dropped and reported to the adapter, nothing crashes, and
/// a page whose saved position is unusable keeps the one it has.
@Suite struct PositionSnapshotBadInputTests {
  let config = profileConfiguration(pinnedHeaderHeight: 60)
  var pin: Double { config.headerHeight - config.pinnedHeaderHeight }

  func offset(distance: Double) -> Double { distance - Expected.insetTop(config) }

  /// A screen of `contentHeights` pages, scrolled where the user left it (page 1 selected,
  /// 500 points down; page 0 900 points down), and a recorder of what its host reports.
  func userScreen(_ contentHeights: [Double] = [5000, 3000, 4000]) throws -> (
    SimulatedProfileScreen, RecordingCoordinatorDelegate
  ) {
    let screen = try SimulatedProfileScreen(configuration: config, contentHeights: contentHeights)
    screen.host.setContentOffset(offset(distance: 900), page: 0, animated: false, at: 0)
    screen.host.selectPage(1, animated: false, at: 0)
    screen.host.setContentOffset(offset(distance: 500), page: 1, animated: false, at: 0)
    ScreenDriver(screen).runUntilRest()
    let recorder = RecordingCoordinatorDelegate()
    screen.observer = recorder
    return (screen, recorder)
  }

  func snapshot(selected: Int, collapse: Double? = nil, _ offsets: [Double]) -> ScrollPositionSnapshot {
    ScrollPositionSnapshot(
      selectedPage: selected, headerCollapse: collapse ?? min(offsets[selected], pin),
      pages: offsets.map { PageScrollPosition(offset: $0) })
  }

  @Test func moreSavedPagesThanTheScreenHasRestoresThePagesItHas() throws {
    let (screen, recorder) = try userScreen()
    screen.host.restore(snapshot(selected: 4, collapse: pin, [300, 1200, 100, 800, 50]), at: 0)
    #expect(recorder.issues.contains(.positionSnapshot(.pageCountMismatch(saved: 5, current: 3))))
    #expect(recorder.issues.contains(.positionSnapshot(.selectedPageOutOfRange(4))))
    #expect(screen.rendered.selectedPage == 1, "the selection is kept")
    #expect(screen.listOffsets == [offset(distance: 300), offset(distance: 1200), offset(distance: 100)])
    #expect(screen.rendered.tabBar.minY == Expected.pinnedTabBarTop(config))
  }

  @Test func fewerSavedPagesLeaveTheOthersWhereTheyAre() throws {
    let (screen, recorder) = try userScreen()
    let before = screen.listOffsets
    screen.host.restore(snapshot(selected: 0, [400]), at: 0)
    #expect(recorder.issues == [.positionSnapshot(.pageCountMismatch(saved: 1, current: 3))])
    #expect(screen.rendered.selectedPage == 0)
    #expect(screen.lists[0].contentOffset.y == offset(distance: 400))
    #expect(screen.lists[2].contentOffset.y == before[2])
    #expect(screen.rendered.header.minY == config.topInset - pin)
  }

  @Test func positionsPastShorterContentAreClampedToItsEnd() throws {
    let (screen, recorder) = try userScreen([5000, 1500, 4000])
    screen.host.restore(snapshot(selected: 1, [900, 4000, 0]), at: 0)
    #expect(recorder.issues == [.positionSnapshot(.positionClamped(page: 1))])
    #expect(screen.lists[1].contentOffset.y == screen.restingRange(ofPage: 1).upperBound)
    #expect(screen.rendered.tabBar.minY == Expected.pinnedTabBarTop(config))
    #expect(ScreenDriver(screen).runUntilRest())
    #expect(
      screen.lists[1].contentOffset.y == screen.restingRange(ofPage: 1).upperBound, "nothing bounces back")
  }

  @Test func positionsAboveTheTopAreClampedToIt() throws {
    let (screen, recorder) = try userScreen()
    screen.host.restore(snapshot(selected: 1, collapse: 0, [900, -250, 0]), at: 0)
    #expect(recorder.issues == [.positionSnapshot(.positionClamped(page: 1))])
    #expect(screen.lists[1].contentOffset.y == Expected.expandedOffset(config))
    #expect(screen.rendered.header.minY == config.topInset)
  }

  @Test func aNewerFormatRestoresTheFieldsItKnows() throws {
    let (screen, recorder) = try userScreen()
    var newer = snapshot(selected: 2, [100, 200, 1000])
    newer.version = ScrollPositionSnapshot.currentVersion + 1
    screen.host.restore(newer, at: 0)
    #expect(
      recorder.issues == [.positionSnapshot(.newerFormat(version: ScrollPositionSnapshot.currentVersion + 1))]
    )
    #expect(screen.rendered.selectedPage == 2)
    #expect(screen.listOffsets == [offset(distance: 100), offset(distance: 200), offset(distance: 1000)])
  }

  @Test func aFormatNoBuildWritesRestoresNothing() throws {
    let (screen, recorder) = try userScreen()
    let before = screen.restoredState
    var unknown = snapshot(selected: 2, [100, 200, 1000])
    unknown.version = 0
    screen.host.restore(unknown, at: 0)
    #expect(recorder.issues == [.positionSnapshot(.unknownFormat(version: 0))])
    #expect(screen.restoredState == before)
  }

  @Test func garbageLeavesTheUserWhereTheyAre() throws {
    let (screen, recorder) = try userScreen()
    let before = screen.restoredState
    screen.host.restore(snapshot(selected: 1, collapse: .nan, [.nan, .infinity, -.infinity]), at: 0)
    #expect(
      recorder.issues == [
        .positionSnapshot(.nonFinitePosition(page: 0)), .positionSnapshot(.nonFinitePosition(page: 1)),
        .positionSnapshot(.nonFinitePosition(page: 2)), .positionSnapshot(.nonFiniteHeaderCollapse),
      ])
    #expect(screen.restoredState == before)
    #expect(ScreenDriver(screen).runUntilRest())
    #expect(screen.restoredState == before)
  }

  @Test func aSelectedPageWithoutAUsablePositionTakesTheSavedHeaderCollapse() throws {
    let (screen, recorder) = try userScreen()
    screen.host.restore(snapshot(selected: 2, collapse: 120, [900, 500, .nan]), at: 0)
    #expect(recorder.issues == [.positionSnapshot(.nonFinitePosition(page: 2))])
    #expect(screen.rendered.selectedPage == 2)
    #expect(screen.lists[2].contentOffset.y == offset(distance: 120))
    #expect(screen.rendered.header.minY == config.topInset - 120)
  }

  @Test func anAnchorTheListCannotFindFallsBackToTheOffset() throws {
    let (screen, recorder) = try userScreen()
    screen.rowHeights = [Array(repeating: 100, count: 50), Array(repeating: 100, count: 30), []]
    let saved = ScrollPositionSnapshot(
      selectedPage: 1, headerCollapse: pin,
      pages: [
        PageScrollPosition(offset: 900, anchor: ItemAnchor(item: 80, offsetInItem: 0)),
        PageScrollPosition(offset: 700, anchor: ItemAnchor(item: 4, offsetInItem: .nan)),
        PageScrollPosition(offset: 600, anchor: ItemAnchor(section: -1, item: 2, offsetInItem: 5)),
      ])
    screen.host.restore(saved, at: 0)
    #expect(
      recorder.issues == [
        .positionSnapshot(.anchorNotFound(page: 0)), .positionSnapshot(.anchorNotFound(page: 1)),
        .positionSnapshot(.anchorNotFound(page: 2)),
      ])
    #expect(screen.listOffsets == [offset(distance: 900), offset(distance: 700), offset(distance: 600)])
  }

  @Test func everyIssueSaysWhatWasDone() {
    let issues: [ScrollPositionIssue] = [
      .newerFormat(version: 2), .unknownFormat(version: 0), .pageCountMismatch(saved: 5, current: 3),
      .selectedPageOutOfRange(4), .nonFinitePosition(page: 1), .positionClamped(page: 1),
      .anchorNotFound(page: 1), .nonFiniteHeaderCollapse,
    ]
    let descriptions = issues.map { CoordinatorIssue.positionSnapshot($0).description }
    #expect(Set(descriptions).count == issues.count)
    #expect(descriptions.allSatisfy { $0.hasSuffix(".") && $0.contains(";") })
  }
}
