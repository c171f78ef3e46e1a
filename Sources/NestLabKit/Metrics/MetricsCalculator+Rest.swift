extension MetricsCalculator {
  /// **Time to rest**, in seconds: from the last input event (touch, tab switch, size
  /// change, end of refresh; 0 without any) to the earliest sample from which every later
  /// sample shows the same screen as the last one (within ``restTolerance`` points). A run
  /// cut off before rest reports the time of its last change, an underestimate. `nil` for
  /// an empty trace.
  package static func timeToRest(_ trace: Trace) -> Double? {
    guard let last = trace.samples.last else { return nil }
    var rest = trace.samples.count - 1
    while rest > 0,
      trace.samples[rest - 1].observation.isClose(to: last.observation, tolerance: restTolerance)
    {
      rest -= 1
    }
    let lastInput = trace.events.map(time(of:)).max() ?? 0
    return max(0, trace.samples[rest].time - lastInput)
  }
}
