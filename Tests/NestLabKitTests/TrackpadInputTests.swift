import NestLabKit
import NestedScrollCore
import NestedScrollExpectations
import ScrollSimulator
import Testing

/// A scenario's `trackpad` steps: the runner hands their samples to a strategy as a
/// trackpad's scroll, which our host hears as indirect input and the re-enacted techniques
/// as the drag their pan gesture recognizes.
@Suite struct TrackpadInputTests {
  private let screen = ScreenSpec(
    tabs: [TabSpec(title: "A", contentHeight: 4000), TabSpec(title: "B", contentHeight: 3000)])

  /// Ours behind a probe that notes, on every move, which contact the host holds down.
  final class ContactProbe: NestedScrollStrategy {
    static let identifier = "contact-probe"
    static let summary = "ours, noting the host's contacts"
    /// What each move saw; written only by ``ourHostHearsTheTrackpadAsIndirectInput()``,
    /// whose runner builds the probe itself.
    nonisolated(unsafe) static var moves: [(indirect: Bool, finger: Bool)] = []
    let base: CoordinatorStrategy
    init(screen spec: ScreenSpec) throws(ScenarioError) { base = try CoordinatorStrategy(screen: spec) }
    private func note() {
      let contacts = base.screen.host.contacts
      Self.moves.append((contacts.isIndirectScrollDown, contacts.isFingerDown))
    }
    func touchBegan(at location: Point, time: Double) { base.touchBegan(at: location, time: time) }
    func touchMoved(to location: Point, time: Double) {
      base.touchMoved(to: location, time: time)
      note()
    }
    func touchEnded(at location: Point, time: Double) { base.touchEnded(at: location, time: time) }
    func trackpadBegan(at location: Point, time: Double) { base.trackpadBegan(at: location, time: time) }
    func trackpadMoved(to location: Point, time: Double) {
      base.trackpadMoved(to: location, time: time)
      note()
    }
    func trackpadEnded(at location: Point, time: Double) { base.trackpadEnded(at: location, time: time) }
    func advance(to time: Double) { base.advance(to: time) }
    func tapTab(_ index: Int, time: Double) { base.tapTab(index, time: time) }
    func setContentHeight(_ height: Double, tab: Int, time: Double) {}
    func setHeaderHeight(_ height: Double, time: Double) {}
    func endRefreshing(time: Double) {}
    var observation: Observation { base.observation }
  }

  /// A trackpad step reaches our host as an indirect scroll, a drag as a finger, and the
  /// content follows both the same way.
  @Test func ourHostHearsTheTrackpadAsIndirectInput() throws {
    ContactProbe.moves = []
    let scenario = Scenario(
      name: "t", summary: "", screen: screen, frames: .regular(hz: 60),
      script: [
        .trackpad(x: 195, fromY: 700, toY: 400, duration: 0.5, holdBeforeRelease: 0.1), .wait(duration: 0.3),
        .drag(x: 195, fromY: 700, toY: 400, duration: 0.5, holdBeforeRelease: 0.1),
      ])
    let trace = try ScenarioRunner().run(scenario, strategy: ContactProbe.self)
    let moves = ContactProbe.moves
    let split = try #require(moves.firstIndex { $0.finger })
    #expect(split > 10)
    #expect(moves[..<split].allSatisfy { $0.indirect && !$0.finger })
    #expect(moves[split...].allSatisfy { !$0.indirect && $0.finger })
    let touches = trace.events.filter { if case .touchBegan = $0 { return true } else { return false } }
    #expect(touches.count == 2)
    expectApproximatelyEqual(
      try #require(trace.samples.last).observation.scrollPosition, 580, absoluteTolerance: 1)
  }

  /// The re-enacted techniques get a trackpad scroll as the drag it is to their pan
  /// gesture: the same trace as a finger's.
  @Test func aBaselineGetsTheTrackpadAsADrag() throws {
    func trace(_ step: Step) throws -> Trace {
      let scenario = Scenario(
        name: "b", summary: "", screen: screen, frames: .regular(hz: 60), script: [step, .wait(duration: 1)])
      return try ScenarioRunner().run(scenario, strategy: BaselineThresholdLockStrategy.self)
    }
    let trackpad = try trace(.trackpad(x: 195, fromY: 700, toY: 300, duration: 0.3, holdBeforeRelease: 0))
    let finger = try trace(.drag(x: 195, fromY: 700, toY: 300, duration: 0.3, holdBeforeRelease: 0))
    #expect(trackpad.samples == finger.samples)
    #expect(try #require(trackpad.samples.last).observation.scrollPosition > 200)
  }

  /// Scenario 38: the scroll tracks through the pin, the flings keep their momentum, and
  /// two fingers resting on the trackpad stop the fling where it is.
  @Test func twoFingersRestingStopAFling() throws {
    let scenario = try ScenarioLoader.load(
      path: ScenarioLoaderTests.corpus + "/38-trackpad-scroll-through-pin.json")
    let trace = try ScenarioRunner().run(scenario, strategy: CoordinatorStrategy.self)
    let metrics = MetricsCalculator.metrics(for: trace)
    #expect(try #require(metrics.trackingError) < 0.5)
    #expect(try #require(metrics.momentumContinuity) > 0.99)
    #expect(metrics.reversals == 0)
    guard
      case .touchBegan(let rest) = trace.events.last(where: {
        if case .touchBegan = $0 { true } else { false }
      })
    else { return #expect(Bool(false), "no rest") }
    let atRest = try #require(trace.samples.first { $0.time >= rest }).observation.scrollPosition
    let before = try #require(trace.samples.last { $0.time < rest - 0.05 }).observation.scrollPosition
    #expect(atRest - before > 5, "still moving before the rest")
    #expect(
      trace.samples.filter { $0.time >= rest }.allSatisfy {
        abs($0.observation.scrollPosition - atRest) < 0.5
      })
  }
}
