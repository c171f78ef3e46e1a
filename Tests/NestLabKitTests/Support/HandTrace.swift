import NestLabKit

/// Builds traces by hand for the metric tests, on the default screen: header 300 (pin at
/// scroll position 300), top inset 47, tab bar 44, two tabs of 4000 pt (deepest position
/// 3547).
struct HandTrace {
  static let screen = ScreenSpec(
    tabs: [TabSpec(title: "A", contentHeight: 4000), TabSpec(title: "B", contentHeight: 4000)])

  var samples: [Trace.Sample] = []
  var events: [Trace.Event] = []
  var screenChanges: [Trace.ScreenChange] = []

  /// A sample at `time` with scroll position `position`; tab offsets default to the
  /// active tab at `position − 391` and the other at its top.
  mutating func add(
    _ time: Double, _ position: Double, finger: Double? = nil, tab: Int = 0, headerTop: Double? = nil,
    tabBarTop: Double? = nil, offsets: [Double]? = nil
  ) {
    var tabOffsets = offsets ?? [-391, -391]
    if offsets == nil { tabOffsets[tab] = position - 391 }
    let observation = Observation(
      headerTop: headerTop ?? 47 - min(max(position, 0), 300),
      tabBarTop: tabBarTop ?? 347 - min(max(position, 0), 300),
      activeTab: tab, scrollPosition: position, tabOffsets: tabOffsets, isRefreshing: false)
    samples.append(Trace.Sample(time: time, fingerY: finger, observation: observation))
  }

  /// A finger drag: touch-down at `time` at `fingerY`, then `steps` samples every `dt`
  /// with the finger moving `speed` points per second (negative: up) and the content
  /// following `content(i)` (default: 1:1 after the 10 pt hysteresis). Returns the end time.
  @discardableResult
  mutating func drag(
    from time: Double, fingerY: Double, position: Double, speed: Double, steps: Int, dt: Double,
    content: ((Int, Double) -> Double)? = nil, release: Bool = true
  ) -> (time: Double, position: Double) {
    events.append(.touchBegan(time: time))
    add(time, position, finger: fingerY)
    var finger = fingerY
    var current = position
    var t = time
    var moved = 0.0
    for i in 1...steps {
      t = time + Double(i) * dt
      let delta = speed * dt
      finger += delta
      let before = moved
      moved += abs(delta)
      let effective = max(0, moved - 10) - max(0, before - 10)
      let natural = current - (delta < 0 ? -effective : effective)
      current = content?(i, natural) ?? natural
      add(t, current, finger: finger)
    }
    if release {
      events.append(.touchEnded(time: t))
      add(t, current)
    }
    return (t, current)
  }

  /// The trace on ``screen``, or on `screen` (the same geometry with snapping, say).
  func trace(_ name: String = "hand", screen: ScreenSpec = Self.screen) -> Trace {
    Trace(
      scenario: name, strategy: "hand", screen: screen, samples: samples, events: events,
      screenChanges: screenChanges)
  }
}
