extension MetricsCalculator {
  /// Releases slower than this (points per second) are not judged by
  /// ``peakSpeedRatio(_:)``: a finger that had nearly stopped releases with a speed near
  /// zero, and any settling motion after it (a snap from rest) would give a meaningless,
  /// huge ratio.
  package static let minimumReleaseSpeed = 50.0
  /// How close (points) the content must stay to where it finally rests for
  /// ``snapTimeToRest(_:)`` to count it as arrived.
  package static let snapArrivalTolerance = 1.0

  /// Whether a release at `sample` snaps: the screen snaps its header, or the active tab
  /// snaps to its items.
  static func isSnapping(_ trace: Trace, _ sample: Trace.Sample) -> Bool {
    let screen = trace.screen(at: sample.time)
    let tab = sample.observation.activeTab
    return screen.snapsHeader || (screen.tabs.indices.contains(tab) && screen.tabs[tab].snapsToItems)
  }

  /// Where the header snap judges a sample from: the scroll position, or with a floating
  /// header (``HeaderModeSpec``) the collapse the screen shows (`topInset − headerTop`),
  /// since a floating header snaps shown or hidden anywhere in the list, where the scroll
  /// position is far past the header's range.
  static func headerSnapPosition(_ screen: ScreenSpec, _ observation: Observation) -> Double {
    screen.headerMode == .scrollsWithList
      ? observation.scrollPosition : screen.topInset - observation.headerTop
  }

  /// Whether the header snap decides the rest of a release from `release` to `rest`: both
  /// inside the header's range (``headerSnapPosition(_:_:)``, within ``edgeTolerance``); with
  /// a floating header also one of them partly shown, since a fling with the header hidden
  /// (or shown) throughout is the list's free deceleration, wherever in the list it runs.
  static func isHeaderSnap(_ screen: ScreenSpec, from release: Observation, to rest: Observation) -> Bool {
    let pin = screen.pinPosition
    let range = -edgeTolerance...(pin + edgeTolerance)
    let from = headerSnapPosition(screen, release)
    let to = headerSnapPosition(screen, rest)
    guard range.contains(from), range.contains(to) else { return false }
    guard screen.headerMode != .scrollsWithList else { return true }
    let partlyShown = edgeTolerance...(pin - edgeTolerance)
    return partlyShown.contains(from) || partlyShown.contains(to)
  }

  /// The release runs that snap (``isSnapping(_:_:)``), each cut before the first size
  /// change or end of refresh after its release (either may move content legitimately):
  /// what ``peakSpeedRatio(_:)`` and ``snapTimeToRest(_:)`` look at.
  static func snapRuns(_ trace: Trace) -> [(run: ReleaseRun, disrupted: Bool)] {
    ReleaseRun.runs(in: trace).compactMap { run in
      let samples = trace.samples
      guard isSnapping(trace, samples[run.releaseIndex]) else { return nil }
      var run = run
      var end = run.releaseIndex
      while end < run.endIndex,
        !hasDisruption(in: trace, after: samples[run.releaseIndex].time, through: samples[end + 1].time)
      {
        end += 1
      }
      let disrupted = end < run.endIndex
      run.endIndex = end
      return (run, disrupted)
    }
  }

  /// **Peak speed after lift ÷ release speed**: for every snapping release (the header
  /// snaps, or the active tab snaps to items) whose finger velocity (``ReleaseRun``) is at
  /// least ``minimumReleaseSpeed``, the largest speed of the content after the lift
  /// divided by the release speed; the worst (largest) over those releases. Goal ≤ 1.00:
  /// nothing moves faster than the finger let go.
  ///
  /// Speeds are finite differences between consecutive samples at distinct times, of the
  /// scroll position (header and list together) and of the header's top (its collapse),
  /// the faster of the two; only intervals that start at or after the first sample
  /// without a finger count (the interval that ends at the lift is the finger's own
  /// motion). A finite difference is the average speed over its interval, never more than
  /// the fastest instant in it, so sampling cannot invent a speed-up. The run ends at the
  /// next touch, tab switch, size change or end of refresh (any of which may move content
  /// at will). Releases slower than the floor are ignored, as are releases that start out
  /// of range (a rubber band's spring back is set by the stretch, not the release). `nil`
  /// when no release qualifies.
  package static func peakSpeedRatio(_ trace: Trace) -> Double? {
    let samples = trace.samples
    var worst: Double?
    for (run, _) in snapRuns(trace)
    where abs(run.releaseVelocity) >= minimumReleaseSpeed
      && isInRange(trace, samples[run.releaseIndex], tolerance: edgeTolerance)
    {
      var peak = 0.0
      if run.endIndex > run.releaseIndex {
        for index in (run.releaseIndex + 1)...run.endIndex {
          guard let speed = speed(samples, endingAt: index) else { continue }
          peak = max(peak, speed)
        }
      }
      worst = max(worst ?? 0, peak / abs(run.releaseVelocity))
    }
    return worst
  }

  /// The larger of the scroll position's and the header top's speed from sample `i − 1`
  /// to sample `i`, or `nil` when they are the same instant or show different tabs.
  static func speed(_ samples: [Trace.Sample], endingAt i: Int) -> Double? {
    guard let velocity = velocity(samples, endingAt: i) else { return nil }
    let a = samples[i - 1]
    let b = samples[i]
    let header = (b.observation.headerTop - a.observation.headerTop) / (b.time - a.time)
    return max(abs(velocity), abs(header))
  }

