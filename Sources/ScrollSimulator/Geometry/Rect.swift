/// A rectangle in points, UIKit's `CGRect` without the platform dependency.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The size.
  public var size: Size

  /// Creates a rectangle.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its corner and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The smallest x.
  public var minX: Double { origin.x }
  /// The smallest y.
  public var minY: Double { origin.y }
  /// The largest x.
  public var maxX: Double { origin.x + size.width }
  /// The largest y.
  public var maxY: Double { origin.y + size.height }
}
