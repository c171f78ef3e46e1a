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
}
