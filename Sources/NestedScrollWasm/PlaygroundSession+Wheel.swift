// Browser wheel events as the host's indirect scroll input. A wheel (or a trackpad's two
// fingers, which the browser also reports as wheel events) has no touch down or lift: the
// first event of a burst is the fingers landing (motion stops, as a two-finger rest stops a
// fling), each event moves a virtual finger by the delta (natural scrolling: the content
// follows), and the gesture ends on the first frame after the wheel has been still for
// ``PlaygroundSession/wheelGap`` seconds of the page's clock.

import NestedScrollSimulation
import ScrollSimulator

/// A wheel gesture under way: where its virtual finger is and when the wheel last moved.
struct WheelGesture {
  /// The virtual finger: the pointer where the gesture began, moved by every delta since.
  var location: Point
  /// The time of the last wheel event, seconds.
  var lastTime: Double
}

extension PlaygroundSession {
  /// How long the wheel stays still before its gesture ends (the fingers lift), seconds.
  static let wheelGap = 0.1

  /// A wheel event at `time` with the pointer at `location`: the content moves by `delta`
  /// points (positive y: towards the end of the list, as a browser's `deltaY`). A burst's
  /// first event begins an indirect scroll; ignored while a finger is down or for values
  /// that are not finite.
  func wheel(at location: Point, delta: Point, time: Double) {
    guard location.isFinite, delta.isFinite else { return }
    if fingerY != nil, wheel == nil { return }
    var point = location
    if let gesture = wheel {
      point = gesture.location
    } else {
      play(.trackpadBegan(location), at: time)
    }
    point = Point(x: point.x - delta.x, y: point.y - delta.y)
    wheel = WheelGesture(location: point, lastTime: max(time, self.time))
    play(.trackpadMoved(point), at: time)
  }

  /// Ends the wheel gesture under way, if any (a finger landed).
  func endWheel(at time: Double) {
    guard let gesture = wheel else { return }
    wheel = nil
    play(.trackpadEnded(gesture.location), at: time)
  }
}
