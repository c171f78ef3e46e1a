#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import SwiftUI

  /// The refresh action a ``NestedScrollView`` runs when the user pulls and no `refresh`
  /// environment value is set (the older `nestedScrollRefreshable(action:)`).
  @available(iOS 15.0, *)
  struct NestedScrollRefreshActionKey: EnvironmentKey {
    static let defaultValue: (@MainActor () async -> Void)? = nil
  }

  /// What a ``NestedScrollView`` calls when header and tab bar move.
  @available(iOS 15.0, *)
  struct NestedScrollLayoutActionKey: EnvironmentKey {
    static let defaultValue: (@MainActor (HeaderLayout) -> Void)? = nil
  }

  /// What a ``NestedScrollView`` calls when its refresh state changes.
  @available(iOS 15.0, *)
  struct NestedScrollRefreshStateActionKey: EnvironmentKey {
    static let defaultValue: (@MainActor (RefreshState) -> Void)? = nil
  }

  /// The proxy of the enclosing ``NestedScrollReader``, which the view registers with.
  @available(iOS 15.0, *)
  struct NestedScrollProxyTargetKey: EnvironmentKey {
    static let defaultValue: NestedScrollProxy.Target? = nil
  }

  /// Whether the ``NestedScrollView`` inside hides its tab bar.
  @available(iOS 15.0, *)
  struct NestedScrollTabBarHiddenKey: EnvironmentKey {
    static let defaultValue = false
  }

  /// The look of the default tab bar of the ``NestedScrollView`` inside.
  @available(iOS 15.0, *)
  struct NestedScrollTabBarStyleKey: EnvironmentKey {
    // Computed: `Color` is not `Sendable` in every SDK an app builds with.
    static var defaultValue: NestedScrollTabBarStyle { NestedScrollTabBarStyle() }
  }

  /// Whether the ``NestedScrollView`` tab the content is in is on screen.
  @available(iOS 15.0, *)
  struct NestedTabVisibleKey: EnvironmentKey {
    static let defaultValue = true
  }

  @available(iOS 15.0, *)
  extension EnvironmentValues {
    /// Whether the ``NestedScrollView`` tab this content is in is on screen: `true` from the
    /// moment the tab starts to appear (a swipe starts to bring it in, a tab tap selects it,
    /// the screen comes back) until it starts to disappear; `false` for a tab loaded ahead as
    /// a neighbour, and for every tab while the screen is covered (a pushed detail).
    /// Outside a ``NestedScrollView``, `true`.
    ///
    /// A tab's `onAppear` and `task` run when SwiftUI first renders it, which for a
    /// preloaded neighbour is before the user has opened it (see the TabLifecycle article).
    /// Work that should wait for the user starts from this value:
    ///
    ///     @Environment(\.isNestedTabVisible) private var isVisible
    ///     …
    ///     .task(id: isVisible) {
    ///       guard isVisible else { return }
    ///       await model.loadIfNeeded()
    ///     }
    public internal(set) var isNestedTabVisible: Bool {
      get { self[NestedTabVisibleKey.self] }
      set { self[NestedTabVisibleKey.self] = newValue }
    }

    var nestedScrollRefreshAction: (@MainActor () async -> Void)? {
      get { self[NestedScrollRefreshActionKey.self] }
      set { self[NestedScrollRefreshActionKey.self] = newValue }
    }

    var nestedScrollLayoutAction: (@MainActor (HeaderLayout) -> Void)? {
      get { self[NestedScrollLayoutActionKey.self] }
      set { self[NestedScrollLayoutActionKey.self] = newValue }
    }

    var nestedScrollRefreshStateAction: (@MainActor (RefreshState) -> Void)? {
      get { self[NestedScrollRefreshStateActionKey.self] }
      set { self[NestedScrollRefreshStateActionKey.self] = newValue }
    }

    var isNestedScrollTabBarHidden: Bool {
      get { self[NestedScrollTabBarHiddenKey.self] }
      set { self[NestedScrollTabBarHiddenKey.self] = newValue }
    }

    var nestedScrollTabBarStyle: NestedScrollTabBarStyle {
      get { self[NestedScrollTabBarStyleKey.self] }
      set { self[NestedScrollTabBarStyleKey.self] = newValue }
    }

    var nestedScrollProxyTarget: NestedScrollProxy.Target? {
      get { self[NestedScrollProxyTargetKey.self] }
      set { self[NestedScrollProxyTargetKey.self] = newValue }
    }
  }

  @available(iOS 15.0, *)
  extension View {
    /// Enables pull-to-refresh on the ``NestedScrollView`` inside, as SwiftUI's
    /// `refreshable(action:)` now does: the view reads the `refresh` environment value that
    /// modifier sets, and uses this action only when there is none.
    @available(
      *, deprecated,
      message: "Use refreshable(action:): NestedScrollView reads the refresh action from the environment."
    )
    public func nestedScrollRefreshable(action: @escaping @MainActor () async -> Void) -> some View {
      environment(\.nestedScrollRefreshAction, action)
    }

    /// Hides the tab bar of the ``NestedScrollView`` inside, as SwiftUI's
    /// `toolbar(_:for:)` hides a bar: the header then pins on its own at the top, and tabs
    /// change only by a swipe or the selection (a screen with a single tab, say). Passing
    /// `false` shows it again; the innermost setting wins, as with other environment values.
    /// (UIKit: ``NestedScrollKit/NestedScrollViewController/isTabBarHidden``.)
    public func nestedScrollTabBarHidden(_ hidden: Bool = true) -> some View {
      environment(\.isNestedScrollTabBarHidden, hidden)
    }

    /// Gives the default tab bar of the ``NestedScrollView`` inside the look `style` describes
    /// (title font and colours, indicator colour and thickness); the innermost setting wins,
    /// as with other environment values. A change restyles the bar in place: its buttons stay,
    /// and VoiceOver's focus with them. A tab bar of your own
    /// (``NestedScrollView/init(selection:behavior:header:tabs:tabBar:)``) draws its own look
    /// and ignores it. (UIKit: `NestedScrollTabBar`'s properties.)
    public func nestedScrollTabBarStyle(_ style: NestedScrollTabBarStyle) -> some View {
      environment(\.nestedScrollTabBarStyle, style)
    }

    /// Calls `action` whenever the refresh state of the ``NestedScrollView`` inside changes
    /// (idle, pulling with its progress, armed, refreshing, ending): for an indicator of
    /// your own. (UIKit: ``NestedScrollKit/NestedScrollViewController/refreshState``.)
    public func onNestedScrollRefreshStateChange(
      perform action: @escaping @MainActor (RefreshState) -> Void
    ) -> some View {
      environment(\.nestedScrollRefreshStateAction, action)
    }

    /// Calls `action` whenever the header or the tab bar of the ``NestedScrollView`` inside
    /// moves: `layout` has the collapse progress (0 expanded … 1 pinned), whether the tab bar
    /// is pinned, and the stretch of a pull past the top (to scale a cover image). To run
    /// only when a value made from the layout changes, use
    /// ``SwiftUI/View/onNestedScrollLayoutChange(for:of:action:)``; actions set further out
    /// are called too, with every layout.
    public func onNestedScrollLayoutChange(
      perform action: @escaping @MainActor (HeaderLayout) -> Void
    ) -> some View {
      onNestedScrollLayoutChange(for: HeaderLayout.self) {
        $0
      } action: { _, layout in
        action(layout)
      }
    }

    /// Calls `action` when a value made from the layout of the ``NestedScrollView`` inside
    /// changes, in the manner of SwiftUI's `onScrollGeometryChange(for:of:action:)`:
    /// `transform` turns each layout into the value the app shows (the collapse progress,
    /// whether the tab bar is pinned), and `action` runs only when that value differs from
    /// the last one, with the old and the new value (the first layout's call has both
    /// equal). A scroll with the header pinned, or any layout that transforms to the same
    /// value, calls nothing, so state written from `action` makes the screen's `body` run
    /// again only when what it shows changed:
    ///
    ///     .onNestedScrollLayoutChange(for: Bool.self) { $0.isPinned } action: { _, pinned in
    ///       showsTitle = pinned
    ///     }
    public func onNestedScrollLayoutChange<Value: Equatable & Sendable>(
      for type: Value.Type, of transform: @escaping @MainActor (HeaderLayout) -> Value,
      action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> some View {
      modifier(NestedScrollLayoutTransform(transform: transform, action: action))
    }
  }
#endif
