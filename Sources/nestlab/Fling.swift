import ArgumentParser
import ScrollPhysics
import ScrollSimulator

/// `nestlab fling`: a drag and release on a simulated scroll view, printed as a trajectory.
struct Fling: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Drag a simulated list and let it fling; print offset and velocity per frame as CSV.")

  @Option(help: "Viewport height in points.")
  var viewport: Double = 800

  @Option(help: "Content height in points.")
  var content: Double = 5000

  @Option(help: "Finger speed of the drag before release, in points per second (upward).")
  var speed: Double = 2500

  @Option(help: "Deceleration rate per millisecond: 'normal' (0.998), 'fast' (0.99) or a number.")
  var rate: String = "normal"

  @Option(help: "Frames per second of the display link.")
  var fps: Double = 60

  @Flag(help: "Print an ASCII plot of the offset instead of CSV.")
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

  func run() throws {
    let view = SimulatedScrollView(
      size: Size(width: 390, height: viewport), contentSize: Size(width: 390, height: content))
    view.decelerationRate = decelerationRate ?? .normal
    let frame = 1 / fps
    var time = 0.0
    var finger = viewport * 0.8
    view.touchBegan(at: Point(x: 200, y: finger), time: time)
    var rows: [(time: Double, finger: Double?, offset: Double, velocity: Double)] = []
    // A 150 ms drag at constant speed, then release.
    while time < 0.15 {
      time += frame
      finger -= speed * frame
      view.touchMoved(to: Point(x: 200, y: finger), time: time)
      rows.append((time, finger, view.contentOffset.y, view.velocity.y))
    }
    view.touchEnded(at: Point(x: 200, y: finger), time: time)
    let release = view.contentOffset.y
    let releaseVelocity = view.velocity.y
    while view.isDecelerating, time < 30 {
      time += frame
      view.advance(to: time)
      rows.append((time, nil, view.contentOffset.y, view.velocity.y))
    }
    if plot {
      printPlot(rows.map { ($0.time, $0.offset) })
    } else {
      print("time,finger,offset,velocity")
      for row in rows {
        print(
          "\(format(row.time)),\(row.finger.map(format) ?? ""),\(format(row.offset)),\(format(row.velocity))")
      }
    }
    let projection = Decay(initialVelocity: releaseVelocity, rate: view.decelerationRate).projectedDistance
    print(
      "# released at \(format(release)) pt with \(format(releaseVelocity)) pt/s; "
        + "rest at \(format(view.contentOffset.y)) pt after \(format(time)) s; "
        + "projection predicted \(format(min(release + projection, view.verticalOffsetBounds.upperBound))) pt"
    )
  }

  private func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
  }

  private func printPlot(_ points: [(Double, Double)]) {
    guard let maxOffset = points.map({ $0.1 }).max(), maxOffset > 0 else { return }
    let width = 60.0
    for (index, point) in points.enumerated() where index % 3 == 0 {
      let bar = String(repeating: "█", count: Int((point.1 / maxOffset * width).rounded()))
      print("\(format(point.0).padding(6)) \(bar) \(format(point.1))")
    }
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
