// Runs one hot path a given number of times, for Scripts/callgrind: valgrind counts the
// instructions of the measured function only (`--toggle-collect`), at N and at 2N
// operations, and the difference divided by N is the cost of one operation (whatever
// runs once per process or once per call cancels out).
//
// The workloads are the benchmarks' own (NestLabKit's StrategyWorkload and HotPaths), run
// in the same batches of 1,000 operations; set-up between batches (fresh flung screens) is
// outside the measured function, as it is outside the benchmarks' measurement.
//
//   InstructionCounts event <strategy> <N>   N touch-moved events of the boundary drag
//   InstructionCounts frame <strategy> <N>   N frames of flings through the boundary
//   InstructionCounts tabs <T> <N>           N coordinator scroll events with T tabs
//   InstructionCounts host <T> <N>           N scroll events through the host layer with T tabs
//   InstructionCounts hostframe <N>          N frames of the host layer's animation
//   InstructionCounts rooms <T> <N>          N frames of the page's room closing with T tabs
//   InstructionCounts snap <items> <N>       N SnapRule.target lookups over <items> items
//   InstructionCounts motion                 what each strategy's content did (markdown)
//
// <strategy> is an identifier of StrategyRegistry.all ("ours", "threshold-lock", ...). N is
// rounded up to whole batches; the operations actually run are printed as `ops=<count>`.

import HotPaths
import NestLabKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error, for `print(_:to:)`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) { writeToStandardError(string) }
}

/// Writes `string` to file descriptor 2 with `write(2)`: the C `stderr` global is not
/// concurrency-safe in Swift 6.
func writeToStandardError(_ string: String) {
  var string = string
  string.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// Operations per batch, as in the benchmarks (`scalingFactor: .kilo`).
let batch = 1_000

/// Prints `message` to standard error and exits with status 2 (bad usage).
func fail(_ message: String) -> Never {
  var standardError = StandardError()
  print("InstructionCounts: \(message)", to: &standardError)
  print(
    "usage: InstructionCounts event|frame <strategy> <N> | tabs|host <T> <N> | hostframe <N> | rooms <T> <N>"
      + " | snap <items> <N>"
      + " | motion",
    to: &standardError)
  exit(2)
}

/// The strategy named `identifier`, or exit with the known identifiers.
func strategy(_ identifier: String) -> any NestedScrollStrategy.Type {
  guard let type = StrategyRegistry.strategy(named: identifier) else {
    fail("unknown strategy '\(identifier)' (known: \(StrategyRegistry.identifiers.joined(separator: ", ")))")
  }
  return type
}

/// A positive integer argument, or exit.
func count(_ text: String, _ what: String) -> Int {
  guard let value = Int(text), value > 0 else { fail("\(what) must be a positive integer, found '\(text)'") }
  return value
}

/// Whole batches covering `operations`.
func batches(_ operations: Int) -> Int { (operations + batch - 1) / batch }

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "event" where arguments.count == 3:
  let type = strategy(arguments[1])
  let runs = batches(count(arguments[2], "N"))
  do {
    let drag = try StrategyWorkload.Drag(type)
    for _ in 0..<runs { drag.moveFinger(events: batch) }
    print("ops=\(runs * batch) fingerY=\(drag.fingerY)")
  } catch {
    fail("\(type.identifier) rejected the workload's screen: \(error)")
  }

case "frame" where arguments.count == 3:
  let type = strategy(arguments[1])
  let workload = StrategyWorkload.standard
  let requested = count(arguments[2], "N")
  let runs = (requested + workload.framesPerBatch - 1) / workload.framesPerBatch
  do {
    let flings = try StrategyWorkload.Flings(type, workload: workload)
    for run in 0..<runs {
      if run > 0 { flings.fling() }
      flings.advanceFrames()
    }
    print("ops=\(runs * workload.framesPerBatch) position=\(flings.screens[0].observation.scrollPosition)")
  } catch {
    fail("\(type.identifier) rejected the workload's screen: \(error)")
  }

case "tabs" where arguments.count == 3:
  let sweep = CoordinatorSweep(tabs: count(arguments[1], "T"))
  let runs = batches(count(arguments[2], "N"))
  for _ in 0..<runs { sweep.scroll(events: batch) }
  print("ops=\(runs * batch) tabBarTop=\(sweep.coordinator.snapshot.layout.tabBarTop)")

case "host" where arguments.count == 3:
  let sweep = HostSweep(tabs: count(arguments[1], "T"))
  let runs = batches(count(arguments[2], "N"))
  for _ in 0..<runs { sweep.scroll(events: batch) }
  print("ops=\(runs * batch) tabBarTop=\(sweep.host.layout.tabBarTop)")

case "rooms" where arguments.count == 3:
  let sweep = RoomSweep(tabs: count(arguments[1], "T"))
  let runs = batches(count(arguments[2], "N"))
  // Reopened between the measured calls, outside the count.
  for _ in 0..<runs {
    var played = 0
    while played < batch {
      if !sweep.host.needsFrames { sweep.reopen() }
      played += sweep.closeRooms(frames: batch - played)
    }
  }
  print("ops=\(runs * batch) pageRoom=\(sweep.host.coordinator.snapshot.pageRoom)")

case "hostframe" where arguments.count == 2:
  let sweep = HostSweep(tabs: 3)
  sweep.liftFinger()
  let runs = batches(count(arguments[1], "N"))
  for _ in 0..<runs { sweep.advance(frames: batch) }
  print("ops=\(runs * batch) tabBarTop=\(sweep.host.layout.tabBarTop)")

case "snap" where arguments.count == 3:
  let lookups = SnapLookups(items: count(arguments[1], "items"))
  let runs = batches(count(arguments[2], "N"))
  var sum = 0.0
  for _ in 0..<runs { sum += lookups.lookUp(count: batch) }
  print("ops=\(runs * batch) sum=\(sum)")

case "motion" where arguments.count == 1:
  let workload = StrategyWorkload.standard
  print(
    "| Strategy | Events that moved the content | Boundary crossings in 1,000 events "
      + "| Frames that moved the content | Fling: release → last frame (boundary \(Int(workload.boundary))) |"
  )
  print("|---|---:|---:|---:|---|")
  for type in StrategyRegistry.all {
    do {
      let motion = try workload.motion(of: type)
      let crossed = motion.flingCrossed ? "crossed" : "did not cross"
      print(
        "| \(type.identifier) | \(motion.movingEvents) / \(motion.events) | \(motion.eventCrossings) "
          + "| \(motion.movingFrames) / \(motion.frames) "
          + "| \(Int(motion.flingRelease.rounded())) → \(Int(motion.flingLast.rounded())) pt, \(crossed) |")
    } catch {
      fail("\(type.identifier) rejected the workload's screen: \(error)")
    }
  }

default:
  fail("unexpected arguments: \(arguments.joined(separator: " "))")
}
