import NestedScrollCore
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import Testing

/// A page that hosts declarative content (a SwiftUI tab) whose spinner becomes a `List`
/// finds the list after the content's own layout pass, without any layout pass of the page:
/// the host adopts it, header and list scroll as one, and a snapshot carries a row anchor.
@Suite struct HostedContentChangeTests {
  static let header = 300.0
  static let pinned = 60.0

  func makeScreen() throws -> SimulatedProfileScreen {
    try SimulatedProfileScreen(
      configuration: profileConfiguration(headerHeight: Self.header, pinnedHeaderHeight: Self.pinned),
      contentHeights: [3000, 3000, 3000])
  }

  @Test func aSpinnerBecomesAListWithoutAnyLayoutOfThePage() throws {
    let screen = try makeScreen()
    let rows = Array(repeating: 80.0, count: 60)
    screen.hostContent(.spinner, forPage: 0)
    // The spinner has no scroll view of its own: the page's wrapper scrolls with the header.
    #expect(screen.hostedContentIsWrapped(forPage: 0))
    #expect(screen.host.coordinator.list(at: 0) === screen.lists[0])
    #expect(!screen.listIsPlaceholder(forPage: 0))
    let measurements = screen.measurements
    let passes = try #require(screen.hostedContentLayoutPasses(forPage: 0))

    screen.hostContent(.list(rowHeights: rows), forPage: 0)
    // No layout pass of the screen or the page ran (`layOut` was never called): the content's
    // own two passes found the list, the change's and the unwrapped root's.
    #expect(screen.measurements == measurements)
    #expect(screen.hostedContentLayoutPasses(forPage: 0) == passes + 2)
    #expect(!screen.hostedContentIsWrapped(forPage: 0))
    #expect(screen.lists[0].contentSize.height == 4800)
    #expect(screen.host.coordinator.list(at: 0) === screen.lists[0])
    #expect(!screen.listIsPlaceholder(forPage: 0))

    // Header and list scroll as one: a drag of 900 pt pins the header and moves the rows.
    let driver = ScreenDriver(screen)
    driver.place(fromY: 800, toY: 350, duration: 0.5)
    driver.place(fromY: 800, toY: 350, duration: 0.5)
    #expect(driver.runUntilRest())
    let collapse = Self.header - Self.pinned
    #expect(driver.layout.collapse == collapse)
    let snapshot = screen.host.positionSnapshot
    #expect(snapshot.headerCollapse == collapse)
    let page = snapshot.pages[0]
    #expect(page.offset > collapse + 100, "\(page)")
    let anchor = try #require(page.anchor, "a list that answers its rows gives the snapshot a row anchor")
    #expect(anchor.item > 0)
  }

  @Test func aPageOutOfTheWindowLooksOnceItHasAppeared() throws {
    let screen = try SimulatedProfileScreen(
      configuration: profileConfiguration(headerHeight: Self.header, pinnedHeaderHeight: Self.pinned),
      contentHeights: [3000, 3000, 3000, 3000], pageLoading: .neighbors)
    screen.hostContent(.list(rowHeights: Array(repeating: 60, count: 50)), forPage: 3)
    // Not loaded, the content renders nothing: the page keeps its placeholder.
    #expect(screen.hostedContentLayoutPasses(forPage: 3) == 0)
    #expect(screen.listIsPlaceholder(forPage: 3))
    screen.host.selectPage(3, animated: false, at: 0)
    #expect(!screen.listIsPlaceholder(forPage: 3))
    #expect(screen.lists[3].contentSize.height == 3000)
    #expect(screen.host.coordinator.list(at: 3) === screen.lists[3])
  }

  @Test func everyContentChangeIsFoundWithoutAnyLayoutOfThePage() async {
    let kinds = Gen.int(in: 0...2).array(of: 1...8)
    await propertyCheck(count: 60, input: kinds) { changes in
      let screen = try makeScreen()
      for (step, kind) in changes.enumerated() {
        let rows = Array(repeating: 50.0 + Double(step), count: 40 + kind * 10)
        let content: SimulatedHostedContent = kind == 0 ? .spinner : .list(rowHeights: rows)
        screen.hostContent(content, forPage: 1)
        let list = screen.host.coordinator.list(at: 1)
        #expect(list === screen.lists[1], "\(changes)")
        #expect(!screen.listIsPlaceholder(forPage: 1), "\(changes)")
        #expect(screen.hostedContentIsWrapped(forPage: 1) == (kind == 0), "\(changes)")
        if kind != 0 {
          #expect(screen.lists[1].contentSize.height == rows.reduce(0, +), "\(changes)")
          #expect(screen.itemFrame(section: 0, item: 0, forPage: 1) != nil, "\(changes)")
        }
      }
    }
  }
}
