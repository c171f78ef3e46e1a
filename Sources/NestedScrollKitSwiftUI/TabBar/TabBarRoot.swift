#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A ``NestedScrollView``'s own tab bar as its hosting controller's root: the app's
  /// builder given the context, at its ideal height for the width, with the screen's
  /// environment, reporting that height whenever it changes, so the controller measures the
  /// bar again.
  @available(iOS 15.0, *)
  struct TabBarRoot: View {
    let context: NestedTabBarContext?
    let content: ((NestedTabBarContext) -> AnyView)?
    let environment: EnvironmentValues
    /// Main-actor isolated and `Sendable`, as ``HeaderRoot``'s is, for the same reason.
    let heightDidChange: @MainActor @Sendable (CGFloat) -> Void

    /// Nothing, until the bar is first drawn.
    static var empty: TabBarRoot {
      TabBarRoot(context: nil, content: nil, environment: EnvironmentValues()) { _ in }
    }

    var body: some View {
      Group {
        if let context, let content {
          content(context)
        }
      }
      .modifier(HeightReport(heightDidChange: heightDidChange))
      // The bar lies below the status bar; only a landscape notch's sides stay in its safe area.
      .ignoresSafeArea(.container, edges: .vertical)
      .environment(\.self, environment)
    }
  }
#endif
