import XCTest

/// The settings sheet's layout direction and text size reach the profile.
final class SettingsUITests: DemoUITestCase {
  /// Right to left, from the settings sheet: the tab bar is mirrored, its first tab on the
  /// right.
  func testRightToLeftFromSettingsMirrorsTabBar() {
    let profile = launchProfile()
    profile.openSettings()
    profile.element(DemoAccessibilityIdentifier.settingsRightToLeft).tap()
    profile.closeSettings()
    XCTAssertGreaterThan(
      profile.tabButton("Posts").frame.midX, profile.tabButton("About").frame.midX,
      "In a right-to-left layout the first tab should be on the right")
  }

  /// A larger text size, from the settings sheet: the controller measures the header and
  /// the tab bar again, and both grow (ContainerBehaviour article: re-measuring).
  func testExtraLargeTextFromSettingsGrowsHeaderAndTabBar() {
    let profile = launchProfile()
    let before = profile.tabBar.frame
    profile.openSettings()
    profile.app.segmentedControls[DemoAccessibilityIdentifier.settingsTextSize].buttons["Extra large"].tap()
    profile.closeSettings()
    let after = profile.tabBar.frame
    XCTAssertGreaterThan(after.height, before.height + 8, "The tab bar did not grow with the text")
    XCTAssertGreaterThan(after.minY, before.minY + 40, "The header did not grow with the text")
  }
}
