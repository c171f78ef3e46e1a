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

  /// Creates the pages; `releasesListDelegate`: the About tab lets its table's delegate go
  /// once it has appeared (see ``DemoLaunchOption/releasesListDelegate``).
  init(releasesListDelegate: Bool = false) {
    about = AboutPageViewController(releasesListDelegate: releasesListDelegate)
  }

  /// The page of `tab`.
  func page(for tab: ProfileTab) -> NestedScrollPage {
    switch tab {
    case .posts: return posts
    case .media: return media
    case .about: return about
    }
  }

  /// The page at the controller's page `index` (always one of ``ProfileTab``'s).
  func page(at index: Int) -> NestedScrollPage {
    guard let tab = ProfileTab(rawValue: index) else { preconditionFailure("no tab at index \(index)") }
    return page(for: tab)
  }
}
