import XCTest

/// Feeds that end, on the UIKit profile: the Feed tab loads its last batch and then shows its
/// end footer and asks no more; the Media tab's failed load shows the default footer's retry
/// button, bouncing at the end does not ask again, and the retry loads the tiles
/// (`NestedScrollViewController.setLoadMore(distance:forPage:showsEndFooter:)`,
/// `loadMoreAction`, `loadMoreFooter`).
final class LoadMoreUITests: DemoUITestCase {
  /// Launches the UIKit profile with the app lists (Feed) and load more on.
  private func launchLoadingProfile() -> ProfileScreen {
    launchProfile(options: [.appLists: DemoLaunchOption.enabled, .loadsMore: DemoLaunchOption.enabled])
  }

  /// A drag up over most of the screen, toward the selected list's end.
  private func dragTowardTheEnd(_ profile: ProfileScreen) {
    let screen = profile.app.frame
    profile.drag(
      from: CGPoint(x: screen.midX, y: screen.maxY - 120), to: CGPoint(x: screen.midX, y: screen.minY + 200))
  }

  /// Flings the selected list toward its end until `element` exists, at most `times` times.
  private func flingTowardTheEnd(_ profile: ProfileScreen, until element: XCUIElement, times: Int) {
    let screen = profile.app.frame
    for _ in 0..<times where !element.exists {
      profile.fling(
        from: CGPoint(x: screen.midX, y: screen.maxY - 120), to: CGPoint(x: screen.midX, y: screen.minY + 200)
      )
      _ = element.waitForExistence(timeout: 2)
    }
  }

  /// The Feed loads two batches of 20 posts, the second its last: the end footer shows below
  /// post 160, and bouncing at the end again loads nothing more and keeps the footer.
  func testFeedFinishesAndAsksNoMore() {
    let profile = launchLoadingProfile()
    profile.selectTabs("Inbox", "News", "Feed")
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.feedRow(0)).waitForExistence(timeout: 5),
      "Setup: the Feed tab has no first row")
    let end = profile.element(DemoAccessibilityIdentifier.feedEnd)
    flingTowardTheEnd(profile, until: end, times: 30)
    XCTAssertTrue(end.exists, "The end of the Feed shows no end footer")
    profile.waitForRest(of: [end])
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.feedRow(159)).exists, "The last loaded post is missing")
    for _ in 0..<4 { dragTowardTheEnd(profile) }
    profile.waitForRest(of: [end])
    XCTAssertFalse(
      profile.element(DemoAccessibilityIdentifier.feedRow(160)).exists, "A finished feed loaded more posts")
    XCTAssertTrue(end.exists, "Bouncing at the end took the end footer away")
  }

  /// Media's first load of more tiles fails: the footer offers the default Retry button,
  /// bouncing at the end asks nothing, and the retry loads the tiles.
  func testMediaLoadFailsOnceThenRetriesFromTheFooter() {
    let profile = launchLoadingProfile()
    profile.tabButton("Media").tap()
    profile.waitForRest(of: [profile.element(DemoAccessibilityIdentifier.mediaGrid)])
    let retry = profile.app.buttons["Retry"]
    flingTowardTheEnd(profile, until: retry, times: 12)
    XCTAssertTrue(retry.exists, "A failed load shows no retry below the tiles")
    for _ in 0..<3 { dragTowardTheEnd(profile) }
    profile.waitForRest(of: [retry])
    let firstNewTile = profile.element(DemoAccessibilityIdentifier.mediaItem(120))
    XCTAssertFalse(firstNewTile.exists, "Bouncing at the end of a failed feed loaded tiles")
    XCTAssertTrue(retry.exists, "Bouncing at the end took the retry away")

    retry.tap()
    profile.waitUntilGone(retry)
    for _ in 0..<3 where !firstNewTile.exists {
      dragTowardTheEnd(profile)
      _ = firstNewTile.waitForExistence(timeout: 2)
    }
    XCTAssertTrue(firstNewTile.exists, "The retry loaded no tiles")
  }
}
