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

  /// With more tabs than fit, the titles keep their own widths in a bar that scrolls: a tap
  /// on a tab centres it, and a swipe to the next tab brings that one fully into view with
  /// the indicator under it.
  func testManyTabsScrollTheTabBarToTheSelection() {
    let profile = launchProfile(options: [.manyTabs: DemoLaunchOption.enabled])
    let bar = profile.tabBar.frame
    XCTAssertGreaterThan(
      profile.tabButton("Saved for Later").frame.maxX, bar.maxX,
      "Setup: the last tab fits; the titles were squeezed instead of the bar scrolling")

    profile.tabButton("Tagged").tap()
    profile.waitForRest(of: [profile.tabButton("Tagged")])
    XCTAssertTrue(profile.tabButton("Tagged").isSelected, "The tap did not select Tagged")
    XCTAssertEqual(
      profile.tabButton("Tagged").frame.midX, bar.midX, accuracy: ProfileScreen.positionTolerance,
      "The tab bar did not centre the selected tab")
    XCTAssertTrue(
      profile.indicatorIsUnder("Tagged", isIndicator: \.isSystemBlue), "The indicator is not under Tagged")

    let y = profile.app.frame.maxY - 200
    profile.drag(
      from: CGPoint(x: bar.minX + bar.width * 0.85, y: y), to: CGPoint(x: bar.minX + bar.width * 0.15, y: y))
    profile.waitForRest(of: [profile.tabButton("Highlights")])
    let next = profile.tabButton("Highlights").frame
    XCTAssertTrue(profile.tabButton("Highlights").isSelected, "The swipe did not select Highlights")
    XCTAssertTrue(
      next.minX >= bar.minX - ProfileScreen.positionTolerance
        && next.maxX <= bar.maxX + ProfileScreen.positionTolerance,
      "The tab bar did not bring Highlights into view: \(next) in \(bar)")
    XCTAssertTrue(
      profile.indicatorIsUnder("Highlights", isIndicator: \.isSystemBlue),
      "The indicator is not under Highlights")
  }
}
