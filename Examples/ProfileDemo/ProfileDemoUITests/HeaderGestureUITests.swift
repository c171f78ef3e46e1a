import XCTest

/// Gestures that cross the header's edge: one gesture moves the header and then the list,
/// as if they were one scroll view (NestedScrollKit's HeaderDrags article).
final class HeaderGestureUITests: DemoUITestCase {
  /// A drag that starts on the header and goes on for more than the header's height: the
  /// header collapses fully (the tab bar pins under the navigation bar) and the list scrolls
  /// by the rest of the drag, in the same gesture.
  func testDragFromHeaderCollapsesHeaderThenScrollsList() {
    let profile = launchProfile()
    let pinnedTabBarTop = profile.navigationBar.frame.maxY
    let collapsibleHeight = profile.tabBar.frame.minY - pinnedTabBarTop
    let post = profile.post(section: 0, row: 2)
    let postTopBefore = post.frame.minY
    // From the header's bottom margin, just above the tab bar (no control there), to just
    // below the status bar.
    let tabBar = profile.tabBar.frame
    let start = CGPoint(x: tabBar.midX, y: tabBar.minY - 6)
    let end = CGPoint(x: tabBar.midX, y: profile.app.frame.minY + 40)
    let distance = start.y - end.y
    XCTAssertGreaterThan(
      distance - ProfileScreen.touchSlopTolerance, collapsibleHeight + 20,
      "This screen is too short for one drag from the header to collapse it and then scroll the list; "
        + "run the tests on an iPhone 16 or a taller one")

    profile.drag(from: start, to: end)
    profile.waitForRest(of: [post])

    XCTAssertEqual(
      profile.tabBar.frame.minY, pinnedTabBarTop, accuracy: ProfileScreen.positionTolerance,
      "The header did not collapse fully: the tab bar is not pinned under the navigation bar")
    let scrolled = postTopBefore - post.frame.minY
    XCTAssertEqual(
      scrolled, distance, accuracy: ProfileScreen.touchSlopTolerance,
      "The content did not follow the finger for the whole drag (moved \(scrolled) of \(distance) points)")
    XCTAssertGreaterThan(
      scrolled - collapsibleHeight, 20, "The list did not scroll on once the header had collapsed")
  }

  /// Drags the list up from low on it to high on it `drags` times and checks that the header
  /// is then collapsed; returns the pinned tab bar's top and the high point.
  private func scrollDeep(_ profile: ProfileScreen, drags: Int, _ label: String) -> (
    pinnedTabBarTop: CGFloat, highOnList: CGPoint
  ) {
    let pinnedTabBarTop = profile.navigationBar.frame.maxY
    let screen = profile.app.frame
    let lowOnList = CGPoint(x: screen.midX, y: screen.maxY - 80)
    let highOnList = CGPoint(x: screen.midX, y: pinnedTabBarTop + 120)
    for _ in 0..<drags { profile.drag(from: lowOnList, to: highOnList) }
    profile.waitForRest()
    XCTAssertEqual(
      profile.tabBar.frame.minY, pinnedTabBarTop, accuracy: ProfileScreen.positionTolerance,
      "\(label): the header should be collapsed")
    return (pinnedTabBarTop, highOnList)
  }

  /// A fling down that starts deep in the list: its momentum carries through the list's top
  /// into the header, which expands fully (it does not stop with the tab bar pinned).
  func testFlingDownFromDeepInListExpandsHeaderFully() {
    let profile = launchProfile()
    let expandedTabBarTop = profile.tabBar.frame.minY
    let screen = profile.app.frame
    // Two drags up, about a thousand points: the header collapses and the list scrolls
    // about two thirds of a screen beyond it.
    let (_, highOnList) = scrollDeep(profile, drags: 2, "Setup")
    let firstPost = profile.post(section: 0, row: 0)
    XCTAssertTrue(
      !firstPost.exists || firstPost.frame.maxY <= profile.tabBar.frame.maxY,
      "Setup: the list should be scrolled past its first post")

    profile.fling(from: highOnList, to: CGPoint(x: screen.midX, y: screen.maxY - 200))
    profile.waitForRest()

    XCTAssertEqual(
      profile.tabBar.frame.minY, expandedTabBarTop, accuracy: ProfileScreen.positionTolerance,
      "The fling did not expand the header fully")
  }

  /// With a floating header (launch option `headerMode`), a short drag down deep in the list
  /// brings the header back by as much as the rows move, while the list is still far from
  /// its top; with the header scrolling with the list, the same drag leaves it collapsed.
  func testAFloatingHeaderComesBackDeepInTheList() {
    for mode in [DemoHeaderMode.floats, .withList] {
      let profile = launchProfile(options: [
        .headerMode: mode.rawValue, .snapsHeader: DemoLaunchOption.disabled,
      ])
      let (pinnedTabBarTop, highOnList) = scrollDeep(profile, drags: 3, "Setup (\(mode))")
      profile.drag(from: highOnList, to: CGPoint(x: highOnList.x, y: highOnList.y + 120))
      profile.waitForRest()
      let firstPost = profile.post(section: 0, row: 0)
      XCTAssertTrue(
        !firstPost.exists || !firstPost.isHittable, "\(mode): the list came back to its top")
      let shown = profile.tabBar.frame.minY - pinnedTabBarTop
      if mode == .floats {
        XCTAssertGreaterThan(
          shown, 80, "The floating header did not come back with the rows (\(shown) points)")
      } else {
        XCTAssertEqual(shown, 0, accuracy: ProfileScreen.positionTolerance, "The header left the pin")
      }
    }
  }

  /// A header three screens tall (launch option `tallHeader`) collapses under the finger
  /// point for point, as a short one does, and a fling up carries through it to the pin.
  func testTallHeaderFollowsTheFingerAndPinsAfterAFling() {
    let profile = launchProfile(options: [.tallHeader: DemoLaunchOption.enabled])
    let screen = profile.app.frame
    let start = profile.tabBar.frame.minY
    XCTAssertGreaterThan(start, screen.maxY, "Setup: the tall header's tab bar is on screen")
    let distance: CGFloat = 500
    profile.drag(
      from: CGPoint(x: screen.midX, y: screen.maxY - 100),
      to: CGPoint(x: screen.midX, y: screen.maxY - 100 - distance))
    profile.waitForRest()
    XCTAssertEqual(
      start - profile.tabBar.frame.minY, distance, accuracy: ProfileScreen.touchSlopTolerance,
      "The tall header did not follow the finger")
    for _ in 0..<4 {
      profile.fling(
        from: CGPoint(x: screen.midX, y: screen.maxY - 100), to: CGPoint(x: screen.midX, y: screen.minY + 200)
      )
    }
    profile.waitForRest()
    XCTAssertEqual(
      profile.tabBar.frame.minY, profile.navigationBar.frame.maxY, accuracy: ProfileScreen.positionTolerance,
      "Flings up did not carry through the tall header to the pin")
  }
}
