import NestedScrollCore
import NestedScrollKit
import NestedScrollKitSwiftUI
import SwiftUI

/// The profile screen in SwiftUI only: a live SwiftUI header (``ProfileHeaderContent``) and
/// five tabs of ordinary SwiftUI content, made with `ForEach` from ``SwiftUIProfileTab``: a
/// `List` of buttons that snaps to its rows (a tap notes the post at the bottom of the
/// screen), a tab that loads (``RepliesTab``: a spinner, then a `List` whose rows push with
/// `NavigationLink`, and more near its end until its feed finishes), a lazy grid whose first
/// load of more tiles fails (its footer offers a retry), a sectioned inset-grouped `List`
/// whose rows push by value (``TopicsTab``) and a short plain view.
/// Pull-to-refresh is `async`; the selection is a binding; a toolbar button scrolls the
/// selected tab to its top through the reader's proxy, another hides and shows the tab bar,
/// a third swaps the styled default tab bar (``tabBarStyle``, a count badge on Topics) for the
/// screen's own (``ProfileCustomTabBar``, the `tabBar` builder). Where the user was (tab,
/// every tab's position, the header) is a position binding (`nestedScrollPosition(_:)`),
/// which the screen writes each time it comes to rest; the demo keeps it across launches
/// (``SwiftUIProfilePositions``), so the screen opens where it was, after a relaunch too.
@MainActor
struct ProfileDemoSwiftUIView: View {
  /// The person shown.
  let profile: Profile
  @State private var tab = SwiftUIProfileTab.posts
  /// The Replies tab's replies, once loaded: kept here, above the tab, so they outlive it.
  @State private var replies: [Int]?
  @State private var batch = 1
  /// How many tiles the Media tab shows: more load near its end.
  @State private var mediaCount = 120
  /// Whether the Media tab's load of more tiles has failed once: the first one does, to show
  /// the retry.
  @State private var mediaLoadHasFailed = false
  /// The header's collapse progress in tenths: the navigation title's opacity.
  @State private var collapseProgress = 0.0
  /// Whether the tab bar is hidden (the toolbar's Tabs button): tabs then change by a swipe.
  @State private var isTabBarHidden = false
  /// Whether the screen draws its own tab bar (the toolbar's tab bar button).
  @State private var usesCustomTabBar = false
  /// The post whose row was tapped last, if any.
  @State private var openedPost: Int?
  /// Where the user was: written by the screen at rest, restored from when the screen opens.
  @State private var position: NestedScrollPosition
  /// The position's JSON, kept across launches.
  @AppStorage(SwiftUIProfilePositions.key) private var savedPosition: Data?
  /// How the header comes back when a tab's list scrolls down (the settings sheet's choice).
  var headerMode = HeaderMode.scrollsWithList
  /// The profile of `profile`, opening where the user last was; its header comes back as
  /// `headerMode` says.
  init(profile: Profile, headerMode: HeaderMode = .scrollsWithList) {
    self.profile = profile
    self.headerMode = headerMode
    _position = State(initialValue: SwiftUIProfilePositions.saved)
  }

  /// Every post row's height: one height, so row boundaries are the item snap's page size.
  private static let postHeight: CGFloat = 72

  /// The default tab bar's look: semibold rounded titles, a thicker indicator in the accent
  /// colour.
  static let tabBarStyle = NestedScrollTabBarStyle(
    titleWeight: .semibold, titleDesign: .rounded, indicatorColor: .accentColor, indicatorHeight: 3)

  /// The demo's behaviour with the chosen header mode.
  private var behavior: NestedScrollBehavior {
    var behavior = NestedScrollBehavior.profileDemo
    behavior.headerMode = headerMode
    return behavior
  }

