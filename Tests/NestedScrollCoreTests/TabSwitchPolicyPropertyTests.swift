@_spi(Testing) import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import PropertyBased
import ScrollPhysics
import ScrollSimulator
import Testing

/// Property tests of ``TabSwitchPolicy/keepsContent`` over random gestures with tab switches
/// (seeded by the property framework, shrunk on failure): a switch shows the tab exactly
/// where it was and does not move the header at its instant; the header never moves faster
/// than its list's motion plus its animation's speed, and not at all on its own while a
/// finger is down; after every lift nothing moves faster than at release; at every rest the
/// header is at a snap position (snapping on) and every list within its bounds.
@Suite struct TabSwitchPolicyPropertyTests {
  /// One step of a session.
  enum Move: Sendable, CustomStringConvertible {
    /// A flick on the active list: content at `velocity` points per second (positive: up).
    case flick(velocity: Double)
    /// A slow drag by `dy` points that rests before lifting.
    case place(dy: Double)
    /// A tab-bar tap.
    case tap(page: Int)
    /// A horizontal swipe to the next or previous page.
    case swipe(forward: Bool)
    /// A finger that touches down, holds still for `hold` seconds and lifts.
    case touch(hold: Double)
    /// Frames only.
    case wait(Double)

    init(code: Int, _ a: Double, _ b: Double) {
      switch code {
      case 0: self = .flick(velocity: (a < 0.5 ? -1 : 1) * (100 + 5000 * abs(a - 0.5) * 2))
      case 1: self = .place(dy: (a - 0.5) * 700)
      case 2: self = .tap(page: Int(a * 2.999))
      case 3: self = .swipe(forward: a > 0.5)
      case 4: self = .touch(hold: 0.3 * a)
      default: self = .wait(0.6 * b)
      }
    }

    var description: String {
      func r(_ x: Double) -> String { String(Int((x * 10).rounded()) / 10) }
      switch self {
      case .flick(let v): return "flick(\(r(v)) pt/s)"
      case .place(let dy): return "place(\(r(dy)))"
      case .tap(let page): return "tap(\(page))"
      case .swipe(let forward): return forward ? "swipe(forward)" : "swipe(back)"
      case .touch(let hold): return "touch(\(r(hold * 1000)) ms)"
      case .wait(let t): return "wait(\(r(t * 1000)) ms)"
      }
    }

    static let sessions = zip(Gen.int(in: 0...5), Gen.double(in: 0...1), Gen.double(in: 0...1))
      .map { Move(code: $0, $1, $2) }.array(of: 1...14)
  }

  @Test func randomSessionsKeepContentAndMoveTheHeaderContinuously() async {
    await propertyCheck(count: 200, input: Gen.bool, Gen.bool, Move.sessions) { snaps, fast, moves in
      var configuration = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: snaps)
      configuration.tabSwitchPolicy = .keepsContent
      let screen = try makeScreen(configuration, contentHeights: [5000, 3000, 1200])
      let driver = ScreenDriver(screen, frameRate: fast ? 120 : 60)
      let checker = KeepsContentChecker(screen)
      checker.playSession(moves, on: driver)
    }
  }
}

/// Plays moves and checks the keeps-content rules around each.
final class KeepsContentChecker: SessionRules {
  let screen: SimulatedProfileScreen
  private(set) var failed = false
  /// The previous frame and the transition's largest leg then.
  private var previous: (frame: FrameRecord, leg: Double)?
  /// After a lift: its time, offset and speed, and the page.
  private var release: (page: Int, offset: Double, speed: Double, velocity: Double)?
  private var afterRelease: [FrameRecord] = []

  init(_ screen: SimulatedProfileScreen) {
    self.screen = screen
  }

  var coordinator: NestedScrollCoordinator<SimulatedScrollView> { screen.coordinator }
  var maximumCollapse: Double { coordinator.space.maximumCollapse }

  private func check(
    _ condition: Bool, _ message: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !condition else { return }
    failed = true
    Issue.record("\(message())", sourceLocation: sourceLocation)
  }

  /// The header position a list at `offset` implies, clamped to the pin.
  func implied(_ offset: Double) -> Double {
    min(coordinator.space.headerPosition(forOffset: offset), maximumCollapse)
  }

  /// The header position shown.
  func shown(_ layout: HeaderLayout) -> Double { layout.collapse - layout.overscroll }

  /// The distance of the leg the transition plays (or will play): it bounds the header's own speed.
  var leg: Double { abs(coordinator.headerTransition?.legShift ?? 0) }