  /// **Snap time to rest**, in seconds: for every snap that comes to rest before anything
  /// else happens, the time from the lift until the content — scroll position and header
  /// top — is within ``snapArrivalTolerance`` of where it finally rests and stays there;
  /// the longest over those snaps. Goal ≤ 1.5 s.
  ///
  /// A snap is a release on a tab that snaps to items, or, with header snapping, a release
  /// from inside the header's range (scroll position `0…H − P`, or the collapse a floating header shows: ``headerSnapPosition(_:_:)``; within ``edgeTolerance``)
  /// that also rests inside it, where the header snap decides the rest (a fling that
  /// carries on into the list is a free deceleration, not a snap, and takes as long as
  /// UIKit's). Where in that range it rests is not judged here: a strategy that leaves the
  /// header half collapsed scores the time it took to stop there.
  /// "Finally rests" is the last sample of the release's run (``ReleaseRun``): a run cut
  /// short by a touch, a tab switch, a size change or the end of a refresh, or one still
  /// moving when the trace ends, has no rest and is skipped. A release that does not move
  /// at all scores 0. `nil` when no release qualifies.
  package static func snapTimeToRest(_ trace: Trace) -> Double? {
    let samples = trace.samples
    var worst: Double?
    for (run, disrupted) in snapRuns(trace) where !disrupted && run.endsAtRest {
      let release = samples[run.releaseIndex]
      let last = samples[run.endIndex].observation
      let screen = trace.screen(at: release.time)
      let tab = release.observation.activeTab
      if !(screen.tabs.indices.contains(tab) && screen.tabs[tab].snapsToItems) {
        guard isHeaderSnap(screen, from: release.observation, to: last) else { continue }
      }
      var arrival = run.endIndex
      while arrival > run.releaseIndex {
        let observation = samples[arrival - 1].observation
        guard abs(observation.scrollPosition - last.scrollPosition) <= snapArrivalTolerance,
          abs(observation.headerTop - last.headerTop) <= snapArrivalTolerance
        else { break }
        arrival -= 1
      }
      worst = max(worst ?? 0, max(0, samples[arrival].time - releaseTime(trace, before: run.releaseIndex)))
    }
    return worst
  }

  /// The time of the lift that starts the run at sample `release`: the last touch end at
  /// or before that sample.
  static func releaseTime(_ trace: Trace, before release: Int) -> Double {
    let time = trace.samples[release].time
    return trace.events.compactMap { event -> Double? in
      if case .touchEnded(let t) = event, t <= time + sameInstant { return t }
      return nil
    }.max() ?? time
  }
}

extension MetricsCalculator {
  /// How close (points) a snap's rest must be to a place the screen snaps to for
  /// ``snapRestsOnBoundary(_:)``: the rest threshold of the length metrics.
  package static let snapBoundaryTolerance = 0.5

  /// **Rests on a snap boundary**: of the snaps that come to rest before anything else
  /// happens (the releases ``snapTimeToRest(_:)`` times), the fraction whose rest is a place
  /// the screen snaps to. Goal 1.00: a snapping screen never rests between two items, or
  /// with the header half collapsed.
  ///
  /// On a tab that snaps to items, a rest at or past the pin must put an item's top right
  /// under the tab bar (the scroll position is the pin plus the item's content y; with sticky
  /// section headers, ``SectionsSpec``, a section's top or a row right under its stuck
  /// header), or be the list's end, where the list can go no farther; a rest inside the header's range counts
  /// only with header snapping (then it must be expanded or collapsed) — without it the
  /// header's range is free scrolling, not a snap. With header snapping, a release from
  /// inside the header's range that rests inside it must rest expanded (0) or collapsed (the
  /// pin). Within ``snapBoundaryTolerance``. `nil` when no snap comes to rest.
  package static func snapRestsOnBoundary(_ trace: Trace) -> Double? {
    let samples = trace.samples
    var snaps = 0
    var onBoundary = 0
    for (run, disrupted) in snapRuns(trace) where !disrupted && run.endsAtRest {
      let release = samples[run.releaseIndex]
      let rest = samples[run.endIndex]
      let screen = trace.screen(at: release.time)
      let pin = screen.pinPosition
      let position = rest.observation.scrollPosition
      let tab = release.observation.activeTab
      let isNear = { (place: Double) in abs(position - place) <= snapBoundaryTolerance }
      let snapsToItems = screen.tabs.indices.contains(tab) && screen.tabs[tab].snapsToItems
      let itemTops = snapsToItems ? screen.tabs[tab].itemHeights : nil
      if position < pin - snapBoundaryTolerance || itemTops == nil {
        // The header's range: a snap only with header snapping, from a release inside it.
        let range = -edgeTolerance...(pin + edgeTolerance)
        let shown = headerSnapPosition(screen, rest.observation)
        guard screen.snapsHeader, range.contains(shown),
          itemTops != nil || isHeaderSnap(screen, from: release.observation, to: rest.observation)
        else { continue }
        snaps += 1
        if abs(shown) <= snapBoundaryTolerance || abs(shown - pin) <= snapBoundaryTolerance {
          onBoundary += 1
        }
        continue
      }
      snaps += 1
      // Each row's top as the list lays it out (with sticky section headers: a section's top
      // or a row right under its stuck header), and the list's end.
      let places = SectionedRows(heights: itemTops ?? [], sections: screen.tabs[tab].sections).restPlaces
      if isNear(maximumPosition(trace, rest)) || places.contains(where: { isNear(pin + $0) }) {
        onBoundary += 1
      }
    }
    return snaps == 0 ? nil : Double(onBoundary) / Double(snaps)
  }
}
