import UIKit
import XCTest

/// Rotation, in both profiles: the selected tab stays selected and the tab bar spans the new
/// width, below the navigation bar, in landscape and back in portrait.
final class RotationUITests: DemoUITestCase {
  /// Rotates to `orientation` and waits until `watched` stays put.
  private func rotate(
    _ profile: ProfileScreen, to orientation: UIDeviceOrientation, watching watched: [XCUIElement]
  ) {
    XCUIDevice.shared.orientation = orientation
    profile.waitUntilStill { watched.map { "\($0.frame)" } }
  }

  /// The UIKit profile on Media, rotated to landscape and back.
  func testRotationKeepsTheTabAndTheLayoutInUIKit() {
    let profile = launchProfile()
    profile.tabButton("Media").tap()
    profile.waitForRest(of: [profile.tabButton("Media")])
    for orientation in [UIDeviceOrientation.landscapeLeft, .portrait] {
      rotate(profile, to: orientation, watching: [profile.tabBar, profile.tabButton("Media")])
      XCTAssertTrue(
        profile.tabButton("Media").isSelected, "Rotating to \(orientation.rawValue) changed the tab")
      XCTAssertEqual(
        profile.tabBar.frame.width, profile.app.frame.width, accuracy: ProfileScreen.positionTolerance,
        "The tab bar does not span the width after rotating to \(orientation.rawValue)")
      XCTAssertGreaterThanOrEqual(
        profile.tabBar.frame.minY, profile.navigationBar.frame.maxY - ProfileScreen.positionTolerance,
        "The tab bar is under the navigation bar after rotating to \(orientation.rawValue)")
    }
  }

  /// The SwiftUI profile on Media, rotated to landscape and back.
  func testRotationKeepsTheTabAndTheLayoutInSwiftUI() {
    let profile = ProfileScreen(app: launchDemo(screen: .swiftUIProfile))
    let media = profile.app.buttons["Media"]
    let about = profile.app.buttons["About"]
    XCTAssertTrue(media.waitForExistence(timeout: 10), "The SwiftUI profile did not appear")
    media.tap()
    profile.waitUntilStill { ["\(media.frame)"] }
    for orientation in [UIDeviceOrientation.landscapeLeft, .portrait] {
      rotate(profile, to: orientation, watching: [media, about])
      XCTAssertTrue(media.isSelected, "Rotating to \(orientation.rawValue) changed the tab")
      // The last tab's button ends at the screen's trailing edge: the tab bar spans the width.
      XCTAssertEqual(
        about.frame.maxX, profile.app.frame.maxX, accuracy: ProfileScreen.positionTolerance,
        "The tab bar does not span the width after rotating to \(orientation.rawValue)")
      XCTAssertGreaterThanOrEqual(
        media.frame.minY, profile.navigationBar.frame.maxY - ProfileScreen.positionTolerance,
        "The tab bar is under the navigation bar after rotating to \(orientation.rawValue)")
    }
  }
}
