import NestLabKit
import NestedScrollTestSupport
import ScrollSimulator

/// Plays one finger and display-link frames on a strategy, as a phone at 60 Hz does (the
/// tests' ``NestedScrollTestSupport/GestureDriver`` behind a ``StrategyTouchTarget``): every
/// touch move is followed by a frame at the same time, and waiting plays frames only. The
/// observation after every frame is recorded.
final class FingerDriver {
  /// One recorded frame: its time, the finger's y when down, and what the screen showed.
  typealias Frame = Trace.Sample

  /// The strategy under test.
  let strategy: any NestedScrollStrategy
  private let target: StrategyTouchTarget
  private let gesture: GestureDriver

  init(_ strategy: any NestedScrollStrategy, hz: Double = 60, x: Double = 195) {
    self.strategy = strategy
    target = StrategyTouchTarget(strategy)
    gesture = GestureDriver(target, frameInterval: 1 / hz, x: x)
  }

  /// The time of the latest event or frame.
  var time: Double { gesture.time }
  /// Every frame played so far.
  var frames: [Frame] { target.frames }
  /// The current observation.
  var observation: Observation { strategy.observation }

  /// Touches down at `fromY`, moves at constant speed to `toY` over `duration` (a move and a
  /// frame per frame interval), holds still for `hold` seconds, and lifts unless `lift` is
  /// false. A release without hold carries the drag's speed.
  func drag(fromY: Double, toY: Double, duration: Double, hold: Double = 0, lift: Bool = true) {
    gesture.drag(fromY: fromY, toY: toY, duration: duration)
    if hold > 0 { gesture.hold(hold) }
    if lift { self.lift() }
  }

  /// Lifts the finger where it is, at the current time (before the next frame).
  func lift() {
    guard gesture.isTouching else { return }
    gesture.lift()
  }

  /// Plays frames only, for `duration` seconds.
  func wait(_ duration: Double) { gesture.wait(duration) }

  /// Taps tab `index` and lets the pager settle for `settle` seconds.
  func tapTab(_ index: Int, settle: Double = 1) {
    strategy.tapTab(index, time: time)
    wait(settle)
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
