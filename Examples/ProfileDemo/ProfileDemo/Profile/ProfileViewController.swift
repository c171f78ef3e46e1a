import NestedScrollKit
import UIKit

/// The UIKit profile screen: a ``ProfileHeaderView`` above three tabs, hosted by a
/// `NestedScrollViewController` embedded as a child.
///
/// It is the controller's data source (pages from ``ProfilePages``) and delegate, and gives it
/// the refresh action: it shows the name in the navigation bar once the header's name has
/// scrolled away, sets how the pages snap to their items, and
/// pushes a post's screen when a post is tapped. The navigation bar takes the cover's colour
/// while the selected list is at its top: the controller, embedded as a child, tells the
/// bar which list to track through this controller (the navigation controller's child).
final class ProfileViewController: UIViewController {
  /// Called when the user taps the Settings button.
  var onOpenSettings: (() -> Void)?

  private let profile: Profile
  private let settings: DemoSettings
  private let pages: ProfilePages
  private let header: ProfileHeaderView
  private var nestedScroll: NestedScrollViewController?
  private var accessibilityControls: AccessibilityControlsView?
  /// Titles the accessibility controls gave tabs in place of their own, by page.
  private var renamedTitles: [Int: String] = [:]
  /// Whether Media's load of more tiles has failed once (``DemoSettings/loadsMore``).
  private var mediaLoadHasFailed = false
  /// How many batches of posts the Feed tab has loaded (``DemoSettings/loadsMore``).
  private var feedBatchesLoaded = 0

  /// Creates the screen for `profile`, snapping as `settings` say.
  init(profile: Profile, settings: DemoSettings) {
    self.profile = profile
    self.settings = settings
    pages = ProfilePages(
      releasesListDelegate: settings.releasesListDelegate, hasManyTabs: settings.hasManyTabs,
      hasAppLists: settings.hasAppLists)
    header = ProfileHeaderView(profile: profile)
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    // The observed list starts under the header, not under a large title (ContainerBehaviour
    // article).
    navigationItem.largeTitleDisplayMode = .never
    // At the scroll edge (header fully expanded) the bar continues the cover; as soon as
    // the list scrolls under it, it turns to its standard, opaque appearance.
    let edge = UINavigationBarAppearance()
    edge.configureWithTransparentBackground()
    edge.backgroundColor = ProfileHeaderView.coverTopColor
    navigationItem.scrollEdgeAppearance = edge
    let standard = UINavigationBarAppearance()
    standard.configureWithOpaqueBackground()
    navigationItem.standardAppearance = standard
    navigationItem.rightBarButtonItem = .demoSettingsButton { [weak self] in self?.onOpenSettings?() }
    header.onHeightChange = { [weak self] in self?.nestedScroll?.invalidateHeaderHeight() }
    pages.posts.onSelectPost = { [weak self] number in
      self?.navigationController?.pushViewController(
        PostDetailViewController(postNumber: number), animated: true)
    }

    let controller = NestedScrollViewController(headerView: header, behavior: settings.behavior)
    if settings.usesAutoLayoutTabBar { controller.tabBar = AutoLayoutTabBar() }
    if settings.hasTallHeader { controller.headerHeight = .fixed(DemoSettings.tallHeaderHeight) }
    controller.headerStretchView = header.coverView
    controller.tabBar.accessibilityIdentifier = DemoAccessibilityIdentifier.tabBar
    // New media since the last visit: a count after the title, read by VoiceOver as
    // "Media, 3 new items" (a tab bar of the app's own may show no badge).
    controller.tabBar.setBadge(.count(3), forTab: ProfileTab.media.rawValue)
    controller.dataSource = self
    controller.delegate = self
    // Stands in for a network request. A user who taps Back at once releases the screen,
    // which cancels the request (the "refresh then Back" UI test).
    let refreshNanoseconds = UInt64(settings.refreshDuration * 1_000_000_000)
    if settings.refreshesTabs || settings.refreshesPageAndTabs {
      // Each tab refreshes on its own: pulling Media reloads Media alone, under the tab bar.
      controller.tabRefreshAction = { [weak self] page in
        try? await Task.sleep(nanoseconds: refreshNanoseconds)
        guard !Task.isCancelled, page == ProfileTab.posts.rawValue else { return }
        self?.pages.posts.showNewBatch()
      }
    }
    if !settings.refreshesTabs {
      // The page's refresh: in both scopes, a pull that begins on the header.
      controller.refreshAction = { [weak self] in
        try? await Task.sleep(nanoseconds: refreshNanoseconds)
        guard !Task.isCancelled else { return }
        self?.pages.posts.showNewBatch()
      }
    }
    if settings.snapsItems { installItemSnaps(on: controller) }
    if settings.loadsMore { installLoadMore(on: controller) }
    embed(controller)
    nestedScroll = controller
    // The controller reads the system's setting when its view loads (embedding loaded it), so
    // a choice made at launch is applied after that.
    if let reducesMotion = settings.reducesMotion { controller.isReduceMotionEnabled = reducesMotion }
    if settings.showsAccessibilityControls { showAccessibilityControls(for: controller) }
  }

