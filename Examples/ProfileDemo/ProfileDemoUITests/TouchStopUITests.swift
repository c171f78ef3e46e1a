import XCTest

/// A touch that stops motion is not a tap: it selects no row, fires no tap recognizer of a
/// row and no SwiftUI `Button`, whether the motion is a fling (UIKit's deceleration) or an
/// animation the controller plays itself (the scroll to top). NestedScrollKit's HeaderDrags
/// article, "Touches that stop motion".
///
/// Each test taps while the list still moves, then checks that nothing was opened or liked,
/// and taps again at rest to show that the same tap does act on a still list.
final class TouchStopUITests: DemoUITestCase {
  /// A point over the list in the lower middle of the screen, where rows pass by.
  private func rowPoint(_ profile: ProfileScreen, x: CGFloat? = nil) -> CGPoint {
    let screen = profile.app.frame
    return CGPoint(x: x ?? screen.midX, y: screen.maxY - 260)
  }

  /// Flings Posts up from the bottom of the screen.
  private func flingPosts(_ profile: ProfileScreen) {
    let screen = profile.app.frame
    profile.fling(
      from: CGPoint(x: screen.midX, y: screen.maxY - 100),
      to: CGPoint(x: screen.midX, y: profile.navigationBar.frame.maxY + 150))
  }

  /// A tap on a coasting table stops it and opens no post; a tap at rest opens one.
  func testTouchThatStopsAFlingSelectsNoRow() {
    let profile = launchProfile()
    flingPosts(profile)
    profile.coordinate(at: rowPoint(profile)).tap()
    profile.waitForRest()
    XCTAssertFalse(profile.postDetail.exists, "The touch that stopped the fling opened a post")

    profile.coordinate(at: rowPoint(profile)).tap()
    XCTAssertTrue(profile.postDetail.waitForExistence(timeout: 5), "A tap on the still list opened no post")
  }

  /// A tap on a coasting row's heart (a tap recognizer of the row's own) stops the list and
  /// likes nothing; a tap at rest likes the post.
  func testTouchThatStopsAFlingFiresNoRowTapRecognizer() {
    let profile = launchProfile()
    let heartX = profile.app.frame.maxX - 30
    let liked = profile.app.descendants(matching: .any).matching(NSPredicate(format: "value == %@", "Liked"))
    flingPosts(profile)
    profile.coordinate(at: rowPoint(profile, x: heartX)).tap()
    profile.waitForRest()
    XCTAssertEqual(liked.count, 0, "The touch that stopped the fling fired the row's tap recognizer")
    XCTAssertFalse(profile.postDetail.exists, "The touch that stopped the fling opened a post")

    profile.coordinate(at: rowPoint(profile, x: heartX)).tap()
    profile.waitForRest()
    XCTAssertEqual(liked.count, 1, "A tap on a still row's heart liked nothing")
  }

  /// A tap during the controller's own scroll-to-top animation stops it and opens no post.
  func testTouchThatStopsTheScrollToTopSelectsNoRow() {
    let profile = launchProfile()
    let expandedTabBarTop = profile.tabBar.frame.minY
    profile.scrollDeepIntoList()
    profile.tapStatusBar()
    profile.coordinate(at: rowPoint(profile)).tap()
    profile.waitForRest()
    XCTAssertFalse(profile.postDetail.exists, "The touch that stopped the scroll to top opened a post")
    XCTAssertLessThanOrEqual(
      profile.tabBar.frame.minY, expandedTabBarTop - ProfileScreen.positionTolerance,
      "The header is fully expanded: the tap came after the scroll to top had ended, and stopped nothing")
  }

  /// With header snapping, a drag released with the header a third collapsed springs back
  /// (the controller's own animation); a tap during the spring opens no post.
  func testTouchThatStopsASnapSpringSelectsNoRow() {
    let profile = launchProfile(options: [.snapsHeader: DemoLaunchOption.enabled])
    let screen = profile.app.frame
    let start = CGPoint(x: screen.midX, y: screen.maxY - 150)
    profile.drag(from: start, to: CGPoint(x: start.x, y: start.y - 110))
    profile.coordinate(at: rowPoint(profile)).tap()
    profile.waitForRest()
    XCTAssertFalse(profile.postDetail.exists, "The touch that stopped the snap spring opened a post")
  }

  /// In the SwiftUI profile, a tap on a coasting list of `Button` rows fires none; a tap at
  /// rest fires one.
  func testTouchThatStopsAFlingFiresNoSwiftUIButton() {
    let app = launchDemo(screen: .swiftUIProfile)
    let profile = ProfileScreen(app: app)
    let list = profile.element(DemoAccessibilityIdentifier.swiftUIPostsList)
    XCTAssertTrue(list.waitForExistence(timeout: 10), "The SwiftUI profile did not appear")
    let opened = profile.element(DemoAccessibilityIdentifier.swiftUIOpenedPost)
    let screen = app.frame
    profile.fling(
      from: CGPoint(x: screen.midX, y: screen.maxY - 100),
      to: CGPoint(x: screen.midX, y: profile.navigationBar.frame.maxY + 150))
    profile.coordinate(at: rowPoint(profile)).tap()
    // The first post row on screen, by label and place, until it stays put.
    let firstRow = app.buttons.matching(NSPredicate(format: "label BEGINSWITH %@", "Post ")).firstMatch
    profile.waitUntilStill { [firstRow.label, "\(firstRow.frame)"] }
    XCTAssertFalse(opened.exists, "The touch that stopped the fling fired a row's Button")

    profile.coordinate(at: rowPoint(profile)).tap()
    XCTAssertTrue(opened.waitForExistence(timeout: 5), "A tap on the still list fired no Button")
  }
}
