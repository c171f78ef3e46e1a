import NestLabKit
import ScrollSimulator
import Testing

/// Modulo snapping in `scrollViewWillEndDragging` (NestLabStrategies' ModuloSnap article).
@Suite("Baseline: modulo snap")
struct BaselineModuloSnapTests {
  static var strategies: [any NestedScrollStrategy.Type] {
    [
      CoordinatorStrategy.self, BaselineModuloSnapStrategy.self,
    ]
  }

  /// A slow release a little past an item: the nearest multiple is behind the motion, and
  /// the content turns around at once (the "tick" the technique's write-up shows); ours snaps
  /// forward without a reversal.
  @Test func aTargetBehindTheFlingReversesTheVelocity() throws {
    let spec = BaselineScreens.profile(rate: 0.99, itemHeights: Array(repeating: 540, count: 12))
    var firstStep: [String: Double] = [:]
    var reversals: [String: Int] = [:]
    var releaseSpeed: [String: Double] = [:]
    for type in Self.strategies {
      let finger = FingerDriver(try type.init(screen: spec))
      // 410 pt up at ~340 pt/s: through the pin and 100 pt into the first item, released moving.
      finger.drag(fromY: 750, toY: 340, duration: 1.2)
      let release = finger.frames.count
      finger.wait(2)
      releaseSpeed[type.identifier] = Motion.speed(finger.frames, at: release - 1)
      firstStep[type.identifier] = finger.frames[release].position - finger.frames[release - 1].position
      reversals[type.identifier] = Motion.reversals(finger.frames, from: release - 2)
    }
    for speed in releaseSpeed.values { #expect(speed > 300, "released moving up: \(releaseSpeed)") }
    #expect(try #require(firstStep["ours"]) > 0, "\(firstStep)")
    #expect(try #require(reversals["ours"]) == 0, "\(reversals)")
    #expect(
      try #require(firstStep["modulo-snap"]) < 0, "the first frame after release goes back: \(firstStep)")
    #expect(try #require(reversals["modulo-snap"]) >= 1, "\(reversals)")
  }

  /// Items of different heights: the technique rounds to multiples of the first item's height,
  /// which are not item boundaries; ours lands on one.
  @Test func variableItemHeightsAreSnappedAsIfFixed() throws {
    let heights = (0..<16).map { $0 % 2 == 0 ? 300.0 : 700.0 }
    var boundaries: [Double] = [0]
    for height in heights { boundaries.append(boundaries[boundaries.count - 1] + height) }
    let spec = BaselineScreens.profile(rate: 0.99, itemHeights: heights)
    let pin = BaselineScreens.pin(spec)
    var rests: [String: Double] = [:]
    for type in Self.strategies {
      let finger = FingerDriver(try type.init(screen: spec))
      finger.drag(fromY: 800, toY: 490, duration: 0.6, hold: 0.1)  // to the pin, at rest
      finger.drag(fromY: 700, toY: 200, duration: 0.25)  // a fling into the list
      finger.wait(3)
      rests[type.identifier] = finger.observation.scrollPosition - pin
    }
    func isBoundary(_ y: Double) -> Bool { boundaries.contains { abs($0 - y) < 0.5 } }
    let ours = try #require(rests["ours"])
    let modulo = try #require(rests["modulo-snap"])
    #expect(ours > 300 && isBoundary(ours), "\(rests)")
    #expect(modulo > 300 && !isBoundary(modulo), "\(rests)")
    #expect(modulo.truncatingRemainder(dividingBy: heights[0]) == 0, "a multiple of the first height")
  }
}
