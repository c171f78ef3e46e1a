import NestedScrollCore

extension ScreenSpec {
  /// The coordinator configuration this screen describes: the one place a scenario's
  /// screen becomes a ``NestedScrollCore/NestedScrollConfiguration`` (our strategy and the
  /// fuzzer's seed corpus both use it).
  public var configuration: NestedScrollConfiguration {
    NestedScrollConfiguration(
      headerHeight: headerHeight, pinnedHeaderHeight: pinnedHeaderHeight, tabBarHeight: tabBarHeight,
      topInset: topInset, viewportHeight: height, pageCount: tabs.count, snapsHeader: snapsHeader,
      refresh: refresh.map {
        RefreshConfiguration(
          threshold: $0.threshold, indicatorHeight: $0.indicatorHeight, scope: $0.scope.refreshScope)
      }, headerMode: headerMode.headerMode)
  }
}

extension RefreshSpec.Scope {
  /// The package's scope this one names.
  public var refreshScope: RefreshScope {
    switch self {
    case .page: .page
    case .tab: .tab
    case .both: .both
    }
  }
}
