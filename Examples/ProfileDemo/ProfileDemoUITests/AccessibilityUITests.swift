import XCTest

/// VoiceOver's page scroll and Reduce Motion on the UIKit profile (NestedScrollKit's
/// Accessibility article).
///
/// XCUITest can neither perform VoiceOver's three-finger scroll nor change the system's
/// Reduce Motion setting, so both go through the demo (launch option
/// `accessibilityControls`, the demo's `AccessibilityControlsView`): its page buttons call
/// the controller's `accessibilityScroll(_:)`, the very method UIKit calls for the
/// three-finger swipe, and the launch option `reducesMotion` sets the controller's
/// `isReduceMotionEnabled`, the property the system setting drives. What is tested is the
/// package's answer to those entry points; that VoiceOver calls them is UIKit's part.
final class AccessibilityUITests: DemoUITestCase {
  /// How far a page may be from the one computed here: whether the list's page counts the
  /// strip under the home indicator depends on the device.
  static let pageTolerance: CGFloat = 40

  /// "Next page" (VoiceOver's three-finger swipe up) from the top moves header, tab bar and
  /// Posts as one scroll view: the header collapses and the list moves on, every row by the
  /// same page (the height the list shows below the pinned tab bar, less a row's overlap).
  /// "Previous page" brings everything back where it was.
  func testPageScrollMovesHeaderAndListAsOneAndBack() {
    let profile = launchProfile(options: [.accessibilityControls: DemoLaunchOption.enabled])
    let expandedTabBar = profile.tabBar.frame
    let pinnedTabBarTop = profile.navigationBar.frame.maxY
    let pinnedTabBarBottom = pinnedTabBarTop + expandedTabBar.height
    // The page the package scrolls (AccessibilityScroll.pageHeight).
    let visible = profile.postsList.frame.maxY - pinnedTabBarBottom
    let page = visible - min(44, visible / 4)
    XCTAssertGreaterThan(
      page, expandedTabBar.minY - pinnedTabBarTop + 100,
      "Setup: a page should be longer than the header collapses")
    // The lowest post on screen: a page up, it is still laid out (under the pinned tab bar).
    guard let post = lowestVisiblePost(in: profile) else { return XCTFail("Setup: no post on screen") }
    let postTop = post.frame.minY

    profile.element(DemoAccessibilityIdentifier.nextPage).tap()
    profile.waitForRest(of: [post])

    XCTAssertEqual(
      profile.tabBar.frame.minY, pinnedTabBarTop, accuracy: ProfileScreen.positionTolerance,
      "A page from the top did not collapse the header first")
    let moved = postTop - post.frame.minY
    XCTAssertEqual(
      moved, page, accuracy: Self.pageTolerance, "The list moved \(moved) points, not a page of \(page)")
    XCTAssertGreaterThan(
      moved, expandedTabBar.minY - pinnedTabBarTop + 50, "The list did not move on after the header collapsed"
    )

    profile.element(DemoAccessibilityIdentifier.previousPage).tap()
    profile.waitForRest(of: [post])

    XCTAssertEqual(
      profile.tabBar.frame.minY, expandedTabBar.minY, accuracy: ProfileScreen.positionTolerance,
      "A page back did not expand the header again")
    XCTAssertEqual(
      post.frame.minY, postTop, accuracy: ProfileScreen.positionTolerance,
      "A page back did not bring the list back where it was")
  }

  /// Without Reduce Motion, a status-bar tap with the header half collapsed expands it in an
  /// animation: the header moves on many frames.
  func testScrollToTopAnimatesWithoutReduceMotion() {
    let moves = headerMovesOfScrollToTop(reducesMotion: false)
    XCTAssertGreaterThan(moves, 5, "The scroll to top did not animate (the header moved \(moves) times)")
  }

  /// With Reduce Motion, the same scroll to top ends at once: the header moves once, to
  /// where the animation would end.
  func testReduceMotionEndsScrollToTopAtOnce() {
    let moves = headerMovesOfScrollToTop(reducesMotion: true)
    XCTAssertLessThanOrEqual(
      moves, 2, "Under Reduce Motion the scroll to top still animated (the header moved \(moves) times)")
  }

  /// Half collapses the header, taps the status bar and returns how many times the header
  /// moved until the screen rested, with the header fully expanded again.
  private func headerMovesOfScrollToTop(reducesMotion: Bool, line: UInt = #line) -> Int {
    let profile = launchProfile(options: [
      .accessibilityControls: DemoLaunchOption.enabled,
      .reducesMotion: reducesMotion ? DemoLaunchOption.enabled : DemoLaunchOption.disabled,
    ])
    let expandedTabBarTop = profile.tabBar.frame.minY
    let pinnedTabBarTop = profile.navigationBar.frame.maxY
    let collapsible = expandedTabBarTop - pinnedTabBarTop
    let screen = profile.app.frame
    let start = CGPoint(x: screen.midX, y: screen.maxY - 160)
    profile.drag(from: start, to: CGPoint(x: start.x, y: start.y - collapsible / 2))
    profile.waitForRest()
    let collapsed = expandedTabBarTop - profile.tabBar.frame.minY
    XCTAssertTrue(
      collapsed > 20 && collapsed < collapsible - 20, "Setup: the header should be half collapsed",
      line: line)

    let moves = profile.element(DemoAccessibilityIdentifier.headerMoves)
    moves.tap()
    XCTAssertEqual(moves.value as? String, "0", "Setup: the count did not start again", line: line)
    profile.tapStatusBar()
    profile.waitForRest()

    XCTAssertEqual(
      profile.tabBar.frame.minY, expandedTabBarTop, accuracy: ProfileScreen.positionTolerance,
      "The status-bar tap did not expand the header", line: line)
    guard let count = (moves.value as? String).flatMap({ Int($0) }) else {
      XCTFail("The header move count is not a number", line: line)
      return 0
    }
    return count
  }

  /// The post of section 0 with the lowest top still on screen.
  private func lowestVisiblePost(in profile: ProfileScreen) -> XCUIElement? {
    let bottom = profile.app.frame.maxY
    var lowest: XCUIElement?
    for row in 0..<20 {
      let post = profile.post(section: 0, row: row)
      guard post.exists, post.frame.minY < bottom else { break }
      lowest = post
    }
    return lowest
  }
}
