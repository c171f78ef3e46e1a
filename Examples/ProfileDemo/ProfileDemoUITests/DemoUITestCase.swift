import XCTest

/// The base of the demo's UI tests: launches the app in a known state.
///
/// Every test launches the app anew, so no state leaks between tests, with the default text
/// size whatever the simulator is set to and, unless a test asks for it, no snapping: a
/// released list then rests where the finger left it, and positions follow from the drag
/// alone; the SwiftUI profile's saved position is forgotten, so it opens at the top. The launch environment is read by the app's `DemoSettings` (see
/// `DemoLaunchOption`, a file both targets compile).
@MainActor
class DemoUITestCase: XCTestCase {
  /// Launches the demo on `screen` with `options` on top of the tests' defaults.
  func launchDemo(screen: DemoScreen, options: [DemoLaunchOption: String] = [:]) -> XCUIApplication {
    continueAfterFailure = false
    var environment: [DemoLaunchOption: String] = [
      .screen: screen.rawValue,
      .textSize: DemoTextSize.standard.rawValue,
      .snapsHeader: DemoLaunchOption.disabled,
      .snapsItems: DemoLaunchOption.disabled,
      .forgetsPositions: DemoLaunchOption.enabled,
    ]
    environment.merge(options) { _, requested in requested }
    // A test that rotated and failed must not leave the next one in landscape.
    XCUIDevice.shared.orientation = .portrait
    let app = XCUIApplication()
    for (option, value) in environment {
      app.launchEnvironment[option.rawValue] = value
    }
    app.launch()
    return app
  }

  /// Launches the demo on the UIKit profile (pushed onto the menu, so Back exists) and
  /// waits until it is on screen and still.
  func launchProfile(options: [DemoLaunchOption: String] = [:]) -> ProfileScreen {
    let profile = ProfileScreen(app: launchDemo(screen: .uikitProfile, options: options))
    XCTAssertTrue(profile.tabBar.waitForExistence(timeout: 10), "The UIKit profile did not appear")
    profile.waitForRest()
    return profile
  }
}