  func checkFrame(_ frame: FrameRecord) {
    guard !failed else { return }
    defer {
      previous = (frame, leg)
      if release != nil { afterRelease.append(frame) }
    }
    // Without a transition the header is where the active list puts it.
    if coordinator.headerTransition == nil {
      let expected = coordinator.space.layout(
        forOffset: frame.offset, refreshReservation: coordinator.refreshReservation,
        overscroll: .stretchHeader)
      check(frame.layout == expected, "the header is not where list \(frame.page) puts it at \(frame.time)")
    }
    guard let (a, legBefore) = previous, frame.time > a.time else { return }
    let dt = frame.time - a.time
    // The list that was active moved the header by at most its own motion; on its own, the
    // header moves at most at its animation's speed, and not at all with a finger down.
    let listStep = abs(implied(frame.offsets[a.page]) - implied(a.offsets[a.page]))
    let own =
      a.finger != nil && frame.finger != nil
      ? 0 : HeaderTransition.peakSpeed(distance: max(legBefore, leg)) * dt
    let step = abs(shown(frame.layout) - shown(a.layout))
    check(
      step <= listStep + own + 1e-6,
      "header step \(step) at \(frame.time): list \(listStep), animation \(own) (finger \(frame.finger != nil))"
    )
  }

  func play(_ move: TabSwitchPolicyPropertyTests.Move, on driver: ScreenDriver) {
    switch move {
    case .flick(let velocity):
      driver.touchDown(y: 600)
      driver.move(toY: 600 + (velocity > 0 ? -40 : 40), duration: 40 / abs(velocity))
      let list = screen.activeList
      let inBounds = list.verticalOffsetBounds.contains(list.contentOffset.y)
      if list.isDragging, inBounds {
        release = (coordinator.activePage, list.contentOffset.y, abs(list.velocity.y), list.velocity.y)
        afterRelease = []
      }
      driver.lift()
      driver.wait(0.3)
      checkRelease()
    case .place(let dy):
      driver.place(fromY: 500, toY: 500 - dy, duration: 0.5)
    case .tap(let page):
      switchKeepsPosition(to: page) { driver.tapTab(page) }
    case .swipe(let forward):
      let width = screen.width
      driver.swipe(fromX: width * (forward ? 0.8 : 0.2), toX: width * (forward ? 0.2 : 0.8))
    case .touch(let hold):
      driver.touchDown(y: 550)
      driver.hold(hold)
      driver.lift()
    case .wait(let duration):
      driver.wait(duration)
    }
    if case .wait = move { return }
    driver.runUntilRest()
    checkRelease()
    checkAtRest()
  }

  /// A tap shows the tab exactly where it was, and the header does not move at its instant.
  private func switchKeepsPosition(to page: Int, _ tap: () -> Void) {
    let offset = screen.lists[page].contentOffset.y
    let layout = coordinator.layout
    tap()
    check(screen.lists[page].contentOffset.y == offset, "tab \(page) moved from \(offset) on the switch")
    check(coordinator.layout == layout, "the header moved at the switch's instant")
  }

  /// After a lift, the list moves no faster than at release (or than the slowest snap in
  /// time), toward where it rests.
  private func checkRelease() {
    guard let (page, offset, speed, velocity) = release, !failed else { return }
    let frames = afterRelease
    release = nil
    afterRelease = []
    guard let last = frames.last, last.page == page else { return }
    let rest = last.offset
    guard (rest - offset) * velocity > 0 else { return }
    let limit = max(speed, ScrollMotion.slowestSnapSpeed(distance: abs(rest - offset)))
    for (a, b) in zip(frames, frames.dropFirst()) where a.page == page && b.page == page {
      let step = abs(b.offset - a.offset)
      check(
        step <= limit * 1.02 * (b.time - a.time) + Rest.distance + 1e-9,
        "\(step / (b.time - a.time)) pt/s at \(b.time) after a release at \(speed) pt/s")
    }
  }

  /// At rest: the header at a snap position (snapping on) unless the list cannot reach the
  /// pin, every list within its bounds.
  func checkAtRest() {
    guard !failed, screen.isAtRest else { return }
    for (page, list) in screen.lists.enumerated() {
      let bounds = list.verticalOffsetBounds
      let y = list.contentOffset.y
      check(
        y >= bounds.lowerBound - 1e-6 && y <= bounds.upperBound + 1e-6,
        "list \(page) rests at \(y) outside \(bounds)")
    }
    check(coordinator.headerTransition == nil, "a transition left at rest")
    if coordinator.configuration.snapsHeader {
      let c = coordinator.layout.collapse
      let list = screen.activeList
      let atEnd = abs(list.contentOffset.y - list.verticalOffsetBounds.upperBound) < 1e-6
      check(c < 1e-6 || c > maximumCollapse - 1e-6 || atEnd, "the header rests at collapse \(c)")
    }
  }
}
