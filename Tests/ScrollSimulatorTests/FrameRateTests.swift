import NestedScrollExpectations
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// The same touch samples, played with frames at 60 Hz, 120 Hz and at irregular times,
/// must give the same trajectory: the motion is a closed form of time.
@Suite("Frame-rate independence")
struct FrameRateTests {
  enum Schedule: CustomStringConvertible {
    case hz(Double)
    case irregular(seed: UInt64)

    var description: String {
      switch self {
      case .hz(let rate): "\(rate) Hz"
      case .irregular(let seed): "irregular #\(seed)"
      }
    }
  }

  enum Scenario: String, CaseIterable, Sendable {
    /// A free fling in the middle of tall content.
    case freeFling
    /// A fling that hits the bottom edge and bounces.
    case bounceAtBottom
    /// Released while pulled past the top and still pulling.
    case releasedOverscrolled
    /// A delegate that snaps the target to multiples of 100 (ahead).
    case snappedTarget
    /// Paging to the next page.
    case paging
  }

  /// Checkpoints: every 50 ms from 0.2 s to 6 s.
  static let checkpoints = (4...120).map { Double($0) * 0.05 }

  struct Run {
    var checkpointOffsets: [Double] = []
    var rest = 0.0
    var frameCount = 0
  }

  /// Frame times up to 6 s. Irregular steps are 4–25 ms from a seeded generator; the
  /// checkpoints are added to every schedule so that all runs are compared at the same
  /// times.
  func frameTimes(_ schedule: Schedule) -> [Double] {
    var times: [Double] = []
    switch schedule {
    case .hz(let rate):
      times = (1...Int(6 * rate)).map { Double($0) / rate }
    case .irregular(let seed):
      var generator = SplitMix64(seed: seed)
      var time = 0.0
      while time < 6 {
        time += Double.random(in: 0.004...0.025, using: &generator)
        times.append(time)
      }
    }
    times += Self.checkpoints
    times.sort()
    var unique: [Double] = []
    for time in times where unique.last.map({ time - $0 > 1e-9 }) ?? true { unique.append(time) }
    return unique
  }

  func run(_ scenario: Scenario, schedule: Schedule) -> Run {
    let view: SimulatedScrollView
    let delegate = RecordingDelegate()
    var startY = 700.0
    var fingerVelocity = -2500.0  // finger moves up: content scrolls toward larger offsets
    var dragDuration = 0.16
    switch scenario {
    case .freeFling:
      view = makeView(contentHeight: 30000)
      view.contentOffset = Point(x: 0, y: 5000)
    case .bounceAtBottom:
      view = makeView()
      view.contentOffset = Point(x: 0, y: 1700)
      fingerVelocity = -4000
    case .releasedOverscrolled:
      view = makeView()
      startY = 100
      fingerVelocity = 1500
      dragDuration = 0.24
    case .snappedTarget:
      view = makeView(contentHeight: 30000)
      view.contentOffset = Point(x: 0, y: 5000)
      delegate.onWillEndDragging = { _, _, target in target.y = (target.y / 100).rounded(.up) * 100 }
    case .paging:
      view = makeView()
      view.isPagingEnabled = true
      view.contentOffset = Point(x: 0, y: 600)
      fingerVelocity = -1500
      dragDuration = 0.1
    }
    view.delegate = delegate

    // Touch samples every 8 ms, identical in every run; frames interleaved by schedule.
    let touchTimes = (0...Int((dragDuration / 0.008).rounded())).map { Double($0) * 0.008 }
    let releaseTime = touchTimes[touchTimes.count - 1]
    let frames = frameTimes(schedule)
    var frameIndex = 0
    var result = Run()
    var checkpointIndex = 0
    func playFrames(until time: Double) {
      while frameIndex < frames.count, frames[frameIndex] < time {
        let frameTime = frames[frameIndex]
        view.advance(to: frameTime)
        result.frameCount += 1
        while checkpointIndex < Self.checkpoints.count,
          abs(Self.checkpoints[checkpointIndex] - frameTime) < 1e-9
        {
          result.checkpointOffsets.append(view.contentOffset.y)
          checkpointIndex += 1
        }
        frameIndex += 1
      }
    }
    for (index, time) in touchTimes.enumerated() {
      playFrames(until: time)
      let location = Point(x: 160, y: startY + fingerVelocity * time)
      if index == 0 {
        view.touchBegan(at: location, time: time)
      } else {
        view.touchMoved(to: location, time: time)
      }
    }
    view.touchEnded(at: Point(x: 160, y: startY + fingerVelocity * releaseTime), time: releaseTime)

    playFrames(until: .infinity)
    #expect(!view.isDecelerating, "\(scenario) at \(schedule) comes to rest within 6 s")
    result.rest = view.contentOffset.y
    return result
  }

  @Test(arguments: Scenario.allCases)
  func theSameGestureGivesTheSameTrajectoryAtAnyFrameRate(scenario: Scenario) {
    let reference = run(scenario, schedule: .hz(120))
    #expect(reference.checkpointOffsets.count == Self.checkpoints.count)
    let spread = (reference.checkpointOffsets.max() ?? 0) - (reference.checkpointOffsets.min() ?? 0)
    #expect(spread > 50, "the scenario moves during the compared window")
    for schedule in [Schedule.hz(60), .irregular(seed: 1), .irregular(seed: 2), .irregular(seed: 3)] {
      let other = run(scenario, schedule: schedule)
      #expect(other.frameCount != reference.frameCount)
      #expect(other.checkpointOffsets.count == reference.checkpointOffsets.count)
      for (index, (a, b)) in zip(reference.checkpointOffsets, other.checkpointOffsets).enumerated() {
        expectApproximatelyEqual(
          a, b, absoluteTolerance: 0.5, "\(scenario), \(schedule), t = \(Self.checkpoints[index])")
      }
      expectApproximatelyEqual(
        other.rest, reference.rest, absoluteTolerance: 1e-9, "\(scenario), \(schedule): same rest position")
    }
  }
}
