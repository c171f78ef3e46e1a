/// The accessibility identifiers of the demo's elements, by which the UI tests find them.
///
/// This file belongs to both targets, the app and ProfileDemoUITests, so a renamed
/// identifier cannot leave the tests looking for the old one. Identifiers never reach
/// VoiceOver users (they hear labels); they are dotted so that they cannot collide with a
/// label or a value, which XCUITest's queries match as well.
enum DemoAccessibilityIdentifier {
  /// The menu (the root table).
  static let menu = "menu.list"
  /// The menu row that pushes the UIKit profile.
  static let menuUIKitProfile = "menu.uikitProfile"
  /// The menu row that pushes the SwiftUI profile.
  static let menuSwiftUIProfile = "menu.swiftUIProfile"
  /// The navigation bar button that opens the settings sheet (menu and profile).
  static let openSettings = "settings.open"

  /// The settings sheet's switch for a right-to-left layout.
  static let settingsRightToLeft = "settings.rightToLeft"
  /// The settings sheet's text size picker.
  static let settingsTextSize = "settings.textSize"
  /// The settings sheet's switch for header snapping.
  static let settingsSnapsHeader = "settings.snapsHeader"
  /// The settings sheet's header mode control.
  static let settingsHeaderMode = "settings.headerMode"
  /// The settings sheet's switch for item snapping.
  static let settingsSnapsItems = "settings.snapsItems"
  /// The button that closes the settings sheet and applies its choices.
  static let settingsDone = "settings.done"

  /// The UIKit profile's header view (a container: avatar, name, button, bio, carousel).
  static let profileHeader = "profile.header"
  /// The header's Follow button.
  static let followButton = "profile.header.follow"
  /// The header's selectable bio (a `UITextView`).
  static let bio = "profile.header.bio"
  /// The button that expands or collapses the bio.
  static let bioMoreButton = "profile.header.bioMore"
  /// The header's horizontal carousel of highlights.
  static let highlights = "profile.header.highlights"
  /// The tab bar (NestedScrollKit's default tab bar).
  static let tabBar = "profile.tabBar"
  /// The Posts tab's table (sticky section headers, pull-to-refresh, item snap).
  static let postsList = "profile.posts"
  /// The Media tab's grid.
  static let mediaGrid = "profile.media"
  /// The About tab's short list.
  static let aboutList = "profile.about"
  /// The screen a tapped post pushes.
  static let postDetail = "post.detail"
  /// The Inbox tab's list (a `UICollectionView` list with swipe actions).
  static let inboxList = "profile.inbox"
  /// The News tab's table.
  static let newsList = "profile.news"
  /// The banner the News tab shows as its table's `tableHeaderView` once loaded.
  static let newsBanner = "profile.news.banner"
  /// The Feed tab's table (carousels in some of its cells).
  static let feedList = "profile.feed"
  /// Each carousel in the Feed tab's cells (a horizontal collection view).
  static let feedCarousel = "profile.feed.carousel"
  /// The Feed tab's footer at the end of its feed, once it has loaded all it has: no more
  /// posts to load.
  static let feedEnd = "profile.feed.end"
  /// The action a left swipe on an Inbox message reveals (its label is "Archive").
  static let archiveActionTitle = "Archive"

  /// The accessibility controls' button that scrolls a page on, as VoiceOver's three-finger
  /// swipe up does.
  static let nextPage = "profile.accessibility.nextPage"
  /// The accessibility controls' button that scrolls a page back, as VoiceOver's three-finger
  /// swipe down does.
  static let previousPage = "profile.accessibility.previousPage"
  /// The accessibility controls' count of the header's moves since it was last tapped (its
  /// value is the count; a tap sets it to 0).
  static let headerMoves = "profile.accessibility.headerMoves"
  /// The accessibility controls' button that renames Media to Photos and back; its value says
  /// whether the tab bar kept the tab's button (``renameTabKeptButton``) or made a new one
  /// (``renameTabNewButton``).
  static let renameTab = "profile.accessibility.renameTab"
  /// The rename button's value (not an identifier) when the renamed tab kept its button.
  static let renameTabKeptButton = "same button"
  /// The rename button's value (not an identifier) when the tab bar made a new button for the
  /// renamed tab.
  static let renameTabNewButton = "new button"

