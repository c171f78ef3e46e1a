/// Pull-to-refresh: what a pull refreshes, how far to pull, and how much room the
/// indicator keeps while refreshing.
public struct RefreshConfiguration: Hashable, Sendable {
  /// The overscroll, in points, at which a release starts refreshing.
  public var threshold: Double
  /// The room kept for the indicator while refreshing, in points: above the header for the
  /// page, under the tab bar in the refreshing tab's list for a tab.
  public var indicatorHeight: Double
  /// What a pull refreshes: the page (the default) or the selected tab.
  public var scope: RefreshScope

  /// Creates a refresh configuration (validated with the rest of the configuration).
  public init(threshold: Double = 80, indicatorHeight: Double = 60, scope: RefreshScope = .page) {
    self.threshold = threshold
    self.indicatorHeight = indicatorHeight
    self.scope = scope
  }
}
