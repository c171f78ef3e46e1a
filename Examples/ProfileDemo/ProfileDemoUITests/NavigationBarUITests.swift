import XCTest

/// The navigation bar's scroll-edge appearance follows the selected list, although the
/// nested-scroll controller is a child of the screen the navigation controller shows (the
/// ContainerBehaviour article). The demo's bar takes the cover's colour at the scroll edge
/// and its standard appearance otherwise.
final class NavigationBarUITests: DemoUITestCase {
  /// Where the bar's background is sampled: left of the centred title, right of Back.
  private func barColor(_ profile: ProfileScreen) -> ScreenColors.Color? {
    let bar = profile.navigationBar.frame
    return ScreenColors(app: profile.app).color(at: CGPoint(x: bar.minX + bar.width * 0.3, y: bar.midY))
  }

  /// At the top the bar shows the scroll-edge appearance; once Posts scrolls under it, the
  /// standard one; after switching to Media (fitted under the same header) still the
  /// standard one; and back at Media's top, the scroll-edge one again.
  func testNavigationBarTracksTheSelectedListWhenTheControllerIsAChild() {
    let profile = launchProfile()
    XCTAssertEqual(
      barColor(profile)?.isCoverColor, true, "At the top the bar is not in its scroll-edge appearance")

    let screen = profile.app.frame
    let x = screen.midX
    let low = screen.maxY - 120
    profile.drag(from: CGPoint(x: x, y: low), to: CGPoint(x: x, y: low - 200))
    profile.waitForRest()
    XCTAssertEqual(
      barColor(profile)?.isCoverColor, false,
      "With Posts scrolled under it the bar kept its scroll-edge appearance")

    profile.tabButton("Media").tap()
    profile.waitForRest(of: [profile.tabButton("Media")])
    XCTAssertEqual(
      barColor(profile)?.isCoverColor, false,
      "With Media scrolled under it the bar shows its scroll-edge appearance")

    // Down by the 200 points Media was fitted to, plus touch slop: back to its top, without
    // pulling far enough to refresh.
    profile.drag(from: CGPoint(x: x, y: low - 230), to: CGPoint(x: x, y: low))
    profile.waitForRest()
    XCTAssertEqual(
      barColor(profile)?.isCoverColor, true,
      "Back at Media's top the bar did not return to its scroll-edge appearance")
  }
}
