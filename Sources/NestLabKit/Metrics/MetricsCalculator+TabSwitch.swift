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

  /// **Header jump on tab switch**, in points: for every tab switch, the largest
  /// `|headerTop − headerTop before|` over the samples from the switch until it settles
  /// (up to ``tabSwitchWindow`` seconds, ending at the next touch-down, tab switch, size
  /// change or end of refresh); the largest over all switches. "Before" is the last sample
  /// earlier than the switch, so an instant switch is compared with the screen just before
  /// it and a swipe with the screen where the finger touched down. `nil` without switches.
  public static func headerJump(_ trace: Trace) -> Double? {
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

  /// **Offsets kept**: of the tab switches where the tab rule says the tab switched to
  /// keeps its own offset, the fraction where it did.
  ///
  /// Each tab's own offset and scroll position are remembered from the last sample in
  /// which it was the active tab (a tab not yet shown is taken to be at its top: its
  /// position is the first sample's minus the difference of their offsets). A tab left
  /// while still coasting goes on moving off-screen, as a real list does: the memory
  /// follows that motion while it continues smoothly (same direction, not faster, or a
  /// last settling step of at most a point); any other change of an inactive tab's offset
  /// (a reset to the top, a refit) is not followed (``TabMemory``).
  ///
  /// The rule keeps the offset when the visible header position — the scroll position
  /// clamped to `0…H − P` — is the same (within ``sameOffsetTolerance``) for the remembered
  /// position as for the position just before the switch: with the header pinned, every
  /// tab left past the pin; with it partly visible, only a tab left at exactly that
  /// collapse. It was kept when, through the switch's window, the tab's `tabOffsets`
  /// value only continues from the remembered one as its own motion would (no jump).
  /// `nil` when no switch is covered by the rule.
  public static func offsetsKept(_ trace: Trace) -> Double? {
    let samples = trace.samples
    guard let first = samples.first else { return nil }
    let count = first.observation.tabOffsets.count
    let activeOffset = first.observation.tabOffsets[first.observation.activeTab]
    var memories = first.observation.tabOffsets.map {
      TabMemory(offset: $0, position: first.observation.scrollPosition + $0 - activeOffset, speed: 0)
    }
    var eligible = 0
    var kept = 0
    var next = 0
    var lastTime: Double?
    var lastOffsets: [Double]?
    for window in switchWindows(trace) {
      // Remember every tab as it was last shown, up to the sample before this switch.
      // Only the last sample of each instant counts (a touch and a frame may share one).
      while next <= window.before {
        let index = next
        next += 1
        if index + 1 < samples.count, samples[index + 1].time - samples[index].time <= sameInstant {
          continue
        }
        let observation = samples[index].observation
        let dt = index > 0 ? samples[index].time - (lastTime ?? samples[index].time) : 0
        let previous = lastOffsets ?? observation.tabOffsets
        lastTime = samples[index].time
        lastOffsets = observation.tabOffsets
        guard observation.tabOffsets.count == count, previous.count == count else { continue }
        for tab in 0..<count {
          if tab == observation.activeTab {
            let velocity = dt > sameInstant ? (observation.tabOffsets[tab] - previous[tab]) / dt : nil
            memories[tab].show(
              offset: observation.tabOffsets[tab], position: observation.scrollPosition, velocity: velocity)
          } else {
            memories[tab].follow(to: observation.tabOffsets[tab], after: dt)
          }
        }
      }
      let to = window.to
      guard to != window.from, memories.indices.contains(to) else { continue }
      let pin = trace.screen(at: window.time).pinPosition
      func visible(_ value: Double) -> Double { min(max(value, 0), pin) }
      let now = samples[window.before].observation.scrollPosition
      guard abs(visible(memories[to].position) - visible(now)) <= sameOffsetTolerance else { continue }
      eligible += 1
      // A memory that stopped following (the tab was changed while hidden) still holds
      // what the user left: kept only if the tab is back there, as if at rest.
      var memory = memories[to]
      memory.speed = memory.speed ?? 0
      var time = samples[window.before].time
      var intact = true
      for index in window.window where samples[index].observation.tabOffsets.indices.contains(to) {
        if index + 1 <= window.window.upperBound, samples[index + 1].time - samples[index].time <= sameInstant
        {
          continue
        }
        intact =
          intact
          && memory.follow(to: samples[index].observation.tabOffsets[to], after: samples[index].time - time)
        time = samples[index].time
      }
      if intact { kept += 1 }
    }
    return eligible > 0 ? Double(kept) / Double(eligible) : nil
  }
}
