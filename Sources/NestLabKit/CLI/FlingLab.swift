import ScrollPhysics
import ScrollSimulator

/// `nestlab fling`: a 150 ms drag at constant speed on a simulated list, then the release
/// and the deceleration, frame by frame.
///
/// A positive speed drags the content up (the list scrolls towards its end) from the top
/// of the list; a negative speed is a fling the other way: the list starts scrolled to its
/// end and the finger drags the content down, towards the top.
package struct FlingLab: Sendable {
  /// One frame of the fling.
  package struct Row: Sendable, Equatable {
    /// Seconds since the touch began.
    package var time: Double
    /// The finger's y while it is down, else `nil`.
    package var finger: Double?
    /// The content offset, in points.
    package var offset: Double
    /// The scroll velocity, in points per second.
    package var velocity: Double
  }

  /// The outcome of a fling.
  package struct Result: Sendable {
    /// Every frame, the drag first.
    package var rows: [Row]
    /// The offset at release.
    package var releaseOffset: Double
    /// The velocity at release.
    package var releaseVelocity: Double
    /// The offset at rest.
    package var restOffset: Double
    /// When the list came to rest (or the 30 s limit).
    package var restTime: Double
    /// Where the deceleration's projection said the list would stop (clamped to the content).
    package var projectedOffset: Double
  }

  /// Viewport height, in points.
  package var viewport: Double
  /// Content height, in points.
  package var content: Double
  /// Finger speed before release, in points per second; positive drags the content up.
  package var speed: Double
  /// The deceleration rate after release.
  package var rate: DecelerationRate
  /// Display-link frames per second.
  package var fps: Double

  /// Creates a fling.
  package init(viewport: Double, content: Double, speed: Double, rate: DecelerationRate, fps: Double) {
    self.viewport = viewport
    self.content = content
    self.speed = speed
    self.rate = rate
    self.fps = fps
  }

  /// Runs the fling.
  package func run() -> Result {
    let view = SimulatedScrollView(
      size: Size(width: 390, height: viewport), contentSize: Size(width: 390, height: content))
    view.decelerationRate = rate
    if speed < 0 { view.contentOffset = Point(x: 0, y: view.verticalOffsetBounds.upperBound) }
    let frame = 1 / fps
    var time = 0.0
    var finger = speed < 0 ? viewport * 0.2 : viewport * 0.8
    view.touchBegan(at: Point(x: 200, y: finger), time: time)
    var rows: [Row] = []
    // A 150 ms drag at constant speed, then release.
    while time < 0.15 {
      time += frame
      finger -= speed * frame
      view.touchMoved(to: Point(x: 200, y: finger), time: time)
      rows.append(Row(time: time, finger: finger, offset: view.contentOffset.y, velocity: view.velocity.y))
    }
    view.touchEnded(at: Point(x: 200, y: finger), time: time)
    let release = view.contentOffset.y
    let releaseVelocity = view.velocity.y
    while view.isDecelerating, time < 30 {
      time += frame
      view.advance(to: time)
      rows.append(Row(time: time, finger: nil, offset: view.contentOffset.y, velocity: view.velocity.y))
    }
    let projection = Decay(initialVelocity: releaseVelocity, rate: view.decelerationRate).projectedDistance
    let bounds = view.verticalOffsetBounds
    return Result(
      rows: rows, releaseOffset: release, releaseVelocity: releaseVelocity, restOffset: view.contentOffset.y,
      restTime: time, projectedOffset: min(max(release + projection, bounds.lowerBound), bounds.upperBound))
  }

  /// The rows as CSV with a header line (`time,finger,offset,velocity`), then the summary
  /// comment.
  package static func csv(_ result: Result) -> String {
    var lines = ["time,finger,offset,velocity"]
    for row in result.rows {
      lines.append(
        "\(format(row.time)),\(row.finger.map(format) ?? ""),\(format(row.offset)),\(format(row.velocity))")
    }
    return (lines + [summary(result)]).joined(separator: "\n") + "\n"
  }

  /// An ASCII plot of the offset, every third frame: a header line naming the columns
  /// (time in s, a bar scaled to the largest offset, offset in pt), then one line per frame,
  /// then the summary comment.
  package static func plot(_ result: Result, width: Int = 60) -> String {
    let maxOffset = result.rows.map { abs($0.offset) }.max() ?? 0
    var lines = [
      "time (s)".padded(9) + "offset (bar: 0 … \(format(maxOffset)) pt)".padded(width + 1) + "offset (pt)"
    ]
    for (index, row) in result.rows.enumerated() where index % 3 == 0 {
      let length = maxOffset > 0 ? Int((abs(row.offset) / maxOffset * Double(width)).rounded()) : 0
      let bar = String(repeating: "█", count: length)
      lines.append(format(row.time).padded(9) + bar.padded(width + 1) + format(row.offset))
    }
    return (lines + [summary(result)]).joined(separator: "\n") + "\n"
  }

  /// The closing `#` comment: release, rest and the projection's prediction.
  package static func summary(_ result: Result) -> String {
    "# released at \(format(result.releaseOffset)) pt with \(format(result.releaseVelocity)) pt/s; "
      + "rest at \(format(result.restOffset)) pt after \(format(result.restTime)) s; "
      + "projection predicted \(format(result.projectedOffset)) pt"
  }

  static func format(_ value: Double) -> String { LabNumberFormat.trimmed(value, decimals: 2) }
}

extension String {
  fileprivate func padded(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
