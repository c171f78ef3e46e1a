/// Page-level pull-to-refresh: how far to pull, and how much room the indicator keeps
/// while refreshing.
public struct RefreshConfiguration: Hashable, Sendable {
  /// The overscroll, in points, at which a release starts refreshing.
  public var threshold: Double
  /// The room kept above the header while refreshing, in points.
  public var indicatorHeight: Double

  /// Creates a refresh configuration (validated with the rest of the configuration).
  public init(threshold: Double = 80, indicatorHeight: Double = 60) {
    self.threshold = threshold
    self.indicatorHeight = indicatorHeight
  }
}
