import NestLabKit
import NestedScrollExpectations
import ScrollSimulator
import Testing

/// The threshold lock, `isScrollEnabled` toggled at the threshold (NestLabStrategies'
/// ThresholdLock article).
@Suite("Baseline: threshold lock")
struct BaselineThresholdLockTests {
  /// A fast fling on the header: ours carries it through the pin into the list; the
  /// threshold lock stops dead there.
  @Test func aFlingFromTheHeaderStopsDeadAtThePin() throws {
    let spec = BaselineScreens.profile()
    let pin = BaselineScreens.pin(spec)
    var results: [String: (before: Double, after: Double, ratio: Double)] = [:]
    var rests: [String: Double] = [:]
    for type in [CoordinatorStrategy.self, BaselineThresholdLockStrategy.self]
      as [any NestedScrollStrategy.Type]
    {
      let finger = FingerDriver(try type.init(screen: spec))
      let y = BaselineScreens.onHeader(spec)
      finger.drag(fromY: y, toY: y - 150, duration: 0.1)  // 1500 pt/s, released moving
      let release = finger.frames.count
      finger.wait(2)
      results[type.identifier] = Motion.continuity(
        finger.frames, from: release - 1, across: pin)
      rests[type.identifier] = finger.observation.scrollPosition
    }
    let ours = try #require(results["ours"])
    let lock = try #require(results["threshold-lock"])
    #expect(ours.before > 1000 && lock.before > 1000, "both arrive at the pin fast")
    #expect(ours.ratio > 0.8, "ours keeps its momentum through the pin: \(ours)")
    #expect(lock.ratio < 0.05, "the lock loses it: \(lock)")
    #expect(lock.after < ours.after / 20)
    #expect(try #require(rests["threshold-lock"]) == pin, "the content rests exactly at the pin")
    #expect(try #require(rests["ours"]) > pin + 200, "ours travels on into the list")
  }

  /// A drag from the list area through the pin: the lock cancels the drag at the threshold
  /// (the ThresholdLock article's write-up: "a second gesture is needed"), while ours follows
  /// the finger all the way.
  @Test func aDragThroughThePinIsCancelledAtTheThreshold() throws {
    let spec = BaselineScreens.profile()
    let pin = BaselineScreens.pin(spec)
    var travelled: [String: Double] = [:]
    for type in [CoordinatorStrategy.self, BaselineThresholdLockStrategy.self]
      as [any NestedScrollStrategy.Type]
    {
      let finger = FingerDriver(try type.init(screen: spec))
      finger.drag(fromY: 800, toY: 300, duration: 0.5, hold: 0.1)
      finger.wait(0.5)
      travelled[type.identifier] = finger.observation.scrollPosition
    }
    let fingerTravel = 500 - SimulatedScrollView.dragHysteresis
    expectApproximatelyEqual(try #require(travelled["ours"]), fingerTravel, absoluteTolerance: 0.5)
    #expect(try #require(travelled["threshold-lock"]) == pin)
  }

  /// The hand-back: a list pulled below −5 disables itself and enables the outer
  /// view; its timer enables it again 0.4 s later.
  @Test func aListPulledPastItsTopIsReenabledByTheTimer() throws {
    let spec = BaselineScreens.profile()
    let lock = try BaselineThresholdLockStrategy(screen: spec)
    let finger = FingerDriver(lock)
    finger.drag(fromY: 800, toY: 300, duration: 0.5, hold: 0.1)  // pins the header
    #expect(!lock.outer.isScrollEnabled && lock.lists[0].isScrollEnabled)
    finger.drag(fromY: 400, toY: 500, duration: 0.2, lift: false)
    let disabledAt = try #require(finger.frames.first { $0.observation.tabOffsets[0] < -5 }).time
    #expect(!lock.lists[0].isScrollEnabled && lock.outer.isScrollEnabled)
    finger.lift()
    var reenabledAt: Double?
    while finger.time < disabledAt + 1 {
      finger.wait(1.0 / 60)
      if reenabledAt == nil, lock.lists[0].isScrollEnabled { reenabledAt = finger.time }
    }
    let delay = try #require(reenabledAt) - disabledAt
    #expect(delay >= BaselineThresholdLockStrategy.reenableDelay - 1e-9)
    #expect(delay < BaselineThresholdLockStrategy.reenableDelay + 0.1)
  }
}
