import NestedScrollKitSwiftUI
import SwiftUI

/// The SwiftUI profile in a SwiftUI navigation stack (`NavigationStack` on iOS 16 and later,
/// `NavigationView` before), so that a `NavigationLink` inside a tab pushes its destination (a
/// link needs a SwiftUI navigation container above it; the demo's menu is a
/// `UINavigationController`, which is not one). The stack's bar replaces the
/// menu's: "Menu" returns to it.
@MainActor
struct SwiftUIProfileNavigation: View {
  /// The person shown.
  let profile: Profile
  /// How the header comes back when a tab's list scrolls down.
  let headerMode: HeaderMode
  /// Returns to the menu.
  let showMenu: @MainActor () -> Void

  var body: some View {
    if #available(iOS 16.0, *) {
      NavigationStack {
        profileScreen
          // At the stack's root, outside the tabs' lazy lists: a Topics row's value link,
          // inside a tab's hosting controller, pushes through it.
          .navigationDestination(for: TopicsTab.Topic.self) { TopicsTab.detail($0) }
      }
    } else {
      NavigationView { profileScreen }
        .navigationViewStyle(.stack)
    }
  }

  /// The profile as the stack's root, with the bar's title and the way back to the menu.
  private var profileScreen: some View {
    ProfileDemoSwiftUIView(profile: profile, headerMode: headerMode)
      .navigationTitle("SwiftUI")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          Button("Menu") { showMenu() }
        }
      }
  }
}
