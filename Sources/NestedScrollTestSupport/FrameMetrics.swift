/// Speeds, crossings and jumps read off the frames a ``ScreenDriver`` recorded: what the
/// core's tests measure that the lab's metrics (NestLabKit's `MetricsCalculator`, over a
/// strategy's observations) do not.
package enum FrameMetrics {
  /// Per-frame velocities of the active list's offset, by finite differences: element k is
  /// the mean velocity between frames k and k + 1, at the mid time (pairs across a page
  /// change, or at one instant, are left out).
  package static func velocities(_ frames: [FrameRecord]) -> [(time: Double, velocity: Double)] {
    zip(frames, frames.dropFirst()).compactMap { a, b in
      guard b.time > a.time, a.page == b.page else { return nil }
      return ((a.time + b.time) / 2, (b.offset - a.offset) / (b.time - a.time))
    }
  }

  /// The index of the first frame at or beyond `value` in the direction of motion
  /// (`upward`: offsets increasing), with the previous frame before it.
  package static func crossingIndex(of value: Double, in frames: [FrameRecord], upward: Bool) -> Int? {
    for index in frames.indices.dropFirst() {
      let before = frames[index - 1].offset
      let after = frames[index].offset
      if upward ? (before < value && after >= value) : (before > value && after <= value) { return index }
    }
    return nil
  }

  /// Every step, between consecutive frames from `start` on, in which the active list's
  /// offset moved further than the motion's own speed allows: |Δy| > max(|v| before,
  /// |v| after) · Δt · 1.05 plus the ScrollPhysics article's rest threshold (0.5 pt: the last frame places
  /// a motion exactly on its end). Each is the later frame's index and the two offsets.
  package static func jumps(_ frames: [FrameRecord], from start: Int) -> [(
    index: Int, from: Double, to: Double
  )] {
    guard frames.count > 1 else { return [] }
    return (max(1, start)..<frames.count).compactMap { index in
      let a = frames[index - 1]
      let b = frames[index]
      let bound = max(abs(a.listVelocity), abs(b.listVelocity)) * (b.time - a.time) * 1.05 + 0.5 + 1e-6
      return abs(b.offset - a.offset) <= bound ? nil : (index, a.offset, b.offset)
    }
  }
}
