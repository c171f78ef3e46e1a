import NestedScrollKit
import UIKit

/// The Feed tab: a table of 120 rows where every eighth row is a horizontal carousel
/// (``FeedCarouselCell``), as in a social feed's "suggested for you". A horizontal
/// collection view has `scrollsToTop` on by default, and UIKit ignores a status-bar tap
/// while more than one on-screen scroll view has it; NestedScrollViewController turns it
/// off inside its lists, so the tap still brings the feed to its top and the header back.
final class FeedPageViewController: ListPageViewController, NestedScrollPage {
  /// The number of rows before any more are loaded.
  static let rowCount = 120
  /// The number of rows now: ``rowCount`` and those loaded since (``appendRows(_:)``).
  private(set) var loadedRowCount = FeedPageViewController.rowCount
  /// Every this many rows, starting with the first, is a carousel.
  static let carouselSpacing = 8

  /// The page's list.
  let tableView: UITableView

  init() {
    tableView = UITableView(frame: .zero, style: .plain)
    super.init(list: tableView)
    tableView.accessibilityIdentifier = DemoAccessibilityIdentifier.feedList
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    tableView.register(FeedCarouselCell.self, forCellReuseIdentifier: FeedCarouselCell.reuseIdentifier)
    tableView.dataSource = self
  }

  /// Adds `count` posts after the last row, as a feed that loaded more does.
  func appendRows(_ count: Int) {
    let start = loadedRowCount
    loadedRowCount += count
    tableView.insertRows(at: (start..<loadedRowCount).map { IndexPath(row: $0, section: 0) }, with: .none)
  }
}

extension FeedPageViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    loadedRowCount
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell: UITableViewCell
    if indexPath.row % Self.carouselSpacing == 0 {
      cell = tableView.dequeueReusableCell(withIdentifier: FeedCarouselCell.reuseIdentifier, for: indexPath)
    } else {
      cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = "Feed post \(indexPath.row + 1)"
      cell.contentConfiguration = content
    }
    cell.accessibilityIdentifier = DemoAccessibilityIdentifier.feedRow(indexPath.row)
    return cell
  }
}
