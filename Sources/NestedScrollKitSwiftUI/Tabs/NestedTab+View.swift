#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A tab is a view so that `ForEach`, whose initializers take a `@ViewBuilder` closure of
  /// `View` content, can make tabs from data inside ``NestedTabBuilder``:
  ///
  ///     NestedScrollView(selection: $selectedFeed) {
  ///       ProfileHeader(user: user)
  ///     } tabs: {
  ///       ForEach(feeds) { feed in
  ///         NestedTab(feed.title) { FeedList(feed: feed) }
  ///       }
  ///     }
  ///
  /// Outside a ``NestedScrollView`` it shows its content alone, with no tab bar.
  @available(iOS 15.0, *)
  extension NestedTab: View {
    /// The tab's content.
    public var body: some View { content.view }
  }
#endif
