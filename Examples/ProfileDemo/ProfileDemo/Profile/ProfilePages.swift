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

  /// The titles of the tabs after About on a screen with many tabs: together with the three
  /// profile tabs, more than fit across a phone, so the tab bar scrolls.
  static let extraTitles = ["Tagged", "Highlights", "Collections", "Mentions", "Saved for Later"]

  /// Creates the pages; `releasesListDelegate`: the About tab lets its table's delegate go
  /// once it has appeared (see ``DemoLaunchOption/releasesListDelegate``); `hasManyTabs`:
  /// pages for ``extraTitles`` follow About.
  init(releasesListDelegate: Bool = false, hasManyTabs: Bool = false) {
    about = AboutPageViewController(releasesListDelegate: releasesListDelegate)
    extras =
      hasManyTabs ? Self.extraTitles.map { _ in AboutPageViewController(releasesListDelegate: false) } : []
  }

  /// How many tabs the screen has.
  var count: Int { ProfileTab.allCases.count + extras.count }

  /// The tab bar title of the page at `index`.
  func title(at index: Int) -> String {
    if let tab = ProfileTab(rawValue: index) { return tab.title }
    let extra = index - ProfileTab.allCases.count
    return extras.indices.contains(extra) ? Self.extraTitles[extra] : ""
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
    guard extras.indices.contains(extra) else { preconditionFailure("no tab at index \(index)") }
    return extras[extra]
  }
}
