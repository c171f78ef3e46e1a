import ScrollSimulator

extension StrategyWorkload {
  /// The per-event hot path: one strategy's screen with a finger down that drags back and
  /// forth across the header/list boundary and never lifts.
  ///
  /// A class, because the finger is one ongoing gesture: each measured batch continues
  /// where the previous one stopped (the same position, direction and clock), so no batch
  /// starts with a jump.
  public final class Drag {
    /// The screen under the finger.
    public let strategy: any NestedScrollStrategy
    /// The workload this drag follows.
    public let workload: StrategyWorkload
    /// The time of the last event, seconds.
    public private(set) var time = 0.0
    /// The finger's current y on screen.
    public private(set) var fingerY: Double
    /// +1 while the finger moves down, −1 while it moves up.
    private var step = -1.0
    /// The finger's turning points: at `lowestY` the content is `dragAmplitude` short of the
    /// boundary, at `highestY` `dragAmplitude` past it.
    private let lowestY: Double
    private let highestY: Double

    /// Builds a `type` screen, touches down on its expanded header's first list and drags
    /// up, 1 pt per event, until the content is `dragAmplitude` short of the boundary
    /// (set-up: not part of any measurement).
    public init(_ type: any NestedScrollStrategy.Type, workload: StrategyWorkload = .standard)
      throws(ScenarioError)
    {
      strategy = try type.init(screen: workload.screen)
      self.workload = workload
      let start = workload.touchDown
      lowestY = start.y - (workload.boundary - workload.dragAmplitude)
      highestY = start.y - (workload.boundary + workload.dragAmplitude)
      fingerY = start.y
      strategy.touchBegan(at: start, time: time)
      // The content lags the finger by the drag hysteresis (10 pt in UIKit); that only shifts
      // the sweep, which still crosses the boundary by ~140 pt each way.
      moveFinger(events: Int(start.y - lowestY))
    }

    /// **The measured part.** `count` touch-moved events, 1 pt apart and one interval after
    /// another, turning at the ends of the sweep. Kept out of line so that Scripts/callgrind
    /// can count the instructions of exactly this function (`--toggle-collect`).
    @inline(never)
    public func moveFinger(events count: Int) {
      let strategy = self.strategy
      let x = workload.touchDown.x
      let interval = workload.interval
      var y = fingerY
      var step = self.step
      var time = self.time
      for _ in 0..<count {
        if y <= highestY && step < 0 || y >= lowestY && step > 0 { step = -step }
        y += step
        time += interval
        strategy.touchMoved(to: Point(x: x, y: y), time: time)
      }
      fingerY = y
      self.step = step
      self.time = time
    }
  }
}
