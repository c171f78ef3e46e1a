import XCTest

/// Push and pop around the profile: Back while the controller animates, and the edge swipe.
final class NavigationUITests: DemoUITestCase {
  /// Pull to refresh, then Back at once: the screen goes while its refresh action runs, and
  /// the action's task is cancelled with it. The app keeps running, and the profile works
  /// when pushed again (NestedScrollKit's ControllerLifetime article).
  func testPullToRefreshThenBackAtOnceKeepsAppRunning() {
    // A refresh long enough that Back certainly lands while it runs.
    let refreshSeconds = 4.0
    let profile = launchProfile(options: [.refreshSeconds: "\(refreshSeconds)"])
    let top = profile.tabBar.frame.maxY + 40
    let x = profile.app.frame.midX
    // Well past the refresh threshold (80 points), then released: refreshing begins.
    profile.drag(from: CGPoint(x: x, y: top), to: CGPoint(x: x, y: top + 300))
    profile.backButton.tap()

    XCTAssertTrue(profile.menu.waitForExistence(timeout: 5), "Back did not return to the menu")
    // Past the time the cancelled action would have ended.
    Thread.sleep(forTimeInterval: refreshSeconds + 1)
    XCTAssertEqual(profile.app.state, .runningForeground, "The app stopped after Back during a refresh")
    XCTAssertTrue(profile.menu.isHittable, "The menu is not usable after Back during a refresh")

    profile.element(DemoAccessibilityIdentifier.menuUIKitProfile).tap()
    XCTAssertTrue(profile.tabBar.waitForExistence(timeout: 5), "The profile did not open again")
  }

  /// On the first tab a swipe from the left edge is the navigation controller's back
  /// swipe, not a page change: it pops the profile (ContainerBehaviour article).
  func testBackSwipeFromLeftEdgeOnFirstPagePops() {
    let profile = launchProfile()
    profile.swipeFromLeadingEdge(at: profile.app.frame.maxY - 150)
    XCTAssertTrue(profile.menu.waitForExistence(timeout: 5), "The edge swipe did not pop the profile")
    XCTAssertTrue(profile.menu.isHittable, "The menu is not on screen after the edge swipe")
  }

  /// The same in a right-to-left layout: the first tab is on the right and the back swipe
  /// comes from the right edge.
  func testBackSwipeFromRightEdgeOnFirstPagePopsInRightToLeftLayout() {
    let profile = launchProfile(options: [.rightToLeft: DemoLaunchOption.enabled])
    profile.swipeFromLeadingEdge(at: profile.app.frame.maxY - 150, rightToLeft: true)
    XCTAssertTrue(profile.menu.waitForExistence(timeout: 5), "The edge swipe did not pop the profile")
    XCTAssertTrue(profile.menu.isHittable, "The menu is not on screen after the edge swipe")
  }

  /// A post tapped in the Posts tab pushes its detail; Back returns to the same tab with the
  /// header where it was, and the list still moves the header.
  func testPostPushAndBackFromATab() {
    let profile = launchProfile()
    let post = profile.post(section: 0, row: 1)
    XCTAssertTrue(post.waitForExistence(timeout: 5), "Setup: no post on screen")
    let tabBarTop = profile.tabBar.frame.minY

    post.tap()
    XCTAssertTrue(profile.postDetail.waitForExistence(timeout: 5), "A tapped post pushed nothing")
    // The detail's Back button, the first in its bar (titled after the profile).
    profile.navigationBar.buttons.element(boundBy: 0).tap()
    profile.waitUntilGone(profile.postDetail)
    profile.waitForRest()

    XCTAssertTrue(profile.tabButton("Posts").isSelected, "Back returned to another tab")
    XCTAssertEqual(
      profile.tabBar.frame.minY, tabBarTop, accuracy: ProfileScreen.positionTolerance,
      "The header moved across the push and back")
    let screen = profile.app.frame
    profile.drag(
      from: CGPoint(x: screen.midX, y: screen.maxY - 150), to: CGPoint(x: screen.midX, y: screen.maxY - 250))
    profile.waitForRest()
    XCTAssertLessThan(
      profile.tabBar.frame.minY, tabBarTop - 50, "After Back the list no longer moves the header")
  }

  /// The menu's second screen, the SwiftUI profile, opens (it shares the UIKit pages).
  func testSwiftUIProfileOpensFromMenu() {
    let app = launchDemo(screen: .menu)
    let screen = ProfileScreen(app: app)
    screen.element(DemoAccessibilityIdentifier.menuSwiftUIProfile).tap()
    XCTAssertTrue(
      app.navigationBars["SwiftUI"].waitForExistence(timeout: 5), "The SwiftUI profile did not open")
  }
}