  /// Shows ``AccessibilityControlsView`` above the bottom of the screen: its page buttons
  /// scroll `controller` as VoiceOver's three-finger swipes do.
  private func showAccessibilityControls(for controller: NestedScrollViewController) {
    let controls = AccessibilityControlsView()
    controls.onPageScroll = { [weak controller] direction in
      _ = controller?.accessibilityScroll(direction)
    }
    controls.onRenameTab = { [weak self, weak controller] in
      guard let self, let controller else { return false }
      return renameMedia(in: controller)
    }
    controls.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(controls)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      controls.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      controls.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      controls.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
    ])
    accessibilityControls = controls
  }

  /// Renames Media to Photos (or back) through the data source and `reloadTabTitles()`, and
  /// answers whether the tab bar shows the new title on the button that showed the old one.
  private func renameMedia(in controller: NestedScrollViewController) -> Bool {
    let page = ProfileTab.media.rawValue
    let before = Self.button(titled: title(at: page), in: controller.tabBar)
    renamedTitles[page] = renamedTitles[page] == nil ? "Photos" : nil
    controller.reloadTabTitles()
    let after = Self.button(titled: title(at: page), in: controller.tabBar)
    return before != nil && after === before
  }

  /// The tab bar's button that shows `title`, found among its subviews.
  private static func button(titled title: String, in view: UIView) -> UIButton? {
    if let button = view as? UIButton, button.title(for: .normal) == title { return button }
    for subview in view.subviews {
      if let button = button(titled: title, in: subview) { return button }
    }
    return nil
  }

  /// The title of the tab at `index`: a rename's, or the page's own.
  private func title(at index: Int) -> String {
    renamedTitles[index] ?? pages.title(at: index)
  }

  /// Posts snaps to its table's own rows (`.listItems`: each row rests right under its stuck
  /// week header, whatever the text size); Media hands its item boundaries to the
  /// controller now and whenever they change (the width changes the tiles).
  private func installItemSnaps(on controller: NestedScrollViewController) {
    do {
      try controller.setItemSnap(.listItems, forPage: ProfileTab.posts.rawValue)
    } catch {
      showError("Invalid item snapping on \(ProfileTab.posts.title): \(error)")
    }
    for tab in ProfileTab.allCases {
      guard let page = pages.page(for: tab) as? ItemSnappingPage else { continue }
      let apply = { [weak self, weak controller, weak page] in
        guard let controller, let page else { return }
        do {
          try controller.setItemSnap(page.itemSnap, forPage: tab.rawValue)
        } catch {
          self?.showError("Invalid item snapping on \(tab.title): \(error)")
        }
      }
      page.onItemSnapChange = apply
      apply()
    }
  }

  /// Feed and Media load more as their lists near their end: Feed loads two batches of
  /// posts, the second its last (`.finished`: the end footer shows and the tab asks no
  /// more); Media's first load fails (`.failed`: the default footer's Retry button calls
  /// `retryLoadingMore(page:)`), and each later one loads a row of tiles more.
  private func installLoadMore(on controller: NestedScrollViewController) {
    let media = ProfileTab.media.rawValue
    let feed = pages.feed?.index
    do {
      try controller.setLoadMore(distance: 300, forPage: media)
      if let feed { try controller.setLoadMore(distance: 300, forPage: feed, showsEndFooter: true) }
    } catch {
      showError("Invalid load more: \(error)")
    }
    // Stands in for a network request.
    controller.loadMoreAction = { [weak self] page in
      try await Task.sleep(nanoseconds: 500_000_000)
      return self?.loadMore(page: page) ?? .failed
    }
    // The default views while loading and after a failure; the Feed's end says so.
    controller.loadMoreFooter = { page, state in
      guard page == feed, state == .finished else { return nil }
      let label = UILabel()
      label.text = "You're all caught up"
      label.textAlignment = .center
      label.font = .preferredFont(forTextStyle: .footnote)
      label.adjustsFontForContentSizeCategory = true
      label.textColor = .secondaryLabel
      label.accessibilityIdentifier = DemoAccessibilityIdentifier.feedEnd
      return label
    }
  }

  /// One load of more rows on `page`, as ``installLoadMore(on:)`` describes.
  private func loadMore(page: Int) -> LoadMoreOutcome {
    if page == ProfileTab.media.rawValue {
      guard mediaLoadHasFailed else {
        mediaLoadHasFailed = true
        return .failed
      }
      pages.media.appendItems(30)
      return .loaded
    }
    guard let feed = pages.feed, page == feed.index else { return .finished }
    feed.page.appendRows(20)
    feedBatchesLoaded += 1
    return feedBatchesLoaded < 2 ? .loaded : .finished
  }

  private func embed(_ child: UIViewController) {
    addChild(child)
    child.view.frame = view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  private func showError(_ message: String) {
    let label = UILabel()
    label.text = message
    label.numberOfLines = 0
    label.textAlignment = .center
    label.backgroundColor = .systemBackground
    label.frame = view.bounds.insetBy(dx: 20, dy: 20)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(label)
  }
}

extension ProfileViewController: NestedScrollViewControllerDataSource {
  func numberOfPages(in controller: NestedScrollViewController) -> Int {
    pages.count
  }

  func nestedScrollViewController(_ controller: NestedScrollViewController, pageAt index: Int)
    -> NestedScrollPage
  {
    pages.page(at: index)
  }

  func nestedScrollViewController(_ controller: NestedScrollViewController, titleForPageAt index: Int)
    -> String
  {
    title(at: index)
  }
}

extension ProfileViewController: NestedScrollViewControllerDelegate {
  func nestedScrollViewController(
    _ controller: NestedScrollViewController, didUpdateHeaderLayout layout: HeaderLayout
  ) {
    let title = layout.collapse >= Double(header.nameBottom) ? profile.name : nil
    if navigationItem.title != title { navigationItem.title = title }
    accessibilityControls?.headerDidMove()
  }
}
