import NestedScrollCore

extension MetricsCalculator {
  /// One tab switch as the metrics see it: the sample before it and the samples while it
  /// settles.
  struct SwitchWindow {
    /// The switch's time and tabs.
    var time: Double
    var from: Int
    var to: Int
    /// The last sample before the switch.
    var before: Int
    /// The sample the header is compared with: the screen at the switch's own time, just
    /// before it (``referenceIndex(at:from:in:)``).
    var reference: Int
    /// The samples from the switch until it settled: up to ``tabSwitchWindow`` seconds,
    /// ending before the next touch-down, tab switch, size change or end of refresh.
    var window: ClosedRange<Int>
  }

  /// Every tab switch with a sample before it and at least one after it.
  static func switchWindows(_ trace: Trace) -> [SwitchWindow] {
    let samples = trace.samples
    var windows: [SwitchWindow] = []
    for event in trace.events {
      guard case .tabSwitch(let time, let from, let to) = event,
        let before = lastIndex(before: time, in: samples), before + 1 < samples.count
      else { continue }
      let reference = referenceIndex(at: time, from: from, in: samples) ?? before
      let interruption =
        trace.events.compactMap { other -> Double? in
          switch other {
          case .touchEnded: return nil
          case .touchBegan(let t), .sizeChange(let t), .endRefresh(let t), .tabSwitch(let t, _, _):
            return t > time ? t : nil
          }
        }.min() ?? .infinity
      let limit = min(time + tabSwitchWindow, interruption)
      var last = before + 1
      while last + 1 < samples.count, samples[last + 1].time <= limit, samples[last + 1].time < interruption {
        last += 1
      }
      windows.append(
        SwitchWindow(
          time: time, from: from, to: to, before: before, reference: max(before, reference),
          window: (before + 1)...last))
    }
    return windows
  }

  /// The sample the header is compared with at a switch at `time`: the last one at the
  /// switch's own time that still shows tab `from` (the runner records the screen at a
  /// tap's time just before the tap), else the last one before it. Comparing with the last
  /// frame before a tap would count the motion of a fling between that frame and the tap
  /// as a jump.
  static func referenceIndex(at time: Double, from: Int, in samples: [Trace.Sample]) -> Int? {
    var index = samples.count - 1
    while index >= 0, samples[index].time > time + sameInstant { index -= 1 }
    while index >= 0, samples[index].time >= time - sameInstant {
      if samples[index].observation.activeTab == from { return index }
      index -= 1
    }
    return lastIndex(before: time, in: samples)
  }

  /// **Header jump on tab switch**, in points: for every tab switch, the largest step of the
  /// header between two consecutive samples, from the screen at the switch's own time
  /// (``referenceIndex(at:from:in:)``) until it settles (up to ``tabSwitchWindow`` seconds,
  /// ending at the next touch-down, tab switch, size change or end of refresh), beyond what
  /// continuous motion covers in that interval: the active tab's own motion (its offset's
  /// change, when both samples show the same tab) plus the fastest a tab-switch animation
  /// over the header's whole way (its top or the tab bar's, whichever moves further: a
  /// stretch going away moves only the tab bar) moves
  /// (``NestedScrollCore/HeaderTransition/peakSpeed(distance:)``). A header that stays, or
  /// follows its list, or eases to a new place, does not jump; one that moves at the switch's
  /// instant, or faster than that, does. The largest over all switches; `nil` without
  /// switches.
  package static func headerJump(_ trace: Trace) -> Double? {
    var worst: Double?
    let samples = trace.samples
    for window in switchWindows(trace) {
      worst = max(worst ?? 0, 0)
      guard window.reference < window.window.upperBound else { continue }
      let span = window.reference...window.window.upperBound
      // Header and tab bar: a stretch going away moves only the tab bar.
      let start = samples[window.reference].observation
      let way =
        span.map {
          let observation = samples[$0].observation
          return max(
            abs(observation.headerTop - start.headerTop), abs(observation.tabBarTop - start.tabBarTop))
        }.max() ?? 0
      let animation = HeaderTransition.peakSpeed(distance: way)
      for index in (window.reference + 1)...window.window.upperBound {
        let a = samples[index - 1].observation
        let b = samples[index].observation
        let dt = max(0, samples[index].time - samples[index - 1].time)
        var list = 0.0
        if a.activeTab == b.activeTab, a.tabOffsets.indices.contains(a.activeTab),
          b.tabOffsets.count == a.tabOffsets.count
        {
          list = abs(b.tabOffsets[a.activeTab] - a.tabOffsets[a.activeTab])
        }
        let step = max(abs(b.headerTop - a.headerTop), abs(b.tabBarTop - a.tabBarTop))
        worst = max(worst ?? 0, step - list - animation * dt)
      }
    }
    return worst
  }

  /// **Header moved on tab switch**, in points: for every tab switch, the largest
  /// `|headerTop − headerTop at the switch|` over the samples from the switch until it
  /// settles (the window of ``headerJump(_:)``); the largest over all switches. Keeping
  /// the header (``NestedScrollCore/TabSwitchPolicy/keepsHeader``) it is 0; keeping the
  /// content, it is the header's way to where the tab's position puts it. `nil` without
  /// switches.
  package static func headerMoved(_ trace: Trace) -> Double? {
    var worst: Double?
    for window in switchWindows(trace) {
      let top = trace.samples[window.reference].observation.headerTop
      guard window.reference < window.window.upperBound else {
        worst = max(worst ?? 0, 0)
        continue
      }
      for sample in trace.samples[(window.reference + 1)...window.window.upperBound] {
        worst = max(worst ?? 0, abs(sample.observation.headerTop - top))
      }
    }
    return worst
  }

  /// **Header settle time on tab switch**, in seconds: for every tab switch, the time from
  /// the switch (or from the finger's lift, when the switch happened under a finger: a swipe)
  /// until the header, as far as it moves on its own (its distance from where the active
  /// tab's scroll position puts it: `headerTop − (G − clamp(position, 0, H − P))`), is and
  /// stays within ``sameOffsetTolerance`` of where the switch's window leaves it. 0 when the
  /// header never leaves its list; the slowest switch; `nil` without switches.
  package static func headerSettleTime(_ trace: Trace) -> Double? {
    var worst: Double?
    let samples = trace.samples
    for window in switchWindows(trace) {
      let end = samples[window.window.upperBound].time
      let lift = trace.events.compactMap { event -> Double? in
        guard case .touchEnded(let time) = event, time >= window.time, time <= end else { return nil }
        return time
      }.max()
      let screen = trace.screen(at: window.time)
      func own(_ index: Int) -> Double {
        let observation = samples[index].observation
        let position = min(max(observation.scrollPosition, 0), screen.pinPosition)
        return observation.headerTop - (screen.topInset - position)
      }
      let final = own(window.window.upperBound)
      let start = max(window.time, lift ?? window.time)
      var settled = start
      for index in window.window where abs(own(index) - final) > sameOffsetTolerance {
        if index + 1 < samples.count { settled = max(settled, samples[index + 1].time) }
      }
      worst = max(worst ?? 0, settled - start)
    }
    return worst
  }
}
