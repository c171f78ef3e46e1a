#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import NestedScrollKit
  import SwiftUI

  /// A profile-style screen in SwiftUI: a live SwiftUI header, a tab bar that pins under it,
  /// and tabs of ordinary SwiftUI content that scroll with the header as one scroll view.
  ///
  ///     NestedScrollView(selection: $tab) {
  ///       ProfileHeader(user: user)
  ///     } tabs: {
  ///       NestedTab("Posts", value: Tab.posts) { List(posts) { PostRow(post: $0) } }
  ///       NestedTab("Media", value: Tab.media) { ScrollView { LazyVGrid(columns: columns) { … } } }
  ///       NestedTab("About", value: Tab.about) { AboutView() }
  ///     }
  ///     .refreshable { await model.reload() }
  ///     .onNestedScrollLayoutChange(for: Bool.self) { $0.isPinned } action: { _, pinned in
  ///       showsTitle = pinned
  ///     }
  ///
  /// It is a ``NestedScrollKit/NestedScrollViewController`` underneath, so the behaviour is
  /// the UIKit controller's, rule for rule: this view only hosts SwiftUI content in it. The
  /// header is re-measured whenever its content's height changes. In debug builds, options
  /// that cannot be used and tabs that cannot be selected are shown over the view.
  @available(iOS 15.0, *)
  public struct NestedScrollView<Selection: Hashable, Header: View>: View {
    private let selection: Binding<Selection>?
    private let behavior: NestedScrollBehavior
    private let header: Header
    private let tabs: [NestedTab]
    /// The app's own tab bar, drawn from a context (`nil`: the default tab bar).
    var tabBar: ((NestedTabBarContext) -> AnyView)?
    /// The position binding set further out (``SwiftUI/View/nestedScrollPosition(_:)``), passed
    /// to the controller as the selection is: a new value updates it.
    @Environment(\.nestedScrollPosition) private var position

    /// Creates the view. Setting `selection` shows the tab with that value, sliding to it when
    /// the change is animated (`withAnimation`), as SwiftUI's own containers do, and at once
    /// otherwise; a swipe or a tab tap writes it.
    public init(
      selection: Binding<Selection>, behavior: NestedScrollBehavior = NestedScrollBehavior(),
      @ViewBuilder header: () -> Header, @NestedTabBuilder tabs: () -> [NestedTab]
    ) {
      self.selection = selection
      self.behavior = behavior
      self.header = header()
      self.tabs = tabs()
    }

    /// The screen's content, with its problems shown over it in debug builds.
    public var body: some View {
      let selectionValues = TabSelectionValues(given: tabs.map(\.value), position: { AnyHashable($0) })
      let values = selectionValues.values
      NestedScrollRepresentable(
        selection: selection.map { binding in
          Binding(
            get: { selectionValues.page(selectedBy: AnyHashable(binding.wrappedValue)) },
            set: { index in
              guard let index, let value = selectionValues.value(ofPage: index)?.base as? Selection
              else { return }
              binding.wrappedValue = value
            })
        },
        position: position, behavior: behavior, header: HostedContent(header), tabs: tabs,
        selectionValues: selectionValues,
        tabBar: tabBar
      )
      #if DEBUG
        .overlay(alignment: .top) {
          ConfigurationProblemsView(problems: problems(values: values))
        }
      #endif
    }

    private func problems(values: [AnyHashable]) -> [String] {
      let selected = selection.map { AnyHashable($0.wrappedValue) }
      let tabProblems = TabListProblem.check(
        values: values, selection: selected, matchesSelectionType: values.map { $0.base is Selection })
      let snapProblems = tabs.enumerated().compactMap { index, tab in
        tab.itemSnap?.isValid == false
          ? "Tab \(index)'s item snap boundaries are not finite and ascending; it does not snap." : nil
      }
      let loadMoreProblems = tabs.enumerated().compactMap { index, tab -> String? in
        guard let distance = tab.loadMore?.distance, (try? LoadMoreTrigger(distance: Double(distance))) == nil
        else { return nil }
        return
          "Tab \(index)'s load-more distance \(distance) is negative or not finite; it does not load more."
      }
      return behavior.problems(pageCount: tabs.count) + tabProblems.map(\.description) + snapProblems
        + loadMoreProblems
    }
  }

  @available(iOS 15.0, *)
  extension NestedScrollView where Selection == Int {
    /// Creates the view with no selection binding: it starts on
    /// ``NestedScrollCore/NestedScrollBehavior/initialPage``.
    public init(
      behavior: NestedScrollBehavior = NestedScrollBehavior(), @ViewBuilder header: () -> Header,
      @NestedTabBuilder tabs: () -> [NestedTab]
    ) {
      self.selection = nil
      self.behavior = behavior
      self.header = header()
      self.tabs = tabs()
    }
  }

  /// Problems a debug build shows over the view, so an unusable option is never a blank or
  /// silently different screen.
  @available(iOS 15.0, *)
  struct ConfigurationProblemsView: View {
    let problems: [String]

    var body: some View {
      if !problems.isEmpty {
        VStack(alignment: .leading, spacing: 4) {
          Text("NestedScrollView").font(.caption.bold())
          ForEach(problems, id: \.self) { Text($0).font(.caption) }
        }
        .foregroundColor(.white)
        .padding(8)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.red.opacity(0.9))
        .accessibilityElement(children: .combine)
        .accessibilityIdentifier("NestedScrollView.problems")
        .allowsHitTesting(false)
      }
    }
  }
#endif
