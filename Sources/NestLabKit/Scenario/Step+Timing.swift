extension Step {
  /// How long the finger moves in a ``fling(x:y:velocity:)`` before it lifts, in seconds.
  public static let flingDuration = 0.06

  /// How long the step takes: the next step starts this many seconds after this one.
  /// Tab taps, size changes and the end of a refresh are instantaneous.
  public var duration: Double {
    switch self {
    case .touches(let samples): return samples.last?.time ?? 0
    case .drag(_, _, _, let duration, let hold), .trackpad(_, _, _, let duration, let hold):
      return duration + hold
    case .swipe(_, _, _, let duration): return duration
    case .fling: return Step.flingDuration
    case .wait(let duration): return duration
    case .tapTab, .contentHeight, .headerHeight, .endRefresh: return 0
    }
  }
}
