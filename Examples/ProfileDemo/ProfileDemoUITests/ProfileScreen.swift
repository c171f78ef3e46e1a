import XCTest

/// The UIKit profile as the tests see it: its elements (found by accessibility identifier),
/// the gestures the tests make on it, and waiting for motion to end.
///
/// Positions are read through accessibility frames (`XCUIElement.frame`, in points, in the
/// screen's coordinates) and compared with ``positionTolerance``.
@MainActor
struct ProfileScreen {
  /// How far a position read through accessibility may be from the expected one: layout
  /// rounds to pixels and accessibility frames to points.
  static let positionTolerance: CGFloat = 1.5
  /// How much of a drag the list may miss: a scroll view's pan recognizes only after the
  /// finger has moved a few points, and those are not scrolled.
  static let touchSlopTolerance: CGFloat = 24
  /// A release speed that flings a list across several screens (XCUIGestureVelocity is in
  /// pixels per second: 9,000 is 3,000 points per second on a 3x screen).
  static let flingVelocity = XCUIGestureVelocity(9_000)

  /// The application.
  let app: XCUIApplication

  /// The tab bar.
  var tabBar: XCUIElement { element(DemoAccessibilityIdentifier.tabBar) }
  /// The Posts table.
  var postsList: XCUIElement { element(DemoAccessibilityIdentifier.postsList) }
  /// The navigation bar the profile is pushed into.
  var navigationBar: XCUIElement { app.navigationBars.firstMatch }
  /// The navigation bar's Back button (the menu's `backButtonTitle`).
  var backButton: XCUIElement { navigationBar.buttons["Menu"] }
  /// The menu, which Back returns to.
  var menu: XCUIElement { element(DemoAccessibilityIdentifier.menu) }

  /// The screen a tapped post pushes.
  var postDetail: XCUIElement { element(DemoAccessibilityIdentifier.postDetail) }

  /// The tab bar button titled `title`.
  func tabButton(_ title: String) -> XCUIElement { tabBar.buttons[title] }

  /// Taps the tab bar buttons titled `titles` in order, each once the page before has come to
  /// rest: the tab bar centres a tapped tab, so a tab beyond the screen's edge comes into view
  /// one tap at a time.
  func selectTabs(_ titles: String...) {
    for title in titles {
      tabButton(title).tap()
      waitForRest(of: [tabButton(title)])
    }
  }

  /// The Posts row `row` of section `section`.
  func post(section: Int, row: Int) -> XCUIElement {
    element(DemoAccessibilityIdentifier.post(section: section, row: row))
  }

  /// The Posts section header of `section`.
  func sectionHeader(_ section: Int) -> XCUIElement {
    element(DemoAccessibilityIdentifier.postsSectionHeader(section))
  }

  /// The element with accessibility identifier `identifier`, of any type.
  func element(_ identifier: String) -> XCUIElement {
    app.descendants(matching: .any).matching(identifier: identifier).firstMatch
  }

  /// The screen point `point`, in the coordinates of `XCUIElement.frame`.
  func coordinate(at point: CGPoint) -> XCUICoordinate {
    app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(
      CGVector(dx: point.x, dy: point.y))
  }

  /// A drag that ends at rest: the finger holds still before it lifts, so the list is
  /// released without velocity (no momentum) and stays where the finger left it.
  func drag(from start: CGPoint, to end: CGPoint) {
    coordinate(at: start).press(
      forDuration: 0.05, thenDragTo: coordinate(at: end), withVelocity: .slow, thenHoldForDuration: 0.5)
  }

  /// A fling: the finger lifts while moving fast, and the list goes on with UIKit's
  /// deceleration.
  func fling(from start: CGPoint, to end: CGPoint) {
    coordinate(at: start).press(
      forDuration: 0.05, thenDragTo: coordinate(at: end), withVelocity: Self.flingVelocity,
      thenHoldForDuration: 0)
  }

