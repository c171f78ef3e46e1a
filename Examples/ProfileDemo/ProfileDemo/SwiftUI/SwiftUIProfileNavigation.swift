import NestedScrollKitSwiftUI
import SwiftUI

/// The SwiftUI profile in a SwiftUI navigation stack, so that a `NavigationLink` inside a tab
/// pushes its destination (a link needs a SwiftUI navigation container above it; the demo's
/// menu is a `UINavigationController`, which is not one). The stack's bar replaces the
/// menu's: "Menu" returns to it.
struct SwiftUIProfileNavigation: View {
  /// The person shown.
  let profile: Profile
  /// Where the user was, saved and restored by the profile.
  let positions: SwiftUIProfilePositions
  /// How the header comes back when a tab's list scrolls down.
  let headerMode: HeaderMode
  /// Returns to the menu.
  let showMenu: @MainActor () -> Void

  var body: some View {
    NavigationView {
      ProfileDemoSwiftUIView(profile: profile, positions: positions, headerMode: headerMode)
        .navigationTitle("SwiftUI")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) {
            Button("Menu") { showMenu() }
          }
        }
    }
    .navigationViewStyle(.stack)
  }
}
