/// What a host measures of its container on each layout pass, in points: the values a
/// ``NestedScrollHost`` turns into the coordinator's geometry.
public struct ContainerMeasurements: Hashable, Sendable {
  /// The container's width, which is also each page's width.
  public var width: Double
  /// The container's height: each list's viewport.
  public var height: Double
  /// The safe area's top (status bar, navigation bar).
  public var safeAreaTop: Double
  /// The safe area's bottom (home indicator, toolbar).
  public var safeAreaBottom: Double
  /// The header's height as laid out at ``width`` (its Auto Layout fitting height, or a
  /// fixed height).
  public var headerHeight: Double
  /// The tab bar's height (0 when it is hidden).
  public var tabBarHeight: Double
  /// Whether the container lays out right to left (UIKit:
  /// `effectiveUserInterfaceLayoutDirection`): page 0 is then the rightmost.
  public var isRightToLeft: Bool

  /// Creates a set of measurements.
  public init(
    width: Double, height: Double, safeAreaTop: Double = 0, safeAreaBottom: Double = 0, headerHeight: Double,
    tabBarHeight: Double, isRightToLeft: Bool = false
  ) {
    self.width = width
    self.height = height
    self.safeAreaTop = safeAreaTop
    self.safeAreaBottom = safeAreaBottom
    self.headerHeight = headerHeight
    self.tabBarHeight = tabBarHeight
    self.isRightToLeft = isRightToLeft
  }
}
