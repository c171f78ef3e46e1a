#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The position binding of the ``NestedScrollView`` inside (``SwiftUI/View/nestedScrollPosition(_:)``).
  /// The view reads it and does not pass it on to its header and tabs, so a screen nested in
  /// a tab does not bind to it too.
  @available(iOS 15.0, *)
  struct NestedScrollPositionKey: EnvironmentKey {
    // Computed: a `Binding` is not `Sendable`, so it cannot be a stored static.
    static var defaultValue: Binding<NestedScrollPosition>? { nil }
  }

  @available(iOS 15.0, *)
  extension EnvironmentValues {
    var nestedScrollPosition: Binding<NestedScrollPosition>? {
      get { self[NestedScrollPositionKey.self] }
      set { self[NestedScrollPositionKey.self] = newValue }
    }
  }

  @available(iOS 15.0, *)
  extension View {
    /// Binds the position of the ``NestedScrollView`` inside (selected tab, header collapse,
    /// every tab's position) to `position`, as SwiftUI's `scrollPosition(_:)` binds a scroll
    /// view's: the view writes where it is each time the screen comes to rest (a drag let go,
    /// the end of a fling, a snap or a tab switch), never during a scroll, so the views that
    /// read the binding are evaluated again once per gesture, not once per frame. A value the
    /// app writes is restored without animation: at once when the screen is at rest, when
    /// the drag or fling under way ends otherwise (the user's gesture is never cut off). A
    /// value that only hands back what the view wrote does nothing, and an empty value
    /// (``NestedScrollPosition/init()``) is filled in with where the screen is.
    ///
    /// What a value cannot say (an animated move, scrolling a tab to its top) stays with the
    /// ``NestedScrollProxy`` of a ``NestedScrollReader``.
    ///
    ///     @SceneStorage("profile.position") private var saved: Data?
    ///     @State private var position = NestedScrollPosition()
    ///     …
    ///     NestedScrollView(selection: $tab) { Header() } tabs: { … }
    ///       .nestedScrollPosition($position)
    ///       .onChange(of: position) { saved = try? JSONEncoder().encode($0) }
    public func nestedScrollPosition(_ position: Binding<NestedScrollPosition>) -> some View {
      environment(\.nestedScrollPosition, position)
    }
  }
#endif
