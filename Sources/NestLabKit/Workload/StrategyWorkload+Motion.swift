extension StrategyWorkload {
  /// What one strategy's content did under the workload, observed op by op: the evidence
  /// that a measured event or frame really moved something (a cancelled drag or a fling
  /// stopped at the boundary is cheap because it does nothing, and the tables must say so).
  public struct Motion: Hashable, Sendable {
    /// Events observed: one measured batch of ``Drag`` (1,000).
    public var events: Int
    /// Events after which the scroll position had changed.
    public var movingEvents: Int
    /// Times the scroll position went past the boundary or came back from past it during
    /// those events (reaching it exactly does not count).
    public var eventCrossings: Int
    /// Frames observed: one fling's `framesPerFling`.
    public var frames: Int
    /// Frames after which the scroll position had changed.
    public var movingFrames: Int
    /// The scroll position when the finger lifted.
    public var flingRelease: Double
    /// The scroll position after the last measured frame.
    public var flingLast: Double
    /// Whether the fling went past the boundary during the measured frames (stopping on it
    /// does not count).
    public var flingCrossed: Bool
    /// Whether every measured frame moved the content: the fling was still under way at the
    /// last one.
    public var everyFrameMoved: Bool { movingFrames == frames }

    /// Creates an observation record.
    public init(
      events: Int, movingEvents: Int, eventCrossings: Int, frames: Int, movingFrames: Int,
      flingRelease: Double, flingLast: Double, flingCrossed: Bool
    ) {
      self.events = events
      self.movingEvents = movingEvents
      self.eventCrossings = eventCrossings
      self.frames = frames
      self.movingFrames = movingFrames
      self.flingRelease = flingRelease
      self.flingLast = flingLast
      self.flingCrossed = flingCrossed
    }
  }

  /// Runs one batch of events and one fling on `type` exactly as the measurements do, reading
  /// the ``Observation`` after every op (which allocates, so this is never timed).
  public func motion(of type: any NestedScrollStrategy.Type, events: Int = 1_000) throws(ScenarioError)
    -> Motion
  {
    let boundary = self.boundary
    let drag = try Drag(type, workload: self)
    var position = drag.strategy.observation.scrollPosition
    var movingEvents = 0
    var crossings = 0
    for _ in 0..<events {
      drag.moveFinger(events: 1)
      let next = drag.strategy.observation.scrollPosition
      if next != position { movingEvents += 1 }
      if (position > boundary) != (next > boundary) { crossings += 1 }
      position = next
    }

    var single = self
    single.flingsPerBatch = 1
    let flings = try Flings(type, workload: single)
    let screen = flings.screens[0]
    let release = screen.observation.scrollPosition
    position = release
    var movingFrames = 0
    var time = flings.releaseTime
    for _ in 0..<framesPerFling {
      time += interval
      screen.advance(to: time)
      let next = screen.observation.scrollPosition
      if next != position { movingFrames += 1 }
      position = next
    }
    return Motion(
      events: events, movingEvents: movingEvents, eventCrossings: crossings, frames: framesPerFling,
      movingFrames: movingFrames, flingRelease: release, flingLast: position,
      flingCrossed: release < boundary && position > boundary)
  }
}