  var body: some View {
    NestedScrollReader { proxy in
      profileScrollView(usesCustomTabBar: usesCustomTabBar)
        .nestedScrollTabBarHidden(isTabBarHidden)
        .nestedScrollTabBarStyle(Self.tabBarStyle)
        // SwiftUI's own modifier: the view reads the refresh action from the environment.
        .refreshable {
          // Stands in for a network request: new rows after a second and a half.
          try? await Task.sleep(nanoseconds: 1_500_000_000)
          batch += 1
        }
        // The title fades in tenths: the screen's body runs again about ten times per collapse,
        // not on every frame the header moves, and never while it is pinned.
        .onNestedScrollLayoutChange(for: Double.self) { layout in
          (layout.collapseProgress * 10).rounded() / 10
        } action: { _, progress in
          collapseProgress = progress
        }
        // Written when the screen comes to rest, never per frame: storing it here costs one
        // write a gesture.
        .nestedScrollPosition($position)
        .onChange(of: position) { position in
          savedPosition = try? JSONEncoder().encode(position)
        }
        .toolbar {
          ToolbarItem(placement: .principal) {
            Text(profile.name).font(.headline).opacity(collapseProgress)
              .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUINavigationTitle)
          }
          ToolbarItem(placement: .primaryAction) {
            Button("Top") { proxy.scrollToTop() }
          }
          ToolbarItem(placement: .primaryAction) {
            Button(isTabBarHidden ? "Show Tabs" : "Hide Tabs") { isTabBarHidden.toggle() }
              .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUITabBarToggle)
          }
          ToolbarItem(placement: .primaryAction) {
            Button {
              usesCustomTabBar.toggle()
            } label: {
              Image(
                systemName: usesCustomTabBar ? "rectangle.topthird.inset.filled" : "rectangle.topthird.inset")
            }
            .accessibilityLabel(usesCustomTabBar ? "Default Tab Bar" : "Custom Tab Bar")
            .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUICustomTabBarToggle)
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

  /// The screen: the default tab bar, or the screen's own. A view of one type either way, in
  /// the same place, so that SwiftUI keeps it (its tabs, their state and positions) across a
  /// swap.
  private func profileScrollView(
    usesCustomTabBar: Bool
  ) -> NestedScrollView<SwiftUIProfileTab, ProfileHeaderContent> {
    if usesCustomTabBar {
      return NestedScrollView(selection: $tab, behavior: behavior, header: header, tabs: profileTabs) {
        ProfileCustomTabBar(context: $0)
      }
    }
    return NestedScrollView(selection: $tab, behavior: behavior, header: header, tabs: profileTabs)
  }

  /// The live header.
  private func header() -> ProfileHeaderContent {
    ProfileHeaderContent(profile: profile)
  }

  /// Tabs from data: each tab's selection value is its `SwiftUIProfileTab` (the id).
  @NestedTabBuilder private func profileTabs() -> [NestedTab] {
    ForEach(SwiftUIProfileTab.allCases) { tab in
      nestedTab(tab)
    }
  }

  /// The tab `tab` shows, selected when the selection holds `tab`.
  private func nestedTab(_ tab: SwiftUIProfileTab) -> NestedTab {
    switch tab {
    case .posts:
      return NestedTab("Posts") {
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
    case .replies:
      return NestedTab("Replies") {
        RepliesTab(replies: $replies)
      }
      .onLoadMore(distance: 400) { try await RepliesTab.loadMore(into: $replies) }
      .loadMoreFooter { state, retry in RepliesTab.footer(state, retry: retry) }
      // Until Replies has loaded, a dot says there is something new there.
      .badge(replies == nil ? .dot : nil)
    case .media:
      return NestedTab("Media") {
        ScrollView {
          LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 3), spacing: 2) {
            ForEach(0..<mediaCount, id: \.self) { item in
              Color(hue: Double(item % 12) / 12, saturation: 0.5, brightness: 0.9)
                .aspectRatio(1, contentMode: .fill)
                .accessibilityLabel("Media \(item + 1)")
                .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIMediaItem(item + 1))
            }
          }
        }
        .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUIMediaGrid)
      }
      // No footer of its own: the default spinner, and after the failure the default
      // retry button.
      .onLoadMore(distance: 400) {
        // Stands in for a network request that fails the first time.
        try await Task.sleep(nanoseconds: 500_000_000)
        guard mediaLoadHasFailed else {
          mediaLoadHasFailed = true
          throw URLError(.timedOut)
        }
        mediaCount += 60
        return .loaded
      }
    case .topics:
      // A count that stays: the styled tab bar shows it on every visit.
      return NestedTab("Topics") { TopicsTab() }
        .badge(.count(3))
    case .about:
      return NestedTab("About") {
        VStack(alignment: .leading, spacing: 12) {
          ForEach(["Joined 1833", "London", "Analytical Engine", "Poetical science", "Looms"], id: \.self) {
            Text($0)
          }
        }
        .padding()
        .accessibilityIdentifier("swiftui.about")
      }
    }
  }
}

/// The SwiftUI profile's tabs, the selection's values.
enum SwiftUIProfileTab: Hashable, CaseIterable, Identifiable {
  case posts
  case replies
  case media
  case topics
  case about

  /// The tab itself: a tab made by `ForEach` without a value is selected by its element's id.
  var id: Self { self }
}
