import XCTest

/// Where lists, section headers and accessibility elements are relative to the header and
/// the tab bar.
final class ListLayoutUITests: DemoUITestCase {
  /// Switching to another tab and back keeps the first tab's scroll position, and the
  /// header stays where it was (the tab rule).
  func testSwitchingTabsAndBackKeepsListPosition() {
    let profile = launchProfile()
    let screen = profile.app.frame
    let start = CGPoint(x: screen.midX, y: screen.maxY - 80)
    profile.drag(from: start, to: CGPoint(x: start.x, y: start.y - 420))
    profile.waitForRest()
    let post = profile.post(section: 0, row: 5)
    let postTop = post.frame.minY
    let tabBarTop = profile.tabBar.frame.minY

    profile.tabButton("Media").tap()
    profile.waitForRest()
    XCTAssertEqual(
      profile.element(DemoAccessibilityIdentifier.mediaGrid).frame.minX, screen.minX,
      accuracy: ProfileScreen.positionTolerance, "The Media tab is not on screen")
    XCTAssertEqual(
      profile.tabBar.frame.minY, tabBarTop, accuracy: ProfileScreen.positionTolerance,
      "Switching tabs moved the header")

    profile.tabButton("Posts").tap()
    profile.waitForRest(of: [post])
    XCTAssertEqual(
      post.frame.minY, postTop, accuracy: ProfileScreen.positionTolerance,
      "Posts did not keep its scroll position across a switch to Media and back")
    XCTAssertEqual(
      profile.tabBar.frame.minY, tabBarTop, accuracy: ProfileScreen.positionTolerance,
      "Switching back moved the header")
  }

  /// The current section header sits right under the tab bar with the header expanded,
  /// partly collapsed and pinned; once pinned it sticks there while the rows scroll under
  /// it (NestedScrollKit's StickySectionHeaders article: the spacer layout).
  func testStickySectionHeaderSitsRightUnderTabBar() {
    let profile = launchProfile()
    let weekHeader = profile.sectionHeader(0)
    let screen = profile.app.frame
    let start = CGPoint(x: screen.midX, y: screen.maxY - 80)
    assertRightUnderTabBar(weekHeader, in: profile, "Header expanded")

    profile.drag(from: start, to: CGPoint(x: start.x, y: start.y - 150))
    profile.waitForRest(of: [weekHeader])
    XCTAssertGreaterThan(
      profile.tabBar.frame.minY, profile.navigationBar.frame.maxY + 20,
      "Setup: the header should be partly collapsed")
    assertRightUnderTabBar(weekHeader, in: profile, "Header partly collapsed")

    profile.drag(from: start, to: CGPoint(x: start.x, y: start.y - 550))
    profile.waitForRest(of: [weekHeader])
    XCTAssertEqual(
      profile.tabBar.frame.minY, profile.navigationBar.frame.maxY, accuracy: ProfileScreen.positionTolerance,
      "Setup: the header should be pinned")
    assertRightUnderTabBar(weekHeader, in: profile, "Header pinned")
    let firstPost = profile.post(section: 0, row: 0)
    XCTAssertTrue(
      !firstPost.exists || firstPost.frame.minY < weekHeader.frame.minY,
      "The rows should have scrolled under the stuck section header")
  }

  /// With item snapping, Posts snaps to its table's own rows (`ItemSnap.listItems`) under
  /// its sticky week headers: after drags and a fling past the pin, the stuck week header is
  /// right under the tab bar and a row's top right under that header, not under the tab bar
  /// where the header would cover it.
  func testPostsRestWithARowRightUnderTheStuckWeekHeader() {
    let profile = launchProfile(options: [.snapsItems: DemoLaunchOption.enabled])
    let screen = profile.app.frame
    let start = CGPoint(x: screen.midX, y: screen.maxY - 80)
    for distance: CGFloat in [560, 230, 170] {
      profile.drag(from: start, to: CGPoint(x: start.x, y: start.y - distance))
      profile.waitForRest()
      assertRowRightUnderStuckWeekHeader(in: profile, "After a drag of \(distance) points")
    }
    profile.fling(from: start, to: CGPoint(x: start.x, y: start.y - 300))
    profile.waitForRest()
    assertRowRightUnderStuckWeekHeader(in: profile, "After a fling")
  }

