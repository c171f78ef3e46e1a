#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The header's SwiftUI content as its hosting controller's root: at its ideal height for
  /// the width it is given, with the ``NestedScrollView``'s environment, reporting that
  /// height whenever it changes (state, Dynamic Type, rotation), so the controller re-measures.
  ///
  /// The content lays out against the header's own bounds: the header slides under the
  /// navigation bar and the status bar as it collapses, and the hosting controller would
  /// otherwise inset the content by that overlap, so it would slide inside the header. From
  /// iOS 16.4 the hosting controller adds no container safe area at all
  /// (``HeaderHostingController``), so a header move is no layout for SwiftUI, and the
  /// horizontal one (a landscape notch) comes in as ``leadingMargin`` and ``trailingMargin``
  /// and is added back to the content's safe area;
  /// before, the vertical container safe area is ignored here and the horizontal one kept.
  @available(iOS 15.0, *)
  struct HeaderRoot: View {
    let content: AnyView
    let environment: EnvironmentValues
    /// The horizontal safe area added back to the content's (iOS 16.4 and later), or 0.
    var leadingMargin: CGFloat = 0
    /// As ``leadingMargin``, on the trailing side.
    var trailingMargin: CGFloat = 0
    /// Main-actor isolated and `Sendable`, so that the preference action of ``HeightReport``
    /// may carry it whatever isolation the SDK gives that action (see the SwiftUIConcurrency
    /// article).
    let heightDidChange: @MainActor @Sendable (CGFloat) -> Void

    var body: some View {
      content
        // Added to the safe area rather than padded, so content that ignores the safe area
        // (a cover image) still reaches the edges; always present (0 wide in portrait), so the
        // content keeps its identity and state when the device turns. No height: only the
        // width is an inset, and the header is measured at its content's height.
        .safeAreaInset(edge: .leading, spacing: 0) { Color.clear.frame(width: leadingMargin, height: 0) }
        .safeAreaInset(edge: .trailing, spacing: 0) { Color.clear.frame(width: trailingMargin, height: 0) }
        .modifier(HeightReport(heightDidChange: heightDidChange))
        .frame(maxHeight: .infinity, alignment: .top)
        .ignoresSafeArea(.container, edges: .vertical)
        .environment(\.self, environment)
    }
  }
#endif
