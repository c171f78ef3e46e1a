import NestedScrollCore
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Property tests of what the simulated screen shows (``NestedScrollSimulation/RenderedScreen``,
/// built only from the host's outputs, as a phone's views are), through random sessions of
/// drags, partial and whole swipes, tab taps, tabs chosen in code, reloads of one page or of
/// all, rotations and changes of layout direction. After every touch sample and frame: the tab indicator stands where the
/// pager is; one list, the selected page's, owns the status-bar tap; no page off screen is
/// visible to VoiceOver; appearance callbacks are balanced, and only pages on screen have
/// appeared.
@Suite struct RenderedScreenPropertyTests {
  /// One step of a session.
  enum Move: CustomStringConvertible, Sendable {
    /// A vertical drag by `dy` points, lifted still.
    case drag(dy: Double)
    /// A horizontal drag by `dx` page widths (negative: toward the next page), lifted while
    /// moving.
    case swipe(dx: Double)
    /// A tab-bar tap on the page a fraction 0…1 picks.
    case tap(page: Double)
    /// A tab chosen in code.
    case select(page: Double, animated: Bool)
    /// A layout pass at a new size (a rotation, a split-view resize).
    case resize(width: Double, height: Double)
    /// A layout pass in the other layout direction.
    case flipDirection
    /// The app reloads the page a fraction 0…1 picks (`reloadPage`).
    case reload(page: Double)
    /// The app reloads every page, as many as before (`reloadPages(count:)`).
    case reloadAll
    /// Frames only.
    case wait(Double)

    init(code: Int, _ a: Double, _ b: Double) {
      switch code {
      case 0: self = .drag(dy: (a - 0.5) * 1_600)
      case 1: self = .swipe(dx: (a - 0.5) * 3)
      case 2: self = .tap(page: a)
      case 3: self = .select(page: a, animated: b > 0.5)
      case 4: self = .resize(width: 320 + 700 * a, height: 500 + 500 * b)
      case 5: self = .flipDirection
      case 6: self = .reload(page: a)
      case 7: self = .reloadAll
      default: self = .wait(0.02 + 1.5 * a)
      }
    }

    var description: String {
      func r(_ x: Double) -> String { String(Int((x * 100).rounded()) / 100) }
      switch self {
      case .drag(let dy): return "drag(\(r(dy)))"
      case .swipe(let dx): return "swipe(\(r(dx)) pages)"
      case .tap(let page): return "tap(\(r(page * 100))%)"
      case .select(let page, let animated): return "select(\(r(page * 100))%\(animated ? ", animated" : ""))"
      case .resize(let width, let height): return "resize(\(r(width)) × \(r(height)))"
      case .flipDirection: return "flipDirection"
      case .reload(let page): return "reload(\(r(page * 100))%)"
      case .reloadAll: return "reloadAll"
      case .wait(let t): return "wait(\(r(t * 1000)) ms)"
      }
    }

    static let sessions = zip(Gen.int(in: 0...8), Gen.double(in: 0...1), Gen.double(in: 0...1))
      .map { Move(code: $0, $1, $2) }.array(of: 1...14)
  }

  /// Watches a screen's rendered state after every event and frame; records the first
  /// problem.
  final class Watcher {
    let screen: SimulatedProfileScreen
    /// Each page's last appearance callback.
    var appearances: [PageAppearanceTransition?]
    /// The first problem seen, with what happened before it.
    var problem: String?
    /// What was played so far.
    var moves: [String] = []

    init(_ screen: SimulatedProfileScreen) {
      self.screen = screen
      appearances = Array(repeating: nil, count: screen.lists.count)
    }

    /// Checks the screen now.
    func check(_ when: String) {
      guard problem == nil else { return }
      if let found = findProblem() { problem = "\(found) — \(when), after \(moves)" }
    }

    private func findProblem() -> String? {
      let rendered = screen.rendered
      let pager = screen.pager
      let width = pager.boundsSize.width
      let last = Double(rendered.pages.count - 1)
      let selected = screen.host.selectedPage
      // The indicator tracks the pager within one event.
      if rendered.tabSelection.selectedIndex != selected {
        return "the tab bar selects \(rendered.tabSelection.selectedIndex), page \(selected) is selected"
      }
      if width > 0 {
        let slot = min(max(pager.contentOffset.x / width, 0), last)
        let progress = screen.measurements.isRightToLeft ? last - slot : slot
        if abs(rendered.tabSelection.progress - progress) > 1e-9 {
          return "indicator at \(rendered.tabSelection.progress), the pager shows \(progress)"
        }
      }
      // One scroll-to-top owner: the selected page's list, once it is loaded.
      let owners = rendered.pages.indices.filter { rendered.pages[$0].scrollsToTop }
      if owners.count > 1 || (rendered.pages[selected].isLoaded && owners != [selected]) {
        return "scrollsToTop on \(owners) with page \(selected) selected"
      }
      // Off-screen pages are hidden from VoiceOver.
      let pageWidth = rendered.containerLayout?.pageWidth ?? 0
      func isOnScreen(_ page: RenderedPage) -> Bool {
        page.isLoaded && page.frameX < pager.contentOffset.x + width
          && pager.contentOffset.x < page.frameX + pageWidth
      }
      for (index, page) in rendered.pages.enumerated()
      where page.isLoaded && !page.isAccessibilityHidden && !isOnScreen(page) {
        return
          "page \(index) at x \(page.frameX) is off screen (pager at \(pager.contentOffset.x)) but not hidden"
      }
      // Appearance callbacks are balanced; only pages on screen have appeared.
      for event in rendered.appearanceLog {
        let previous = appearances[event.page]
        if !event.transition.canFollow(previous) {
          return "page \(event.page) got \(event.transition) after \(String(describing: previous))"
        }
        appearances[event.page] = event.transition
      }
      screen.clearAppearanceLog()
      for (index, state) in appearances.enumerated() where state == .didAppear {
        if !isOnScreen(rendered.pages[index]) { return "page \(index) has appeared but is not on screen" }
      }
      return nil
    }
  }

  /// Plays `move` on `driver`'s screen, checking after every event and frame.
  static func play(_ move: Move, on driver: ScreenDriver, watcher: Watcher) {
    let screen = driver.screen
    let pages = screen.lists.count
    func page(_ fraction: Double) -> Int { min(pages - 1, max(0, Int(fraction * Double(pages)))) }
    let width = screen.pager.boundsSize.width
    switch move {
    case .drag(let dy):
      driver.touchDown(x: width / 2, y: 500)
      watcher.check("touch down")
      driver.move(to: Point(x: width / 2, y: 500 - dy), duration: 0.3)
      driver.hold(0.1)
      driver.lift()
    case .swipe(let dx):
      driver.touchDown(x: width / 2, y: 500)
      watcher.check("touch down")
      driver.move(to: Point(x: width / 2 + dx * width, y: 500), duration: 0.25)
      driver.lift()
    case .tap(let fraction):
      driver.tapTab(page(fraction))
    case .select(let fraction, let animated):
      screen.host.selectPage(page(fraction), animated: animated, at: driver.time)
    case .resize(let newWidth, let height):
      var measured = screen.measurements
      (measured.width, measured.height) = (newWidth, height)
      screen.layOut(measured, time: driver.time)
    case .flipDirection:
      var measured = screen.measurements
      measured.isRightToLeft.toggle()
      screen.layOut(measured, time: driver.time)
    case .reload(let fraction):
      screen.host.reloadPage(page(fraction))
    case .reloadAll:
      screen.host.reloadPages(count: pages)
    case .wait(let duration):
      driver.wait(duration)
    }
    watcher.check("\(move)")
  }

  @Test func theRenderedScreenFollowsThePagerTheSelectionAndTheScreenEdges() async {
    await propertyCheck(count: 120, input: Gen.bool, Move.sessions) { rightToLeft, moves in
      guard let screen = try? makeScreen(contentHeights: [5_000, 3_000, 4_000, 2_000]) else {
        Issue.record("the standard screen is valid")
        return
      }
      let driver = ScreenDriver(screen, frameRate: 60)
      let watcher = Watcher(screen)
      driver.onFrame = { _ in watcher.check("a frame") }
      if rightToLeft {
        var measured = screen.measurements
        measured.isRightToLeft = true
        screen.layOut(measured, time: 0)
      }
      watcher.check("the first layout")
      for move in moves {
        watcher.moves.append("\(move)")
        Self.play(move, on: driver, watcher: watcher)
      }
      driver.wait(8)
      watcher.check("settled")
      #expect(watcher.problem == nil, "\(watcher.problem ?? "")")
    }
  }
}