  /// Asserts that a week header is right under the pinned tab bar and a post's top right
  /// under that header.
  private func assertRowRightUnderStuckWeekHeader(
    in profile: ProfileScreen, _ situation: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let tabBarBottom = profile.tabBar.frame.maxY
    XCTAssertEqual(
      profile.tabBar.frame.minY, profile.navigationBar.frame.maxY, accuracy: ProfileScreen.positionTolerance,
      "\(situation): setup: the header should be pinned", file: file, line: line)
    let stuck = (0..<10).first { section in
      let header = profile.sectionHeader(section)
      return header.exists && abs(header.frame.minY - tabBarBottom) <= ProfileScreen.positionTolerance
    }
    guard let stuck else {
      return XCTFail("\(situation): no week header right under the tab bar", file: file, line: line)
    }
    let headerBottom = profile.sectionHeader(stuck).frame.maxY
    let rowTops = (0..<20).map { profile.post(section: stuck, row: $0) }.filter(\.exists).map(\.frame.minY)
    XCTAssertTrue(
      rowTops.contains { abs($0 - headerBottom) <= ProfileScreen.positionTolerance },
      "\(situation): no post rests right under the stuck week header (at \(headerBottom)): \(rowTops)",
      file: file, line: line)
  }

  private func assertRightUnderTabBar(
    _ sectionHeader: XCUIElement, in profile: ProfileScreen, _ situation: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(
      sectionHeader.frame.minY, profile.tabBar.frame.maxY, accuracy: ProfileScreen.positionTolerance,
      "\(situation): the section header is not right under the tab bar", file: file, line: line)
  }

  /// VoiceOver reads the header's content, then the tab bar, then the list: the order of
  /// the accessibility elements, which XCUITest's queries return in the order of the
  /// accessibility hierarchy.
  func testVoiceOverOrderIsHeaderThenTabBarThenList() {
    let profile = launchProfile()
    let expected = [
      DemoAccessibilityIdentifier.followButton,
      DemoAccessibilityIdentifier.tabBar,
      DemoAccessibilityIdentifier.post(section: 0, row: 0),
    ]
    let elements = profile.app.descendants(matching: .any)
      .matching(NSPredicate(format: "identifier IN %@", argumentArray: [expected]))
      .allElementsBoundByIndex
    XCTAssertEqual(
      elements.map(\.identifier), expected,
      "The accessibility order is not header content, then the tab bar, then the list")
  }

  /// A page whose app sets its own `tableHeaderView` once loaded (the News banner) keeps its
  /// rows below the tab bar: the controller's spacer for the sticky sections stays above the
  /// app's header (NestedScrollKit's StickySectionHeaders article).
  func testAppsOwnTableHeaderLeavesNoRowUnderTheTabBar() {
    let profile = launchProfile(options: [.appLists: DemoLaunchOption.enabled])
    profile.selectTabs("Inbox", "News")
    let banner = profile.element(DemoAccessibilityIdentifier.newsBanner)
    XCTAssertTrue(banner.waitForExistence(timeout: 5), "The News tab did not show its banner")
    let firstStory = profile.element(DemoAccessibilityIdentifier.newsStory(0))
    profile.waitForRest(of: [banner, firstStory])

    XCTAssertGreaterThanOrEqual(
      banner.frame.minY, profile.tabBar.frame.maxY - ProfileScreen.positionTolerance,
      "The app's table header is under the tab bar")
    XCTAssertGreaterThanOrEqual(
      firstStory.frame.minY, profile.tabBar.frame.maxY - ProfileScreen.positionTolerance,
      "The first story is under the tab bar after the app set its table header")
  }
}
