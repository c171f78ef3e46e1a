extension MetricsCalculator {
  /// **Tracking error**, in points: the largest `|Δ scrollPosition + Δ fingerY|` between
  /// consecutive samples while a finger drags (content moves up exactly as far as the
  /// finger moves up, so the two changes cancel).
  ///
  /// A pair of samples counts when both have a finger down (the same touch, which has
  /// already moved ``dragHysteresis`` from where it touched down, so the pan has begun),
  /// both show the same tab with a scroll position inside `[0, maximum]` (outside, the
  /// rubber band rightly moves content less than the finger), and no tab switch, size
  /// change or end of refresh falls between them. `nil` when no pair counts.
  package static func trackingError(_ trace: Trace) -> Double? {
    trackingError(trace.samples) { previous, sample in
      isInRange(trace, previous, tolerance: 1e-6) && isInRange(trace, sample, tolerance: 1e-6)
        && !hasDisruption(in: trace, after: previous.time, through: sample.time)
    }
  }

  /// The tracking error of `samples` alone: as ``trackingError(_:)``, with `counts` saying
  /// which pairs of consecutive samples (both with a finger down, the pan begun, one tab)
  /// the screen's range and the events between them let count.
  package static func trackingError(
    _ samples: some Sequence<Trace.Sample>, counts: (_ previous: Trace.Sample, _ sample: Trace.Sample) -> Bool
  ) -> Double? {
    var worst: Double?
    var downY: Double?
    var panBegan = false
    var previous: Trace.Sample?
    for sample in samples {
      defer { previous = sample }
      guard let finger = sample.fingerY else {
        downY = nil
        panBegan = false
        continue
      }
      let previousPanBegan = panBegan
      if let down = downY, let previous, let previousFinger = previous.fingerY {
        if previousPanBegan, previous.observation.activeTab == sample.observation.activeTab,
          counts(previous, sample)
        {
          let content = sample.observation.scrollPosition - previous.observation.scrollPosition
          let error = abs(content + (finger - previousFinger))
          worst = max(worst ?? 0, error)
        }
        if abs(finger - down) >= dragHysteresis { panBegan = true }
      } else {
        downY = finger
        panBegan = false
      }
    }
    return worst
  }
}
