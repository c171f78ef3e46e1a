import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// `CoordinatorSnapshot`, the one value through which everything outside the core reads the
/// coordinator: it agrees with what the host rendered, shows what moves by the coordinator's
/// hand and the finger, and costs no allocation to take.
@Suite struct CoordinatorSnapshotTests {
  /// A snapshot is plain data, with no reference to count: taking one on every frame allocates
  /// nothing and retains nothing.
  @Test func aSnapshotIsPlainData() {
    #expect(_isPOD(CoordinatorSnapshot.self))
    #expect(_isPOD(CoordinatorSnapshot.Page.self))
  }

  /// Frame by frame through a drag and an animated tab tap, the snapshot shows what the host
  /// rendered: the layout, the selected tab, the pager's progress and the page's refresh.
  @Test func itShowsWhatTheHostRendered() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    var frames = 0
    driver.onFrame = { _ in
      let shown = screen.coordinator.snapshot
      #expect(shown.layout == screen.rendered.headerLayout)
      #expect(shown.activePage == screen.rendered.tabSelection.selectedIndex)
      #expect(shown.pagerProgress == screen.rendered.tabSelection.progress)
      #expect(shown.refreshState == screen.rendered.refreshState)
      #expect(shown.alivePages.contains(shown.activePage))
      frames += 1
    }
    driver.drag(fromY: 600, toY: 400, duration: 0.2)
    driver.lift()
    driver.runUntilRest()
    driver.tapTab(1)
    #expect(screen.coordinator.snapshot.pagerTarget == 1)
    driver.runUntilRest()
    #expect(frames > 20)
    let rest = screen.coordinator.snapshot
    #expect(rest.activePage == 1 && rest.pagerTarget == nil && !rest.needsFrames)
    #expect(rest.pageCount == 3 && rest.alivePages == 0...2)
  }

  /// A finger down shows, and so does the coordinator's own motion: a status-bar tap animates
  /// the selected list to the top, with frames needed until it arrives.
  @Test func itShowsTheFingerAndTheCoordinatorsMotion() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    let space = screen.coordinator.snapshot.space
    screen.host.setContentOffset(space.pinOffset + 1000, page: 0, animated: false, at: driver.time)
    driver.runUntilRest()
    #expect(!screen.coordinator.snapshot.isTouchDown)
    driver.touchDown(y: 500)
    #expect(screen.coordinator.snapshot.isTouchDown)
    driver.lift()
    #expect(!screen.coordinator.snapshot.isTouchDown)
    driver.runUntilRest()

    driver.tapStatusBar()
    let animation = try #require(screen.coordinator.snapshot.animation)
    #expect(animation.page == 0 && animation.purpose == .scrollToTop)
    #expect(animation.target == space.offset(forHeaderPosition: 0))
    #expect(screen.coordinator.snapshot.needsFrames)
    driver.runUntilRest()
    #expect(screen.coordinator.snapshot.animation == nil)
    #expect(screen.activeList.contentOffset.y == animation.target)
  }

  /// Each tab's own refresh shows by page, with the room its list keeps; a page that does not
  /// exist shows an idle refresh and no room of its own.
  @Test func eachPageShowsItsOwnRefreshAndRoom() throws {
    let refresh = RefreshConfiguration(threshold: 80, indicatorHeight: 60, scope: .tab)
    let screen = try makeScreen(profileConfiguration(refresh: refresh))
    let driver = ScreenDriver(screen)
    screen.host.beginTabRefreshing(page: 0, at: driver.time)
    driver.runUntilRest()
    let shown = screen.coordinator.snapshot
    let refreshing = screen.coordinator.snapshot(page: 0)
    #expect(refreshing.refreshState == .refreshing)
    #expect(refreshing.refreshState == screen.rendered.pages[0].refreshState)
    #expect(refreshing.tabRoom == 60)
    #expect(refreshing.listRoom == shown.pageRoom + refreshing.tabRoom)
    #expect(screen.coordinator.snapshot(page: 1).tabRoom == 0)
    for page in [-1, 3] {
      let missing = screen.coordinator.snapshot(page: page)
      #expect(missing.refreshState == .idle && missing.tabRoom == 0 && !missing.isTabRoomClosing)
      #expect(missing.listRoom == shown.pageRoom)
    }

    screen.host.endTabRefreshing(page: 0, at: driver.time)
    driver.step()
    #expect(screen.coordinator.snapshot(page: 0).isTabRoomClosing)
    driver.runUntilRest()
    #expect(screen.coordinator.snapshot(page: 0) == screen.coordinator.snapshot(page: 1))
  }
}
