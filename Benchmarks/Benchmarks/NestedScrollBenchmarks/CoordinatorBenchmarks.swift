import Benchmark
import HotPaths

/// `Coordinator.listDidScroll.<T>tabs`: one active-list scroll event of the coordinator
/// (HotPaths' `CoordinatorSweep`) with 3, 100 and 1,000 attached lists. The cost must not
/// depend on the number of tabs.
func coordinatorBenchmarks() {
  for tabs in [3, 100, 1_000] {
    Benchmark(
      "Coordinator.listDidScroll.\(tabs)tabs",
      configuration: hotPathConfiguration(),
      closure: { benchmark, sweep in
        let events = benchmark.scaledIterations.count
        benchmark.measure { sweep.scroll(events: events) }
        blackHole(sweep.coordinator.snapshot.layout)
      },
      setup: { CoordinatorSweep(tabs: tabs) }
    )
  }
}
