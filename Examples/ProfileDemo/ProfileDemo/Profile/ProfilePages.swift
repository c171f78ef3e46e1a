import Combine
import NestedScrollKit
import UIKit

/// Owns one screen's page view controllers, one per ``ProfileTab``, created once.
///
/// `NestedScrollViewController` asks its data source for a page when it is about to be
/// shown or is a neighbour of the shown page, and releases pages that are two or more tabs
/// away; handing back the same instance when it asks again keeps each page's data (the
/// controller remembers the scroll position itself). An `ObservableObject` so that the
/// SwiftUI screen can keep one in a `@StateObject`.
@MainActor
final class ProfilePages: ObservableObject {
  /// The Posts tab.
  let posts = PostsPageViewController()
  /// The Media tab.
  let media = MediaGridPageViewController()
  /// The About tab.
  let about: AboutPageViewController
  /// Short pages after About, one per ``extraTitles`` entry, when the screen has many tabs.
  let extras: [AboutPageViewController]
  /// Pages after those, one per ``appListTitles`` entry, when the screen has them.
  let appLists: [NestedScrollPage]

  /// The titles of the tabs after About on a screen with many tabs: together with the three
  /// profile tabs, more than fit across a phone, so the tab bar scrolls.
  static let extraTitles = ["Tagged", "Highlights", "Collections", "Mentions", "Saved for Later"]

  /// The titles of the tabs whose lists are built as apps build them: a collection-view list
  /// with swipe actions (``InboxPageViewController``), a table that shows a banner once loaded
  /// (``NewsPageViewController``) and a feed with carousels in its cells
  /// (``FeedPageViewController``).
  static let appListTitles = ["Inbox", "News", "Feed"]

  /// Creates the pages; `releasesListDelegate`: the About tab lets its table's delegate go
  /// once it has appeared (see ``DemoLaunchOption/releasesListDelegate``); `hasManyTabs`:
  /// pages for ``extraTitles`` follow About; `hasAppLists`: pages for ``appListTitles`` follow
  /// those.
  init(releasesListDelegate: Bool = false, hasManyTabs: Bool = false, hasAppLists: Bool = false) {
    about = AboutPageViewController(releasesListDelegate: releasesListDelegate)
    extras =
      hasManyTabs ? Self.extraTitles.map { _ in AboutPageViewController(releasesListDelegate: false) } : []
    appLists =
      hasAppLists ? [InboxPageViewController(), NewsPageViewController(), FeedPageViewController()] : []
  }

  /// The Feed tab's page and its index, when the screen has the app lists.
  var feed: (page: FeedPageViewController, index: Int)? {
    guard let position = appLists.firstIndex(where: { $0 is FeedPageViewController }),
      let page = appLists[position] as? FeedPageViewController
    else { return nil }
    return (page, ProfileTab.allCases.count + extras.count + position)
  }

  /// How many tabs the screen has.
  var count: Int { ProfileTab.allCases.count + extras.count + appLists.count }

  /// The tab bar title of the page at `index`.
  func title(at index: Int) -> String {
    if let tab = ProfileTab(rawValue: index) { return tab.title }
    let extra = index - ProfileTab.allCases.count
    if extras.indices.contains(extra) { return Self.extraTitles[extra] }
    let appList = extra - extras.count
    return appLists.indices.contains(appList) ? Self.appListTitles[appList] : ""
  }

  /// The page of `tab`.
  func page(for tab: ProfileTab) -> NestedScrollPage {
    switch tab {
    case .posts: return posts
    case .media: return media
    case .about: return about
    }
  }

  /// The page at the controller's page `index` (one of ``ProfileTab``'s, then the extras).
  func page(at index: Int) -> NestedScrollPage {
    if let tab = ProfileTab(rawValue: index) { return page(for: tab) }
    let extra = index - ProfileTab.allCases.count
    if extras.indices.contains(extra) { return extras[extra] }
    let appList = extra - extras.count
    guard appLists.indices.contains(appList) else { preconditionFailure("no tab at index \(index)") }
    return appLists[appList]
  }
}
