import NestedScrollCore
import NestedScrollKit
import NestedScrollKitSwiftUI
import SwiftUI

/// The same profile screen through `NestedScrollView`: a SwiftUI header
/// (``ProfileHeaderContent``) above the same UIKit pages as the UIKit screen, with
/// pull-to-refresh through `onRefresh`.
@MainActor
struct ProfileDemoSwiftUIView: View {
  /// The person shown.
  let profile: Profile
  @StateObject private var pages = ProfilePages()

  var body: some View {
    let pages = self.pages
    NestedScrollView(
      behavior: .profileDemo,
      titles: ProfileTab.allCases.map(\.title),
      header: { ProfileHeaderContent(profile: profile) },
      page: { index in pages.page(at: index) },
      onRefresh: { controller in
        // Stands in for a network request: new rows after a second and a half.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
          pages.posts.showNewBatch()
          controller.endRefreshing()
        }
      }
    )
    // Lists run under the home indicator; the controller keeps their last rows above it.
    .ignoresSafeArea(.container, edges: .bottom)
  }
}
