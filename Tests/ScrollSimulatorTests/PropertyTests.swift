import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Random sequences of touches, flings, frames and geometry changes on a phone-sized view.
///
/// The bound "offset within the bounds ± the viewport" is not a law of the physics (the
/// ScrollPhysics article, "The model"): a bounce peaks |v| / (ω·e) beyond the edge (ω = 10), which exceeds a viewport
/// D once the edge is crossed faster than 27.2·D pt/s (22 900 pt/s here). The inputs stay
/// within what a finger produces: touch samples at most 6000 pt/s apart (the release
/// velocity the tracker fits stays well under 20 000), flings up to ±20 000 pt/s started
/// inside the bounds (a fling is "a drag that just ended", and a drag that ends
/// overscrolled is covered by the touch operations).
@Suite("Properties of random input")
struct PropertyTests {
  /// One step of a random session. Times are increments, in seconds.
  enum Operation: Sendable, CustomStringConvertible {
    case touchDown(y: Double, after: Double)
    case touchMove(by: Double, after: Double)
    case touchUp(after: Double)
    case fling(velocity: Double)
    case frames(duration: Double)
    case contentHeight(Double)
    case insets(top: Double, bottom: Double)

    var description: String {
      switch self {
      case .touchDown(let y, let dt): "down(\(y), +\(dt))"
      case .touchMove(let dy, let dt): "move(\(dy), +\(dt))"
      case .touchUp(let dt): "up(+\(dt))"
      case .fling(let v): "fling(\(v))"
      case .frames(let d): "frames(\(d))"
      case .contentHeight(let h): "content(\(h))"
      case .insets(let top, let bottom): "insets(\(top), \(bottom))"
      }
    }
  }

  static let viewport = 844.0

  static let operation = zip(Gen.int(in: 0...11), Gen.double(in: 0...1), Gen.double(in: 0...1)).map {
    kind, a, b -> Operation in
    let after = 0.008 + 0.042 * b  // 8–50 ms between touch events
    switch kind {
    case 0...3: return .touchMove(by: (-1 + 2 * a) * 6000 * after, after: after)  // ≤ 6000 pt/s
    case 4: return .touchDown(y: -200 + 1244 * a, after: after)
    case 5: return .touchUp(after: after)
    case 6: return .fling(velocity: -20000 + 40000 * a)
    case 7, 8: return .frames(duration: 0.5 * a)
    case 9: return .contentHeight(6000 * a)
    default: return .insets(top: 300 * a, bottom: 100 * b)
    }
  }

