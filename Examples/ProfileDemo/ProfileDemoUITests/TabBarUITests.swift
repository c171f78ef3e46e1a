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

  /// A renamed tab (a new title from the data source, then `reloadTabTitles()`) keeps its
  /// button: the default tab bar retitles it in place, so VoiceOver's focus, which follows the
  /// element, stays on it. The demo's Rename control says whether the button showing the new
  /// title is the one that showed the old one (XCUITest cannot see VoiceOver's focus); the
  /// tab stays selected and its neighbours keep their titles.
  func testRenamedTabKeepsItsButton() {
    let profile = launchProfile(options: [.accessibilityControls: DemoLaunchOption.enabled])
    profile.tabButton("Media").tap()
    profile.waitForRest(of: [profile.tabButton("Media")])
    XCTAssertTrue(profile.tabButton("Media").isSelected, "Setup: the tap did not select Media")
    let rename = profile.element(DemoAccessibilityIdentifier.renameTab)

    rename.tap()

    let photos = profile.tabButton("Photos")
    XCTAssertTrue(photos.waitForExistence(timeout: 5), "The renamed tab's new title did not appear")
    XCTAssertFalse(profile.tabButton("Media").exists, "The tab bar still shows the old title")
    XCTAssertEqual(
      rename.value as? String, DemoAccessibilityIdentifier.renameTabKeptButton,
      "The tab bar made a new button for the renamed tab: VoiceOver would lose its focus")
    XCTAssertTrue(photos.isSelected, "The renamed tab is no longer selected")
    XCTAssertTrue(
      profile.tabButton("Posts").exists && profile.tabButton("About").exists,
      "The other tabs lost their titles")

    rename.tap()

    XCTAssertTrue(profile.tabButton("Media").waitForExistence(timeout: 5), "The old title did not come back")
    XCTAssertEqual(
      rename.value as? String, DemoAccessibilityIdentifier.renameTabKeptButton,
      "Renaming the tab back made a new button")
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

  /// Each tab refreshing on its own: a pull on the Media grid at its top reveals Media's
  /// indicator under the tab bar and keeps room for it while Media refreshes; the header
  /// stays where it is, and Posts is not refreshing (its rows start right under the tab bar).
  /// When the refresh ends the grid's first tile is back under the tab bar.
  func testPullOnMediaRefreshesMediaAloneUnderTheTabBar() {
    let refreshSeconds = 3.0
    let profile = launchProfile(options: [
      .refreshesTabs: DemoLaunchOption.enabled, .refreshSeconds: "\(refreshSeconds)",
    ])
    profile.tabButton("Media").tap()
    profile.waitForRest(of: [profile.tabButton("Media")])
    let header = profile.element(DemoAccessibilityIdentifier.profileHeader).frame
    // The grid's first tile ("Photo 1", its accessibility label).
    let tile = profile.element(DemoAccessibilityIdentifier.mediaGrid).descendants(matching: .any)["Photo 1"]
    let bar = profile.tabBar.frame
    XCTAssertEqual(
      tile.frame.minY, bar.maxY, accuracy: ProfileScreen.positionTolerance,
      "Setup: Media's first tile is not right under the tab bar")

    // Well past the refresh threshold (80 points), then released: Media refreshes.
    let x = profile.app.frame.midX
    profile.drag(from: CGPoint(x: x, y: bar.maxY + 40), to: CGPoint(x: x, y: bar.maxY + 340))
    profile.waitForRest(of: [tile])
    XCTAssertEqual(
      profile.element(DemoAccessibilityIdentifier.profileHeader).frame.minY, header.minY,
      accuracy: ProfileScreen.positionTolerance, "The header moved for a tab's refresh")
    XCTAssertEqual(
      profile.tabBar.frame.minY, bar.minY, accuracy: ProfileScreen.positionTolerance,
      "The tab bar moved for a tab's refresh")
    // The indicator's room (60 points) between the tab bar and the first tile.
    XCTAssertEqual(
      tile.frame.minY, bar.maxY + 60, accuracy: ProfileScreen.positionTolerance,
      "Media does not keep room for its indicator while it refreshes")

    profile.tabButton("Posts").tap()
    profile.waitForRest(of: [profile.tabButton("Posts")])
    XCTAssertEqual(
      profile.sectionHeader(0).frame.minY, bar.maxY, accuracy: ProfileScreen.positionTolerance,
      "Posts shows room for a refresh it never began")

    profile.tabButton("Media").tap()
    Thread.sleep(forTimeInterval: refreshSeconds)
    profile.waitForRest(of: [tile])
    XCTAssertEqual(
      tile.frame.minY, bar.maxY, accuracy: ProfileScreen.positionTolerance,
      "Media's room did not close when its refresh ended")
  }

  /// The page and each tab refreshing: a pull that begins on the header refreshes the page
  /// (header and tab bar move down by its indicator's room), then a pull that begins on the
  /// Posts list refreshes Posts under the tab bar while the page still refreshes: the rooms
  /// stack and the header stays where the page's room put it.
  func testPullOnHeaderRefreshesPageAndPullOnListRefreshesTabStacked() {
    let profile = launchProfile(options: [
      .refreshesPageAndTabs: DemoLaunchOption.enabled, .refreshSeconds: "30",
    ])
    let header = profile.element(DemoAccessibilityIdentifier.profileHeader)
    let start = header.frame
    let bar = profile.tabBar.frame
    let row = profile.sectionHeader(0)
    XCTAssertEqual(
      row.frame.minY, bar.maxY, accuracy: ProfileScreen.positionTolerance,
      "Setup: Posts' first row is not right under the tab bar")

    // From the header, well past the refresh threshold (80 points): the page refreshes.
    let x = profile.app.frame.midX
    profile.drag(from: CGPoint(x: x, y: start.midY), to: CGPoint(x: x, y: start.midY + 300))
    profile.waitForRest(of: [header, row])
    XCTAssertEqual(
      header.frame.minY, start.minY + 60, accuracy: ProfileScreen.positionTolerance,
      "A pull on the header did not keep the page's room above the header")
    let movedBar = profile.tabBar.frame
    XCTAssertEqual(
      row.frame.minY, movedBar.maxY, accuracy: ProfileScreen.positionTolerance,
      "A pull on the header opened room under the tab bar")

    // From the list: Posts refreshes under the tab bar, the page's room stays.
    profile.drag(from: CGPoint(x: x, y: movedBar.maxY + 40), to: CGPoint(x: x, y: movedBar.maxY + 340))
    profile.waitForRest(of: [header, row])
    XCTAssertEqual(
      header.frame.minY, start.minY + 60, accuracy: ProfileScreen.positionTolerance,
      "A pull on the list moved the header")
    XCTAssertEqual(
      row.frame.minY, profile.tabBar.frame.maxY + 60, accuracy: ProfileScreen.positionTolerance,
      "Posts does not keep room for its indicator under the tab bar while both refresh")
  }
}
