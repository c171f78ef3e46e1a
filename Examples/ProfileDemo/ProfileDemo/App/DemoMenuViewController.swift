import UIKit

/// The menu: the demo's screens, each pushed onto the navigation controller so that Back
/// (the button and the edge swipe) exists.
final class DemoMenuViewController: UITableViewController {
  /// Called with the screen the user picked.
  var onSelectScreen: ((DemoScreen) -> Void)?
  /// Called when the user taps the Settings button.
  var onOpenSettings: (() -> Void)?

  private struct Entry {
    var screen: DemoScreen
    var title: String
    var detail: String
    var symbol: String
    var accessibilityIdentifier: String
  }

  private static let reuseIdentifier = "screen"
  private let entries = [
    Entry(
      screen: .uikitProfile, title: "UIKit profile",
      detail: "Header with a button, a selectable bio and a carousel; sticky section headers, a grid, "
        + "a short tab; pull to refresh, header and item snapping; a post pushes a detail screen.",
      symbol: "person.crop.rectangle", accessibilityIdentifier: DemoAccessibilityIdentifier.menuUIKitProfile),
    Entry(
      screen: .swiftUIProfile, title: "SwiftUI profile",
      detail: "The same pages under a SwiftUI header, through NestedScrollView.",
      symbol: "swift", accessibilityIdentifier: DemoAccessibilityIdentifier.menuSwiftUIProfile),
  ]

  init() {
    super.init(style: .insetGrouped)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "NestedScrollKit"
    navigationItem.backButtonTitle = "Menu"
    navigationItem.rightBarButtonItem = .demoSettingsButton { [weak self] in self?.onOpenSettings?() }
    tableView.accessibilityIdentifier = DemoAccessibilityIdentifier.menu
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    entries.count
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    "Right-to-left layout, text size and snapping are in Settings."
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    let entry = entries[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    content.image = UIImage(systemName: entry.symbol)
    content.text = entry.title
    content.secondaryText = entry.detail
    content.secondaryTextProperties.color = .secondaryLabel
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    cell.accessibilityIdentifier = entry.accessibilityIdentifier
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    onSelectScreen?(entries[indexPath.row].screen)
  }
}
