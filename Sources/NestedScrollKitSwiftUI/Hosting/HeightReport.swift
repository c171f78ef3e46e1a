#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// Lays hosted content out at its ideal height for the width it is given and reports that
  /// height whenever it changes (state, Dynamic Type, rotation), through a
  /// [`PreferenceKey`](https://developer.apple.com/documentation/swiftui/preferencekey): the
  /// header's and the app's own tab bar's root, so the controller measures them again.
  @available(iOS 15.0, *)
  struct HeightReport: ViewModifier {
    /// Main-actor isolated and `Sendable`, so that the preference action below may carry it
    /// whatever isolation the SDK gives that action (see the SwiftUIConcurrency article).
    let heightDidChange: @MainActor @Sendable (CGFloat) -> Void

    func body(content: Content) -> some View {
      content
        .fixedSize(horizontal: false, vertical: true)
        .frame(maxWidth: .infinity, alignment: .top)
        .background(
          GeometryReader { proxy in
            Color.clear.preference(key: HostedHeightKey.self, value: proxy.size.height)
          }
        )
        .onPreferenceChange(HostedHeightKey.self) { [heightDidChange] height in
          // The action may be `@Sendable` and not isolated to the main actor (Xcode 16.2's
          // SDK): it holds only Sendable values and hops to the main actor to use them.
          Task { @MainActor in heightDidChange(height) }
        }
    }
  }

  /// A hosted view's measured height.
  @available(iOS 15.0, *)
  struct HostedHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
      value = max(value, nextValue())
    }
  }
#endif
