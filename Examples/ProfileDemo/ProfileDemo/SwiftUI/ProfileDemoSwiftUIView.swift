import NestedScrollCore
import NestedScrollKitSwiftUI
import SwiftUI

/// The profile screen in SwiftUI only: a live SwiftUI header (``ProfileHeaderContent``) and
/// three tabs of ordinary SwiftUI content: a `List` of buttons that snaps to its rows (a tap
/// notes the post at the bottom of the screen), a lazy grid and a short plain view. Pull-to-refresh is `async`; the selection is a binding; a toolbar
/// button scrolls the selected tab to its top through the reader's proxy.
@MainActor
struct ProfileDemoSwiftUIView: View {
  /// The person shown.
  let profile: Profile
  @State private var tab = ProfileTab.posts
  @State private var batch = 1
  @State private var collapseProgress = 0.0
  /// The post whose row was tapped last, if any.
  @State private var openedPost: Int?
  /// Every post row's height: one height, so row boundaries are the item snap's page size.
  private static let postHeight: CGFloat = 72

  var body: some View {
    NestedScrollReader { proxy in
      NestedScrollView(selection: $tab, behavior: .profileDemo) {
        ProfileHeaderContent(profile: profile)
      } tabs: {
        NestedTab(ProfileTab.posts.title, value: ProfileTab.posts) {
          List(0..<PostsPageViewController.postCount, id: \.self) { row in
            Button {
              openedPost = row + 1
            } label: {
              Text("Post \(row + 1) · batch \(batch)")
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(minHeight: Self.postHeight)
            }
            .listRowInsets(EdgeInsets())
          }
          .listStyle(.plain)
          .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIPostsList)
        }
        .itemSnap(.listItems)
        NestedTab(ProfileTab.media.title, value: ProfileTab.media) {
          ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 3), spacing: 2) {
              ForEach(0..<120, id: \.self) { item in
                Color(hue: Double(item % 12) / 12, saturation: 0.5, brightness: 0.9)
                  .aspectRatio(1, contentMode: .fill)
                  .accessibilityLabel("Media \(item + 1)")
              }
            }
          }
          .accessibilityIdentifier("swiftui.media")
        }
        NestedTab(ProfileTab.about.title, value: ProfileTab.about) {
          VStack(alignment: .leading, spacing: 12) {
            ForEach(["Joined 1833", "London", "Analytical Engine", "Poetical science", "Looms"], id: \.self) {
              Text($0)
            }
          }
          .padding()
          .accessibilityIdentifier("swiftui.about")
        }
      }
      .nestedScrollRefreshable {
        // Stands in for a network request: new rows after a second and a half.
        try? await Task.sleep(nanoseconds: 1_500_000_000)
        batch += 1
      }
      .onNestedScrollLayoutChange { layout in
        collapseProgress = layout.collapseProgress
      }
      .toolbar {
        ToolbarItem(placement: .principal) {
          Text(profile.name).font(.headline).opacity(collapseProgress)
        }
        ToolbarItem(placement: .primaryAction) {
          Button("Top") { proxy.scrollToTop() }
        }
      }
      // Lists run under the home indicator; the controller keeps their last rows above it.
      .ignoresSafeArea(.container, edges: .bottom)
      .overlay(alignment: .bottom) {
        if let openedPost {
          Text("Opened post \(openedPost)")
            .padding(8)
            .background(.thinMaterial, in: Capsule())
            .padding(.bottom, 40)
            .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIOpenedPost)
        }
      }
    }
  }
}
