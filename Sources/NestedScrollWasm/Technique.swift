// The techniques the playground's phone can be driven by: ours, or one of the lab's
// re-enactments of another technique (NestLabStrategies, the same code the lab compares).

import NestLabStrategies
import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics

/// Which technique drives the phone (`nsk_set_technique`; ``StateSlot/technique``).
enum Technique: Int32 {
  /// Our coordinator: one scroll space, the lists own all scrolling.
  case ours = 0
  /// The threshold lock, `isScrollEnabled` toggled at a threshold
  /// (``NestLabStrategies/BaselineThresholdLockStrategy``): a fling stops dead at the pin.
  case thresholdLock = 1
  /// Simultaneous pans, offsets pinned in `scrollViewDidScroll`
  /// (``NestLabStrategies/BaselineSimultaneousPansStrategy``): hand-overs a frame late, other
  /// tabs reset to their tops.
  case simultaneousPans = 2
  /// One invisible overlay scroll view mapped onto container and list
  /// (``NestLabStrategies/BaselineOverlayScrollViewStrategy``): lists never scroll themselves,
  /// other tabs' offsets are thrown away.
  case overlay = 3
  /// Our screen with a modulo snap in `scrollViewWillEndDragging`
  /// (``NestLabStrategies/BaselineModuloSnap``): a target behind the fling ticks back.
  case moduloSnap = 4

  /// Whether the technique runs on our screen (the coordinator places the header).
  var usesOurScreen: Bool { self == .ours || self == .moduloSnap }

  /// Builds the outer-view technique's screen with the playground's geometry, or `nil` for
  /// the techniques that run on our screen (or lengths the re-enactments reject).
  func makeStrategyScreen(
    configuration: NestedScrollConfiguration, width: Double, contentHeights: [Double], fastDeceleration: Bool
  ) -> (any StrategyScreen)? {
    guard !usesOurScreen,
      let geometry = try? BaselineGeometry(
        width: width, height: configuration.viewportHeight, topInset: configuration.topInset,
        headerHeight: configuration.headerHeight, pinnedHeaderHeight: configuration.pinnedHeaderHeight,
        tabBarHeight: configuration.tabBarHeight, contentHeights: contentHeights,
        decelerationRate: (fastDeceleration ? DecelerationRate.fast : .normal).rawValue)
    else { return nil }
    switch self {
    case .thresholdLock: return BaselineThresholdLockStrategy(geometry: geometry)
    case .simultaneousPans: return BaselineSimultaneousPansStrategy(geometry: geometry)
    case .overlay: return BaselineOverlayScrollViewStrategy(geometry: geometry)
    case .ours, .moduloSnap: return nil
    }
  }
}
