import NestedScrollCore
import NestedScrollKit
import SwiftUI
import UIKit

/// The UIKit profile screen: a ``ProfileHeaderView`` above three tabs, hosted by a
/// `NestedScrollViewController` embedded as a child.
///
/// It is the controller's data source (pages from ``ProfilePages``) and delegate: it
/// handles pull-to-refresh, shows the name in the navigation bar once the header's name has
/// scrolled away, and points the navigation bar's scroll-edge appearance at the selected
/// page's list.
final class ProfileViewController: UIViewController {
  private let profile: Profile
  private let pages = ProfilePages()
  private let header: ProfileHeaderView
  private var nestedScroll: NestedScrollViewController?

  /// Creates the screen for `profile`.
  init(profile: Profile) {
    self.profile = profile
    header = ProfileHeaderView(profile: profile)
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      primaryAction: UIAction(title: "SwiftUI") { [weak self] _ in self?.showSwiftUIVariant() })
    header.onHeightChange = { [weak self] in self?.nestedScroll?.invalidateHeaderHeight() }
    let controller = NestedScrollViewController(headerView: header, behavior: .profileDemo)
    controller.headerStretchView = header.coverView
    controller.dataSource = self
    controller.delegate = self
    do {
      // Rows are all one height, so every row boundary is a resting place: a released
      // list comes to rest with a whole row right under the pinned tab bar.
      try controller.setItemSnap(.itemHeights(pages.posts.rowHeights), forPage: ProfileTab.posts.rawValue)
    } catch {
      showError("Invalid item snapping: \(error)")
    }
    embed(controller)
    nestedScroll = controller
    // iOS 15 navigation bars are transparent while the observed scroll view is at its top
    // edge and turn opaque once content scrolls under them; observe the selected list.
    setContentScrollView(pages.posts.nestedScrollView, for: .top)
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
    label.frame = view.bounds.insetBy(dx: 20, dy: 20)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(label)
  }

  private func showSwiftUIVariant() {
    let host = UIHostingController(rootView: ProfileDemoSwiftUIView(profile: profile))
    host.title = "SwiftUI"
    // Nothing tells the bar which list the SwiftUI screen scrolls, so keep it opaque: the
    // collapsing header slides under it.
    let appearance = UINavigationBarAppearance()
    appearance.configureWithDefaultBackground()
    host.navigationItem.scrollEdgeAppearance = appearance
    navigationController?.pushViewController(host, animated: true)
  }
}

extension ProfileViewController: NestedScrollViewControllerDataSource {
  func numberOfPages(in controller: NestedScrollViewController) -> Int {
    ProfileTab.allCases.count
  }

  func nestedScrollViewController(_ controller: NestedScrollViewController, pageAt index: Int)
    -> NestedScrollPage
  {
    pages.page(at: index)
  }

  func nestedScrollViewController(_ controller: NestedScrollViewController, titleForPageAt index: Int)
    -> String
  {
    ProfileTab(rawValue: index)?.title ?? ""
  }
}

extension ProfileViewController: NestedScrollViewControllerDelegate {
  func nestedScrollViewController(
    _ controller: NestedScrollViewController, didUpdateHeaderLayout layout: HeaderLayout
  ) {
    let title = layout.collapse >= Double(header.nameBottom) ? profile.name : nil
    if navigationItem.title != title { navigationItem.title = title }
  }

  func nestedScrollViewController(_ controller: NestedScrollViewController, didSelectPageAt index: Int) {
    setContentScrollView(pages.page(at: index).nestedScrollView, for: .top)
  }

  func nestedScrollViewControllerDidBeginRefreshing(_ controller: NestedScrollViewController) {
    // Stands in for a network request: new rows after a second and a half.
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
      self?.pages.posts.showNewBatch()
      controller.endRefreshing()
    }
  }
}
