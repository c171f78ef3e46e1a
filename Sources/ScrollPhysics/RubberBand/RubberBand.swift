/// The resistance UIScrollView applies when content is dragged past its edge.
///
/// A finger that travels `x` points beyond the edge moves the content by
/// `f(x) = (1 − 1 / (x·c/D + 1)) · D`, with `c` = 0.55 and `D` the viewport's extent
/// along the axis. `f` is odd, increasing, has slope `c` at zero and stays below `D`.
/// ``excess(forOverscroll:)`` inverts it, so a drag that starts in an overscrolled
/// state (a touch during a bounce) continues exactly where the content is.
public struct RubberBand: Hashable, Sendable {
  /// The slope at the edge, UIKit's 0.55.
  public let coefficient: Double

  /// The viewport extent `D` along the axis, in points; the overscroll stays below it.
  public let dimension: Double

  /// UIKit's coefficient.
  public static let uiKitCoefficient: Double = 0.55

  /// Creates a rubber band for a viewport of `dimension` points. A dimension below 1 pt
  /// (or not finite) counts as 1 pt: a sub-point band divides by almost nothing and turns
  /// the overscroll into NaN. A non-finite or non-positive coefficient becomes
  /// ``uiKitCoefficient``.
  public init(dimension: Double, coefficient: Double = RubberBand.uiKitCoefficient) {
    self.dimension = dimension.isFinite && dimension >= 1 ? dimension : 1
    self.coefficient = coefficient.isFinite && coefficient > 0 ? coefficient : Self.uiKitCoefficient
  }

  /// The overscroll shown for a finger travel of `excess` points past the edge.
  @inlinable
  public func overscroll(forExcess excess: Double) -> Double {
    let magnitude = abs(excess)
    let shown = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
    return excess < 0 ? -shown : shown
  }

  /// The finger travel past the edge that shows `overscroll` points; overscrolls at
  /// or beyond the viewport extent are treated as just below it.
  @inlinable
  public func excess(forOverscroll overscroll: Double) -> Double {
    let magnitude = min(abs(overscroll), dimension * (1 - 1e-9))
    let excess = magnitude * dimension / (coefficient * (dimension - magnitude))
    return overscroll < 0 ? -excess : excess
  }

  /// How many points the content moves per point of finger travel at `excess`.
  @inlinable
  public func slope(atExcess excess: Double) -> Double {
    let s = abs(excess) * coefficient / dimension + 1
    return coefficient / (s * s)
  }
}
