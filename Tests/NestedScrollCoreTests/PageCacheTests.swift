import NestedScrollCore
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import Testing

/// The page cache as a screen shows it (``RenderedScreen``, built only from the host's
/// outputs): which pages are loaded and which are visible under ``PageLoading/neighbors``
/// and after a memory warning. The UIKit controller and the SwiftUI view keep a page (its
/// view controller, a tab's hosting controller) exactly while these outputs say it is
/// loaded, and a SwiftUI tab's visibility value follows its appearance transitions.
@Suite struct PageCacheTests {
  static let configuration = NestedScrollConfiguration(
    headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44, topInset: 47, viewportHeight: 844)
  static let pageCount = 6

  /// One step a user (or the system) takes.
  enum Move: Sendable, CustomStringConvertible {
    case swipe(forward: Bool)
    case tap(page: Int)
    case memoryWarning

    init(code: Int, _ value: Double) {
      switch code {
      case 0: self = .swipe(forward: value > 0.5)
      case 1:
        self = .tap(page: min(Int(value * Double(PageCacheTests.pageCount)), PageCacheTests.pageCount - 1))
      default: self = .memoryWarning
      }
    }

    var description: String {
      switch self {
      case .swipe(let forward): forward ? "swipe(forward)" : "swipe(back)"
      case .tap(let page): "tap(\(page))"
      case .memoryWarning: "memoryWarning"
      }
    }

    static let sessions = zip(Gen.int(in: 0...2), Gen.double(in: 0...1)).map { Move(code: $0, $1) }
      .array(of: 1...12)
  }

  static func screen(initialPage: Int = 0) throws -> SimulatedProfileScreen {
    var configuration = configuration
    configuration.initialPage = initialPage
    return try SimulatedProfileScreen(
      configuration: configuration, contentHeights: Array(repeating: 3000, count: pageCount),
      pageLoading: .neighbors)
  }

  /// The pages a visibility value calls visible on `rendered`.
  static func visiblePages(_ rendered: RenderedScreen) -> [Int] {
    rendered.pages.indices.filter { PageAppearanceTransition.isVisible(after: rendered.pages[$0].appearance) }
  }

  @Test func underNeighborsOnlyTheSelectedPageAndItsNeighboursAreLoaded() async {
    await propertyCheck(count: 60, input: Move.sessions) { moves in
      let screen = try Self.screen()
      let driver = ScreenDriver(screen)
      // Whether a memory warning shed the neighbours and nothing has brought them back yet.
      var shedding = false
      for move in moves {
        let before = screen.rendered.selectedPage
        switch move {
        case .swipe(let forward):
          driver.swipePage(forward: forward)
          // The swipe's drag brings the neighbours back, whether or not it turns the page; on
          // the first page toward the one before it the pager's pan never begins
          // (PagerGestureRule), so nothing comes back.
          if forward || before > 0 { shedding = false }
        case .tap(let page):
          driver.tapTab(page)
          driver.runUntilRest()
          if page != before { shedding = false }
        case .memoryWarning:
          screen.host.didReceiveMemoryWarning()
          shedding = true
        }
        let rendered = screen.rendered
        let selected = rendered.selectedPage
        let expected =
          shedding ? [selected] : Array(max(0, selected - 1)...min(Self.pageCount - 1, selected + 1))
        #expect(rendered.loadedPages == expected, "after \(moves)")
        // At rest, the selected page is the one visible: loaded neighbours are not.
        #expect(Self.visiblePages(rendered) == [selected], "after \(moves)")
      }
    }
  }

  @Test func aMemoryWarningReleasesAllButTheSelectedPageWhichNeitherAppearsNorDisappears() throws {
    let screen = try Self.screen(initialPage: 2)
    #expect(screen.rendered.loadedPages == [1, 2, 3])
    screen.clearAppearanceLog()
    screen.host.didReceiveMemoryWarning()
    #expect(screen.rendered.loadedPages == [2])
    #expect(screen.rendered.appearanceLog.isEmpty)
    #expect(Self.visiblePages(screen.rendered) == [2])
  }

  @Test func aMemoryWarningDuringASwipeKeepsBothPagesOnScreenVisible() throws {
    let screen = try Self.screen(initialPage: 2)
    let driver = ScreenDriver(screen)
    // A finger that carries the pager a third of a page and holds.
    driver.touchDown(x: screen.width * 0.8, y: 500)
    driver.move(to: Point(x: screen.width * 0.45, y: 500), duration: 0.3)
    screen.host.didReceiveMemoryWarning()
    // Page 3 slides in: it and page 2 are on screen, and both stay loaded and visible.
    #expect(screen.rendered.loadedPages.contains(2) && screen.rendered.loadedPages.contains(3))
    #expect(Self.visiblePages(screen.rendered) == [2, 3])
    _ = driver.lift()
    driver.runUntilRest()
    #expect(Self.visiblePages(screen.rendered) == [screen.rendered.selectedPage])
  }

  @Test func aPageReleasedByAMemoryWarningComesBackWhereItWas() throws {
    let screen = try Self.screen(initialPage: 2)
    let driver = ScreenDriver(screen)
    screen.host.collapseHeader(animated: false, at: screen.currentTime)
    let pinOffset = screen.coordinator.snapshot.space.pinOffset
    screen.host.setContentOffset(pinOffset + 700, page: 3, animated: false, at: screen.currentTime)
    screen.host.didReceiveMemoryWarning()
    #expect(!screen.rendered.pages[3].isLoaded)
    driver.swipePage(forward: true)
    #expect(screen.rendered.selectedPage == 3)
    #expect(screen.lists[3].contentOffset.y == pinOffset + 700)
  }

  @Test func aLoadedNeighbourIsNotVisibleUntilItStartsToAppear() throws {
    let screen = try Self.screen()
    #expect(screen.rendered.pages[1].isLoaded)
    #expect(screen.rendered.pages[1].appearance == nil)
    #expect(Self.visiblePages(screen.rendered) == [0])
    // The container leaves the screen (a push): no page is visible; it returns: the selected one is.
    screen.host.containerAppearanceDidChange(.willDisappear, animated: true)
    #expect(Self.visiblePages(screen.rendered).isEmpty)
    screen.host.containerAppearanceDidChange(.didDisappear, animated: true)
    screen.host.containerAppearanceDidChange(.willAppear, animated: true)
    #expect(Self.visiblePages(screen.rendered) == [0])
  }
}
