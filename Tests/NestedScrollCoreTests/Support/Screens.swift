import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator

/// The standard test screen: a phone-sized profile (viewport 844, safe area 47), a header
/// of `H` = 300 with `P` pinned, a tab bar of 44.
func profileConfiguration(
  headerHeight: Double = 300, pinnedHeaderHeight: Double = 0, tabBarHeight: Double = 44,
  topInset: Double = 47,
  viewportHeight: Double = 844, bottomInset: Double = 0, initialPage: Int = 0,
  overscrollBehavior: OverscrollBehavior = .stretchHeader, snapsHeader: Bool = false,
  refresh: RefreshConfiguration? = nil
) -> NestedScrollConfiguration {
  NestedScrollConfiguration(
    headerHeight: headerHeight, pinnedHeaderHeight: pinnedHeaderHeight, tabBarHeight: tabBarHeight,
    topInset: topInset, viewportHeight: viewportHeight, bottomInset: bottomInset, initialPage: initialPage,
    overscrollBehavior: overscrollBehavior, snapsHeader: snapsHeader, refresh: refresh)
}

/// A screen with three long-ish tabs (5000, 3000, 4000 pt of content) unless told otherwise.
func makeScreen(
  _ configuration: NestedScrollConfiguration = profileConfiguration(),
  contentHeights: [Double] = [5000, 3000, 4000]
) throws -> SimulatedProfileScreen {
  try SimulatedProfileScreen(configuration: configuration, contentHeights: contentHeights)
}

/// The standard screen with pull to refresh (threshold 80, an indicator 60 pt tall), its
/// configuration and a driver of it.
func makeRefreshingScreen() throws -> (NestedScrollConfiguration, SimulatedProfileScreen, ScreenDriver) {
  let configuration = profileConfiguration(refresh: RefreshConfiguration(threshold: 80, indicatorHeight: 60))
  let screen = try makeScreen(configuration)
  return (configuration, screen, ScreenDriver(screen))
}

extension SimulatedProfileScreen {
  /// Sets a list's content height as the app would (rows loaded or removed) and tells the
  /// host, as the UIKit host's KVO does.
  func setContentHeight(_ height: Double, page: Int) {
    let list = lists[page]
    list.contentSize = Size(width: list.contentSize.width, height: height)
    host.listContentSizeDidChange(page: page)
  }

  /// Resizes the screen to `height` in a layout pass, at the screen's own time: the host
  /// sizes the views through the container layout it sends back.
  func setViewportHeight(_ height: Double) {
    var measured = measurements
    measured.height = height
    layOut(measured, time: currentTime)
  }

  /// The header measures `height` in a layout pass, at the screen's own time.
  func setHeaderHeight(_ height: Double) {
    var measured = measurements
    measured.headerHeight = height
    layOut(measured, time: currentTime)
  }

  /// The header layout the screen shows: the last one its host sent (one is sent with the
  /// first layout pass).
  var shownLayout: HeaderLayout {
    guard let layout = rendered.headerLayout else { preconditionFailure("the host sent no header layout") }
    return layout
  }

  /// The header's bottom edge: where the tab bar starts.
  var headerBottom: Double { shownLayout.tabBarTop }
}
