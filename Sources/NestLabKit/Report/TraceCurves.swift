/// The curves the report draws from one trace: positions per sample, the velocity of the
/// scroll position by finite differences, and where the scroll position crosses the pin.
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

  /// One point per sample: the header's top edge on screen.
  var headerTop: [PlotPoint?]
  /// One point per sample: the active tab's list offset (`nil` if the tab is unknown).
  var listOffset: [PlotPoint?]
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
    headerTop = samples.map { PlotPoint(x: $0.time, y: $0.observation.headerTop) }
    listOffset = samples.map { sample in
      let observation = sample.observation
      guard observation.tabOffsets.indices.contains(observation.activeTab) else { return nil }
      return PlotPoint(x: sample.time, y: observation.tabOffsets[observation.activeTab])
    }
    fingerY = samples.map { sample in sample.fingerY.map { PlotPoint(x: sample.time, y: $0) } }

    var breaks: [Double] = []
    var switches: [(time: Double, from: Int, to: Int)] = []
    for event in trace.events {
      switch event {
      case .tabSwitch(let time, let from, let to):
        breaks.append(time)
        switches.append((time, from, to))
      case .sizeChange(let time):
        breaks.append(time)
      default:
        break
      }
    }
    tabSwitches = switches

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
      let jumps =
        before.observation.activeTab != after.observation.activeTab
        || breaks.contains { $0 > before.time - 1e-9 && $0 <= after.time + 1e-9 }
      let p0 = before.observation.scrollPosition
      let p1 = after.observation.scrollPosition
      let dt = after.time - before.time
      guard !jumps, p0.isFinite, p1.isFinite else {
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
}
