/// The curves the report draws from one trace, in coordinates every strategy shares: the
/// phone's screen (y in points from the screen's top edge, growing downwards) for the tab
/// bar, the content under the finger and the finger itself, and the speed of the one scroll
/// position (``Observation/scrollPosition``). No strategy's own list offsets appear, so the
/// plots of all strategies of a scenario compare line by line.
struct TraceCurves {
  /// Where the scroll position crosses the pin position.
  struct PinCrossing: Hashable {
    /// The time of the crossing (linear interpolation between the two samples).
    var time: Double
    /// The finite-difference velocity over the crossing interval, in points per second.
    var velocity: Double
    /// Whether the motion went from header to list (the position increased).
    var collapsing: Bool
  }

  /// One point per sample: the tab bar's top edge on screen, the header's bottom. The
  /// header's collapse in points is its distance above the expanded position
  /// (`topInset + H`); it stops at the pinned position (`topInset + P`).
  var tabBarTop: [PlotPoint?]
  /// One point per sample: the screen y of the content the finger drags — the point that
  /// was under the finger when the content started to follow it (UIKit's pan recognizer
  /// waits for a few points of slop), or under the finger at touch-down if it never moved
  /// the content; from each touch until the next, and before the first from the first
  /// touch. While the content tracks the finger this line lies on the finger's; after the
  /// lift it shows where the fling carries the content. `nil` breaks the line at each new
  /// touch and where the position jumps by design (tab switches, size changes).
  var contentUnderFinger: [PlotPoint?]
  /// One point per sample where a finger is down: the finger's y (`nil` breaks the line).
  var fingerY: [PlotPoint?]
  /// One point per interval between distinct sample times, at the interval's middle;
  /// `nil` across tab switches and size changes, where the position jumps by design.
  var velocity: [PlotPoint?]
  /// Every crossing of the pin position (``ScreenSpec/pinPosition``, `H − P`, of the
  /// screen at the time).
  var pinCrossings: [PinCrossing]
  /// Tab switches, for markers.
  var tabSwitches: [(time: Double, from: Int, to: Int)]

  init(trace: Trace) {
    let samples = trace.samples
    tabBarTop = samples.map { PlotPoint(x: $0.time, y: $0.observation.tabBarTop) }
    fingerY = samples.map { sample in sample.fingerY.map { PlotPoint(x: sample.time, y: $0) } }

    var breaks: [Double] = []
    var switches: [(time: Double, from: Int, to: Int)] = []
    var touches: [Double] = []
    for event in trace.events {
      switch event {
      case .tabSwitch(let time, let from, let to):
        breaks.append(time)
        switches.append((time, from, to))
      case .sizeChange(let time):
        breaks.append(time)
      case .touchBegan(let time):
        touches.append(time)
      default:
        break
      }
    }
    tabSwitches = switches
    let jumps = { (before: Trace.Sample, after: Trace.Sample) in
      before.observation.activeTab != after.observation.activeTab
        || breaks.contains { $0 > before.time - 1e-9 && $0 <= after.time + 1e-9 }
    }
    contentUnderFinger = Self.contentUnderFinger(trace, touches: touches, jumps: jumps)

    // The last sample at each distinct time is what the screen showed at that time.
    var collapsed: [Trace.Sample] = []
    for sample in samples where sample.time.isFinite {
      if let last = collapsed.last, sample.time - last.time < 1e-9 {
        collapsed[collapsed.count - 1] = sample
      } else {
        collapsed.append(sample)
      }
    }
    var velocity: [PlotPoint?] = []
    var crossings: [PinCrossing] = []
    for index in collapsed.indices.dropFirst() {
      let before = collapsed[index - 1]
      let after = collapsed[index]
      let p0 = before.observation.scrollPosition
      let p1 = after.observation.scrollPosition
      let dt = after.time - before.time
      guard !jumps(before, after), p0.isFinite, p1.isFinite else {
        velocity.append(nil)
        continue
      }
      let v = (p1 - p0) / dt
      // The pin of the screen at the time (a header height change moves it).
      let pin = trace.screen(at: after.time).pinPosition
      velocity.append(PlotPoint(x: (before.time + after.time) / 2, y: v))
      if (p0 < pin) != (p1 < pin), p1 != p0 {
        let fraction = (pin - p0) / (p1 - p0)
        crossings.append(PinCrossing(time: before.time + fraction * dt, velocity: v, collapsing: p1 > p0))
      }
    }
    self.velocity = velocity
    pinCrossings = crossings
  }

  /// The screen y of the content the finger drags (see ``contentUnderFinger``): each touch
  /// anchors the finger's y to the scroll position at its first sample that has moved the
  /// content (or at its first sample), and content moving up by `d` in the scroll space moves
  /// up by `d` on screen. Without touches, the anchor is the middle of the list's area at the
  /// first sample.
  private static func contentUnderFinger(
    _ trace: Trace, touches: [Double], jumps: (Trace.Sample, Trace.Sample) -> Bool
  ) -> [PlotPoint?] {
    let samples = trace.samples
    let anchors: [(y: Double, position: Double)?] = touches.enumerated().map { number, time in
      let end = number + 1 < touches.count ? touches[number + 1] : .infinity
      let touching = samples.filter { $0.time >= time - 1e-9 && $0.time < end - 1e-9 && $0.fingerY != nil }
      guard let first = touching.first else { return nil }
      let start = first.observation.scrollPosition
      let dragging = touching.first { abs($0.observation.scrollPosition - start) > 1e-9 } ?? first
      return dragging.fingerY.map { ($0, dragging.observation.scrollPosition) }
    }
    let fallback = samples.first.map { sample in
      let listTop = sample.observation.tabBarTop + trace.screen.tabBarHeight
      return (y: (listTop + trace.screen.height) / 2, position: sample.observation.scrollPosition)
    }
    var points: [PlotPoint?] = []
    var previous: (sample: Trace.Sample, anchor: Int)?
    for sample in samples {
      let anchorIndex = max(0, touches.lastIndex { $0 <= sample.time + 1e-9 } ?? 0)
      guard let anchor = (anchors.indices.contains(anchorIndex) ? anchors[anchorIndex] : nil) ?? fallback
      else { continue }
      if let previous, previous.anchor != anchorIndex || jumps(previous.sample, sample) {
        points.append(nil)
      }
      points.append(
        PlotPoint(x: sample.time, y: anchor.y - (sample.observation.scrollPosition - anchor.position)))
      previous = (sample, anchorIndex)
    }
    return points
  }
}
