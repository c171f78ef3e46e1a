extension MetricsCalculator {
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
  package static func offsetsKept(_ trace: Trace) -> Double? {
    keptFraction(trace, onlyWhereTheHeaderAllows: true)
  }

  /// **Positions kept**: of all tab switches, the fraction where the tab switched to shows
  /// exactly the position it had, whatever the header showed: what
  /// ``NestedScrollCore/TabSwitchPolicy/keepsContent`` promises (1.00), and what keeping the
  /// header gives up wherever the header disagrees with the tab. Each tab is remembered as
  /// ``offsetsKept(_:)`` remembers it; `nil` without switches.
  package static func positionsKept(_ trace: Trace) -> Double? {
    keptFraction(trace, onlyWhereTheHeaderAllows: false)
  }

  /// The fraction of tab switches whose tab keeps its position (see ``offsetsKept(_:)``),
  /// counting only the switches where the visible header agrees with the tab when
  /// `onlyWhereTheHeaderAllows`, else every switch to another tab.
  static func keptFraction(_ trace: Trace, onlyWhereTheHeaderAllows: Bool) -> Double? {
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
      guard
        !onlyWhereTheHeaderAllows || abs(visible(memories[to].position) - visible(now)) <= sameOffsetTolerance
      else { continue }
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
