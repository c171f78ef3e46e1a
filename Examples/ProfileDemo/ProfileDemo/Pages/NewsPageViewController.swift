import NestedScrollKit
import UIKit

/// The News tab: a plain table of stories in daily sections whose headers stick under the
/// tab bar, and, once its stories have loaded, a banner the app sets as the table's own
/// `tableHeaderView`, as apps do after a request. NestedScrollViewController keeps its spacer
/// for the sticky sections above the app's header, so no story slides under the tab bar.
final class NewsPageViewController: ListPageViewController, NestedScrollPage {
  /// The number of sections (days).
  static let sectionCount = 5
  /// The number of stories in each section.
  static let storiesPerSection = 12
  /// How long the stand-in for loading the stories takes before the banner shows.
  static let loadingNanoseconds: UInt64 = 500_000_000

  /// The page's list.
  let tableView: UITableView
  private var loading: Task<Void, Never>?

  /// Section headers stick, so the controller keeps the header's room as a spacer.
  var hasStickySectionHeaders: Bool { true }

  init() {
    tableView = UITableView(frame: .zero, style: .plain)
    super.init(list: tableView)
    tableView.accessibilityIdentifier = DemoAccessibilityIdentifier.newsList
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "story")
    tableView.dataSource = self
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard loading == nil else { return }
    loading = Task { [weak self] in
      try? await Task.sleep(nanoseconds: Self.loadingNanoseconds)
      guard !Task.isCancelled else { return }
      self?.showBanner()
    }
  }

  /// Sets the banner as the table's header, sized to its text at the table's width.
  private func showBanner() {
    let banner = UILabel()
    banner.text = "Breaking: the header stays where it belongs."
    banner.font = .preferredFont(forTextStyle: .headline)
    banner.adjustsFontForContentSizeCategory = true
    banner.numberOfLines = 0
    banner.textAlignment = .center
    banner.backgroundColor = .systemYellow
    banner.accessibilityIdentifier = DemoAccessibilityIdentifier.newsBanner
    let height = banner.sizeThatFits(CGSize(width: tableView.bounds.width, height: .greatestFiniteMagnitude))
      .height
    banner.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: height + 24)
    tableView.tableHeaderView = banner
  }
}

extension NewsPageViewController: UITableViewDataSource {
  func numberOfSections(in tableView: UITableView) -> Int {
    Self.sectionCount
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Today" : "\(section) days ago"
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.storiesPerSection
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "story", for: indexPath)
    let story = indexPath.section * Self.storiesPerSection + indexPath.row
    var content = cell.defaultContentConfiguration()
    content.text = "Story \(story + 1)"
    cell.contentConfiguration = content
    cell.accessibilityIdentifier = DemoAccessibilityIdentifier.newsStory(story)
    return cell
  }
}
