import XCTest

/// The tab bar: its indicator follows the pager, and a custom tab bar built with Auto Layout
/// gets its height (NestedScrollKit's ContainerBehaviour article).
final class TabBarUITests: DemoUITestCase {
  /// A swipe to the next page moves the indicator under the next tab, all the way (not
  /// stopped where the page change was decided, halfway), and an animated tab tap moves it
  /// under the tapped tab.
  func testTabIndicatorFollowsASwipeAndATabTap() {
    let profile = launchProfile()
    XCTAssertTrue(
      profile.indicatorIsUnder("Posts", isIndicator: \.isSystemBlue), "Setup: indicator not under Posts")

    // A slow drag across most of the page, held still before the finger lifts: the pager
    // pages to Media.
    let screen = profile.app.frame
    let y = screen.maxY - 200
    profile.drag(
      from: CGPoint(x: screen.minX + screen.width * 0.85, y: y),
      to: CGPoint(x: screen.minX + screen.width * 0.15, y: y))
    profile.waitForRest(of: [profile.tabButton("Media")])

    XCTAssertTrue(profile.tabButton("Media").isSelected, "The swipe did not select Media")
    XCTAssertTrue(
      profile.indicatorIsUnder("Media", isIndicator: \.isSystemBlue),
      "After the swipe the indicator is not under Media")
    XCTAssertFalse(
      profile.indicatorIsUnder("Posts", isIndicator: \.isSystemBlue),
      "After the swipe the indicator is still (partly) under Posts")

    profile.tabButton("About").tap()
    profile.waitForRest(of: [profile.tabButton("About")])

    XCTAssertTrue(profile.tabButton("About").isSelected, "The tap did not select About")
    XCTAssertTrue(
      profile.indicatorIsUnder("About", isIndicator: \.isSystemBlue),
      "After the animated tab tap the indicator is not under About")
    XCTAssertFalse(
      profile.indicatorIsUnder("Media", isIndicator: \.isSystemBlue),
      "After the animated tab tap the indicator stayed under Media")
  }

  /// A tab bar made of constraints, with no intrinsic height, is as tall as its constraints
  /// say (not 0), and the list starts below it.
  func testAutoLayoutCustomTabBarGetsItsHeight() {
    let profile = launchProfile(options: [.customTabBar: DemoLaunchOption.enabled])
    let tabBar = profile.tabBar.frame
    // AutoLayoutTabBar: 52-point buttons over a 3-point indicator.
    XCTAssertEqual(
      tabBar.height, 55, accuracy: ProfileScreen.positionTolerance,
      "The custom tab bar was not given its Auto Layout height")
    XCTAssertEqual(
      profile.sectionHeader(0).frame.minY, tabBar.maxY, accuracy: ProfileScreen.positionTolerance,
      "The list does not start right below the custom tab bar")
    XCTAssertTrue(
      profile.indicatorIsUnder("Posts", isIndicator: \.isSystemOrange),
      "The custom tab bar's indicator is not under Posts")
  }
}
