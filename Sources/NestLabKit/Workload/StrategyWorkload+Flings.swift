import ScrollSimulator

extension StrategyWorkload {
  /// The per-frame hot path: a batch of identical `type` screens, each just released by a
  /// flick short of the header/list boundary, whose frames are played while the fling
  /// decelerates through it.
  ///
  /// A class, because a batch is consumed: ``advanceFrames()`` plays every screen's frames
  /// once, and ``fling()`` must build and fling fresh screens before the next batch.
  public final class Flings {
    /// The strategy measured.
    public let type: any NestedScrollStrategy.Type
    /// The workload these flings follow.
    public let workload: StrategyWorkload
    /// The screens of the current batch, each released at ``releaseTime``.
    public private(set) var screens: [any NestedScrollStrategy] = []

    /// Builds and flings the first batch (set-up); throws if `type` rejects the screen.
    public init(_ type: any NestedScrollStrategy.Type, workload: StrategyWorkload = .standard)
      throws(ScenarioError)
    {
      self.type = type
      self.workload = workload
      // Built once here so that a rejected screen is an error; ``fling()`` then cannot fail.
      _ = try type.init(screen: workload.screen)
      fling()
    }

    /// When the finger lifts on every screen (the screens' clocks start at 0).
    public var releaseTime: Double { Double(workload.flingMoves) * workload.interval }

    /// **Set-up, not measured.** Replaces the batch with `flingsPerBatch` fresh screens and
    /// flicks each one: touch down on the expanded header's first list, `flingMoves` moves
    /// upwards at `flingVelocity`, lift. Fresh screens make every batch identical (a flung
    /// screen cannot be put back without more gestures, which differ between techniques).
    public func fling() {
      let workload = self.workload
      screens.removeAll(keepingCapacity: true)
      for _ in 0..<workload.flingsPerBatch {
        let screen: any NestedScrollStrategy
        do {
          screen = try type.init(screen: workload.screen)
        } catch {
          preconditionFailure("the screen was accepted in init, then rejected: \(error)")
        }
        let start = workload.touchDown
        let stride = workload.flingVelocity * workload.interval
        var location = start
        screen.touchBegan(at: location, time: 0)
        for move in 1...max(workload.flingMoves, 1) {
          location.y = start.y - Double(move) * stride
          screen.touchMoved(to: location, time: Double(move) * workload.interval)
        }
        screen.touchEnded(at: location, time: releaseTime)
        screens.append(screen)
      }
    }

    /// **The measured part.** `framesPerFling` display frames on every screen of the batch,
    /// one interval apart from the release: ``StrategyWorkload/framesPerBatch`` `advance(to:)`
    /// calls. Kept out of line so that Scripts/callgrind can count the instructions of
    /// exactly this function (`--toggle-collect`).
    @inline(never)
    public func advanceFrames() {
      let frames = workload.framesPerFling
      let interval = workload.interval
      let release = releaseTime
      for screen in screens {
        var time = release
        for _ in 0..<frames {
          time += interval
          screen.advance(to: time)
        }
      }
    }
  }
}
