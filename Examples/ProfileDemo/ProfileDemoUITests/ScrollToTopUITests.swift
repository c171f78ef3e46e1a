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
    assertStatusBarTapScrollsToTop(profile.post(section: 0, row: 0), of: "Posts", in: profile)
  }

  /// A feed with horizontal carousels in its cells (collection views, `scrollsToTop` on as
  /// the app left them): deep in the feed with a carousel on screen, a status-bar tap still
  /// brings the feed to its top and the header back, fully expanded.
  func testStatusBarTapScrollsToTopWithACarouselInACell() {
    let profile = launchProfile(options: [.appLists: DemoLaunchOption.enabled])
    profile.selectTabs("Inbox", "News", "Feed")
    let firstRow = profile.element(DemoAccessibilityIdentifier.feedRow(0))
    XCTAssertTrue(firstRow.waitForExistence(timeout: 5), "The Feed tab has no first row")
    assertStatusBarTapScrollsToTop(firstRow, of: "the feed", in: profile) {
      let carousels = profile.app.descendants(matching: .any).matching(
        identifier: DemoAccessibilityIdentifier.feedCarousel)
      XCTAssertTrue(
        carousels.allElementsBoundByIndex.contains { $0.isHittable }, "Setup: no carousel on screen")
    }
  }

  /// Scrolls deep into the selected list, `list`, with the header expanded (then runs
  /// `checkDeep`), taps the status bar and asserts that the header is fully expanded again
  /// and `firstRow` back where it was.
  private func assertStatusBarTapScrollsToTop(
    _ firstRow: XCUIElement, of list: String, in profile: ProfileScreen, whenDeep checkDeep: () -> Void = {},
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let expandedTabBarTop = profile.tabBar.frame.minY
    let firstRowTop = firstRow.frame.minY

    profile.scrollDeepIntoList()
    XCTAssertEqual(
      profile.tabBar.frame.minY, profile.navigationBar.frame.maxY, accuracy: ProfileScreen.positionTolerance,
      "Setup: the header should be collapsed", file: file, line: line)
    checkDeep()

    profile.tapStatusBar()
    profile.waitForRest(of: [firstRow])

    XCTAssertEqual(
      profile.tabBar.frame.minY, expandedTabBarTop, accuracy: ProfileScreen.positionTolerance,
      "The status-bar tap did not expand the header", file: file, line: line)
    XCTAssertEqual(
      firstRow.frame.minY, firstRowTop, accuracy: ProfileScreen.positionTolerance,
      "The status-bar tap did not bring \(list) back to its top", file: file, line: line)
  }
}
