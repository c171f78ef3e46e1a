import ScrollSimulator

/// A delegate that logs every callback, in order, with the values it saw, and lets a test
/// hook `scrollViewDidScroll`, `scrollViewWillEndDragging` and `scrollViewShouldScrollToTop`.
final class RecordingDelegate: ScrollViewDelegate {
  /// One callback and what it carried.
  enum Event: Equatable, CustomStringConvertible {
    case didScroll(offset: Point)
    case willBeginDragging
    case willEndDragging(velocity: Point, proposed: Point, target: Point)
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation
    case shouldScrollToTop
    case didScrollToTop

    /// The callback's name, with `willDecelerate` spelled out for `didEndDragging`.
    var name: String {
      switch self {
      case .didScroll: "didScroll"
      case .willBeginDragging: "willBeginDragging"
      case .willEndDragging: "willEndDragging"
      case .didEndDragging(let decelerate): "didEndDragging(\(decelerate))"
      case .willBeginDecelerating: "willBeginDecelerating"
      case .didEndDecelerating: "didEndDecelerating"
      case .didEndScrollingAnimation: "didEndScrollingAnimation"
      case .shouldScrollToTop: "shouldScrollToTop"
      case .didScrollToTop: "didScrollToTop"
      }
    }

    var description: String {
      switch self {
      case .didScroll(let offset): "didScroll(\(offset.y))"
      case .willEndDragging(let velocity, let proposed, let target):
        "willEndDragging(v: \(velocity.y), proposed: \(proposed.y), target: \(target.y))"
      default: name
      }
    }
  }

  private(set) var events: [Event] = []
  /// Runs inside `scrollViewDidScroll`, after the event is logged.
  var onDidScroll: ((SimulatedScrollView) -> Void)?
  /// Runs inside `scrollViewWillEndDragging`; may change the target.
  var onWillEndDragging: ((SimulatedScrollView, Point, inout Point) -> Void)?
  /// The answer to `scrollViewShouldScrollToTop`.
  var allowsScrollToTop = true

  /// The callback names in order.
  var names: [String] { events.map(\.name) }

  /// The names with each run of consecutive `didScroll` collapsed into one `didScroll…`.
  var collapsedNames: [String] {
    var result: [String] = []
    for name in names {
      let entry = name == "didScroll" ? "didScroll…" : name
      if entry == "didScroll…", result.last == entry { continue }
      result.append(entry)
    }
    return result
  }

  /// How many times the callback `name` arrived.
  func count(_ name: String) -> Int { names.filter { $0 == name }.count }

  /// The offsets reported by `didScroll`, in order.
  var scrolledOffsets: [Double] {
    events.compactMap { if case .didScroll(let offset) = $0 { offset.y } else { nil } }
  }

  /// The last `willEndDragging` values, if any.
  var lastWillEndDragging: (velocity: Point, proposed: Point, target: Point)? {
    for event in events.reversed() {
      if case .willEndDragging(let velocity, let proposed, let target) = event {
        return (velocity, proposed, target)
      }
    }
    return nil
  }

  /// Forgets the log.
  func reset() { events.removeAll() }

  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
    events.append(.didScroll(offset: scrollView.contentOffset))
    onDidScroll?(scrollView)
  }

  func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
    events.append(.willBeginDragging)
  }

  func scrollViewWillEndDragging(
    _ scrollView: SimulatedScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    let proposed = targetContentOffset
    onWillEndDragging?(scrollView, velocity, &targetContentOffset)
    events.append(.willEndDragging(velocity: velocity, proposed: proposed, target: targetContentOffset))
  }

  func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
    events.append(.didEndDragging(willDecelerate: decelerate))
  }

  func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView) {
    events.append(.willBeginDecelerating)
  }

  func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
    events.append(.didEndDecelerating)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
    events.append(.didEndScrollingAnimation)
  }

  func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool {
    events.append(.shouldScrollToTop)
    return allowsScrollToTop
  }

  func scrollViewDidScrollToTop(_ scrollView: SimulatedScrollView) {
    events.append(.didScrollToTop)
  }
}