  /// The SwiftUI profile's Posts list.
  static let swiftUIPostsList = "swiftui.posts"
  /// The SwiftUI profile's navigation title, which fades in as the header collapses.
  static let swiftUINavigationTitle = "swiftui.navigationTitle"
  /// The SwiftUI profile's note of the post whose row button was tapped.
  static let swiftUIOpenedPost = "swiftui.openedPost"
  /// The SwiftUI Replies tab's spinner, shown until its replies arrive.
  static let swiftUIRepliesLoading = "swiftui.replies.loading"
  /// The SwiftUI Replies tab's list.
  static let swiftUIRepliesList = "swiftui.replies"
  /// The SwiftUI Replies tab's footer at the end of its feed: no more replies to load.
  static let swiftUIRepliesEnd = "swiftui.replies.end"
  /// The SwiftUI Media tab's grid.
  static let swiftUIMediaGrid = "swiftui.media"
  /// The screen a Replies row pushes (`NavigationLink`).
  static let swiftUIReplyDetail = "swiftui.reply.detail"
  /// The SwiftUI header's Follow button.
  static let swiftUIFollowButton = "swiftui.header.follow"
  /// The SwiftUI profile's toolbar button that hides and shows the tab bar.
  static let swiftUITabBarToggle = "swiftui.tabBarToggle"
  /// The SwiftUI profile's toolbar button that swaps the default tab bar for its own
  /// (``ProfileCustomTabBar``, the `tabBar` builder) and back.
  static let swiftUICustomTabBarToggle = "swiftui.customTabBarToggle"
  /// The SwiftUI profile's own tab bar (``ProfileCustomTabBar``).
  static let swiftUICustomTabBar = "swiftui.customTabBar"
  /// The SwiftUI Topics tab's sectioned list.
  static let swiftUITopicsList = "swiftui.topics"
  /// The screen a Topics row pushes (`NavigationStack`'s `navigationDestination`).
  static let swiftUITopicDetail = "swiftui.topic.detail"

  /// The SwiftUI Media tile `item` (from 1).
  static func swiftUIMediaItem(_ item: Int) -> String { "swiftui.media.\(item)" }

  /// The Replies row of reply `reply` (from 1).
  static func swiftUIReply(_ reply: Int) -> String { "swiftui.reply.\(reply)" }

  /// The button of tab `index` (from 0) in the SwiftUI profile's own tab bar.
  static func swiftUICustomTab(_ index: Int) -> String { "swiftui.customTabBar.\(index)" }

  /// The Topics row of topic `topic` (from 1, across sections).
  static func swiftUITopic(_ topic: Int) -> String { "swiftui.topic.\(topic)" }

  /// The Topics section header of `section` (from 1).
  static func swiftUITopicsSectionHeader(_ section: Int) -> String { "swiftui.topics.section.\(section)" }

  /// The Posts row `row` of section `section`.
  static func post(section: Int, row: Int) -> String { "post.\(section).\(row)" }

  /// The Posts section header of `section` (these stick under the tab bar).
  static func postsSectionHeader(_ section: Int) -> String { "posts.section.\(section)" }

  /// The Inbox message `row` (from 0).
  static func inboxMessage(_ row: Int) -> String { "inbox.\(row)" }

  /// The News story `row` (from 0).
  static func newsStory(_ row: Int) -> String { "news.\(row)" }

  /// The Feed row `row` (from 0).
  static func feedRow(_ row: Int) -> String { "feed.\(row)" }

  /// The Media tile `item` (from 0).
  static func mediaItem(_ item: Int) -> String { "media.\(item)" }
}