  /// Plays `operations` on a fresh view, checking after every callback and frame; then
  /// lifts the finger and plays frames until rest. Returns the failures found.
  static func play(_ operations: [Operation]) -> [String] {
    let view = SimulatedScrollView(
      size: Size(width: 390, height: viewport), contentSize: Size(width: 390, height: 3000))
    let delegate = RecordingDelegate()
    view.delegate = delegate
    var failures: [String] = []
    var step = "start"
    // A geometry change can leave the offset outside the new bounds by any amount; from
    // there it must not get farther out than the viewport. `stranded` holds the offsets
    // left outside by geometry changes until the content is back inside its bounds.
    var stranded: ClosedRange<Double>?
    func check(_ label: String) {
      let bounds = view.verticalOffsetBounds
      let values = [
        view.contentOffset.x, view.contentOffset.y, view.velocity.x, view.velocity.y, bounds.lowerBound,
        bounds.upperBound, view.currentTime,
      ]
      if !values.allSatisfy({ $0.isFinite }) {
        failures.append("\(step) \(label): non-finite state \(values)")
      }
      let y = view.contentOffset.y
      if bounds.contains(y) { stranded = nil }
      let low = min(bounds.lowerBound, stranded?.lowerBound ?? .infinity) - viewport
      let high = max(bounds.upperBound, stranded?.upperBound ?? -.infinity) + viewport
      if y < low || y > high {
        failures.append(
          "\(step) \(label): offset \(y) beyond \(low)...\(high) (bounds \(bounds) ± \(viewport))")
      }
    }
    func geometryChanged() {
      let y = view.contentOffset.y
      if !view.verticalOffsetBounds.contains(y) {
        stranded = min(y, stranded?.lowerBound ?? y)...max(y, stranded?.upperBound ?? y)
      }
    }
    delegate.onDidScroll = { _ in check("didScroll") }

    var time = 0.0
    var fingerY = 400.0
    for operation in operations {
      step = "\(operation)"
      switch operation {
      case .touchDown(let y, let after):
        time += after
        // A second touch-down while one finger is down is out of order and ignored; the
        // finger that is down stays where it is.
        if !view.isTracking { fingerY = y }
        view.touchBegan(at: Point(x: 200, y: y), time: time)
      case .touchMove(let dy, let after):
        time += after
        fingerY += dy
        view.touchMoved(to: Point(x: 200, y: fingerY), time: time)
      case .touchUp(let after):
        time += after
        view.touchEnded(at: Point(x: 200, y: fingerY), time: time)
      case .fling(let velocity):
        view.advance(to: time)
        if view.verticalOffsetBounds.contains(view.contentOffset.y) {
          view.fling(velocity: Point(x: 0, y: velocity), time: time)
        }
      case .frames(let duration):
        let end = time + duration
        while time < end {
          time = min(end, time + 1.0 / 120)
          view.advance(to: time)
          check("frame")
        }
      case .contentHeight(let height):
        // Geometry changes while something moves (a fling, a bounce, a finger): at rest
        // the simulator, like UIKit, leaves an offset outside new bounds until touched.
        if view.isDecelerating || view.isTracking {
          view.contentSize = Size(width: 390, height: height)
          geometryChanged()
        }
      case .insets(let top, let bottom):
        if view.isDecelerating || view.isTracking {
          view.contentInset = EdgeInsets(top: top, bottom: bottom)
          geometryChanged()
        }
      }
      check("after")
      if failures.count > 5 { return failures }
    }

    step = "end"
    if view.isTracking {
      time += 0.01
      view.touchEnded(at: Point(x: 200, y: fingerY), time: time)
    }
    let restDeadline = time + 10
    while view.isDecelerating, time < restDeadline {
      time += 1.0 / 120
      view.advance(to: time)
      check("frame")
    }
    if view.isDecelerating {
      failures.append("still decelerating 10 s after input stopped, at \(view.contentOffset.y)")
    }
    if !view.verticalOffsetBounds.contains(view.contentOffset.y) {
      failures.append("rests at \(view.contentOffset.y) outside \(view.verticalOffsetBounds)")
    }
    return failures
  }

  @Test func randomSessionsStayFiniteBoundedAndComeToRest() async {
    await propertyCheck(count: 500, input: Self.operation.array(of: 1...40)) { operations in
      let failures = Self.play(operations)
      #expect(failures.isEmpty, "\(operations)\n\(failures.joined(separator: "\n"))")
    }
  }

  @Test func aFlingRestsAtTheClampedProjectionWithABoundedBounce() async {
    await propertyCheck(count: 300, input: Gen.double(in: 0...2156), Gen.double(in: -20000...20000)) {
      start, velocity in
      let view = SimulatedScrollView(
        size: Size(width: 390, height: Self.viewport), contentSize: Size(width: 390, height: 3000))
      view.contentOffset = Point(x: 0, y: start)
      fling(view, velocity: velocity)
      let frames = playUntilRest(view, limit: 10)
      #expect(!view.isDecelerating)
      let natural = start + Expected.projection(velocity: velocity)
      let rest = view.contentOffset.y
      if natural < 0 || natural > 2156 {
        // It reaches the edge with v0 + k·distance; the spring peaks |v| / (ω·e) beyond it.
        let edge = natural < 0 ? 0.0 : 2156
        #expect(rest == edge)
        let crossing = Expected.decayVelocity(velocity, afterTravelling: edge - start)
        let overscroll = frames.map { max(-$0.offset, $0.offset - 2156) }.max() ?? 0
        #expect(overscroll <= Expected.bouncePeak(crossingVelocity: crossing) + 1e-6)
        #expect(overscroll < Self.viewport)
      } else {
        expectApproximatelyEqual(rest, natural, absoluteTolerance: 1e-6)
        #expect(frames.allSatisfy { (0...2156).contains($0.offset) })
      }
    }
  }

