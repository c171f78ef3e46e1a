/// Estimates a finger's velocity from timed position samples, the way a pan gesture
/// recognizer does.
///
/// It fits `x(t) = a + b·t + c·t²` by least squares to the samples of the last
/// ``horizon`` seconds and reports the slope at the newest sample, so both steady and
/// decelerating finger motion are measured at the moment of release rather than averaged
/// over the window. With two samples it falls back to a straight line. A finger that has
/// not moved for ``stopGap`` seconds before the query has velocity zero (a pause before
/// release kills the fling, as on iOS). Samples may arrive at any spacing.
///
/// The storage is a ring of fixed capacity allocated once, so adding samples and
/// querying velocity allocate nothing.
public struct VelocityTracker: Sendable {
  /// How far back samples count, in seconds.
  public let horizon: Double
  /// A gap without samples that means the finger has stopped, in seconds.
  public let stopGap: Double

  private var times: [Double]
  private var positions: [Double]
  private var newest = -1
  private var count = 0

  /// The number of samples kept; older ones are overwritten.
  public static let capacity = 32

  /// Creates an empty tracker. `horizon` defaults to 100 ms and `stopGap` to 40 ms;
  /// non-finite or non-positive values fall back to those defaults.
  public init(horizon: Double = 0.1, stopGap: Double = 0.04) {
    self.horizon = horizon.isFinite && horizon > 0 ? horizon : 0.1
    self.stopGap = stopGap.isFinite && stopGap > 0 ? stopGap : 0.04
    times = Array(repeating: 0, count: Self.capacity)
    positions = Array(repeating: 0, count: Self.capacity)
  }

  /// Forgets every sample (a new touch begins).
  public mutating func reset() {
    count = 0
    newest = -1
  }

  /// Records the finger at `position` at `time` seconds. Non-finite samples and samples
  /// older than the newest one are ignored; a sample at the same time as the newest
  /// replaces it.
  public mutating func addSample(position: Double, time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if count > 0 {
      let lastTime = times[newest]
      if time < lastTime { return }
      if time == lastTime {
        positions[newest] = position
        return
      }
    }
    newest = (newest + 1) % Self.capacity
    times[newest] = time
    positions[newest] = position
    count = min(count + 1, Self.capacity)
  }

  /// The velocity in points per second at `time` (normally the release time).
  public func velocity(at time: Double) -> Double {
    guard count >= 2 else { return 0 }
    let lastTime = times[newest]
    if time.isFinite, time - lastTime > stopGap { return 0 }

    // Sums for the normal equations, in time relative to the newest sample and scaled by
    // the horizon so the powers stay near 1.
    var n = 0.0
    var s1 = 0.0
    var s2 = 0.0
    var s3 = 0.0
    var s4 = 0.0
    var y0 = 0.0
    var y1 = 0.0
    var y2 = 0.0
    let base = positions[newest]
    var index = newest
    for _ in 0..<count {
      let tau = (times[index] - lastTime) / horizon
      if tau < -1 { break }
      let y = positions[index] - base
      n += 1
      s1 += tau
      s2 += tau * tau
      s3 += tau * tau * tau
      s4 += tau * tau * tau * tau
      y0 += y
      y1 += y * tau
      y2 += y * tau * tau
      index = (index + Self.capacity - 1) % Self.capacity
    }
    guard n >= 2 else { return 0 }

    if n >= 3 {
      // | n  s1 s2 |   |a|   |y0|
      // | s1 s2 s3 | · |b| = |y1|, solved for b by Cramer's rule.
      // | s2 s3 s4 |   |c|   |y2|
      let det = n * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
      if abs(det) > 1e-12 {
        let detB = n * (y1 * s4 - s3 * y2) - y0 * (s1 * s4 - s3 * s2) + s2 * (s1 * y2 - y1 * s2)
        return detB / det / horizon
      }
    }
    let denominator = n * s2 - s1 * s1
    guard abs(denominator) > 1e-12 else { return 0 }
    return (n * y1 - s1 * y0) / denominator / horizon
  }
}
