#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import NestedScrollKit
  import SwiftUI
  import UIKit

  /// ``NestedScrollView``'s controller: a ``NestedScrollKit/NestedScrollViewController``
  /// whose header and pages host SwiftUI content. It passes SwiftUI's values in on each
  /// update; the bridge passes the controller's events out.
  @available(iOS 15.0, *)
  struct NestedScrollRepresentable: UIViewControllerRepresentable {
    /// The selected tab's position, read from and written to the app's binding (`nil`
    /// inside: a value no tab has); `nil`: no binding.
    let selection: Binding<Int?>?
    /// The app's position binding (``SwiftUI/View/nestedScrollPosition(_:)``); `nil`: none.
    let position: Binding<NestedScrollPosition>?
    let behavior: NestedScrollBehavior
    let header: HostedContent
    let tabs: [NestedTab]
    /// Which tab each selection value names (the core's rule).
    let selectionValues: TabSelectionValues<AnyHashable>
    /// The app's own tab bar (`nil`: the default one).
    let tabBar: ((NestedTabBarContext) -> AnyView)?

    func makeCoordinator() -> NestedScrollBridge { NestedScrollBridge() }

    func makeUIViewController(context: Context) -> NestedScrollViewController {
      let bridge = context.coordinator
      var behavior = behavior
      if let page = selection?.wrappedValue { behavior.initialPage = page }
      let headerHost = HeaderHostingController(
        rootView: HeaderRoot(content: header.view, environment: context.environment) { _ in })
      headerHost.view.backgroundColor = .clear
      headerHost.horizontalSafeAreaDidChange = { [weak bridge] leading, trailing in
        bridge?.headerSafeAreaDidChange(leading: leading, trailing: trailing)
      }
      // The header reports its height (``HeaderRoot``), which becomes the fixed height.
      let controller = NestedScrollViewController(
        headerView: headerHost.view, headerHeight: .fixed(0), behavior: behavior)
      controller.addChild(headerHost)
      headerHost.didMove(toParent: controller)
      bridge.controller = controller
      bridge.headerHost = headerHost
      bridge.sync = SelectionSync(page: selection?.wrappedValue ?? controller.selectedPage)
      controller.dataSource = bridge
      controller.delegate = bridge
      bridge.update(with: self, environment: context.environment, animated: false)
      return controller
    }

    /// A selection set by the app slides to its tab only when the change came with an
    /// animation (`withAnimation`, a binding's `animation(_:)`), as SwiftUI's own containers
    /// animate: the update's transaction has an
    /// [`animation`](https://developer.apple.com/documentation/swiftui/transaction/animation)
    /// and does not
    /// [`disablesAnimations`](https://developer.apple.com/documentation/swiftui/transaction/disablesanimations).
    func updateUIViewController(_ controller: NestedScrollViewController, context: Context) {
      let transaction = context.transaction
      context.coordinator.update(
        with: self, environment: context.environment,
        animated: transaction.animation != nil && !transaction.disablesAnimations)
    }

    static func dismantleUIViewController(
      _ controller: NestedScrollViewController, coordinator: NestedScrollBridge
    ) {
      // The refresh action's task ends with the view.
      controller.endRefreshing()
      coordinator.environmentTarget?.controller = nil
    }
  }

  /// The controller's data source and delegate: SwiftUI values in, events out.
  @available(iOS 15.0, *)
  @MainActor
  final class NestedScrollBridge: NestedScrollViewControllerDataSource, NestedScrollViewControllerDelegate {
    weak var controller: NestedScrollViewController?
    var headerHost: HeaderHostingController?
    var sync = SelectionSync(page: 0)
    var environmentTarget: NestedScrollProxy.Target?
    /// The tab bar the app's builder draws, while the view has one.
    var hostedTabBar: HostedTabBar?
    /// The style the default tab bar was last given, so an unchanged one is not set again.
    var appliedTabBarStyle: NestedScrollTabBarStyle?
    private var selection: Binding<Int?>?
    /// The app's position binding (``SwiftUI/View/nestedScrollPosition(_:)``), if any, and
    /// whether the controller was bound to it.
    private var position: Binding<NestedScrollPosition>?
    private var isPositionBound = false
    private var tabs: [NestedTab] = []
    private var values: [AnyHashable] = []
    /// The environment forwarded to the header and the tabs, with its revision.
    private var environment = HostedEnvironment()
    /// The environment forwarded to the hosted views (the app's tab bar among them).
    var environmentValues: EnvironmentValues { environment.values }
    /// The forwarded environment's revision: it moves on only when a value in it changed.
    var environmentRevision: Int { environment.revision }
    /// The header's content, and whether its root must be rebuilt
    /// (``NestedScrollCore/HostedViewResend``): only when the content, the environment or
    /// the horizontal safe area it adds changed.
    private var headerContent = HostedContent.empty
    private var headerResend = HostedViewResend<HostedViewInputs>()
    private var headerMargins: (leading: CGFloat, trailing: CGFloat) = (0, 0)
    private var refreshStateAction: (@MainActor (RefreshState) -> Void)?
    private var layoutAction: (@MainActor (HeaderLayout) -> Void)?
    /// Loaded pages by selection value, held weakly: the controller owns each page while the
    /// host keeps it loaded (``NestedScrollCore/PageLoading``, a memory warning) and lets it
    /// go when the host unloads it, and the tab's hosting controller and SwiftUI state go
    /// with it. A page loaded again starts anew, at the position the host remembered.
    private var pages: [AnyHashable: LoadedPage] = [:]
    /// The item snap each tab was last given, so an unchanged one is not set again.
    private var appliedItemSnaps: [ItemSnap?] = []
    /// The badge shown on each tab of the tab bar, by position: what the last update gave it.
    private var appliedBadges: [TabBadge?] = []
    /// The load-more setting each page was last given (`nil`: none); set again only when it
    /// changes, as item snaps are.
    private var appliedLoadMore: [AppliedLoadMore?] = []

    /// A tab's load-more setting as the controller has it.
    struct AppliedLoadMore: Equatable {
      let distance: CGFloat
      /// Whether a finished feed keeps its footer: the tab gave a footer view.
      let showsEndFooter: Bool
    }

    /// A page the controller holds.
    struct LoadedPage {
      weak var page: HostedTabPage?
    }

    /// Gives the header's hosting controller a new root, only when its inputs changed.
    private func sendHeader() {
      let inputs = HostedViewInputs(
        content: headerContent.revision, environment: environment.revision,
        leadingMargin: headerMargins.leading,
        trailingMargin: headerMargins.trailing)
      guard let headerHost, headerResend.receive(inputs) else { return }
      headerHost.rootView = HeaderRoot(
        content: headerContent.view, environment: environment.values, leadingMargin: headerMargins.leading,
        trailingMargin: headerMargins.trailing
      ) { [weak self] height in
        self?.headerHeightDidChange(height)
      }
    }

    /// The header's horizontal safe area changed (iOS 16.4 and later): its root adds it to
    /// the content's safe area.
    func headerSafeAreaDidChange(leading: CGFloat, trailing: CGFloat) {
      headerMargins = (leading, trailing)
      sendHeader()
    }

    /// Takes a SwiftUI update: new content, environment, tabs and selection.
    func update(with view: NestedScrollRepresentable, environment: EnvironmentValues, animated: Bool) {
      guard let controller else { return }
      var forwarded = environment
      // The position binding is this view's: a screen nested in a tab must not bind to it
      // too, and a position written at rest is no change of the hosted views' environment.
      if forwarded.nestedScrollPosition != nil { forwarded.nestedScrollPosition = nil }
      self.environment.receive(forwarded)
      controller.isReduceMotionEnabled = environment.accessibilityReduceMotion
      // Set only on a change: each set lays the controller's view out again.
      if controller.isTabBarHidden != environment.isNestedScrollTabBarHidden {
        controller.isTabBarHidden = environment.isNestedScrollTabBarHidden
      }
      selection = view.selection
      // SwiftUI's `.refreshable` on the view (or the older `.nestedScrollRefreshable`) turns
      // pull-to-refresh on; the refresh ends when the action returns, as a `List`'s does.
      if let refresh = environment.refresh {
        controller.refreshAction = { await refresh() }
      } else {
        controller.refreshAction = environment.nestedScrollRefreshAction
      }
      refreshStateAction = environment.nestedScrollRefreshStateAction
      layoutAction = environment.nestedScrollLayoutAction
      headerContent.replace(with: view.header)
      sendHeader()
      let selectionValues = view.selectionValues
      let values = selectionValues.values
      if let target = environment.nestedScrollProxyTarget {
        environmentTarget = target
        target.controller = controller
        target.pageForValue = { selectionValues.page(selectedBy: $0) }
      }
      let update = TabListUpdate.between(
        oldValues: self.values, oldTitles: tabs.map(\.title), newValues: values,
        newTitles: view.tabs.map(\.title))
      tabs = view.tabs
      // Which refresh the actions turn on is the core's (`RefreshScope(screenHasAction:tabsHaveActions:)`);
      // the tabs' action runs the pulled tab's.
      let scope = RefreshScope(
        screenHasAction: controller.refreshAction != nil,
        tabsHaveActions: tabs.map { $0.refreshAction != nil })
      if scope?.refreshesTabs != true {
        controller.tabRefreshAction = nil
      } else if controller.tabRefreshAction == nil {
        controller.tabRefreshAction = { [weak self] page in await self?.refreshTab(page) }
      }
      switch update {
      case .none:
        break
      case .titles:
        controller.reloadTabTitles()
      case .pages:
        self.values = values
        pages = pages.filter { values.contains($0.key) && $0.value.page != nil }
        for (value, entry) in pages {
          entry.page?.index = selectionValues.page(selectedBy: value) ?? entry.page?.index ?? 0
        }
        // The reload unloads every page and loads the needed ones again: the loaded tabs that
        // remain are kept alive through it, so they keep their SwiftUI state.
        let loaded = pages.values.compactMap { $0.page }
        withExtendedLifetime(loaded) { controller.reloadData() }
        appliedItemSnaps = []
        appliedLoadMore = []
      }
      for (value, entry) in pages {
        guard let page = entry.page, let index = selectionValues.page(selectedBy: value) else { continue }
        page.update(content: tabs[index].content, environment: self.environment)
      }
      if appliedItemSnaps.count != tabs.count { appliedItemSnaps = Array(repeating: nil, count: tabs.count) }
      for (index, tab) in tabs.enumerated() {
        let snap = tab.itemSnap ?? ItemSnap.none
        guard appliedItemSnaps[index] != snap else { continue }
        appliedItemSnaps[index] = snap
        // An unusable snap is reported on screen by the view (debug builds).
        try? controller.setItemSnap(snap, forPage: index)
      }
      if updateTabBar(view.tabBar, style: environment.nestedScrollTabBarStyle) {
        // A new tab bar has no badges yet.
        appliedBadges = []
      }
      // The tab bar keeps a badge by position: one past the last tab would show again on a tab
      // added later.
      for index in appliedBadges.indices where index >= tabs.count && appliedBadges[index] != nil {
        controller.tabBar.setBadge(nil, forTab: index)
      }
      appliedBadges = (0..<tabs.count).map { $0 < appliedBadges.count ? appliedBadges[$0] : nil }
      for (index, tab) in tabs.enumerated() where appliedBadges[index] != tab.tabBadge {
        appliedBadges[index] = tab.tabBadge
        controller.tabBar.setBadge(tab.tabBadge, forTab: index)
      }
      if appliedLoadMore.count != tabs.count { appliedLoadMore = Array(repeating: nil, count: tabs.count) }
      for (index, tab) in tabs.enumerated() {
        let setting = tab.loadMore.map {
          AppliedLoadMore(distance: $0.distance, showsEndFooter: tab.loadMoreFooter != nil)
        }
        guard appliedLoadMore[index] != setting else { continue }
        appliedLoadMore[index] = setting
        // An unusable distance is reported on screen by the view (debug builds).
        try? controller.setLoadMore(
          distance: setting?.distance, forPage: index, showsEndFooter: setting?.showsEndFooter ?? false)
      }
      controller.loadMoreAction = { [weak self] page in
        guard let self, self.tabs.indices.contains(page), let loadMore = self.tabs[page].loadMore else {
          return .loaded
        }
        return try await loadMore.action()
      }
      controller.loadMoreFooter = { [weak self] page, state in
        self?.loadMoreFooterView(page: page, state: state)
      }
      updatePosition(view.position)
      guard let selection else { return }
      let action = sync.bindingDidUpdate(
        to: selection.wrappedValue, selected: controller.selectedPage, pageCount: max(1, tabs.count))
      switch action {
      case .none: break
      case .select(let page): controller.selectPage(page, animated: animated)
      case .correct(let page): write(page)
      }
    }

    /// Tab `page`'s own footer view for `state`, hosted for UIKit (iOS 16: a
    /// `UIHostingConfiguration`'s content view), or `nil` for the default one.
    private func loadMoreFooterView(page: Int, state: LoadMoreState) -> UIView? {
      guard #available(iOS 16.0, *), tabs.indices.contains(page), let footer = tabs[page].loadMoreFooter
      else {
        return nil
      }
      let retry: @MainActor () -> Void = { [weak controller] in controller?.retryLoadingMore(page: page) }
      return UIHostingConfiguration { footer(state, retry) }.margins(.all, 0).makeContentView()
    }

    /// Runs tab `page`'s refresh action, if it has one.
    private func refreshTab(_ page: Int) async {
      guard tabs.indices.contains(page), let action = tabs[page].refreshAction else { return }
      await action()
    }

    /// Writes `page` to the binding after the current update (SwiftUI forbids writing state
    /// during one).
    private func write(_ page: Int) {
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.selection?.wrappedValue = page
        self.sync.writeDidLand()
      }
    }

    /// Hands the position binding's value to the controller, which restores it when new
    /// (``NestedScrollCore/PositionBindingSync``); the first one binds it.
    private func updatePosition(_ binding: Binding<NestedScrollPosition>?) {
      guard let controller else { return }
      position = binding
      guard let binding else { return }
      let value = binding.wrappedValue.snapshot
      guard isPositionBound else {
        isPositionBound = true
        controller.positionBindingWrite = { [weak self] snapshot in self?.writePosition(snapshot) }
        controller.bindPosition(value)
        return
      }
      controller.positionBindingDidUpdate(to: value)
    }

    /// Writes `snapshot` to the position binding after the current update (SwiftUI forbids
    /// writing state during one), as ``write(_:)`` does the selection.
    private func writePosition(_ snapshot: ScrollPositionSnapshot) {
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.position?.wrappedValue = NestedScrollPosition(snapshot)
        self.controller?.positionBindingWriteDidLand()
      }
    }

    private func headerHeightDidChange(_ height: CGFloat) {
      guard let controller, height.isFinite, height >= 0 else { return }
      if controller.headerHeight != .fixed(height) { controller.headerHeight = .fixed(height) }
    }

    // MARK: Data source

    func numberOfPages(in controller: NestedScrollViewController) -> Int { tabs.count }

    func nestedScrollViewController(_ controller: NestedScrollViewController, pageAt index: Int)
      -> NestedScrollPage
    {
      guard tabs.indices.contains(index) else {
        return HostedTabPage(content: .empty, environment: environment, index: index)
      }
      if let page = pages[values[index]]?.page { return page }
      let page = HostedTabPage(content: tabs[index].content, environment: environment, index: index)
      pages[values[index]] = LoadedPage(page: page)
      return page
    }

    func nestedScrollViewController(_ controller: NestedScrollViewController, titleForPageAt index: Int)
      -> String
    {
      tabs.indices.contains(index) ? tabs[index].title : ""
    }

    // MARK: Delegate

    func nestedScrollViewController(
      _ controller: NestedScrollViewController, didUpdateHeaderLayout layout: HeaderLayout
    ) {
      layoutAction?(layout)
    }

    func nestedScrollViewController(_ controller: NestedScrollViewController, didSelectPageAt index: Int) {
      if let page = sync.hostDidSelect(index) { write(page) }
    }

    func nestedScrollViewController(
      _ controller: NestedScrollViewController, didChangeRefreshState state: RefreshState
    ) {
      refreshStateAction?(state)
    }

    func nestedScrollViewController(
      _ controller: NestedScrollViewController, didChangeRefreshState state: RefreshState,
      forPageAt index: Int
    ) {
      guard tabs.indices.contains(index) else { return }
      tabs[index].refreshStateAction?(state)
    }
  }
#endif
