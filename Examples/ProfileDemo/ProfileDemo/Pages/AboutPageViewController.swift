import NestedScrollKit
import UIKit

/// The About tab: a short inset-grouped list of five rows. Its content is shorter than
/// the screen, so the controller pads its bottom inset: it still scrolls far enough to
/// collapse the header and pin the tab bar.
final class AboutPageViewController: ListPageViewController, NestedScrollPage {
  private static let reuseIdentifier = "about"

  /// The page's list.
  let tableView: UITableView
  private let rows: [(symbol: String, title: String, value: String)] = [
    ("mappin.and.ellipse", "Location", "London"),
    ("calendar", "Joined", "December 1843"),
    ("link", "Website", "example.com/ada"),
    ("text.bubble", "Posts", "\(PostsPageViewController.postCount)"),
    ("photo.on.rectangle", "Media", "\(MediaGridPageViewController.itemCount)"),
  ]

  init() {
    tableView = UITableView(frame: .zero, style: .insetGrouped)
    super.init(list: tableView)
    tableView.allowsSelection = false
    tableView.accessibilityIdentifier = DemoAccessibilityIdentifier.aboutList
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
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
