import NestedScrollCore
import ScrollPhysics

extension InvariantChecker {
  /// Checks one step of the header, from one observation to the next
  /// (``Invariant/headerContinuous``): it moved `step` points; its lists moved it by
  /// `listMotion` (the list active before and, after a tab switch that keeps the content,
  /// the new one); its way after a tab switch plays a leg of `way` points (0 without one)
  /// and was last played `interval` seconds before the second observation; `fingerDown`: a
  /// finger was down at both; `scale`: the size of the numbers involved, for rounding.
  package static func checkHeaderStep(
    step: Double, listMotion: Double, way: Double, interval: Double, fingerDown: Bool, scale: Double = 0
  ) -> (Invariant, String)? {
    let own = fingerDown ? 0 : HeaderTransition.peakSpeed(distance: way) * max(0, interval)
    let allowed = listMotion + own
    guard step > allowed + 1e-6 + 1e-9 * scale else { return nil }
    return (
      .headerContinuous,
      "the header moved \(step) pt; its lists moved it \(listMotion) pt, its way allows \(own) pt"
        + (fingerDown ? " (a finger down)" : "")
    )
  }

  /// Checks a release (``Invariant/noSpeedUpAfterLift``): a list let go at `offset` moving
  /// at `velocity` points per second, then at `samples` (time, offset; the first is the
  /// release, on the list's own clock) until it rests at the last; a sample where it has not
  /// moved since the one before counts from that one. Toward where it rests, no step is
  /// faster than the
  /// release, or than the slowest snap that rests in time
  /// (``ScrollPhysics/ScrollMotion/slowestSnapSpeed(distance:)``), within 2 % and the ScrollPhysics article's
  /// rest step (the last frame places a motion on its end, up to 0.5 pt away). A list that
  /// rests behind the release (a snap target behind it turns it around, once) is not judged.
  package static func checkRelease(
    offset: Double, velocity: Double, samples: [(time: Double, offset: Double)]
  ) -> (Invariant, String)? {
    guard let rest = samples.last?.offset else { return nil }
    let distance = rest - offset
    guard distance * velocity > 0 else { return nil }
    let limit = max(abs(velocity), ScrollMotion.slowestSnapSpeed(distance: abs(distance)))
    // A sample where the list has not moved (no frame played it since) keeps the earlier
    // one as the base: its motion ran on from then.
    var base = samples[0]
    for b in samples.dropFirst() where b.offset != base.offset {
      let a = base
      base = b
      let step = abs(b.offset - a.offset)
      let dt = max(0, b.time - a.time)
      guard step > limit * 1.02 * dt + Rest.distance + 1e-9 * abs(b.offset) else { continue }
      return (
        .noSpeedUpAfterLift,
        "released at \(offset) moving \(velocity) pt/s, it moved \(step) pt in \(dt) s at \(b.time) s "
          + "(\(step / max(dt, 1e-12)) pt/s; at most \(limit)) on its way to \(rest)"
      )
    }
    return nil
  }
}
