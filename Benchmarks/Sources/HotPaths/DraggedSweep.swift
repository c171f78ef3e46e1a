import ScrollSimulator

/// The scroll events of both sweeps (``CoordinatorSweep``, ``HostSweep``): a finger drags a
/// list, whose offset moves 1 pt per event from the top (header expanded) down through the
/// top overscroll (the refresh pull) and up through the collapsing header past the pin,
/// turning 120 pt above the top and 400 pt below it.
struct DraggedSweep {
  private let low: Double
  private let high: Double
  private(set) var offset: Double
  private var step = 1.0

  /// Touches `list` down and drags it past the 10 pt hysteresis (only a drag pulls to
  /// refresh), then puts it at `top`.
  init(dragging list: SimulatedScrollView, top: Double) {
    low = top - 120
    high = top + 400
    offset = top
    list.touchBegan(at: Point(x: 200, y: 600), time: 0)
    for move in 1...20 {
      list.touchMoved(to: Point(x: 200, y: 600 + Double(move)), time: Double(move) / 120)
    }
    precondition(list.isDragging, "the finger did not drag the list")
    list.contentOffsetY = top
  }

  /// The next event's offset.
  @inline(__always)
  mutating func next() -> Double {
    if offset <= low || offset >= high { step = -step }
    offset += step
    return offset
  }
}
