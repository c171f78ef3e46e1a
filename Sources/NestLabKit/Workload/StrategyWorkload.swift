import ScrollSimulator

/// The input the performance proof measures every strategy on, defined once so that the
/// benchmarks (Benchmarks/, ordo-one/benchmark) and the instruction counts (Scripts/callgrind)
/// time exactly the same work.
///
/// The screen is a typical profile: 390 × 844 pt, 47 pt above the header, a 300 pt header
/// that collapses fully, a 44 pt tab bar and three tabs of tall lists (20,000 pt, so no
/// gesture ever reaches a list's end). Two hot paths run on it, both through the
/// ``NestedScrollStrategy`` protocol only, so any strategy can be measured:
///
/// - **per event** (``Drag``): a finger drags back and forth across the header/list boundary,
///   one `touchMoved` of 1 pt per 120 Hz event, turning before it reaches either end, so the
///   drag never ends and every sweep between two turns crosses the boundary;
/// - **per frame** (``Flings``): `advance(to:)` frames of a fling released short of the boundary
///   that decelerates through it; the gesture that starts the fling is set-up, not measured.
///
/// Nothing here checks whether a strategy behaves: a technique that cancels the drag or
/// stops the fling at the boundary is measured all the same (its events or frames then do
/// less work). ``motion(of:)`` observes what each strategy actually did under this input.
public struct StrategyWorkload: Sendable {
  /// The standard workload every table in PERFORMANCE.md is measured on.
  public static let standard = StrategyWorkload()

  /// Seconds between two touch events and between two display frames: 120 Hz, a ProMotion
  /// display, where the per-event and per-frame budgets are tightest.
  public var interval = 1.0 / 120

  /// The screen every strategy is built from.
  public var screen = ScreenSpec(
    width: 390, height: 844, topInset: 47, headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44,
    tabs: [
      TabSpec(title: "Posts", contentHeight: 20_000),
      TabSpec(title: "Media", contentHeight: 20_000),
      TabSpec(title: "Likes", contentHeight: 20_000),
    ])

  /// Where the finger touches down, on the first list below the expanded header (whose
  /// list area starts at 47 + 300 + 44 = 391 pt), the spot every technique routes to its
  /// vertical scroll view and to the pager.
  public var touchDown = Point(x: 200, y: 700)

  /// How far past the boundary, either way, the drag's content travels: the drag sweeps
  /// the scroll position over `boundary ± dragAmplitude`.
  public var dragAmplitude = 150.0

  /// The finger's speed when the fling is released, points per second (upwards): a brisk
  /// flick. At UIKit's normal rate it carries the content ~2,200 pt, well past the boundary;
  /// at `.fast` (the modulo-snap seed) ~450 pt, enough to round to the second 540 pt item.
  public var flingVelocity = 4_500.0

  /// Touch-moved events of the flick before the finger lifts (50 ms at 120 Hz): the finger
  /// travels 225 pt (the content ~215 pt after the drag hysteresis), so the release is short
  /// of the boundary and the fling must cross it.
  public var flingMoves = 6

  /// Frames measured after each release: 50 frames (0.42 s). Chosen so that a fling still
  /// moves at the last one for every technique that keeps its momentum, including the modulo
  /// snap, which decelerates at `.fast`.
  public var framesPerFling = 50

  /// Screens flung per batch. One batch is `flingsPerBatch × framesPerFling` = 1,000 frames,
  /// the benchmarks' 1,000 operations per sample; a fling lasts far fewer than 1,000 frames,
  /// so the batch spreads them over several identical screens.
  public var flingsPerBatch = 20

  /// Creates the standard workload; change properties to try variations.
  public init() {}

  /// The scroll position of the header/list boundary: the collapse at which the header is
  /// pinned (`H − P`), where the content stops moving the header and starts scrolling a list.
  public var boundary: Double { screen.headerHeight - screen.pinnedHeaderHeight }

  /// Frames per batch of ``Flings``.
  public var framesPerBatch: Int { flingsPerBatch * framesPerFling }
}
