import XCTest

/// The SwiftUI profile (`NestedScrollView`) in the situations that cross its
/// `UIHostingController` boundaries: a drag that starts on a SwiftUI header control, a swipe
/// between tabs, tabs made with `ForEach`, a tab that shows a spinner before its `List`, a
/// sectioned inset-grouped `List`, a `NavigationLink` push from a tab and back (by
/// destination, and by value through `NavigationStack`'s `navigationDestination`), feeds that
/// finish or fail and retry, a navigation title that follows the header's collapse, and a pull
/// that runs the screen's `.refreshable`.
final class SwiftUIProfileUITests: DemoUITestCase {
  /// Launches the demo on the SwiftUI profile and waits until it is on screen and still.
  private func launchSwiftUIProfile(options: [DemoLaunchOption: String] = [:]) -> ProfileScreen {
    let profile = ProfileScreen(app: launchDemo(screen: .swiftUIProfile, options: options))
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.swiftUIPostsList).waitForExistence(timeout: 10),
      "The SwiftUI profile did not appear")
    waitForRest(profile)
    return profile
  }

  /// The tab bar button titled `title` (NestedScrollKit's default tab bar).
  private func tab(_ profile: ProfileScreen, _ title: String) -> XCUIElement {
    profile.app.buttons[title]
  }

  /// Waits until the tab bar and `elements` stay put.
  private func waitForRest(_ profile: ProfileScreen, of elements: [XCUIElement] = []) {
    let watched = [tab(profile, "Posts")] + elements
    profile.waitUntilStill { watched.map { "\($0.frame)" } }
  }

  /// A drag up that starts on the header's Follow button (a SwiftUI `Button`) collapses the
  /// header by the drag and does not press the button.
  func testDragFromSwiftUIHeaderButtonCollapsesHeaderAndPressesNothing() {
    let profile = launchSwiftUIProfile()
    let follow = profile.element(DemoAccessibilityIdentifier.swiftUIFollowButton)
    XCTAssertTrue(follow.waitForExistence(timeout: 5), "Setup: no Follow button in the header")
    let tabBarTop = tab(profile, "Posts").frame.minY
    let start = CGPoint(x: follow.frame.midX, y: follow.frame.midY)
    let distance: CGFloat = 150
    profile.drag(from: start, to: CGPoint(x: start.x, y: start.y - distance))
    waitForRest(profile)

    let moved = tabBarTop - tab(profile, "Posts").frame.minY
    XCTAssertEqual(
      moved, distance, accuracy: ProfileScreen.touchSlopTolerance,
      "The header did not follow a drag that started on its button (moved \(moved) of \(distance) points)")
    XCTAssertEqual(follow.label, "Follow", "The drag pressed the Follow button")
  }

  /// With a floating header (the settings' header mode, launch option `headerMode`), a short
  /// drag down deep in Posts brings the SwiftUI profile's header back while the list stays
  /// deep, as in the UIKit profile.
  func testAFloatingHeaderComesBackDeepInPosts() {
    let profile = launchSwiftUIProfile(options: [.headerMode: DemoHeaderMode.floats.rawValue])
    let screen = profile.app.frame
    let low = CGPoint(x: screen.midX, y: screen.maxY - 80)
    let high = CGPoint(x: screen.midX, y: screen.midY - 100)
    for _ in 0..<4 { profile.drag(from: low, to: high) }
    waitForRest(profile)
    let pinnedTop = tab(profile, "Posts").frame.minY
    profile.drag(from: high, to: CGPoint(x: high.x, y: high.y + 120))
    waitForRest(profile)
    let shown = tab(profile, "Posts").frame.minY - pinnedTop
    XCTAssertGreaterThan(shown, 80, "The floating header did not come back with the rows (\(shown) points)")
    let firstPost = profile.app.buttons["Post 1 · batch 1"]
    XCTAssertTrue(!firstPost.exists || !firstPost.isHittable, "Posts came back to its top")
  }

  /// The navigation bar's title fades in with the header's collapse, which the screen
  /// writes to its state from a layout transform (`onNestedScrollLayoutChange(for:of:action:)`,
  /// in tenths): not shown over the expanded header (opacity 0), shown once it is pinned.
  func testNavigationTitleShowsOnceTheHeaderIsPinned() {
    let profile = launchSwiftUIProfile()
    let title = profile.element(DemoAccessibilityIdentifier.swiftUINavigationTitle)
    XCTAssertFalse(title.exists, "The navigation title shows over the expanded header")
    let screen = profile.app.frame
    let low = CGPoint(x: screen.midX, y: screen.maxY - 80)
    let high = CGPoint(x: screen.midX, y: screen.midY - 100)
    for _ in 0..<2 { profile.drag(from: low, to: high) }
    waitForRest(profile)
    XCTAssertTrue(
      title.waitForExistence(timeout: 5), "The navigation title did not show with the header pinned")
  }

  /// SwiftUI's `.refreshable` on the view: a pull on Posts past the threshold runs the
  /// screen's action once (its rows come back from the next batch), although the `List` in
  /// the tab sees the same refresh action in its environment and installed a refresh
  /// control of its own, which the controller removed.
  func testPullOnPostsRunsTheScreensRefreshableOnce() {
    let profile = launchSwiftUIProfile()
    let x = profile.app.frame.midX
    let top = tab(profile, "Posts").frame.maxY + 40
    // Well past the refresh threshold (80 points), then released: refreshing begins.
    profile.drag(from: CGPoint(x: x, y: top), to: CGPoint(x: x, y: top + 300))
    XCTAssertTrue(
      profile.app.buttons["Post 1 · batch 2"].waitForExistence(timeout: 10),
      "The pull did not run the screen's refreshable action")
    waitForRest(profile, of: [profile.app.buttons["Post 1 · batch 2"]])
    XCTAssertFalse(profile.app.buttons["Post 1 · batch 3"].exists, "One pull refreshed twice")
  }

  /// A horizontal swipe on the list selects the next tab, and one back selects the first.
  func testSwipeBetweenTabs() {
    let profile = launchSwiftUIProfile()
    let screen = profile.app.frame
    let y = screen.maxY - 200
    let right = CGPoint(x: screen.minX + screen.width * 0.85, y: y)
    let left = CGPoint(x: screen.minX + screen.width * 0.15, y: y)
    profile.drag(from: right, to: left)
    waitForRest(profile, of: [tab(profile, "Replies")])
    XCTAssertTrue(tab(profile, "Replies").isSelected, "The swipe did not select Replies")

    profile.drag(from: left, to: right)
    waitForRest(profile, of: [tab(profile, "Posts")])
    XCTAssertTrue(tab(profile, "Posts").isSelected, "The swipe back did not select Posts")
  }

  /// The Replies tab carries a dot badge (`NestedTab.badge(_:)`) until its replies have loaded:
  /// VoiceOver reads "New" after its title, and nothing once the list is there.
  func testRepliesBadgeIsReadUntilTheRepliesLoad() {
    let profile = launchSwiftUIProfile()
    XCTAssertEqual(tab(profile, "Replies").value as? String, "New", "The Replies tab's badge is not read")
    tab(profile, "Replies").tap()
    let firstReply = profile.element(DemoAccessibilityIdentifier.swiftUIReply(1))
    XCTAssertTrue(firstReply.waitForExistence(timeout: 10), "The Replies list did not load")
    let value = tab(profile, "Replies").value as? String
    XCTAssertTrue(value == nil || value == "", "The badge stayed after the replies loaded (\(value ?? ""))")
  }

  /// The Replies tab shows a spinner (no scroll view of its own) and then a `List`; the list
  /// that replaced the spinner scrolls with the header.
  func testLoadingTabShowsSpinnerThenAListThatScrollsWithTheHeader() {
    let profile = launchSwiftUIProfile()
    tab(profile, "Replies").tap()
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.swiftUIRepliesLoading).waitForExistence(timeout: 3),
      "The Replies tab showed no spinner while it loaded")
    let firstReply = profile.element(DemoAccessibilityIdentifier.swiftUIReply(1))
    XCTAssertTrue(firstReply.waitForExistence(timeout: 10), "The Replies list did not replace the spinner")
    waitForRest(profile, of: [firstReply])

    let tabBarTop = tab(profile, "Replies").frame.minY
    let replyTop = firstReply.frame.minY
    let distance: CGFloat = 150
    dragUp(profile, by: distance, watching: [firstReply])

    XCTAssertEqual(
      tabBarTop - tab(profile, "Replies").frame.minY, distance, accuracy: ProfileScreen.touchSlopTolerance,
      "The header did not collapse with the list that replaced the spinner")
    XCTAssertEqual(
      replyTop - firstReply.frame.minY, distance, accuracy: ProfileScreen.touchSlopTolerance,
      "The list did not move with the finger")
  }

  /// A `NavigationLink` in a tab pushes its destination; Back returns to the same tab with
  /// the header where it was, and the list still moves the header.
  func testNavigationLinkPushAndBackFromATab() {
    let profile = launchSwiftUIProfile()
    tab(profile, "Replies").tap()
    let reply = profile.element(DemoAccessibilityIdentifier.swiftUIReply(3))
    XCTAssertTrue(reply.waitForExistence(timeout: 10), "Setup: the Replies list did not load")
    waitForRest(profile, of: [reply])
    let tabBarTop = tab(profile, "Replies").frame.minY
    pushAndComeBack(
      profile, from: reply, in: "Replies", to: profile.element(DemoAccessibilityIdentifier.swiftUIReplyDetail)
    )
    let screen = profile.app.frame
    profile.drag(
      from: CGPoint(x: screen.midX, y: screen.maxY - 150), to: CGPoint(x: screen.midX, y: screen.maxY - 250))
    waitForRest(profile, of: [reply])
    XCTAssertLessThan(
      tab(profile, "Replies").frame.minY, tabBarTop - 50, "After Back the list no longer moves the header")
  }

  /// Drags the selected tab's list up by `distance` from near the bottom of the screen and
  /// waits until the tab bar and `elements` stay put.
  private func dragUp(_ profile: ProfileScreen, by distance: CGFloat, watching elements: [XCUIElement]) {
    let screen = profile.app.frame
    profile.drag(
      from: CGPoint(x: screen.midX, y: screen.maxY - 150),
      to: CGPoint(x: screen.midX, y: screen.maxY - 150 - distance))
    waitForRest(profile, of: elements)
  }

  /// Drags the selected tab's list up from near the bottom of the screen, toward its end.
  private func dragTowardTheEnd(_ profile: ProfileScreen) {
    let screen = profile.app.frame
    profile.drag(
      from: CGPoint(x: screen.midX, y: screen.maxY - 120), to: CGPoint(x: screen.midX, y: screen.minY + 200))
  }

  /// Drags the selected tab's list toward its end until `element` exists, at most `times`
  /// times.
  private func dragTowardTheEnd(_ profile: ProfileScreen, until element: XCUIElement, times: Int) {
    for _ in 0..<times where !element.exists {
      dragTowardTheEnd(profile)
      _ = element.waitForExistence(timeout: 2)
    }
  }

  /// Selects Replies and waits for its first load.
  private func openReplies(_ profile: ProfileScreen) {
    tab(profile, "Replies").tap()
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.swiftUIReply(1)).waitForExistence(timeout: 10),
      "Setup: the Replies list did not load")
  }

  /// A swipe toward the leading edge on a Replies row (a SwiftUI `List`, a collection view
  /// list on iOS 16 and later) reveals its Hide action; the pager does not page.
  func testSwipeOnListRowRevealsItsSwipeActionInsteadOfPaging() {
    let profile = launchSwiftUIProfile()
    openReplies(profile)
    let reply = profile.element(DemoAccessibilityIdentifier.swiftUIReply(1))
    let frame = reply.frame
    profile.drag(
      from: CGPoint(x: frame.minX + frame.width * 0.8, y: frame.midY),
      to: CGPoint(x: frame.minX + frame.width * 0.3, y: frame.midY))
    XCTAssertTrue(
      profile.app.buttons["Hide"].waitForExistence(timeout: 5),
      "The swipe did not reveal the row's Hide action")
    XCTAssertTrue(tab(profile, "Replies").isSelected, "The swipe on the row changed the tab")
  }

  /// Near the end of the Replies list the tab loads the next batch: rows past the first
  /// batch appear below, and the list scrolls on into them.
  func testRepliesLoadMoreNearTheEnd() {
    let profile = launchSwiftUIProfile()
    openReplies(profile)
    let firstOfNextBatch = profile.element(DemoAccessibilityIdentifier.swiftUIReply(31))
    XCTAssertFalse(firstOfNextBatch.exists, "Setup: the first load brought more than one batch")
    dragTowardTheEnd(profile, until: firstOfNextBatch, times: 8)
    XCTAssertTrue(firstOfNextBatch.exists, "Scrolling to the end of Replies loaded no more replies")
  }

  /// The Replies feed finishes after its last batch: the footer says there are no more
  /// replies, and however often the list is pulled past its end it asks for none.
  func testRepliesFeedFinishesAndAsksNoMore() {
    let profile = launchSwiftUIProfile()
    openReplies(profile)
    let end = profile.element(DemoAccessibilityIdentifier.swiftUIRepliesEnd)
    dragTowardTheEnd(profile, until: end, times: 12)
    XCTAssertTrue(end.exists, "The end of the Replies feed shows no end footer")
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.swiftUIReply(60)).exists, "The last reply is missing")
    for _ in 0..<4 { dragTowardTheEnd(profile) }
    waitForRest(profile, of: [end])
    XCTAssertFalse(
      profile.element(DemoAccessibilityIdentifier.swiftUIReply(61)).exists,
      "A finished feed loaded more replies")
    XCTAssertTrue(end.exists, "Bouncing at the end took the end footer away")
  }

  /// The Media tab's first load of more tiles fails: the footer offers a retry, bouncing at
  /// the end asks nothing, and the retry loads the tiles.
  func testMediaLoadFailsOnceThenRetries() {
    let profile = launchSwiftUIProfile()
    tab(profile, "Media").tap()
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.swiftUIMediaGrid).waitForExistence(timeout: 10),
      "Setup: the Media grid did not appear")
    let retry = profile.app.buttons["Retry"]
    dragTowardTheEnd(profile, until: retry, times: 12)
    XCTAssertTrue(retry.exists, "A failed load shows no retry below the tiles")
    for _ in 0..<3 { dragTowardTheEnd(profile) }
    waitForRest(profile, of: [retry])
    let firstNewTile = profile.element(DemoAccessibilityIdentifier.swiftUIMediaItem(121))
    XCTAssertFalse(firstNewTile.exists, "Bouncing at the end of a failed feed loaded tiles")
    XCTAssertTrue(retry.exists, "Bouncing at the end took the retry away")

    retry.tap()
    profile.waitUntilGone(retry)
    dragTowardTheEnd(profile, until: firstNewTile, times: 3)
    XCTAssertTrue(firstNewTile.exists, "The retry loaded no tiles")
  }

  /// Where the user was comes back after a relaunch, through the position binding the demo
  /// stores: the tab, the pinned header, and a reply deep past the header's collapse (a tab
  /// whose list loads after the restore) exactly where it was.
  func testPositionDeeperThanTheHeaderComesBackAfterARelaunch() {
    let profile = launchSwiftUIProfile()
    tab(profile, "Replies").tap()
    XCTAssertTrue(
      profile.element(DemoAccessibilityIdentifier.swiftUIReply(1)).waitForExistence(timeout: 10),
      "Setup: the Replies list did not load")
    let screen = profile.app.frame
    // Two long drags, held before the release: the header pins after the first, and the
    // list goes on well past it.
    for _ in 0..<2 {
      profile.drag(
        from: CGPoint(x: screen.midX, y: screen.maxY - 120), to: CGPoint(x: screen.midX, y: screen.minY + 200)
      )
      waitForRest(profile)
    }
    let tabBarBottom = tab(profile, "Replies").frame.maxY
    // The first reply wholly below the tab bar, well into the list.
    guard
      let number = (2...40).first(where: { number in
        let reply = profile.element(DemoAccessibilityIdentifier.swiftUIReply(number))
        return reply.exists && reply.frame.minY >= tabBarBottom
      })
    else { return XCTFail("Setup: no reply under the tab bar") }
    XCTAssertGreaterThan(number, 5, "Setup: the list is not deeper than the header's collapse")
    let reply = profile.element(DemoAccessibilityIdentifier.swiftUIReply(number))
    waitForRest(profile, of: [reply])
    let replyTop = reply.frame.minY
    let tabBarTop = tab(profile, "Replies").frame.minY

    // Leave the app as a user does, so the stored position is saved, then relaunch it.
    XCUIDevice.shared.press(.home)
    profile.app.terminate()
    // Not `launchSwiftUIProfile()`: it waits for Posts, which the relaunched screen does not show.
    let relaunched = ProfileScreen(
      app: launchDemo(screen: .swiftUIProfile, options: [.forgetsPositions: DemoLaunchOption.disabled]))
    let restored = relaunched.element(DemoAccessibilityIdentifier.swiftUIReply(number))
    XCTAssertTrue(restored.waitForExistence(timeout: 10), "Reply \(number) did not come back")
    waitForRest(relaunched, of: [restored])

    XCTAssertTrue(tab(relaunched, "Replies").isSelected, "The profile opened on another tab")
    XCTAssertEqual(
      tab(relaunched, "Replies").frame.minY, tabBarTop, accuracy: ProfileScreen.positionTolerance,
      "The header did not come back pinned")
    XCTAssertEqual(
      restored.frame.minY, replyTop, accuracy: ProfileScreen.positionTolerance,
      "Reply \(number) did not come back where it was")
  }

  /// Posts snaps to its own self-sizing rows (`ItemSnap.listItems`): after a drag past the
  /// pin and a release, a row's top rests right under the tab bar.
  func testPostsRestWithARowUnderTheTabBar() {
    let profile = launchSwiftUIProfile()
    let screen = profile.app.frame
    profile.drag(
      from: CGPoint(x: screen.midX, y: screen.maxY - 100), to: CGPoint(x: screen.midX, y: screen.minY + 160))
    waitForRest(profile)
    let tabBarBottom = tab(profile, "Posts").frame.maxY
    let rowTops = (1...40).map { profile.app.buttons["Post \($0) · batch 1"] }.filter(\.exists).map(
      \.frame.minY)
    XCTAssertTrue(
      rowTops.contains { abs($0 - tabBarBottom) <= ProfileScreen.positionTolerance },
      "No post row rests right under the tab bar (at \(tabBarBottom)): \(rowTops)")
  }

  /// The tabs the profile makes with `ForEach` over its tab enumeration appear in the data's
  /// order, and a tap on one selects it: the selection binding takes the tab's element `id`.
  func testTabsFromForEachShowInDataOrderAndSelect() {
    let profile = launchSwiftUIProfile()
    let titles = ["Posts", "Replies", "Media", "Topics", "About"]
    for title in titles {
      XCTAssertTrue(tab(profile, title).waitForExistence(timeout: 5), "No \(title) tab")
    }
    let lefts = titles.map { tab(profile, $0).frame.minX }
    XCTAssertEqual(lefts, lefts.sorted(), "The tabs are not in the data's order: \(titles) at \(lefts)")

    tab(profile, "Topics").tap()
    let topics = profile.element(DemoAccessibilityIdentifier.swiftUITopicsList)
    XCTAssertTrue(topics.waitForExistence(timeout: 5), "Tapping Topics did not show its list")
    waitForRest(profile, of: [tab(profile, "Topics")])
    XCTAssertTrue(tab(profile, "Topics").isSelected, "Tapping Topics did not select it")
  }

  /// Selects Topics and waits until its first section is on screen and still.
  private func openTopics(_ profile: ProfileScreen) -> XCUIElement {
    tab(profile, "Topics").tap()
    let header = profile.element(DemoAccessibilityIdentifier.swiftUITopicsSectionHeader(1))
    XCTAssertTrue(header.waitForExistence(timeout: 5), "Setup: the Topics list did not appear")
    waitForRest(profile, of: [header])
    return header
  }

  /// A sectioned `List` in the inset-grouped style scrolls with the header as one scroll view,
  /// its section headers with their rows: a drag up collapses the header by the drag, and the
  /// first section's header and first row move with the finger, neither floating in place.
  func testSectionedListScrollsItsSectionHeadersWithItsRows() {
    let profile = launchSwiftUIProfile()
    let sectionHeader = openTopics(profile)
    let firstRow = profile.element(DemoAccessibilityIdentifier.swiftUITopic(1))
    XCTAssertTrue(firstRow.exists, "Setup: the first topic is not on screen")
    let tabBarTop = tab(profile, "Topics").frame.minY
    let headerTop = sectionHeader.frame.minY
    let rowTop = firstRow.frame.minY
    let distance: CGFloat = 150
    dragUp(profile, by: distance, watching: [sectionHeader, firstRow])

    XCTAssertEqual(
      tabBarTop - tab(profile, "Topics").frame.minY, distance, accuracy: ProfileScreen.touchSlopTolerance,
      "The header did not collapse with the sectioned list")
    XCTAssertEqual(
      headerTop - sectionHeader.frame.minY, distance, accuracy: ProfileScreen.touchSlopTolerance,
      "The section header did not move with its rows")
    XCTAssertEqual(
      sectionHeader.frame.minY - firstRow.frame.minY, headerTop - rowTop,
      accuracy: ProfileScreen.positionTolerance, "The section header moved apart from its first row")
  }

  /// On iOS 16 and later a Topics row (`NavigationLink(value:)` in a tab's hosting controller)
  /// pushes the topic from the profile's `NavigationStack` and its
  /// `navigationDestination(for:destination:)`; Back returns to Topics with the header where
  /// it was. Skipped on iOS 15, which has neither.
  func testNavigationStackPushesATabsValueLinkAndComesBack() throws {
    // Before iOS 16 the demo has `NavigationView` and its Topics rows link nowhere.
    guard #available(iOS 16.0, *) else {
      throw XCTSkip("NavigationStack and navigationDestination(for:destination:) need iOS 16")
    }
    let profile = launchSwiftUIProfile()
    _ = openTopics(profile)
    let topic = profile.element(DemoAccessibilityIdentifier.swiftUITopic(3))
    XCTAssertTrue(topic.exists, "Setup: topic 3 is not on screen")
    pushAndComeBack(
      profile, from: topic, in: "Topics", to: profile.element(DemoAccessibilityIdentifier.swiftUITopicDetail),
      titled: "Topic 3")
  }

  /// Taps `row` in the selected tab `title` and checks that it pushed `detail` (showing
  /// `label`, when given); Back then returns to the same tab, selected, with the header where
  /// it was.
  private func pushAndComeBack(
    _ profile: ProfileScreen, from row: XCUIElement, in title: String, to detail: XCUIElement,
    titled label: String? = nil
  ) {
    let tabBarTop = tab(profile, title).frame.minY
    row.tap()
    XCTAssertTrue(detail.waitForExistence(timeout: 5), "The link in \(title) pushed nothing")
    if let label { XCTAssertEqual(detail.label, label, "The link in \(title) pushed another screen") }
    profile.app.navigationBars.firstMatch.buttons["SwiftUI"].tap()
    profile.waitUntilGone(detail)
    XCTAssertTrue(row.waitForExistence(timeout: 5), "Back did not return to the \(title) tab")
    waitForRest(profile, of: [row])

    XCTAssertTrue(tab(profile, title).isSelected, "Back returned to another tab than \(title)")
    XCTAssertEqual(
      tab(profile, title).frame.minY, tabBarTop, accuracy: ProfileScreen.positionTolerance,
      "The header moved across the push and back")
  }

  /// The toolbar's Hide Tabs (`nestedScrollTabBarHidden(_:)`) takes the tab bar away, and a
  /// swipe still changes tabs; Show Tabs brings it back with the swiped-to tab selected.
  func testTabBarHidesAndShowsFromTheEnvironment() {
    let profile = launchSwiftUIProfile()
    let toggle = profile.element(DemoAccessibilityIdentifier.swiftUITabBarToggle)
    XCTAssertTrue(toggle.waitForExistence(timeout: 5), "Setup: no tab bar toggle")
    toggle.tap()
    // A hidden view is not in the accessibility tree: the tab buttons go.
    profile.waitUntilGone(tab(profile, "Posts"))
    XCTAssertFalse(tab(profile, "Posts").exists, "Hide Tabs left the tab bar on screen")

    let screen = profile.app.frame
    let y = screen.maxY - 200
    profile.drag(
      from: CGPoint(x: screen.minX + screen.width * 0.85, y: y),
      to: CGPoint(x: screen.minX + screen.width * 0.15, y: y))
    let firstReply = profile.element(DemoAccessibilityIdentifier.swiftUIReply(1))
    XCTAssertTrue(
      firstReply.waitForExistence(timeout: 10), "A swipe without the tab bar did not open Replies")

    toggle.tap()
    XCTAssertTrue(
      tab(profile, "Replies").waitForExistence(timeout: 5), "Show Tabs did not bring the tab bar back")
    waitForRest(profile, of: [tab(profile, "Replies")])
    XCTAssertTrue(tab(profile, "Replies").isHittable, "Show Tabs did not bring the tab bar back")
    XCTAssertTrue(tab(profile, "Replies").isSelected, "The tab bar came back with another tab selected")
  }

  /// The styled default tab bar (`nestedScrollTabBarStyle(_:)`) keeps its badges readable:
  /// VoiceOver reads Topics' count after its title, and Replies' dot, and Topics' count stays
  /// once Topics is selected (the style changes colours and fonts in place, not the buttons).
  func testStyledTabBarReadsItsBadges() {
    let profile = launchSwiftUIProfile()
    XCTAssertEqual(tab(profile, "Topics").value as? String, "3 new items", "Topics' badge is not read")
    XCTAssertEqual(tab(profile, "Replies").value as? String, "New", "Replies' badge is not read")
    XCTAssertGreaterThanOrEqual(
      tab(profile, "Posts").frame.height, 44, "The styled bar is lower than 44 points")
    tab(profile, "Topics").tap()
    waitForRest(profile, of: [tab(profile, "Topics")])
    XCTAssertTrue(tab(profile, "Topics").isSelected, "Tapping Topics did not select it")
    XCTAssertEqual(
      tab(profile, "Topics").value as? String, "3 new items", "Topics' badge went when it was selected")
  }

  /// The toolbar's tab bar button swaps in the screen's own SwiftUI tab bar (the `tabBar`
  /// builder, ``ProfileCustomTabBar``): a tap on one of its titles selects that tab, a swipe
  /// between tabs moves its selection, it reads the badges, and the default bar comes back
  /// with the same tab selected.
  func testCustomTabBarSelectsOnTapAndFollowsASwipe() {
    let profile = launchSwiftUIProfile()
    let toggle = profile.element(DemoAccessibilityIdentifier.swiftUICustomTabBarToggle)
    XCTAssertTrue(toggle.waitForExistence(timeout: 5), "Setup: no custom tab bar button")
    toggle.tap()
    let bar = profile.element(DemoAccessibilityIdentifier.swiftUICustomTabBar)
    XCTAssertTrue(bar.waitForExistence(timeout: 5), "The custom tab bar did not appear")
    func customTab(_ index: Int) -> XCUIElement {
      profile.element(DemoAccessibilityIdentifier.swiftUICustomTab(index))
    }
    waitForRest(profile, of: [customTab(0)])
    XCTAssertTrue(customTab(0).isSelected, "The custom bar does not show Posts selected")
    XCTAssertEqual(customTab(3).value as? String, "3 new items", "The custom bar does not read Topics' badge")
    // Its height is its content's: 48-point buttons.
    XCTAssertEqual(bar.frame.height, 48, accuracy: 1, "The custom bar is not its content's height")

    customTab(2).tap()
    let media = profile.element(DemoAccessibilityIdentifier.swiftUIMediaGrid)
    XCTAssertTrue(media.waitForExistence(timeout: 5), "Tapping Media in the custom bar did not show Media")
    waitForRest(profile, of: [customTab(2)])
    XCTAssertTrue(customTab(2).isSelected, "Tapping Media in the custom bar did not select it")
    XCTAssertFalse(customTab(0).isSelected, "Posts stayed selected")

    let screen = profile.app.frame
    let y = screen.maxY - 200
    profile.drag(
      from: CGPoint(x: screen.minX + screen.width * 0.85, y: y),
      to: CGPoint(x: screen.minX + screen.width * 0.15, y: y))
    waitForRest(profile, of: [customTab(3)])
    XCTAssertTrue(customTab(3).isSelected, "The custom bar did not follow the swipe to Topics")
    XCTAssertFalse(customTab(2).isSelected, "Media stayed selected after the swipe")

    toggle.tap()
    profile.waitUntilGone(bar)
    XCTAssertTrue(
      tab(profile, "Topics").waitForExistence(timeout: 5), "The default tab bar did not come back")
    XCTAssertTrue(
      tab(profile, "Topics").isSelected, "The default tab bar came back with another tab selected")
  }
}
