/// Why a ``NestedScrollConfiguration`` was rejected.
public enum ConfigurationError: Error, Hashable, Sendable {
  /// A value was NaN or infinite.
  case notFinite(ConfigurationField)
  /// A value that must be zero or more was negative (or, for the viewport, zero).
  case notPositive(ConfigurationField)
  /// A value beyond ``NestedScrollConfiguration/maximumValue``: larger than any screen, and
  /// large enough for rounding to swallow whole points.
  case tooLarge(ConfigurationField)
  /// The pinned part of the header is taller than the header.
  case pinnedHeightExceedsHeader
  /// There must be at least one page.
  case noPages
  /// The initial page is not one of the pages.
  case pageOutOfRange(Int)
  /// Item-snap boundaries of a page are not finite and ascending.
  case unsortedSnapBoundaries(page: Int)
  /// A deceleration or snap parameter is outside its valid range.
  case invalidSnapParameter
}

/// A configuration value named in a ``ConfigurationError``.
public enum ConfigurationField: Hashable, Sendable {
  /// ``NestedScrollConfiguration/headerHeight``.
  case headerHeight
  /// ``NestedScrollConfiguration/pinnedHeaderHeight``.
  case pinnedHeaderHeight
  /// ``NestedScrollConfiguration/tabBarHeight``.
  case tabBarHeight
  /// ``NestedScrollConfiguration/topInset``.
  case topInset
  /// ``NestedScrollConfiguration/viewportHeight``.
  case viewportHeight
  /// ``NestedScrollConfiguration/bottomInset``.
  case bottomInset
  /// ``RefreshConfiguration/threshold``.
  case refreshThreshold
  /// ``RefreshConfiguration/indicatorHeight``.
  case refreshIndicatorHeight
  /// ``NestedScrollConfiguration/snapFlickVelocity``.
  case snapFlickVelocity
  /// ``LoadMoreTrigger/distance``.
  case loadMoreDistance
  /// The height of ``HeaderMode/floatsCollapsedFirst(height:)``.
  case floatingHeaderHeight
}
