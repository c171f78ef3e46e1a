import XCTest

/// The status-bar tap, with other scroll views on screen: the header's selectable bio (a
/// `UITextView`, which has `scrollsToTop` on by default) and its carousel (a collection
/// view). UIKit scrolls nothing when more than one on-screen scroll view has it on; the
/// controller turns theirs off (NestedScrollKit's ContainerBehaviour article).
final class ScrollToTopUITests: DemoUITestCase {
  /// Deep in Posts with the header collapsed, a status-bar tap brings the list to its top
  /// and the header back, fully expanded.
  func testStatusBarTapScrollsToTopWithATextViewAndACarouselInTheHeader() {
    let profile = launchProfile()
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.bio).exists, "Setup: no text view in the header")
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.highlights).exists, "Setup: no carousel in the header")
    let expandedTabBarTop = profile.tabBar.frame.minY
    let firstPost = profile.post(section: 0, row: 0)
    let firstPostTop = firstPost.frame.minY

    profile.scrollDeepIntoList()
    XCTAssertEqual(
      profile.tabBar.frame.minY, profile.navigationBar.frame.maxY, accuracy: ProfileScreen.positionTolerance,
      "Setup: the header should be collapsed")

    profile.tapStatusBar()
    profile.waitForRest(of: [firstPost])

    XCTAssertEqual(
      profile.tabBar.frame.minY, expandedTabBarTop, accuracy: ProfileScreen.positionTolerance,
      "The status-bar tap did not expand the header")
    XCTAssertEqual(
      firstPost.frame.minY, firstPostTop, accuracy: ProfileScreen.positionTolerance,
      "The status-bar tap did not bring Posts back to its top")
  }

  /// A feed with horizontal carousels in its cells (collection views, `scrollsToTop` on as
  /// the app left them): deep in the feed with a carousel on screen, a status-bar tap still
  /// brings the feed to its top and the header back, fully expanded.
  func testStatusBarTapScrollsToTopWithACarouselInACell() {
    let profile = launchProfile(options: [.appLists: DemoLaunchOption.enabled])
    let expandedTabBarTop = profile.tabBar.frame.minY
    profile.selectTabs("Inbox", "News", "Feed")
    let firstRow = profile.element(DemoAccessibilityIdentifier.feedRow(0))
    XCTAssertTrue(firstRow.waitForExistence(timeout: 5), "The Feed tab has no first row")
    let firstRowTop = firstRow.frame.minY

    profile.scrollDeepIntoList()
    XCTAssertEqual(
      profile.tabBar.frame.minY, profile.navigationBar.frame.maxY, accuracy: ProfileScreen.positionTolerance,
      "Setup: the header should be collapsed")
    let carousels = profile.app.descendants(matching: .any).matching(
      identifier: DemoAccessibilityIdentifier.feedCarousel)
    XCTAssertTrue(
      carousels.allElementsBoundByIndex.contains { $0.isHittable }, "Setup: no carousel on screen")

    profile.tapStatusBar()
    profile.waitForRest(of: [firstRow])

    XCTAssertEqual(
      profile.tabBar.frame.minY, expandedTabBarTop, accuracy: ProfileScreen.positionTolerance,
      "The status-bar tap did not expand the header")
    XCTAssertEqual(
      firstRow.frame.minY, firstRowTop, accuracy: ProfileScreen.positionTolerance,
      "The status-bar tap did not bring the feed back to its top")
  }
}
