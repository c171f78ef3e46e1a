import Benchmark
import ScrollPhysics
import ScrollSimulator

/// Receives the callbacks a host would get, so the measured path includes the delegate.
final class CountingScrollDelegate: ScrollViewDelegate {
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { scrolls &+= 1 }
}

/// A tall list decelerating after a fling.
final class FlingState {
  let view: SimulatedScrollView
  let delegate = CountingScrollDelegate()
  var time = 0.0

  /// Where each measured fling starts.
  static let start = Point(x: 0, y: 10_000)
  /// 3,000 pt/s, a brisk flick.
  static let velocity = Point(x: 0, y: 3_000)

  init() {
    view = SimulatedScrollView(
      size: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 200_000))
    // A slow custom rate stretches one fling over many more than 1,000 frames, so every
    // measured frame is mid-deceleration. A frame's work does not depend on the rate or
    // the velocity: the motion is a closed form of time, the same few exp/log per sample.
    view.decelerationRate = DecelerationRate(clamping: 0.9999)
    view.delegate = delegate
  }

  /// A fresh fling from the same place (outside the measurement).
  func refling() {
    time += frame
    view.setContentOffset(Self.start, animated: false)
    view.fling(velocity: Self.velocity, time: time)
  }
}

/// A finger dragging a tall list.
final class DragState {
  let view: SimulatedScrollView
  let delegate = CountingScrollDelegate()
  var time = 0.0
  var fingerY = 400.0
  var step = 1.0

  init() {
    view = SimulatedScrollView(
      size: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 200_000))
    view.contentOffset = Point(x: 0, y: 100_000)
    view.delegate = delegate
    // Touch down and move past the hysteresis so the drag has begun.
    view.touchBegan(at: Point(x: 200, y: fingerY), time: time)
    for _ in 0..<20 {
      time += frame
      fingerY -= 1
      view.touchMoved(to: Point(x: 200, y: fingerY), time: time)
    }
    precondition(view.isDragging, "the setup drag did not begin")
  }
}

/// `ScrollView.deceleratingFrame` and `ScrollView.dragTouchMoved`: the simulated scroll
/// view alone, the floor under every strategy's frame and event.
func scrollViewBenchmarks() {
  Benchmark(
    "ScrollView.deceleratingFrame",
    configuration: hotPathConfiguration(),
    closure: { benchmark, state in
      let view = state.view
      state.refling()
      var time = state.time
      benchmark.measure {
        for _ in benchmark.scaledIterations {
          time += frame
          view.advance(to: time)
        }
      }
      state.time = time
      blackHole(view.contentOffset)
      if !view.isDecelerating { benchmark.error("the fling came to rest inside the measured frames") }
    },
    setup: { FlingState() }
  )

  Benchmark(
    "ScrollView.dragTouchMoved",
    configuration: hotPathConfiguration(),
    closure: { benchmark, state in
      let view = state.view
      var time = state.time
      var y = state.fingerY
      var step = state.step
      benchmark.measure {
        for _ in benchmark.scaledIterations {
          // 1 pt per event, turning at y = 100 and 700 so the drag stays inside the content.
          if y <= 100 || y >= 700 { step = -step }
          y += step
          time += frame
          view.touchMoved(to: Point(x: 200, y: y), time: time)
        }
      }
      state.time = time
      state.fingerY = y
      state.step = step
      blackHole(view.contentOffset)
      if !view.isDragging { benchmark.error("the drag ended inside the measured events") }
    },
    setup: { DragState() }
  )
}
