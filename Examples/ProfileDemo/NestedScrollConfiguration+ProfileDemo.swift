import NestedScrollCore

extension NestedScrollConfiguration {
  /// The demo's configuration, shared by the UIKit and the SwiftUI screen.
  ///
  /// `NestedScrollViewController` measures the header (its Auto Layout fitting height),
  /// the tab bar, the viewport and the safe area itself, so `headerHeight` and
  /// `viewportHeight` are placeholders. `pageCount` matches ``ProfileTab`` so that item
  /// snapping can be set before the controller has loaded its view (the controller
  /// rejects a page index beyond the configured count until then).
  static var profileDemo: NestedScrollConfiguration {
    NestedScrollConfiguration(
      headerHeight: 0, viewportHeight: 1, pageCount: ProfileTab.allCases.count,
      refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
  }
}
