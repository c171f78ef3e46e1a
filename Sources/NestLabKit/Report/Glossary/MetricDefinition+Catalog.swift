extension MetricDefinition {
  /// Every metric of ``RunMetrics``, in the order tables show them: the drag and fling metrics,
  /// the tab-switch metrics (each tab-switch policy's beside them), time to rest, frame-rate
  /// independence, then the snap metrics. A policy's tab-switch goal judges that policy only
  /// (``MetricDefinition/policy``). Each goal's tolerance is its criterion's
  /// (``NestLabStrategies/MetricGoal/tolerance``).
  package static let all: [MetricDefinition] = [
    MetricDefinition(
      key: "trackingError", name: "tracking error", unit: .points, goal: "0", decimals: 2,
      definition:
        "During a drag, the largest difference between how far the content moved and how far the finger moved from one frame to the next (rubber-band zones excepted).",
      whyItMatters:
        "What you hold should stay under your finger; any error is content slipping away from it or jumping ahead of it.",
      value: { $0.trackingError }, criterion: .trackingError),
    MetricDefinition(
      key: "momentumContinuity", name: "momentum continuity", unit: .ratio, goal: "1.00", decimals: 3,
      definition:
        "Where a fling passes between header and list (the pin), or a floating header reaches the most it floats back to while the list runs on, the speed just after ÷ the speed just before, with the normal deceleration in between divided out; the worst crossing.",
      whyItMatters:
        "A fling should carry through the header's edge as through one scroll view; under 1 it brakes or stops dead there, over 1 it lurches.",
      value: { $0.momentumContinuity }, criterion: .momentumContinuity),
    MetricDefinition(
      key: "reversals", name: "reversals", unit: .count, goal: "0", decimals: 0,
      definition:
        "How often the motion turns around after a fling that reaches no edge (a snap back to an item behind counts once).",
      whyItMatters:
        "Content that changes direction by itself after you let go looks like a glitch (the snap \"tick\").",
      value: { $0.reversals.map(Double.init) }, criterion: .reversals),
    MetricDefinition(
      key: "distanceRatio", name: "distance / projection", unit: .ratio, goal: "1.00", decimals: 3,
      definition:
        "The distance a release travels ÷ the distance UIKit's deceleration gives its release speed, for releases that reach no edge (rows appended on the way count); the one farthest from 1.",
      whyItMatters:
        "How far a flick goes is muscle memory from every other list; under 1 the fling is cut short, over 1 it overshoots (snapping rightly changes it a little).",
      value: { $0.distanceRatio }, criterion: .distanceRatio),
    MetricDefinition(
      key: "headerJump", name: "header jump", unit: .points, goal: "0", decimals: 2,
      definition:
        "On a tab switch, the header's largest step within one frame beyond continuous motion (the tab's own motion plus the fastest a 0.3 s header animation moves).",
      whyItMatters: "A header that jumps when you change tabs makes the screen flash and loses your place.",
      value: { $0.headerJump }, criterion: .headerJump),
    MetricDefinition(
      key: "offsetsKept", name: "offsets kept", unit: .fraction, goal: "1.00", decimals: 2,
      definition:
        "Of the tab switches where the tab rule lets the tab keep its own offset (it agrees with the visible header), the fraction where it did.",
      whyItMatters:
        "Going back to a tab you had scrolled deep should find you where you were, not at its top.",
      value: { $0.offsetsKept }, criterion: .offsetsKept),
    // What each tab-switch policy gives up is the other's goal: each judges one policy only.
    MetricDefinition(
      key: "headerMoved", name: "header moved", unit: .points, goal: "0", policy: .keepsHeader, decimals: 2,
      definition: "The largest distance the header moves because of a tab switch.",
      whyItMatters:
        "Keeping the header, it must not move at all; keeping the content, it moves by design, and this says how far.",
      value: { $0.headerMoved }, criterion: .headerMoved),
    MetricDefinition(
      key: "positionsKept", name: "positions kept", unit: .fraction, goal: "1.00", policy: .keepsContent,
      decimals: 2,
      definition: "Of all tab switches, the fraction where the tab showed exactly the position it had.",
      whyItMatters:
        "Keeping the content, every tab reopens exactly where you left it; keeping the header trades some of that for a header that stays still.",
      value: { $0.positionsKept }, criterion: .positionsKept),
    MetricDefinition(
      key: "headerSettleTime", name: "header settle", unit: .seconds, goal: "≤ 0.35", decimals: 2,
      definition:
        "After a tab switch (or the lift, for a switch under a finger), the time until the header is where the new tab puts it.",
      whyItMatters: "The header should follow a new tab in one short animation, not drift into place.",
      value: { $0.headerSettleTime }, criterion: .headerSettleTime),
    MetricDefinition(
      key: "timeToRest", name: "time to rest", unit: .seconds, goal: nil, decimals: 2,
      definition: "From the last input until nothing on screen moves any more.",
      whyItMatters:
        "Context for the other numbers: a fling stopped dead rests early, one that carries rests later; neither is good or bad by itself.",
      value: { $0.timeToRest }, criterion: nil),
    MetricDefinition(
      key: "frameRateDifference", name: "frame-rate diff", unit: .points, goal: "< 0.5", decimals: 2,
      definition:
        "The largest difference in scroll position between the same gesture run at 60 Hz, 120 Hz and irregular 4–25 ms frames.",
      whyItMatters:
        "The same flick must end within half a point of the same place on a 60 Hz and a 120 Hz phone, and when frames are dropped.",
      value: { $0.frameRateDifference }, criterion: .frameRateDifference),
    MetricDefinition(
      key: "peakSpeedRatio", name: "peak speed / release", unit: .ratio, goal: "≤ 1.00", decimals: 3,
      definition:
        "On snapping releases of at least 50 pt/s, the fastest the header or list moves after the lift ÷ the finger's speed at release; the worst release.",
      whyItMatters:
        "After you let go nothing should speed up: a snap that lurches faster than your flick feels as if the screen were pulled from under you.",
      value: { $0.peakSpeedRatio }, criterion: .peakSpeedRatio),
    MetricDefinition(
      key: "snapTimeToRest", name: "snap time to rest", unit: .seconds, goal: "≤ 1.5", decimals: 2,
      definition:
        "On snapping releases, the time from the lift until the content is, and stays, within 1 pt of where it rests; the slowest release.",
      whyItMatters:
        "A snap should land promptly; one that crawls for seconds keeps the screen busy after you are done.",
      value: { $0.snapTimeToRest }, criterion: .snapTimeToRest),
    MetricDefinition(
      key: "snapRestsOnBoundary", name: "rests on snap", unit: .fraction, goal: "1.00", decimals: 2,
      definition:
        "Of the snaps that come to rest, the fraction resting where the screen snaps to: an item's top right under the tab bar (or the list's end), the header expanded or collapsed (a floating header shown or hidden, read from where the screen draws it).",
      whyItMatters:
        "A snapping list that stops between two items, or a header left half collapsed, is what snapping exists to prevent.",
      value: { $0.snapRestsOnBoundary }, criterion: .snapRestsOnBoundary),
  ]

  /// The metric whose ``key`` is `key`.
  package static func named(_ key: String) -> MetricDefinition? {
    all.first { $0.key == key }
  }
}
