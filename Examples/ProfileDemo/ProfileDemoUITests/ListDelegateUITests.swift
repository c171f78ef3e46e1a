import XCTest

/// A page whose table delegate is released before the table: the table keeps working and
/// the app does not stop with "unrecognized selector" (NestedScrollKit's ControllerLifetime
/// article).
final class ListDelegateUITests: DemoUITestCase {
  /// The About tab lets its delegate go once it has appeared and reloads its table; it is
  /// then scrolled, left and shown again.
  func testPageWhoseDelegateIsReleasedFirstKeepsWorking() {
    let profile = launchProfile(options: [.releasesListDelegate: DemoLaunchOption.enabled])
    let about = profile.element(DemoAccessibilityIdentifier.aboutList)
    profile.tabButton("About").tap()
    profile.waitForRest(of: [profile.tabButton("About")])
    XCTAssertTrue(about.waitForExistence(timeout: 5), "The About tab did not appear")

    let screen = profile.app.frame
    let x = screen.midX
    profile.drag(from: CGPoint(x: x, y: screen.maxY - 120), to: CGPoint(x: x, y: screen.maxY - 320))
    profile.waitForRest()
    profile.tabButton("Posts").tap()
    profile.waitForRest(of: [profile.tabButton("Posts")])
    profile.tabButton("About").tap()
    profile.waitForRest(of: [profile.tabButton("About")])

    XCTAssertEqual(
      profile.app.state, .runningForeground, "The app stopped after the About delegate was released")
    XCTAssertTrue(about.exists, "The About list is gone")
    XCTAssertTrue(profile.app.descendants(matching: .any)["Location"].exists, "The About rows are gone")
  }
}
