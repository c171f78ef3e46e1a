import Benchmark
import HotPaths

/// `Host.listDidScroll.<T>tabs`: one scroll event of the selected list through the whole
/// host layer (host, coordinator, adapter output) with 3, 100 and 1,000 loaded pages; the
/// cost must not depend on the number of pages. `Host.listDidScroll.pinned`: the same deep in
/// the list with the header pinned, which also counts the adapter's outputs per event
/// (`adapterOutputs`, in thousandths; its threshold is 0: such an event changes nothing on
/// screen, so it sends nothing). `Host.frame`: one display frame of the host's animation
/// (HotPaths' `HostSweep`).
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
    "Host.listDidScroll.pinned",
    configuration: hostOutputsConfiguration(),
    closure: { benchmark, sweep in
      let events = benchmark.scaledIterations.count
      let before = sweep.adapter.outputs
      benchmark.measure { sweep.scroll(events: events) }
      // Outputs per event, in thousandths: a pinned header's scroll events send none.
      benchmark.measurement(adapterOutputs, (sweep.adapter.outputs - before) * 1_000 / max(events, 1))
      blackHole(sweep.host.layout)
    },
    setup: { HostSweep(tabs: 3, pinned: true) }
  )
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

/// The host's adapter outputs per event, in thousandths of an output.
let adapterOutputs = BenchmarkMetric.custom(
  "adapterOutputs", polarity: .prefersSmaller, useScalingFactor: false)

/// The hot-path configuration with the adapter's outputs counted and held to the threshold in
/// Thresholds/ (0) as strictly as mallocs.
func hostOutputsConfiguration() -> Benchmark.Configuration {
  var configuration = hotPathConfiguration()
  configuration.metrics.append(adapterOutputs)
  configuration.thresholds?[adapterOutputs] = .init(absolute: BenchmarkThresholds.Absolute.strict)
  return configuration
}