  @Test func insideTheBoundsADragTracksEveryFingerSample() async {
    let moves = zip(Gen.double(in: -150...150), Gen.double(in: 0.002...0.05)).array(of: 1...30)
    await propertyCheck(count: 300, input: Gen.double(in: 400...2000), moves) { start, moves in
      let view = SimulatedScrollView(
        size: Size(width: 390, height: Self.viewport), contentSize: Size(width: 390, height: 5000))
      view.contentOffset = Point(x: 0, y: start)
      var time = 0.0
      view.touchBegan(at: Point(x: 200, y: 400), time: time)
      time += 0.01
      view.touchMoved(to: Point(x: 200, y: 390), time: time)  // exactly the hysteresis
      var finger = 390.0
      for (dy, dt) in moves {
        // Keep the finger where the content stays inside its bounds (0...4156).
        let next = min(max(finger + dy, 390 - (4156 - start)), 390 + start)
        finger = next
        time += dt
        view.touchMoved(to: Point(x: 200, y: finger), time: time)
        expectApproximatelyEqual(view.contentOffset.y, start + 390 - finger, absoluteTolerance: 1e-9)
      }
    }
  }

  @Test func pastTheEdgeTheOverscrollIsTheRubberBandOfTheExcess() async {
    await propertyCheck(count: 300, input: Gen.double(in: 0...100000), Gen.bool) { excess, atTop in
      let view = SimulatedScrollView(
        size: Size(width: 390, height: Self.viewport), contentSize: Size(width: 390, height: 3000))
      let edge = atTop ? 0.0 : 2156
      let direction = atTop ? 1.0 : -1.0  // finger moves down at the top, up at the bottom
      view.contentOffset = Point(x: 0, y: edge)
      view.touchBegan(at: Point(x: 200, y: 400), time: 0)
      view.touchMoved(to: Point(x: 200, y: 400 + 10 * direction), time: 0.01)
      view.touchMoved(to: Point(x: 200, y: 400 + (10 + excess) * direction), time: 0.05)
      let overscroll = abs(view.contentOffset.y - edge)
      expectApproximatelyEqual(
        overscroll, Expected.rubberBand(excess: excess, dimension: Self.viewport), absoluteTolerance: 1e-6)
      #expect(overscroll < Self.viewport)
    }
  }

  @Test func aFlingIsTheSameAtAnyFrameTimes() async {
    await propertyCheck(count: 200, input: Gen.double(in: -8000...8000), Gen.int(in: 0...Int(Int32.max))) {
      velocity, seed in
      func trajectory(irregular: Bool) -> [Double] {
        let view = SimulatedScrollView(
          size: Size(width: 390, height: Self.viewport), contentSize: Size(width: 390, height: 3000))
        view.contentOffset = Point(x: 0, y: 1000)
        fling(view, velocity: velocity)
        var generator = SplitMix64(seed: UInt64(seed))
        var samples: [Double] = []
        var time = 0.0
        for checkpoint in stride(from: 0.1, through: 5, by: 0.1) {
          while irregular, time + 0.004 < checkpoint {
            time = min(checkpoint, time + Double.random(in: 0.004...0.025, using: &generator))
            view.advance(to: time)
          }
          time = checkpoint
          view.advance(to: time)
          samples.append(view.contentOffset.y)
        }
        return samples
      }
      let coarse = trajectory(irregular: false)
      let fine = trajectory(irregular: true)
      for (a, b) in zip(coarse, fine) {
        expectApproximatelyEqual(a, b, absoluteTolerance: 0.5, "\(coarse) vs \(fine)")
      }
      #expect(coarse.last == fine.last)
    }
  }
}
