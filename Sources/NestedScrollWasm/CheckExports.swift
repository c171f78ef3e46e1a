// The WebAssembly module's checks of the portable core: closed forms and a whole-stack
// smoke test, called by Scripts/check-wasm.mjs. Built only with NSK_EMBEDDED=1 (see
// Scripts/build-wasm, which exports every `@_expose(wasm, ...)` function of this module).
//
// Inputs arrive from JavaScript unchecked, so each export passes them only to
// initializers that sanitize non-finite or out-of-range values (release builds turn a
// failed precondition into a bare trap).

import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator

/// The distance a fling at `velocity` points per second travels before it stops on its
/// own at the per-millisecond deceleration `rate` (clamped into the valid range).
@_expose(wasm, "nsk_decay_projection")
@_cdecl("nsk_decay_projection")
public func nskDecayProjection(velocity: Double, rate: Double) -> Double {
  Decay(initialVelocity: velocity, rate: DecelerationRate(clamping: rate)).projectedDistance
}

/// The position `time` seconds after a release at `position` with `velocity`, for a
/// fling that decelerates at `rate` and bounces at `lower`...`upper` (swapped when given
/// in the wrong order).
@_expose(wasm, "nsk_fling_position")
@_cdecl("nsk_fling_position")
public func nskFlingPosition(
  position: Double, velocity: Double, rate: Double, lower: Double, upper: Double, time: Double
) -> Double {
  var motion = ScrollMotion.fling(
    from: position, velocity: velocity, at: 0, rate: DecelerationRate(clamping: rate),
    bounds: boundsRange(lower, upper))
  return motion.sample(at: time).position
}

/// `lower...upper`, ordered; a NaN bound collapses the range onto the other one (a
/// `ClosedRange` with a NaN bound would trap).
private func boundsRange(_ a: Double, _ b: Double) -> ClosedRange<Double> {
  let lower = a.isNaN ? b : a
  let upper = b.isNaN ? a : b
  if lower.isNaN { return 0...0 }
  return min(lower, upper)...max(lower, upper)
}

/// Smoke test of the whole stack in wasm: a profile screen (header 300, tab bar 44,
/// viewport 844, three tabs) dragged up by `distance` points from the header over 60
/// frames; returns how far the active list's content moved (the finger travel less the
/// 10 pt drag hysteresis), or −1 if the configuration was rejected.
@_expose(wasm, "nsk_profile_drag")
@_cdecl("nsk_profile_drag")
public func nskProfileDrag(distance: Double) -> Double {
  let configuration = NestedScrollConfiguration(headerHeight: 300, tabBarHeight: 44, viewportHeight: 844)
  guard
    let screen = try? SimulatedProfileScreen(configuration: configuration, contentHeights: [5000, 3000, 200])
  else { return -1 }
  let step = distance.isFinite ? distance / 60 : 0
  var y = 400.0
  var time = 0.0
  screen.touchBegan(at: Point(x: 100, y: y), time: time)
  for _ in 0..<60 {
    time += 1.0 / 60
    y -= step
    screen.touchMoved(to: Point(x: 100, y: y), time: time)
    screen.advance(to: time)
  }
  return screen.activeList.contentOffset.y + screen.coordinator.snapshot.space.listInsetTop
}
