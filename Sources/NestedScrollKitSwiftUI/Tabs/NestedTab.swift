#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import SwiftUI

  /// One tab of a ``NestedScrollView``: a title for the tab bar, the value the selection
  /// binding holds while it is selected, and its content.
  ///
  /// The content is ordinary SwiftUI. A `List` or a `ScrollView` (with `LazyVStack` or
  /// `LazyVGrid` inside, which stay lazy) becomes the tab's list and scrolls with the header
  /// as one scroll view; plain views are placed in a vertical `ScrollView` for you, and a
  /// short tab still collapses the header.
  @available(iOS 15.0, *)
  public struct NestedTab {
    let title: String
    private(set) var value: AnyHashable?
    let content: HostedContent
    private(set) var itemSnap: ItemSnap?
    private(set) var loadMore: LoadMore?
    private(set) var loadMoreFooter: (@MainActor (LoadMoreState, @escaping @MainActor () -> Void) -> AnyView)?
    private(set) var refreshAction: (@MainActor () async -> Void)?
    private(set) var refreshStateAction: (@MainActor (RefreshState) -> Void)?
    private(set) var tabBadge: TabBadge?

    /// What a tab runs to load more rows, and how near its end it asks.
    struct LoadMore {
      let distance: CGFloat
      let action: @MainActor () async throws -> LoadMoreOutcome
    }

    /// This tab, selected when the selection holds `value` if it was given no value of its
    /// own (a tab a `ForEach` made from an element with that `id`).
    func selected(byDefault value: AnyHashable) -> NestedTab {
      var tab = self
      tab.value = TabSelectionValues.value(given: tab.value, elementID: value)
      return tab
    }

    /// A tab selected when the selection binding holds `value`.
    public init<Value: Hashable, Content: View>(
      _ title: String, value: Value, @ViewBuilder content: () -> Content
    ) {
      self.title = title
      self.value = AnyHashable(value)
      self.content = HostedContent(content())
    }

    /// A tab whose selection value is its position (0 for the first tab), for an `Int`
    /// selection.
    public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
      self.title = title
      self.value = nil
      self.content = HostedContent(content())
    }

    /// Shows `badge` after the tab's title in the default tab bar: a count ("99+" beyond 99)
    /// or a dot, which VoiceOver reads after the title ("3 new items", "New"); `nil` or a
    /// count of 0 shows none (``NestedScrollCore/TabBadge``). A tab bar of the app's own
    /// receives it through `NestedScrollTabBarProtocol.setBadge(_:forTab:)`.
    public func badge(_ badge: TabBadge?) -> NestedTab {
      var tab = self
      tab.tabBadge = badge
      return tab
    }

    /// The tab's list comes to rest with an item aligned under the pinned tab bar:
    /// `.listItems` for a `List` (self-sizing rows included: the rows are asked where they
    /// are at each release, from the `UITableView` or `UICollectionView` that draws the
    /// list), or boundaries the app knows (`.itemHeights(rowHeights)`). A `ScrollView`
    /// reports no items: give it boundaries. Snaps whose boundaries are not finite and
    /// ascending are shown as a problem in debug builds and not used.
    public func itemSnap(_ snap: ItemSnap) -> NestedTab {
      var tab = self
      tab.itemSnap = snap
      return tab
    }

    /// Runs `action` to load more rows when the tab's list comes within `distance` points of
    /// its end: once each time it nears the end (again only after the list moved away or its
    /// rows changed height), with an indicator below the last row while `action` runs.
    /// `action` returns ``NestedScrollCore/LoadMoreOutcome/loaded``, or
    /// ``NestedScrollCore/LoadMoreOutcome/finished`` when the feed has no more rows (the tab
    /// then asks no more until a refresh ends or
    /// ``NestedScrollProxy/resetLoadMore(_:)``); if it throws, a retry shows below the rows
    /// and the tab asks again only when the user taps it (or
    /// ``NestedScrollProxy/retryLoadingMore(_:)``). Rows appended during a fling move nothing
    /// on screen, and the fling carries on into them. A negative or non-finite distance is
    /// shown as a problem in debug builds and not used.
    public func onLoadMore(
      distance: CGFloat = 600, perform action: @escaping @MainActor () async throws -> LoadMoreOutcome
    ) -> NestedTab {
      var tab = self
      tab.loadMore = LoadMore(distance: distance, action: action)
      return tab
    }

    /// The tab's load-more footer shows `footer` below its rows: while it loads, after a
    /// failure (call `retry` from a button to load again) and at a finished feed's end,
    /// which keeps room for it. ``NestedScrollCore/LoadMoreTrigger/footerHeight`` tall, the
    /// list's width. Without one, a spinning indicator shows while loading, a retry button
    /// after a failure, and nothing at the end. On iOS 15 the footer shows those defaults:
    /// the view is hosted with `UIHostingConfiguration`, which iOS 16 introduced.
    public func loadMoreFooter<Footer: View>(
      @ViewBuilder _ footer:
        @escaping @MainActor (_ state: LoadMoreState, _ retry: @escaping @MainActor () -> Void)
        -> Footer
    ) -> NestedTab {
      var tab = self
      tab.loadMoreFooter = { state, retry in AnyView(footer(state, retry)) }
      return tab
    }

    /// Pulling this tab's list at its top refreshes the tab on its own: its indicator shows
    /// under the tab bar while `action` runs, and the header stays where it is; the refresh
    /// ends when `action` returns, as with SwiftUI's `refreshable(action:)`. Giving any tab an
    /// action makes every tab of the view refresh on its own
    /// (``NestedScrollCore/RefreshScope/tab``); a tab without one ends its refresh at once.
    /// With SwiftUI's `refreshable(action:)` on the view too, a drag that begins on the
    /// header refreshes the page and one on a list its tab (``NestedScrollCore/RefreshScope/both``).
    /// (UIKit: ``NestedScrollKit/NestedScrollViewController/tabRefreshAction``.)
    public func refreshable(action: @escaping @MainActor () async -> Void) -> NestedTab {
      var tab = self
      tab.refreshAction = action
      return tab
    }

    /// Calls `action` whenever this tab's own refresh state changes (idle, pulling with its
    /// progress, armed, refreshing, ending), whether a pull or
    /// ``NestedScrollProxy/beginRefreshing(_:)`` started it: for an indicator of your own or
    /// to show that the tab is loading. (UIKit:
    /// `NestedScrollViewController.tabRefreshState(page:)` and the delegate's
    /// `nestedScrollViewController(_:didChangeRefreshState:forPageAt:)`.)
    public func onRefreshStateChange(perform action: @escaping @MainActor (RefreshState) -> Void) -> NestedTab
    {
      var tab = self
      tab.refreshStateAction = action
      return tab
    }
  }

  /// Builds a ``NestedScrollView``'s tabs from `NestedTab` expressions, `ForEach`, `if`,
  /// `switch` and `for` loops.
  @available(iOS 15.0, *)
  @resultBuilder
  public enum NestedTabBuilder {
    /// One tab.
    public static func buildExpression(_ tab: NestedTab) -> [NestedTab] { [tab] }
    /// One tab for each element of a `ForEach`'s data, in order, each with the value it was
    /// given (or its position).
    public static func buildExpression<Data, ID>(_ tabs: ForEach<Data, ID, NestedTab>) -> [NestedTab] {
      tabs.data.map(tabs.content)
    }
    /// One tab for each element of a `ForEach`'s `Identifiable` data, in order: a tab made
    /// without a value is selected when the selection holds its element's `id`, as a view's
    /// identity in a `ForEach` is its element's `id`.
    public static func buildExpression<Data>(_ tabs: ForEach<Data, Data.Element.ID, NestedTab>) -> [NestedTab]
    where Data.Element: Identifiable {
      tabs.data.map { tabs.content($0).selected(byDefault: AnyHashable($0.id)) }
    }
    /// Tabs in order.
    public static func buildBlock(_ tabs: [NestedTab]...) -> [NestedTab] { tabs.flatMap { $0 } }
    /// Tabs shown only when a condition holds.
    public static func buildOptional(_ tabs: [NestedTab]?) -> [NestedTab] { tabs ?? [] }
    /// The tabs of an `if` branch.
    public static func buildEither(first tabs: [NestedTab]) -> [NestedTab] { tabs }
    /// The tabs of an `else` branch.
    public static func buildEither(second tabs: [NestedTab]) -> [NestedTab] { tabs }
    /// The tabs of a `for` loop.
    public static func buildArray(_ tabs: [[NestedTab]]) -> [NestedTab] { tabs.flatMap { $0 } }
    /// Tabs behind an availability check.
    public static func buildLimitedAvailability(_ tabs: [NestedTab]) -> [NestedTab] { tabs }
  }
#endif
