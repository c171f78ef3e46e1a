extension MetricsCalculator {
  /// **Frame-rate difference**, in points: the largest difference in scroll position
  /// between two runs of the same scenario at different frame timings, compared at every
  /// sample time of each run against the other run there.
  ///
  /// Samples at one instant are reduced to the last (the screen after the inputs at that
  /// time). While a finger is down, content moves only when touch samples arrive, so it is
  /// compared only at instants both runs sampled (touch-down, lift, raw touch samples,
  /// common frames). With no finger down, the other run is interpolated linearly between
  /// its samples, and the interpolation's own error is forgiven: up to
  /// `|Δslope| · Δt / 4`, where `Δslope` is the largest difference between the slopes of
  /// the interval and its neighbours — the most a curve can leave its chord when its slope
  /// changes that much — so identical motion sampled differently scores ~0, while a
  /// different trajectory or resting place does not. Times where the runs show different
  /// tabs, and intervals that span a tab change or end at an input that may move content
  /// at once (tab switch, size change, end of refresh), are skipped. `nil` when nothing
  /// compares.
  package static func frameRateDifference(_ a: Trace, _ b: Trace) -> Double? {
    let first = Track(a)
    let second = Track(b)
    let one = first.largestDifference(from: second)
    let other = second.largestDifference(from: first)
    switch (one, other) {
    case (nil, nil): return nil
    default: return max(one ?? 0, other ?? 0)
    }
  }

  /// One run's scroll position as a function of time, for ``frameRateDifference(_:_:)``.
  struct Track {
    var times: [Double] = []
    var positions: [Double] = []
    var tabs: [Int] = []
    /// Whether a finger is down at the point.
    var touching: [Bool] = []
    /// Whether the point is at a tab switch, size change or end of refresh: the position
    /// may jump there, so the interval ending at it is not interpolated.
    var jumps: [Bool] = []

    init(_ trace: Trace) {
      for sample in trace.samples {
        if let last = times.last, sample.time - last <= MetricsCalculator.sameInstant {
          positions[positions.count - 1] = sample.observation.scrollPosition
          tabs[tabs.count - 1] = sample.observation.activeTab
          touching[touching.count - 1] = sample.fingerY != nil
        } else {
          times.append(sample.time)
          positions.append(sample.observation.scrollPosition)
          tabs.append(sample.observation.activeTab)
          touching.append(sample.fingerY != nil)
        }
      }
      jumps = times.map { _ in false }
      for event in trace.events {
        switch event {
        case .touchBegan, .touchEnded: continue
        case .tabSwitch, .sizeChange, .endRefresh:
          let time = MetricsCalculator.time(of: event)
          if let index = times.firstIndex(where: { abs($0 - time) <= MetricsCalculator.sameInstant }) {
            jumps[index] = true
          }
        }
      }
    }

    /// The slope over interval `i` (from point `i` to `i + 1`), if it exists on one tab.
    func slope(_ i: Int) -> Double? {
      guard i >= 0, i + 1 < times.count, tabs[i] == tabs[i + 1] else { return nil }
      return (positions[i + 1] - positions[i]) / (times[i + 1] - times[i])
    }

    /// The position at `time` on `tab` and the interpolation allowance, or `nil` when
    /// `time` is outside this track, the tab differs, or a finger is down (at the point
    /// asked about, `touching`, or on either side of the interval) and this track has no
    /// sample at `time`.
    func value(at time: Double, tab: Int, touching: Bool) -> (position: Double, allowance: Double)? {
      guard let start = times.first, let end = times.last,
        time >= start - MetricsCalculator.sameInstant, time <= end + MetricsCalculator.sameInstant
      else { return nil }
      var low = 0
      var high = times.count - 1
      while high - low > 1 {
        let middle = (low + high) / 2
        if times[middle] <= time { low = middle } else { high = middle }
      }
      for index in [low, high] where abs(times[index] - time) <= MetricsCalculator.sameInstant {
        return tabs[index] == tab ? (positions[index], 0) : nil
      }
      guard !touching, !self.touching[low], !self.touching[high], !jumps[high], tabs[low] == tab,
        tabs[high] == tab,
        let chord = slope(low)
      else { return nil }
      let dt = times[high] - times[low]
      let position = positions[low] + chord * (time - times[low])
      let left = slope(low - 1) ?? chord
      let right = slope(high) ?? chord
      let spread = max(abs(left - chord), abs(right - chord), abs(right - left))
      return (position, spread * dt / 4)
    }

    /// The largest forgiven difference between this track's points and `other`.
    func largestDifference(from other: Track) -> Double? {
      var worst: Double?
      for index in times.indices {
        guard let value = other.value(at: times[index], tab: tabs[index], touching: touching[index]) else {
          continue
        }
        worst = max(worst ?? 0, max(0, abs(positions[index] - value.position) - value.allowance))
      }
      return worst
    }
  }
}
