import Benchmark
import NestLabKit

/// `Strategy.<identifier>.event` and `Strategy.<identifier>.frame` for every strategy of
/// `StrategyRegistry.all`: our coordinator and each re-enactment of another technique on
/// NestLabKit's `StrategyWorkload.standard`, in the same run, so their ratio compares like
/// with like (Scripts/performance-table prints it).
///
/// - event: one touch-moved event of a finger dragging back and forth across the
///   header/list boundary (`StrategyWorkload.Drag.moveFinger(events:)`);
/// - frame: one `advance(to:)` frame of a fling decelerating through the boundary
///   (`StrategyWorkload.Flings.advanceFrames()`; 20 fresh screens × 50 frames per
///   iteration, flung before `startMeasurement()`).
///
/// Only ours has an allocation budget (a thresholds file with mallocCountTotal 0) and
/// must keep moving; the other techniques are measured as they behave (see PERFORMANCE.md for what
/// each one's content did under this input).
func strategyBenchmarks() {
  for identifier in StrategyRegistry.identifiers {
    let isOurs = identifier == CoordinatorStrategy.identifier
    let configuration = hotPathConfiguration(allocationBudget: isOurs)

    Benchmark(
      "Strategy.\(identifier).event",
      configuration: configuration,
      closure: { benchmark, drag in
        let events = benchmark.scaledIterations.count
        benchmark.measure { drag.moveFinger(events: events) }
        blackHole(drag.fingerY)
      },
      setup: { try StrategyWorkload.Drag(strategyType(identifier)) }
    )

    Benchmark(
      "Strategy.\(identifier).frame",
      configuration: configuration,
      closure: { benchmark, flings in
        flings.fling()
        if flings.workload.framesPerBatch != benchmark.scaledIterations.count {
          benchmark.error(
            "a batch of flings must hold exactly the \(benchmark.scaledIterations.count) operations")
        }
        benchmark.measure { flings.advanceFrames() }
        blackHole(flings.screens.count)
        if isOurs, let screen = flings.screens.first, !isStillMoving(screen, after: flings) {
          benchmark.error("our fling came to rest inside the measured frames")
        }
      },
      setup: { try StrategyWorkload.Flings(strategyType(identifier)) }
    )
  }
}

/// The registered strategy named `identifier` (looked up inside the setup closures, so
/// that they capture only a string).
func strategyType(_ identifier: String) throws(ScenarioError) -> any NestedScrollStrategy.Type {
  guard let type = StrategyRegistry.strategy(named: identifier) else {
    throw ScenarioError(path: "strategy", message: "no strategy named \(identifier)")
  }
  return type
}

/// Whether `screen`'s content still moves one frame after the batch's last measured frame
/// (then every measured frame was mid-motion: a fling, once at rest, stays at rest).
/// Reads the observation, which allocates: call it outside the measurement only.
func isStillMoving(_ screen: any NestedScrollStrategy, after flings: StrategyWorkload.Flings) -> Bool {
  let workload = flings.workload
  let last = flings.releaseTime + Double(workload.framesPerFling) * workload.interval
  let before = screen.observation.scrollPosition
  screen.advance(to: last + workload.interval)
  return screen.observation.scrollPosition != before
}
