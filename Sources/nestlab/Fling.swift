import ArgumentParser
import NestLabKit
import ScrollPhysics

/// `nestlab fling`: a drag and release on a simulated scroll view, printed as a trajectory
/// (see ``NestLabKit/FlingLab``).
struct Fling: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Drag a simulated list and let it fling; print offset and velocity per frame as CSV.",
    discussion: """
      Numeric options accept negative values (`--speed -2500`); a value that must be \
      positive is rejected with a message rather than read as an option.
      """)

  // `.unconditional`: the next word is the value even when it starts with "-", so that
  // `--speed -100` is a number, not a missing value followed by an unknown option.
  @Option(parsing: .unconditional, help: "Viewport height in points (> 0).")
  var viewport: Double = 800

  @Option(parsing: .unconditional, help: "Content height in points (≥ 0).")
  var content: Double = 5000

  @Option(
    parsing: .unconditional,
    help: """
      Finger speed of the drag before release, in points per second. Positive drags the content \
      up from the top of the list; negative is a fling the other way: the list starts at its \
      end and the drag pulls the content down, towards the top.
      """)
  var speed: Double = 2500

  @Option(
    parsing: .unconditional,
    help: "Deceleration rate per millisecond: 'normal' (0.998), 'fast' (0.99) or a number in 0.5...0.99999.")
  var rate: String = "normal"

  @Option(parsing: .unconditional, help: "Frames per second of the display link (0 < fps ≤ 1000).")
  var fps: Double = 60

  @Flag(help: "Print an ASCII plot of the offset (with a header line naming the columns) instead of CSV.")
  var plot = false

  func validate() throws {
    guard viewport > 0, content >= 0, fps > 0, fps <= 1000, speed.isFinite else {
      throw ValidationError("viewport and fps must be positive, content non-negative, speed finite")
    }
    guard decelerationRate != nil else {
      throw ValidationError("rate must be 'normal', 'fast' or a number in 0.5...0.99999")
    }
  }

  var decelerationRate: DecelerationRate? {
    switch rate {
    case "normal": return .normal
    case "fast": return .fast
    default: return Double(rate).flatMap(DecelerationRate.init(rawValue:))
    }
  }

  /// The fling these options describe.
  var lab: FlingLab {
    FlingLab(viewport: viewport, content: content, speed: speed, rate: decelerationRate ?? .normal, fps: fps)
  }

  func run() throws {
    let result = lab.run()
    print(plot ? FlingLab.plot(result) : FlingLab.csv(result), terminator: "")
  }
}
