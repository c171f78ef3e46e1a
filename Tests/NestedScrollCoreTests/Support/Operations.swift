import NestedScrollPropertyChecks

/// One step of a random session on a profile screen.
enum Operation: CustomStringConvertible, Sendable {
  /// A drag from `startY` by `dy` over `duration`; `hold` pauses before lifting (no fling).
  case drag(startY: Double, dy: Double, duration: Double, hold: Bool)
  /// A fling with `velocity` (content points per second) after `distance` of finger.
  case fling(velocity: Double, distance: Double)
  /// Frames only.
  case wait(Double)
  /// A tab chosen in code (the host selects it and moves the pager).
  case select(page: Double, animated: Bool)
  /// `screen.tapTab`.
  case tapTab(page: Double)
  /// A horizontal swipe on the pager.
  case swipe(forward: Bool)
  /// Rows loaded or removed on a page (fraction of the page count, new height).
  case contentHeight(page: Double, height: Double)
  /// The header's height changes (its pinned part stays).
  case headerHeight(extra: Double)
  /// Frames until nothing moves.
  case settle

  init(code: Int, _ a: Double, _ b: Double, _ c: Double) {
    switch code {
    case 0: self = .drag(startY: 100 + 700 * a, dy: (b - 0.5) * 1400, duration: 0.15 + 1.2 * c, hold: c > 0.5)
    case 1: self = .fling(velocity: (a < 0.5 ? -1 : 1) * (150 + 6000 * abs(a - 0.5)), distance: 25 + 100 * b)
    case 2: self = .wait(0.02 + 0.8 * a)
    case 3: self = .select(page: a, animated: b > 0.5)
    case 4: self = .tapTab(page: a)
    case 5: self = .swipe(forward: a > 0.5)
    case 6: self = .contentHeight(page: a, height: b < 0.3 ? 400 * c : 6000 * c)
    case 7: self = .headerHeight(extra: 400 * a)
    default: self = .settle
    }
  }

  var description: String {
    func r(_ x: Double) -> String { String(Int((x * 10).rounded()) / 10) }
    switch self {
    case .drag(let y, let dy, let d, let hold):
      return "drag(\(r(y)), by: \(r(dy)), \(r(d * 1000)) ms\(hold ? ", hold" : ""))"
    case .fling(let v, let d): return "fling(\(r(v)) pt/s, \(r(d)) pt)"
    case .wait(let t): return "wait(\(r(t * 1000)) ms)"
    case .select(let p, let animated): return "select(\(r(p * 100))%\(animated ? ", animated" : ""))"
    case .tapTab(let p): return "tapTab(\(r(p * 100))%)"
    case .swipe(let forward): return forward ? "swipe(forward)" : "swipe(back)"
    case .contentHeight(let p, let h): return "contentHeight(\(r(p * 100))%, \(r(h)))"
    case .headerHeight(let extra): return "headerHeight(P + \(r(extra)))"
    case .settle: return "settle"
    }
  }

  /// Writes the operation into `script`: gestures with the script's driver, then frames
  /// long enough for a tab switch or a swipe to settle (a settle: for any motion to end).
  func play(on script: SessionScript) {
    let driver = script.driver
    let pages = script.pageCount
    switch self {
    case .drag(let y, let dy, let duration, let hold):
      driver.drag(fromY: y, toY: y - dy, duration: duration)
      if hold { driver.hold(0.1) }
      driver.lift()
    case .fling(let velocity, let distance):
      driver.flick(fromY: 450, velocity: velocity, distance: distance)
    case .wait(let duration):
      driver.wait(duration)
    case .select(let fraction, let animated):
      script.send(.selectPage(Int(page: fraction, of: pages), animated: animated))
      driver.step()
    case .tapTab(let fraction):
      script.send(.tapTab(Int(page: fraction, of: pages)))
      driver.wait(1)
    case .swipe(let forward):
      script.swipe(forward: forward)
      driver.wait(1)
    case .contentHeight(let fraction, let height):
      script.send(.contentHeight(page: Int(page: fraction, of: pages), height: height))
      driver.step()
    case .headerHeight(let extra):
      script.send(.headerHeight(script.screen.configuration.pinnedHeaderHeight + extra, pinned: nil))
      driver.step()
    case .settle:
      driver.wait(6)
    }
  }

  /// Random sessions of up to `maximum` operations.
  static func sessions(of count: ClosedRange<Int>) -> Generator<[Operation], some SendableSequenceType> {
    zip(Gen.int(in: 0...8), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1))
      .map { Operation(code: $0, $1, $2, $3) }
      .array(of: count)
  }
}

extension Int {
  /// The page a fraction 0…1 picks among `count`.
  init(page fraction: Double, of count: Int) {
    self = Swift.min(count - 1, Swift.max(0, Int(fraction * Double(count))))
  }
}
