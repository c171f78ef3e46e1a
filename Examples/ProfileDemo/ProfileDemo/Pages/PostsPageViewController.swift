import NestedScrollKit
import UIKit

/// The Posts tab: a long plain table, 200 rows of one fixed height, so that its row
/// boundaries can serve as item-snap positions (see ``rowHeights``). Pull-to-refresh
/// loads a new "batch" (``showNewBatch()``).
final class PostsPageViewController: UIViewController, NestedScrollPage {
  /// Every row's height; fixed, so snapping boundaries are exact.
  static let rowHeight: CGFloat = 72
  /// The number of rows.
  static let rowCount = 200

  private static let reuseIdentifier = "post"

  /// The page's list.
  let tableView = UITableView(frame: .zero, style: .plain)
  private var batch = 1

  /// The list the controller coordinates with the header.
  var nestedScrollView: UIScrollView { tableView }

  /// The row heights, in order, for `ItemSnap.itemHeights(_:)`.
  var rowHeights: [Double] { Array(repeating: Double(Self.rowHeight), count: Self.rowCount) }

  init() {
    super.init(nibName: nil, bundle: nil)
    tableView.rowHeight = Self.rowHeight
    tableView.estimatedRowHeight = Self.rowHeight
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    // Set before the page is returned: the controller wraps the delegate when it attaches
    // the page, and keeps forwarding every callback to it.
    tableView.dataSource = self
    tableView.delegate = self
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func loadView() {
    view = tableView
  }

  /// Shows freshly "loaded" rows (the demo's stand-in for a network refresh).
  func showNewBatch() {
    batch += 1
    tableView.reloadData()
  }
}

extension PostsPageViewController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.rowCount
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.image = UIImage(systemName: "text.bubble")
    content.text = "Post \(indexPath.row + 1)"
    content.secondaryText = "Batch \(batch) · pull down to load the next one"
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
