@_exported import NestLabStrategies
import ScrollSimulator

// The re-enactments of other techniques (Baseline…) live in NestLabStrategies, a portable
// module the browser playground compiles too; this file makes them lab strategies: built from
// a scenario's screen, with scenario errors, and observed through ``Observation``.

extension BaselineGeometry {
  /// The lengths of `spec`, validated (see ``NestLabStrategies/BaselineGeometry``); a rejected
  /// value is reported at its path in the scenario.
  init(_ spec: ScreenSpec) throws(ScenarioError) {
    do {
      try self.init(
        width: spec.width, height: spec.height, topInset: spec.topInset, headerHeight: spec.headerHeight,
        pinnedHeaderHeight: spec.pinnedHeaderHeight, tabBarHeight: spec.tabBarHeight,
        contentHeights: spec.tabs.map(\.contentHeight), decelerationRate: spec.decelerationRate)
    } catch {
      switch error {
      case .configuration(let error):
        throw ScenarioError(path: "screen", message: "invalid screen: \(error)")
      case .width(let width):
        throw ScenarioError(path: "screen.width", message: "expected a finite width > 0, found \(width)")
      case .noRoomForList(let listHeight):
        throw ScenarioError(
          path: "screen.height",
          message: "expected room for a list below the pinned header and the tab bar, found \(listHeight) pt")
      case .contentHeight(let index, let height):
        throw ScenarioError(
          path: "screen.tabs[\(index)].contentHeight",
          message: "expected a finite height >= 0, found \(height)")
      }
    }
  }
}

extension NestedScrollStrategy where Self: StrategyScreen {
  /// What the screen shows: header, tab bar, the position in the one scroll space and every
  /// tab's own offset; none of the re-enacted techniques refreshes.
  public var observation: Observation {
    Observation(
      headerTop: headerTop, tabBarTop: tabBarTop, activeTab: activeTab, scrollPosition: scrollPosition,
      tabOffsets: lists.map(\.contentOffset.y), isRefreshing: false)
  }
}

extension BaselineThresholdLockStrategy: NestedScrollStrategy {
  /// Builds the screen from `spec` (see ``NestLabStrategies/BaselineThresholdLockStrategy``).
  public convenience init(screen spec: ScreenSpec) throws(ScenarioError) {
    self.init(geometry: try BaselineGeometry(spec))
  }
}

extension BaselineSimultaneousPansStrategy: NestedScrollStrategy {
  /// Builds the screen from `spec` running the `.flags` variant.
  public convenience init(screen spec: ScreenSpec) throws(ScenarioError) {
    try self.init(screen: spec, variant: .flags)
  }

  /// Builds the screen from `spec` running `variant`'s `scrollViewDidScroll`.
  public convenience init(screen spec: ScreenSpec, variant: Variant) throws(ScenarioError) {
    self.init(geometry: try BaselineGeometry(spec), variant: variant)
  }
}

extension BaselineOverlayScrollViewStrategy: NestedScrollStrategy {
  /// Builds the screen from `spec`, with the first page selected and cached.
  public convenience init(screen spec: ScreenSpec) throws(ScenarioError) {
    self.init(geometry: try BaselineGeometry(spec))
  }
}
