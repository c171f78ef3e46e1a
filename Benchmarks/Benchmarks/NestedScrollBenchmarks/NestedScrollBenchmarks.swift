// Micro-benchmarks of the hot paths: one display-link frame of a decelerating scroll view,
// one touch-moved event of a drag, and one active-list scroll event of the coordinator
// (3 and 1,000 tabs: it must be O(1) in the number of tabs).
//
// Every benchmark measures 1,000 operations per iteration (`scaledIterations`); the tables
// show values per operation (columns marked `*`; `--scale` shows the per-iteration totals).
// Setup that is not the hot path (creating views, starting a fling or a drag) runs outside
// `startMeasurement()`/`stopMeasurement()`. Metrics: wall clock, the thread's CPU time and
// mallocCountTotal.
//
// Allocation budget: 0. `Thresholds/NestedScrollBenchmarks.<name>.p90.json` holds
// `mallocCountTotal: 0` for each benchmark and the tolerance below is 0, so
// `swift package benchmark thresholds check` (Scripts/benchmark) fails as soon as one
// malloc appears in a measured loop.

import Benchmark
import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One display frame at 120 Hz.
let frame = 1.0 / 120

// MARK: ScrollSimulator

/// Receives the callbacks a host would get, so the measured path includes the delegate.
final class CountingScrollDelegate: ScrollViewDelegate {
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { scrolls &+= 1 }
}

/// A tall list decelerating after a fling.
final class FlingState {
  let view: SimulatedScrollView
  let delegate = CountingScrollDelegate()
  var time = 0.0

  /// Where each measured fling starts.
  static let start = Point(x: 0, y: 10_000)
  /// 3,000 pt/s, a brisk flick.
  static let velocity = Point(x: 0, y: 3_000)

  init() {
    view = SimulatedScrollView(
      size: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 200_000))
    // A slow custom rate stretches one fling over many more than 1,000 frames, so every
    // measured frame is mid-deceleration. A frame's work does not depend on the rate or
    // the velocity: the motion is a closed form of time, the same few exp/log per sample.
    view.decelerationRate = DecelerationRate(clamping: 0.9999)
    view.delegate = delegate
  }

  /// A fresh fling from the same place (outside the measurement).
  func refling() {
    time += frame
    view.setContentOffset(Self.start, animated: false)
    view.fling(velocity: Self.velocity, time: time)
  }
}

/// A finger dragging a tall list.
final class DragState {
  let view: SimulatedScrollView
  let delegate = CountingScrollDelegate()
  var time = 0.0
  var fingerY = 400.0
  var step = 1.0

  init() {
    view = SimulatedScrollView(
      size: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 200_000))
    view.contentOffset = Point(x: 0, y: 100_000)
    view.delegate = delegate
    // Touch down and move past the hysteresis so the drag has begun.
    view.touchBegan(at: Point(x: 200, y: fingerY), time: time)
    for _ in 0..<20 {
      time += frame
      fingerY -= 1
      view.touchMoved(to: Point(x: 200, y: fingerY), time: time)
    }
    precondition(view.isDragging, "the setup drag did not begin")
  }
}

// MARK: NestedScrollCore

/// Receives the coordinator's layouts, as the host's overlay would.
final class LayoutSink: NestedScrollCoordinatorDelegate {
  var tabBarTop = 0.0
  var refreshChanges = 0
  func coordinatorDidUpdateLayout(_ layout: HeaderLayout) { tabBarTop = layout.tabBarTop }
  func coordinatorDidChangeRefreshState(_ state: RefreshState) { refreshChanges &+= 1 }
}

/// A coordinator with `tabs` attached simulated lists; the middle one is active and a
/// finger is on it (so the refresh pull is tracked, as during a drag).
final class CoordinatorState {
  let coordinator: NestedScrollCoordinator<SimulatedScrollView>
  let lists: [SimulatedScrollView]
  let sink = LayoutSink()
  let page: Int
  let active: SimulatedScrollView
  /// The offset sweeps from `low` to `high` and back, 1 pt per event: through the top
  /// overscroll (refresh pull), the collapsing header and the pinned tab bar.
  let low: Double
  let high: Double
  var offset: Double
  var step = 1.0

