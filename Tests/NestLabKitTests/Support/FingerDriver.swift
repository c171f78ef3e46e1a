import NestLabKit
import ScrollSimulator

/// Plays one finger and display-link frames on a strategy, as a phone at 60 Hz does: every
/// touch move is followed by a frame at the same time, and waiting plays frames only. The
/// observation after every frame is recorded.
final class FingerDriver {
  /// One recorded frame.
  struct Frame {
    /// The frame's time.
    var time: Double
    /// The finger's y, when down.
    var fingerY: Double?
    /// What the screen showed after the frame.
    var observation: Observation

    /// The position in the one scroll space.
    var position: Double { observation.scrollPosition }
  }

  /// The strategy under test.
  let strategy: any NestedScrollStrategy
  /// Seconds between frames.
  let frameInterval: Double
  /// The finger's fixed horizontal position.
  let x: Double
  /// The time of the latest event or frame.
  private(set) var time = 0.0
  /// Every frame played so far.
  private(set) var frames: [Frame] = []
  /// The finger's y while it is down.
  private var fingerY: Double?

  init(_ strategy: any NestedScrollStrategy, hz: Double = 60, x: Double = 195) {
    self.strategy = strategy
    self.frameInterval = 1 / hz
    self.x = x
  }

  /// The current observation.
  var observation: Observation { strategy.observation }

  /// Touches down at `fromY`, moves at constant speed to `toY` over `duration` (a move and a
  /// frame per frame interval), holds still for `hold` seconds, and lifts unless `lift` is
  /// false. A release without hold carries the drag's speed.
  func drag(fromY: Double, toY: Double, duration: Double, hold: Double = 0, lift: Bool = true) {
    fingerY = fromY
    strategy.touchBegan(at: Point(x: x, y: fromY), time: time)
    let steps = max(1, Int((duration / frameInterval).rounded()))
    let start = time
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      time = start + duration * fraction
      let y = fromY + (toY - fromY) * fraction
      fingerY = y
      strategy.touchMoved(to: Point(x: x, y: y), time: time)
      frame()
    }
    if hold > 0 { wait(hold) }
    if lift { self.lift() }
  }

  /// Lifts the finger where it is, at the current time (before the next frame).
  func lift() {
    guard let y = fingerY else { return }
    strategy.touchEnded(at: Point(x: x, y: y), time: time)
    fingerY = nil
  }

  /// Plays frames only, for `duration` seconds.
  func wait(_ duration: Double) {
    let steps = max(1, Int((duration / frameInterval).rounded()))
    let start = time
    for step in 1...steps {
      time = start + duration * Double(step) / Double(steps)
      frame()
    }
  }

  /// Taps tab `index` and lets the pager settle for `settle` seconds.
  func tapTab(_ index: Int, settle: Double = 1) {
    strategy.tapTab(index, time: time)
    wait(settle)
  }

  /// Frames recorded from index `start` on.
  func frames(from start: Int) -> ArraySlice<Frame> { frames[start...] }

  private func frame() {
    strategy.advance(to: time)
    frames.append(Frame(time: time, fingerY: fingerY, observation: strategy.observation))
  }
}

/// Speeds and crossings read off recorded frames, in points per second of the one scroll space.
enum Motion {
  /// The speed between frames `i − 1` and `i`.
  static func speed(_ frames: [FingerDriver.Frame], at i: Int) -> Double {
    (frames[i].position - frames[i - 1].position) / (frames[i].time - frames[i - 1].time)
  }

  /// The mean speed over `count` frame intervals ending at frame `end`.
  static func meanSpeed(_ frames: [FingerDriver.Frame], endingAt end: Int, count: Int) -> Double {
    (frames[end].position - frames[end - count].position) / (frames[end].time - frames[end - count].time)
  }