  /// The interactive pop gesture: a swipe from the screen's leading edge (the left one, or
  /// the right one in a right-to-left layout) across most of the screen, at `y`.
  func swipeFromLeadingEdge(at y: CGFloat, rightToLeft: Bool = false) {
    let screen = app.frame
    let edge = rightToLeft ? screen.maxX - 1 : screen.minX + 1
    let across = rightToLeft ? screen.minX + screen.width * 0.2 : screen.minX + screen.width * 0.8
    coordinate(at: CGPoint(x: edge, y: y)).press(
      forDuration: 0.05, thenDragTo: coordinate(at: CGPoint(x: across, y: y)), withVelocity: .default,
      thenHoldForDuration: 0)
  }

  /// A tap on the status bar, which asks the one list with `scrollsToTop` to scroll to
  /// its top (near the top-leading corner, where the time is, clear of the camera).
  func tapStatusBar() {
    let screen = app.frame
    coordinate(at: CGPoint(x: screen.minX + screen.width * 0.2, y: screen.minY + 14)).tap()
  }

  /// Two drags up over the list, about a thousand points: the header collapses and the
  /// list scrolls about two thirds of a screen beyond it.
  func scrollDeepIntoList() {
    let screen = app.frame
    let low = CGPoint(x: screen.midX, y: screen.maxY - 80)
    let high = CGPoint(x: screen.midX, y: navigationBar.frame.maxY + 120)
    drag(from: low, to: high)
    drag(from: low, to: high)
    waitForRest()
  }

  /// Whether the selection indicator is drawn under the middle of tab `title`'s button
  /// (sampled at 30 % and 70 % of its width, in the tab bar's bottom two points), in the
  /// colour `isIndicator` recognises.
  func indicatorIsUnder(_ title: String, isIndicator: (ScreenColors.Color) -> Bool) -> Bool {
    let colors = ScreenColors(app: app)
    let button = tabButton(title).frame
    let y = tabBar.frame.maxY - 1.2
    return [0.3, 0.7].allSatisfy { fraction in
      colors.color(at: CGPoint(x: button.minX + button.width * fraction, y: y)).map(isIndicator) ?? false
    }
  }

  /// Opens the settings sheet from the navigation bar.
  func openSettings() {
    element(DemoAccessibilityIdentifier.openSettings).tap()
    XCTAssertTrue(
      element(DemoAccessibilityIdentifier.settingsDone).waitForExistence(timeout: 5),
      "The settings sheet did not open")
  }

  /// Closes the settings sheet with Done and waits for the profile to be back and still.
  /// The demo applies the settings once the sheet is gone (rebuilding the screen for some),
  /// so the profile is looked for only then.
  func closeSettings() {
    let done = element(DemoAccessibilityIdentifier.settingsDone)
    done.tap()
    waitUntilGone(done)
    XCTAssertTrue(
      tabBar.waitForExistence(timeout: 5), "The profile did not come back after the settings sheet")
    waitForRest()
  }

  /// Waits until `element` no longer exists, or fails after `timeout`.
  func waitUntilGone(
    _ element: XCUIElement, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line
  ) {
    let deadline = Date().addingTimeInterval(timeout)
    while element.exists {
      guard Date() < deadline else {
        XCTFail("\(element.identifier) still exists after \(timeout) s", file: file, line: line)
        return
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }

  /// Waits until the tab bar and `elements` report the same frames twice, a quarter of a
  /// second apart: momentum, springs and snapping have ended.
  func waitForRest(
    of elements: [XCUIElement] = [], timeout: TimeInterval = 10, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let watched = [tabBar] + elements
    waitUntilStill(timeout: timeout, file: file, line: line) { watched.map { "\($0.frame)" } }
  }

  /// Waits until `sample` returns the same twice, a quarter of a second apart (a screen
  /// without the UIKit profile's tab bar: sample what moves on it).
  func waitUntilStill(
    timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line, _ sample: () -> [String]
  ) {
    var previous = sample()
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      Thread.sleep(forTimeInterval: 0.25)
      let current = sample()
      if current == previous { return }
      previous = current
    }
    XCTFail("Still moving after \(timeout) s", file: file, line: line)
  }

}
