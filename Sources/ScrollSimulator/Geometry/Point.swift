/// A point or offset in points, UIKit's `CGPoint` without the platform dependency.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
