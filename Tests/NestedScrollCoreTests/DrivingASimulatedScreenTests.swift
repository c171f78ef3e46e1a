// Only the simulation product: what its API takes comes with it.
import Foundation
import NestedScrollSimulation
import Testing

/// The example of the simulation's article (DrivingASimulatedScreen.md), run as a test: the
/// article quotes ``example()`` between its markers, and ``theArticleQuotesThisExample()``
/// fails when the two differ.
@Suite struct DrivingASimulatedScreenTests {
  @Test func example() throws {
    // example: begin
    // The behaviour the UIKit and SwiftUI layers take, on a phone-sized screen: a 300 pt
    // header under a 47 pt status bar, a 44 pt tab bar, two tabs.
    let behavior = NestedScrollBehavior(tabSwitchPolicy: .keepsHeader)
    let configuration = NestedScrollConfiguration(
      behavior: behavior, headerHeight: 300, tabBarHeight: 44, topInset: 47, viewportHeight: 844, pageCount: 2
    )
    let screen = try SimulatedProfileScreen(configuration: configuration, contentHeights: [6000, 4000])

    // A drag: the finger moves up 100 pt over ten frames at 60 Hz, stops, and lifts.
    var time = 1.0
    screen.touchBegan(at: Point(x: 200, y: 700), time: time)
    for step in 1...10 {
      time += 1.0 / 60
      screen.touchMoved(to: Point(x: 200, y: 700 - Double(step) * 10), time: time)
    }
    time += 0.2
    screen.touchMoved(to: Point(x: 200, y: 600), time: time)
    screen.touchEnded(at: Point(x: 200, y: 600), time: time)
    // The header went up with the finger (less the touch slop UIKit's pan waits for).
    #expect(screen.rendered.header.minY < 47 - 80)

    // A fling: a fast swipe up, then frames until nothing moves; the header pins and the
    // list carries on past it.
    screen.touchBegan(at: Point(x: 200, y: 700), time: time)
    for step in 1...5 {
      time += 1.0 / 60
      screen.touchMoved(to: Point(x: 200, y: 700 - Double(step) * 40), time: time)
    }
    screen.touchEnded(at: Point(x: 200, y: 500), time: time)
    while !screen.isAtRest {
      time += 1.0 / 60
      screen.advance(to: time)
    }
    #expect(screen.rendered.headerLayout?.isPinned == true)
    #expect(screen.rendered.tabBar.minY == 47)
    let postsOffset = screen.lists[0].contentOffset.y

    // A tab tap: the second tab shows, the header stays pinned (keepsHeader), and the
    // first tab keeps its place.
    screen.tapTab(1, time: time)
    while !screen.isAtRest {
      time += 1.0 / 60
      screen.advance(to: time)
    }
    #expect(screen.rendered.tabSelection.selectedIndex == 1)
    #expect(screen.rendered.headerLayout?.isPinned == true)
    #expect(screen.lists[0].contentOffset.y == postsOffset)
    // example: end
  }

  @Test func theArticleQuotesThisExample() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/NestedScrollSimulation/NestedScrollSimulation.docc/DrivingASimulatedScreen.md"),
      encoding: .utf8)
    let quoted = Self.lines(of: test, between: "// example: begin", and: "// example: end")
    let shown = Self.lines(of: article, between: "```swift", and: "```")
    #expect(!quoted.isEmpty)
    #expect(shown == quoted, "the article's example is not the tested one: copy it from this file")
  }

  /// The lines strictly between the first line that is `begin` and the next that is `end`
  /// (both trimmed), with their common indentation removed.
  static func lines(of text: String, between begin: String, and end: String) -> [String] {
    let all = text.components(separatedBy: "\n")
    guard let start = all.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == begin }),
      let stop = all[(start + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == end })
    else { return [] }
    let body = Array(all[(start + 1)..<stop])
    let indent =
      body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
  }
}
