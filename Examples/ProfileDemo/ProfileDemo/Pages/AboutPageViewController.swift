import NestedScrollKit
import UIKit

/// The About tab: a short inset-grouped list of five rows. Its content is shorter than
/// the screen, so the controller pads its bottom inset: it still scrolls far enough to
/// collapse the header and pin the tab bar.
///
/// The table's delegate is a separate object (``AboutRowsDelegate``), as in apps that split
/// a screen's table code. With ``DemoLaunchOption/releasesListDelegate`` the page lets it go
/// once the page has appeared and reloads its table: the table then has no delegate of the
/// app's any more, while NestedScrollViewController's proxy still stands in front of it
/// (the ControllerLifetime article).
final class AboutPageViewController: ListPageViewController, NestedScrollPage {
  private static let reuseIdentifier = "about"

  /// The page's list.
  let tableView: UITableView
  /// The table's delegate; the table holds it weakly, so this is its only owner.
  private var rowsDelegate: AboutRowsDelegate? = AboutRowsDelegate()
  private let releasesListDelegate: Bool
  private let rows: [(symbol: String, title: String, value: String)] = [
    ("mappin.and.ellipse", "Location", "London"),
    ("calendar", "Joined", "December 1843"),
    ("link", "Website", "example.com/ada"),
    ("text.bubble", "Posts", "\(PostsPageViewController.postCount)"),
    ("photo.on.rectangle", "Media", "\(MediaGridPageViewController.itemCount)"),
  ]

  /// Creates the page; `releasesListDelegate`: it lets its table's delegate go once it has
  /// appeared.
  init(releasesListDelegate: Bool = false) {
    self.releasesListDelegate = releasesListDelegate
    tableView = UITableView(frame: .zero, style: .insetGrouped)
    super.init(list: tableView)
    tableView.allowsSelection = false
    tableView.accessibilityIdentifier = DemoAccessibilityIdentifier.aboutList
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = rowsDelegate
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard releasesListDelegate, rowsDelegate != nil else { return }
    // The only reference goes: the delegate is released now, before the table.
    rowsDelegate = nil
    tableView.reloadData()
  }
}

/// The About table's delegate. Both methods are ones a table asks for on every reload and
/// scroll, so a table still sending them after the delegate is gone would crash at once.
final class AboutRowsDelegate: NSObject, UITableViewDelegate {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    cell.accessibilityHint = nil
  }
}

extension AboutPageViewController: UITableViewDataSource {
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
