// Micro-benchmarks of the hot paths, one file per concept:
//
// - ScrollViewBenchmarks.swift: one display-link frame of a decelerating scroll view and
//   one touch-moved event of a drag (ScrollSimulator alone);
// - CoordinatorBenchmarks.swift: one active-list scroll event of the coordinator with 3,
//   100 and 1,000 tabs (it must be O(1) in the number of tabs);
// - StrategyBenchmarks.swift: per event and per frame, our coordinator next to each
//   re-enactment of another technique (the Baseline… strategies of StrategyRegistry.all),
//   on the same workload (NestLabKit's StrategyWorkload) in the same run;
// - SnapBenchmarks.swift: `SnapRule.target` over 1,000 … 1,000,000 variable-size items
//   (a binary search: O(log n)).
//
// Every benchmark measures 1,000 operations per iteration (`scaledIterations`); the tables
// show values per operation (columns marked `*`; `--scale` shows the per-iteration totals).
// Setup that is not the hot path (creating views, starting a fling or a drag) runs outside
// `startMeasurement()`/`stopMeasurement()`. Metrics: wall clock, the thread's CPU time and
// mallocCountTotal.
//
// Allocation budget of our code: 0. `Thresholds/NestedScrollBenchmarks.<name>.p90.json`
// holds `mallocCountTotal: 0` for each benchmark of our code and the tolerance below is 0,
// so `swift package benchmark thresholds check` (Scripts/benchmark) fails as soon as one
// malloc appears in a measured loop. The re-enactments of other techniques have no
// thresholds file (the check skips a benchmark without one): they may allocate, and their
// counts are reported (Scripts/performance-table).

import Benchmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One display frame at 120 Hz.
let frame = 1.0 / 120

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

/// 1,000 operations per measured iteration, at most 500 ms per benchmark (Scripts/benchmark
/// runs in CI). `allocationBudget` adds the zero tolerance on mallocCountTotal that the
/// thresholds files of our code are checked with; the other techniques' benchmarks leave it
/// out.
func hotPathConfiguration(allocationBudget: Bool = true) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, cpuTime, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .milliseconds(500),
    maxIterations: 2_000,
    // The tolerance against the static thresholds in Thresholds/ (mallocCountTotal: 0):
    // none, at p90 or anywhere else.
    thresholds: allocationBudget
      ? [.mallocCountTotal: .init(absolute: BenchmarkThresholds.Absolute.strict)] : nil
  )
}

let benchmarks: @Sendable () -> Void = {
  scrollViewBenchmarks()
  coordinatorBenchmarks()
  hostBenchmarks()
  strategyBenchmarks()
  snapBenchmarks()
}
