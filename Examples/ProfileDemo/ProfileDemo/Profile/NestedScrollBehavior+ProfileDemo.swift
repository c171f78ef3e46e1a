import NestedScrollCore

extension NestedScrollBehavior {
  /// The demo's behaviour, shared by the UIKit and the SwiftUI screen: the header stretches
  /// on overscroll, and pull-to-refresh is on. Everything else (header, tab bar, viewport,
  /// safe area) the controller measures itself.
  static var profileDemo: NestedScrollBehavior {
    NestedScrollBehavior(refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
  }
}
