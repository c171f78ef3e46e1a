import Benchmark
import HotPaths

/// `SnapRule.target.<n>items`: one item-snap decision (HotPaths' `SnapLookups`) on a list
/// of 1,000, 10,000, 100,000 and 1,000,000 items of seeded random heights, for releases
/// spread over the whole list. A binary search: the cost must grow like log(n).
func snapBenchmarks() {
  for items in [1_000, 10_000, 100_000, 1_000_000] {
    Benchmark(
      "SnapRule.target.\(items)items",
      configuration: hotPathConfiguration(),
      closure: { benchmark, lookups in
        let count = benchmark.scaledIterations.count
        var sum = 0.0
        benchmark.measure { sum = lookups.lookUp(count: count) }
        blackHole(sum)
      },
      setup: { SnapLookups(items: items) }
    )
  }
}
