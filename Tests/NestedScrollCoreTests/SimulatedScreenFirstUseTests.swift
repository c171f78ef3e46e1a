// Only the simulation module: its API (Point, SimulatedScrollView) needs no other import.
import NestedScrollCore
import NestedScrollSimulation
import Testing

/// The simulated screen as a new user meets it: at rest when nothing moves, on its own clock,
/// and showing what its host told it.
@Suite struct SimulatedScreenFirstUseTests {
  static let configuration = NestedScrollConfiguration(
    headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44, topInset: 47, viewportHeight: 844)

  @Test func aNewScreenIsAtRest() throws {
    let screen = try SimulatedProfileScreen(configuration: Self.configuration, contentHeights: [3000, 3000])
    #expect(screen.isAtRest)
    #expect(!screen.rendered.isDisplayLinkRunning)
  }

  @Test func theClockIsTheScreensNotThePagers() throws {
    let screen = try SimulatedProfileScreen(configuration: Self.configuration, contentHeights: [3000, 3000])
    // A vertical drag: the pager never sees it move, the screen does.
    screen.touchBegan(at: Point(x: 100, y: 600), time: 1)
    screen.touchMoved(to: Point(x: 100, y: 500), time: 1.25)
    #expect(screen.currentTime == 1.25)
    screen.touchEnded(at: Point(x: 100, y: 500), time: 1.5)
    screen.advance(to: 2)
    #expect(screen.currentTime == 2)
    // A time that goes back does not turn the clock back.
    screen.advance(to: 1.75)
    #expect(screen.currentTime == 2)
  }

  @Test func theHeaderAndTabBarAreWhereTheHostPutThem() throws {
    let screen = try SimulatedProfileScreen(configuration: Self.configuration, contentHeights: [3000, 3000])
    let rendered = screen.rendered
    #expect(rendered.header == Rect(x: 0, y: 47, width: 390, height: 300))
    #expect(rendered.tabBar == Rect(x: 0, y: 347, width: 390, height: 44))
    #expect(rendered.loadedPages == [0, 1])
    #expect(rendered.pages.map(\.scrollsToTop) == [true, false])
    #expect(rendered.pages.map(\.isAccessibilityHidden) == [false, true])
    #expect(
      rendered.appearanceLog == [
        PageAppearanceEvent(page: 0, transition: .willAppear),
        PageAppearanceEvent(page: 0, transition: .didAppear),
      ])
  }

  @Test func aPinnedScrollSendsNoLayoutAndTheScreenStaysPut() throws {
    let screen = try SimulatedProfileScreen(configuration: Self.configuration, contentHeights: [5000, 3000])
    screen.host.collapseHeader(animated: false, at: 0)
    let pinned = screen.rendered
    #expect(pinned.headerLayout?.isPinned == true)
    // A drag deep in the list moves the list, not the overlay.
    let recorder = LayoutCounter()
    screen.observer = recorder
    screen.touchBegan(at: Point(x: 100, y: 700), time: 1)
    for step in 1...20 {
      screen.touchMoved(to: Point(x: 100, y: 700 - Double(step) * 10), time: 1 + Double(step) / 60)
    }
    #expect(screen.activeList.contentOffset.y > screen.coordinator.snapshot.space.pinOffset + 150)
    #expect(recorder.layouts == 0)
    #expect(screen.rendered.header == pinned.header && screen.rendered.tabBar == pinned.tabBar)
  }
}

/// Counts the layouts a screen passes on.
private final class LayoutCounter: NestedScrollCoordinatorDelegate {
  var layouts = 0
  func coordinatorDidUpdateLayout(_ layout: HeaderLayout) { layouts += 1 }
}
