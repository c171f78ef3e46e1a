import Benchmark
import HotPaths

/// `Host.listDidScroll.<T>tabs`: one scroll event of the selected list through the whole
/// host layer (host, coordinator, adapter output) with 3, 100 and 1,000 loaded pages; the
/// cost must not depend on the number of pages. `Host.frame`: one display frame of the
/// host's animation (HotPaths' `HostSweep`).
func hostBenchmarks() {
  for tabs in [3, 100, 1_000] {
    Benchmark(
      "Host.listDidScroll.\(tabs)tabs",
      configuration: hotPathConfiguration(),
      closure: { benchmark, sweep in
        let events = benchmark.scaledIterations.count
        benchmark.measure { sweep.scroll(events: events) }
        blackHole(sweep.host.layout)
      },
      setup: { HostSweep(tabs: tabs) }
    )
  }
  Benchmark(
    "Host.frame",
    configuration: hotPathConfiguration(),
    closure: { benchmark, sweep in
      let frames = benchmark.scaledIterations.count
      benchmark.measure { sweep.advance(frames: frames) }
      blackHole(sweep.host.layout)
    },
    setup: { () -> HostSweep in
      let sweep = HostSweep(tabs: 3)
      sweep.liftFinger()
      return sweep
    }
  )
}