  /// Speed just after ÷ just before the first frame (from `start`) whose position reaches
  /// `pin`, each a mean over `window` frames on its side of the crossing frame; `nil` when
  /// the motion never reaches it.
  static func continuity(
    _ frames: [FingerDriver.Frame], from start: Int, across pin: Double, window: Int = 2
  ) -> (before: Double, after: Double, ratio: Double)? {
    guard
      let crossing = frames.indices.first(where: {
        $0 >= start + window + 1 && frames[$0].position >= pin - 1e-9
      }),
      crossing + window + 1 < frames.count
    else { return nil }
    let before = meanSpeed(frames, endingAt: crossing - 1, count: window)
    let after = meanSpeed(frames, endingAt: crossing + 1 + window, count: window)
    return (before, after, before == 0 ? 0 : after / before)
  }

  /// The number of sign changes of the frame-to-frame speed from frame `start` on, counting
  /// only speeds above `threshold` points per second (below it the motion is at rest).
  static func reversals(_ frames: [FingerDriver.Frame], from start: Int, threshold: Double = 1) -> Int {
    var count = 0
    var sign = 0.0
    for i in max(start, 1)..<frames.count {
      let v = speed(frames, at: i)
      guard abs(v) > threshold else { continue }
      let s: Double = v > 0 ? 1 : -1
      if sign != 0, s != sign { count += 1 }
      sign = s
    }
    return count
  }

  /// The largest |content Δ − finger Δ| between consecutive frames with the finger down,
  /// from frame `start` on (content moves up as the finger moves up: Δposition = −Δfinger).
  static func trackingError(_ frames: [FingerDriver.Frame], from start: Int) -> Double {
    var worst = 0.0
    for i in max(start, 1)..<frames.count {
      guard let a = frames[i - 1].fingerY, let b = frames[i].fingerY else { continue }
      let content = frames[i].position - frames[i - 1].position
      worst = max(worst, abs(content + (b - a)))
    }
    return worst
  }
}

/// Screens for the baseline comparisons: the default phone (390 × 844, 47 pt on top, a 300 pt
/// header that collapses fully, a 44 pt tab bar) with `tabs` long lists.
enum BaselineScreens {
  /// `tabs` lists of `contentHeight`, decelerating at `rate`, optionally with item heights
  /// to snap to.
  static func profile(
    tabs: Int = 3, contentHeight: Double = 6000, rate: Double = 0.998, itemHeights: [Double]? = nil
  ) -> ScreenSpec {
    ScreenSpec(
      tabs: (0..<tabs).map {
        TabSpec(
          title: "Tab \($0)", contentHeight: itemHeights.map { $0.reduce(0, +) } ?? contentHeight,
          itemHeights: itemHeights, snapsToItems: itemHeights != nil)
      },
      decelerationRate: rate)
  }

  /// The position in the one scroll space at which the header is collapsed: `H − P`.
  static func pin(_ spec: ScreenSpec) -> Double { spec.headerHeight - spec.pinnedHeaderHeight }

  /// A y on the expanded header, `inset` above its bottom edge.
  static func onHeader(_ spec: ScreenSpec, inset: Double = 40) -> Double {
    spec.topInset + spec.headerHeight - inset
  }
}

extension Motion {
  /// The largest ratio of a frame's displacement to the previous frame's, over frames from
  /// `start` on with the finger up and the content inside its range (position > 0), where
  /// the previous displacement is at least a point. A free deceleration only slows down
  /// (ratio ≤ 1); a hand-over that jumps ahead shows as a ratio above 1, a reversal as a
  /// negative one.
  static func largestSpeedUp(_ frames: [FingerDriver.Frame], from start: Int) -> Double {
    var largest = -Double.infinity
    for i in max(start, 2)..<frames.count {
      guard frames[i].fingerY == nil, frames[i - 1].fingerY == nil, frames[i - 2].fingerY == nil,
        frames[i].position > 0, frames[i - 1].position > 0
      else { continue }
      let previous = frames[i - 1].position - frames[i - 2].position
      guard abs(previous) >= 1 else { continue }
      largest = max(largest, (frames[i].position - frames[i - 1].position) / previous)
    }
    return largest
  }
}
