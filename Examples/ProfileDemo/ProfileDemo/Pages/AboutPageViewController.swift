import NestedScrollKit
import UIKit

/// The About tab: a short inset-grouped list of five rows. Its content is shorter than
/// the screen, so the controller pads its bottom inset: it still scrolls far enough to
/// collapse the header and pin the tab bar.
final class AboutPageViewController: UIViewController, NestedScrollPage {
  private static let reuseIdentifier = "about"

  /// The page's list.
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private let rows: [(symbol: String, title: String, value: String)] = [
    ("mappin.and.ellipse", "Location", "London"),
    ("calendar", "Joined", "December 1843"),
    ("link", "Website", "example.com/ada"),
    ("text.bubble", "Posts", "\(PostsPageViewController.postCount)"),
    ("photo.on.rectangle", "Media", "\(MediaGridPageViewController.itemCount)"),
  ]

  /// The list the controller coordinates with the header.
  var nestedScrollView: UIScrollView { tableView }

  init() {
    super.init(nibName: nil, bundle: nil)
    tableView.allowsSelection = false
    tableView.accessibilityIdentifier = DemoAccessibilityIdentifier.aboutList
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    // Set before the page is returned: the controller wraps the delegate.
    tableView.dataSource = self
    tableView.delegate = self
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func loadView() {
    view = tableView
  }
}

extension AboutPageViewController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    let row = rows[indexPath.row]
    var content = UIListContentConfiguration.valueCell()
    content.image = UIImage(systemName: row.symbol)
    content.text = row.title
    content.secondaryText = row.value
    cell.contentConfiguration = content
    return cell
  }
}
