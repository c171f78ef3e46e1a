import NestedScrollCore
import NestedScrollFuzzing
import NestedScrollPropertyChecks
import Testing

/// Property tests of ``TabSwitchPolicy/keepsContent`` over random gestures with tab switches
/// (seeded by the property framework, shrunk on failure), played by the fuzzer's own session
/// and checked against its invariants (``NestedScrollFuzzing/InvariantChecker``): a switch
/// shows the tab exactly where it was and does not move the header at its instant; the
/// header is where the active list puts it but on its way after a switch, never moves
/// faster than its list's motion plus its way's speed, and not at all on its own while a
/// finger is down; after every lift nothing moves faster than at release; whenever nothing
/// moves, the header is at a snap position (snapping on) and every list within its bounds.
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

    /// Writes the move into `script`, then frames until any motion it started has ended
    /// (a wait is only frames).
    func play(on script: SessionScript) {
      let driver = script.driver
      switch self {
      case .flick(let velocity):
        driver.touchDown(y: 600)
        driver.move(toY: 600 + (velocity > 0 ? -40 : 40), duration: 40 / abs(velocity))
        driver.lift()
        driver.wait(0.3)
      case .place(let dy):
        driver.place(fromY: 500, toY: 500 - dy, duration: 0.5)
      case .tap(let page):
        script.send(.tapTab(page))
      case .swipe(let forward):
        script.swipe(forward: forward)
      case .touch(let hold):
        driver.touchDown(y: 550)
        driver.hold(hold)
        driver.lift()
      case .wait(let duration):
        driver.wait(duration)
        return
      }
      driver.wait(6)
    }
  }

  @Test func randomSessionsKeepContentAndMoveTheHeaderContinuously() async {
    await propertyCheck(count: 200, input: Gen.bool, Gen.bool, Move.sessions) { snaps, fast, moves in
      var configuration = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: snaps)
      configuration.tabSwitchPolicy = .keepsContent
      let screen = FuzzScreen(configuration: configuration, width: 390, contentHeights: [5000, 3000, 1200])
      let script = SessionScript(screen: screen, frameRate: fast ? 120 : 60)
      for move in moves { move.play(on: script) }
      script.play()
    }
  }
}
