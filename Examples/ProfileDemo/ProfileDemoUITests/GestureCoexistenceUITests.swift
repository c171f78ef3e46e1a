import XCTest

/// Horizontal gestures that win over the pager where a user expects them to
/// (NestedScrollKit's GestureCoexistence article): the header's carousel, a row's swipe
/// actions and the navigation controller's back swipe on the first tab.
final class GestureCoexistenceUITests: DemoUITestCase {
  /// Swipes on the header's carousel scroll the carousel, never the pager: Posts stays
  /// selected while the chips move, and still once the carousel is at its end.
  func testSwipeOnHeaderCarouselScrollsCarouselNotPager() {
    let profile = launchProfile()
    let carousel = profile.element(DemoAccessibilityIdentifier.highlights)
    XCTAssertTrue(carousel.waitForExistence(timeout: 5), "The header has no carousel")
    // The first chip, found by its caption.
    let firstChip = carousel.descendants(matching: .any).matching(NSPredicate(format: "label == %@", "Notes"))
      .firstMatch
    let chipStart = firstChip.frame.minX

    swipeLeft(on: carousel, profile)
    profile.waitForRest(of: [carousel])

    XCTAssertGreaterThan(
      chipStart - 20, firstChip.frame.minX, "The swipe on the carousel did not scroll its chips")
    XCTAssertTrue(profile.tabButton("Posts").isSelected, "The swipe on the carousel changed the tab")

    // On to the carousel's end and beyond it: the pager still does not take the swipe.
    for _ in 0..<4 { swipeLeft(on: carousel, profile) }
    profile.waitForRest()
    XCTAssertTrue(
      profile.tabButton("Posts").isSelected, "A swipe on the carousel at its end changed the tab")
  }

  /// A swipe toward the leading edge on a Posts row reveals its Like action instead of
  /// paging to the next tab.
  func testSwipeOnRowRevealsSwipeActionInsteadOfPageChange() {
    let profile = launchProfile()
    let post = profile.post(section: 0, row: 1)
    XCTAssertTrue(post.waitForExistence(timeout: 5), "The Posts list has no second row")

    swipeLeft(on: post, profile)

    XCTAssertTrue(
      profile.app.buttons["Like"].waitForExistence(timeout: 5),
      "The swipe did not reveal the row's Like action")
    XCTAssertTrue(profile.tabButton("Posts").isSelected, "The swipe on the row changed the tab")
  }

  /// The same on a collection-view list (`UICollectionLayoutListConfiguration` with a
  /// `trailingSwipeActionsConfigurationProvider`): a swipe toward the leading edge on an Inbox
  /// message reveals its Archive action, and Inbox stays selected though News follows it.
  func testSwipeOnCollectionViewListRowRevealsSwipeActionInsteadOfPageChange() {
    let profile = launchProfile(options: [.appLists: DemoLaunchOption.enabled])
    profile.selectTabs("Inbox")
    let message = profile.element(DemoAccessibilityIdentifier.inboxMessage(1))
    XCTAssertTrue(message.waitForExistence(timeout: 5), "The Inbox list has no second message")

    swipeLeft(on: message, profile)

    XCTAssertTrue(
      profile.app.buttons[DemoAccessibilityIdentifier.archiveActionTitle].waitForExistence(timeout: 5),
      "The swipe did not reveal the message's Archive action")
    XCTAssertTrue(profile.tabButton("Inbox").isSelected, "The swipe on the message changed the tab")
  }

  /// Away from the first tab the pager still pages: a swipe right on Media goes back to Posts.
  func testSwipeRightOnSecondTabStillPagesBack() {
    let profile = launchProfile()
    profile.tabButton("Media").tap()
    profile.waitForRest()
    let y = profile.app.frame.maxY - 150
    let screen = profile.app.frame
    profile.drag(
      from: CGPoint(x: screen.minX + screen.width * 0.2, y: y), to: CGPoint(x: screen.maxX - 20, y: y))
    profile.waitForRest()
    XCTAssertTrue(profile.tabButton("Posts").isSelected, "A swipe right on Media did not page back to Posts")
  }

  /// On the first tab, a swipe from the leading screen edge is the navigation controller's
  /// back swipe: it pops back to the menu.
  func testEdgeSwipeOnFirstTabPopsToMenu() {
    let profile = launchProfile()
    profile.swipeFromLeadingEdge(at: profile.tabBar.frame.maxY + 200)
    XCTAssertTrue(profile.menu.waitForExistence(timeout: 5), "The edge swipe on the first tab did not pop")
    XCTAssertTrue(profile.menu.isHittable, "The menu is not on screen after the edge swipe")
  }

  /// A quick swipe toward the left across most of `element`'s width, at its middle height.
  private func swipeLeft(on element: XCUIElement, _ profile: ProfileScreen) {
    let frame = element.frame
    profile.coordinate(at: CGPoint(x: frame.minX + frame.width * 0.85, y: frame.midY)).press(
      forDuration: 0.05,
      thenDragTo: profile.coordinate(at: CGPoint(x: frame.minX + frame.width * 0.15, y: frame.midY)),
      withVelocity: .fast, thenHoldForDuration: 0)
  }
}
