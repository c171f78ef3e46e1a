/// The launch environment a UI test sets (`XCUIApplication.launchEnvironment`) so that the
/// demo opens in a known state: which screen, which snapping, which text size. Without
/// these, a test would depend on the simulator's text size and on the defaults a person
/// running the demo sees.
///
/// This file belongs to both targets, the app and ProfileDemoUITests.
enum DemoLaunchOption: String, CaseIterable {
  /// The screen shown at launch, a ``DemoScreen`` raw value. The profiles are pushed onto
  /// the menu, so Back exists.
  case screen = "PROFILE_DEMO_SCREEN"
  /// `1` or `0`: whether the header snaps (never rests half collapsed).
  case snapsHeader = "PROFILE_DEMO_SNAPS_HEADER"
  /// `1` or `0`: whether Posts and Media rest on whole items.
  case snapsItems = "PROFILE_DEMO_SNAPS_ITEMS"
  /// `1` or `0`: whether the layout is right to left.
  case rightToLeft = "PROFILE_DEMO_RIGHT_TO_LEFT"
  /// A ``DemoTextSize`` raw value.
  case textSize = "PROFILE_DEMO_TEXT_SIZE"
  /// A ``DemoHeaderMode`` raw value: how the UIKit profile's header comes back.
  case headerMode = "PROFILE_DEMO_HEADER_MODE"
  /// How many seconds the UIKit profile's stand-in for a network refresh takes (1.5 by
  /// default): long enough, in a test, to be sure an action lands while it refreshes.
  case refreshSeconds = "PROFILE_DEMO_REFRESH_SECONDS"
  /// `1`: the UIKit profile uses ``AutoLayoutTabBar``, a tab bar laid out with constraints
  /// (no intrinsic height), instead of NestedScrollKit's default one.
  case customTabBar = "PROFILE_DEMO_CUSTOM_TAB_BAR"
  /// `1`: the About tab lets its table's delegate go once it has appeared and reloads, as an
  /// app that drops a delegate object before the list does.
  case releasesListDelegate = "PROFILE_DEMO_RELEASES_LIST_DELEGATE"
  /// `1`: the UIKit profile has more tabs than fit across the screen (``ProfilePages/extraTitles``),
  /// so its tab bar scrolls.
  case manyTabs = "PROFILE_DEMO_MANY_TABS"
  /// `1`: the UIKit profile has three more tabs after About, lists built as apps build them
  /// (``ProfilePages/appListTitles``): Inbox, a collection-view list with swipe actions; News,
  /// a table that shows a banner as its `tableHeaderView` once loaded; Feed, a table with
  /// carousels in its cells.
  case appLists = "PROFILE_DEMO_APP_LISTS"
  /// `1`: the UIKit profile's header is three screens tall (``DemoSettings/tallHeaderHeight``).
  case tallHeader = "PROFILE_DEMO_TALL_HEADER"
  /// `1`: each tab of the UIKit profile refreshes on its own (`RefreshScope.tab`), its
  /// indicator under the tab bar, instead of the whole page.
  case refreshesTabs = "PROFILE_DEMO_REFRESHES_TABS"
  /// `1`: the UIKit profile refreshes the page from a drag on the header and each tab from a
  /// drag on its list (`RefreshScope.both`), both at once if pulled so.
  case refreshesPageAndTabs = "PROFILE_DEMO_REFRESHES_PAGE_AND_TABS"
  /// `1` or `0`: the UIKit profile's controller honours Reduce Motion, or does not, whatever
  /// the device is set to (`NestedScrollViewController.isReduceMotionEnabled`). Unset, it
  /// follows the device. A UI test cannot change the system setting; this is the same switch.
  case reducesMotion = "PROFILE_DEMO_REDUCES_MOTION"
  /// `1`: the UIKit profile loads more at the end of two tabs: Feed (with ``appLists``) loads
  /// two more batches of posts, then shows its end footer and asks no more; Media's first
  /// load of more tiles fails, and the footer's Retry loads them.
  case loadsMore = "PROFILE_DEMO_LOADS_MORE"
  /// `1`: the UIKit profile shows ``AccessibilityControlsView``: buttons that send VoiceOver's
  /// page scroll and a count of the header's moves.
  case accessibilityControls = "PROFILE_DEMO_ACCESSIBILITY_CONTROLS"
  /// `1`: the SwiftUI profile forgets where the user was at launch (``SwiftUIProfilePositions``),
  /// so it opens at the top; UI tests set it unless they test the relaunch.
  case forgetsPositions = "PROFILE_DEMO_FORGETS_POSITIONS"

  /// The value that turns a boolean option on.
  static let enabled = "1"
  /// The value that turns a boolean option off.
  static let disabled = "0"
}

/// The screens the demo can open at launch.
enum DemoScreen: String, CaseIterable {
  /// The menu alone.
  case menu
  /// The UIKit profile, pushed onto the menu.
  case uikitProfile
  /// The SwiftUI profile, pushed onto the menu.
  case swiftUIProfile
}

/// The header modes the settings sheet offers (`NestedScrollBehavior.headerMode`).
enum DemoHeaderMode: String, CaseIterable {
  /// The header comes back at the list's top.
  case withList
  /// The header floats back, all of it, as soon as the list scrolls down.
  case floats
  /// The header's lower part floats back first, the rest at the list's top.
  case collapsedFirst
}

/// The text sizes the settings sheet offers.
enum DemoTextSize: String, CaseIterable {
  /// The device's own setting (no override).
  case system
  /// The default size ("Large"), whatever the device is set to: what the UI tests measure.
  case standard
  /// One of the accessibility sizes ("Accessibility Extra Large").
  case accessibilityExtraLarge
}