  init(tabs: Int) {
    let configuration = NestedScrollConfiguration(
      headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44, topInset: 47, viewportHeight: 844,
      pageCount: tabs, initialPage: tabs / 2, refresh: RefreshConfiguration())
    do {
      coordinator = try NestedScrollCoordinator<SimulatedScrollView>(configuration: configuration)
    } catch {
      fatalError("invalid benchmark configuration: \(error)")
    }
    coordinator.delegate = sink
    page = tabs / 2
    var lists: [SimulatedScrollView] = []
    lists.reserveCapacity(tabs)
    for index in 0..<tabs {
      let list = SimulatedScrollView(
        size: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 5_000))
      list.alwaysBounceVertical = true
      coordinator.attach(list, page: index)
      lists.append(list)
    }
    self.lists = lists
    active = lists[page]
    let top = coordinator.space.offset(forHeaderPosition: 0)
    low = top - 120
    high = top + 400
    offset = top
    active.touchBegan(at: Point(x: 200, y: 600), time: 0)
    precondition(active.isTracking, "the finger did not land on the active list")
  }
}

/// The measuring thread's CPU time, in nanoseconds.
///
/// The built-in `.cpuTotal` is not used: on Linux it reads /proc/self/stat and /proc/self/io
/// into Swift strings inside the malloc-counting window (16 mallocs per iteration, which
/// would hide a zero-allocation hot path) and it has the scheduler tick's 10 ms resolution,
/// far coarser than one iteration. `CLOCK_THREAD_CPUTIME_ID` has neither problem.
let cpuTime = BenchmarkMetric.custom("CPU time (thread)", polarity: .prefersSmaller, useScalingFactor: true)

func threadCPUNanoseconds() -> Int {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
}

extension Benchmark {
  /// Runs `body` between `startMeasurement()` and `stopMeasurement()` and records the
  /// thread CPU time it took as ``cpuTime``.
  @inline(__always)
  func measure(_ body: () -> Void) {
    startMeasurement()
    let cpuStart = threadCPUNanoseconds()
    body()
    let cpuEnd = threadCPUNanoseconds()
    stopMeasurement()
    measurement(cpuTime, cpuEnd - cpuStart)
  }
}

/// 1,000 operations per measured iteration; allocations must stay at 0.
func hotPathConfiguration() -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, cpuTime, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .milliseconds(500),
    maxIterations: 2_000,
    // The tolerance against the static thresholds in Thresholds/ (mallocCountTotal: 0):
    // none, at p90 or anywhere else.
    thresholds: [.mallocCountTotal: .init(absolute: BenchmarkThresholds.Absolute.strict)]
  )
}

let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "ScrollView.deceleratingFrame",
    configuration: hotPathConfiguration(),
    closure: { benchmark, state in
      let view = state.view
      state.refling()
      var time = state.time
      benchmark.measure {
        for _ in benchmark.scaledIterations {
          time += frame
          view.advance(to: time)
        }
      }
      state.time = time
      blackHole(view.contentOffset)
      if !view.isDecelerating { benchmark.error("the fling came to rest inside the measured frames") }
    },
    setup: { FlingState() }
  )

  Benchmark(
    "ScrollView.dragTouchMoved",
    configuration: hotPathConfiguration(),
    closure: { benchmark, state in
      let view = state.view
      var time = state.time
      var y = state.fingerY
      var step = state.step
      benchmark.measure {
        for _ in benchmark.scaledIterations {
          // 1 pt per event, turning at y = 100 and 700 so the drag stays inside the content.
          if y <= 100 || y >= 700 { step = -step }
          y += step
          time += frame
          view.touchMoved(to: Point(x: 200, y: y), time: time)
        }
      }
      state.time = time
      state.fingerY = y
      state.step = step
      blackHole(view.contentOffset)
      if !view.isDragging { benchmark.error("the drag ended inside the measured events") }
    },
    setup: { DragState() }
  )

  for tabs in [3, 1_000] {
    Benchmark(
      "Coordinator.listDidScroll.\(tabs)tabs",
      configuration: hotPathConfiguration(),
      closure: { benchmark, state in
        let coordinator = state.coordinator
        let list = state.active
        let page = state.page
        var offset = state.offset
        var step = state.step
        let (low, high) = (state.low, state.high)
        benchmark.measure {
          for _ in benchmark.scaledIterations {
            if offset <= low || offset >= high { step = -step }
            offset += step
            list.contentOffsetY = offset
            coordinator.listDidScroll(page: page)
          }
        }
        state.offset = offset
        state.step = step
        blackHole(coordinator.layout)
      },
      setup: { CoordinatorState(tabs: tabs) }
    )
  }
}
