import UIKit

/// The settings sheet: right-to-left layout and text size for the whole demo, header and
/// item snapping for the UIKit profile. Choices apply when the sheet closes with Done.
final class DemoSettingsViewController: UITableViewController {
  /// Called with the chosen settings when the user taps Done.
  var onDone: ((DemoSettings) -> Void)?

  private var settings: DemoSettings
  private let rightToLeftSwitch = UISwitch()
  private let snapsHeaderSwitch = UISwitch()
  private let snapsItemsSwitch = UISwitch()
  private let textSizeControl = UISegmentedControl(items: DemoTextSize.allCases.map(\.title))
  private let headerModeControl = UISegmentedControl(items: DemoHeaderMode.allCases.map(\.title))

  private enum Row {
    case rightToLeft, textSize, headerMode, snapsHeader, snapsItems

    var title: String {
      switch self {
      case .rightToLeft: return "Right to left"
      case .textSize: return "Text size"
      case .headerMode: return "Header"
      case .snapsHeader: return "Snap header"
      case .snapsItems: return "Snap items"
      }
    }
  }

  private let sections: [(title: String, footer: String, rows: [Row])] = [
    (
      "Layout",
      "Both profiles are shown in this direction and text size. Text size changes apply at once: the header "
        + "and the tab bar are measured again.",
      [.rightToLeft, .textSize]
    ),
    (
      "Header and snapping",
      "A header with the list comes back at the list's top; a floating one as soon as the list scrolls down, "
        + "all of it or its lower part first (both profiles). In the UIKit profile, a snapping header never "
        + "rests half collapsed, and item snapping rests "
        + "Posts with a whole row under its section header and Media with a whole row of tiles under the tab bar.",
      [.headerMode, .snapsHeader, .snapsItems]
    ),
  ]

  /// Creates the sheet showing `settings`.
  init(settings: DemoSettings) {
    self.settings = settings
    super.init(style: .insetGrouped)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    let done = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.finish() })
    done.accessibilityIdentifier = DemoAccessibilityIdentifier.settingsDone
    navigationItem.rightBarButtonItem = done
    tableView.allowsSelection = false

    // The controls sit in accessory views, outside the cells' labels: each gets its own.
    for row in sections.flatMap(\.rows) {
      control(for: row).accessibilityLabel = row.title
    }
    rightToLeftSwitch.isOn = settings.isRightToLeft
    rightToLeftSwitch.accessibilityIdentifier = DemoAccessibilityIdentifier.settingsRightToLeft
    snapsHeaderSwitch.isOn = settings.snapsHeader
    snapsHeaderSwitch.accessibilityIdentifier = DemoAccessibilityIdentifier.settingsSnapsHeader
    snapsItemsSwitch.isOn = settings.snapsItems
    snapsItemsSwitch.accessibilityIdentifier = DemoAccessibilityIdentifier.settingsSnapsItems
    textSizeControl.selectedSegmentIndex = DemoTextSize.allCases.firstIndex(of: settings.textSize) ?? 0
    textSizeControl.accessibilityIdentifier = DemoAccessibilityIdentifier.settingsTextSize
    headerModeControl.selectedSegmentIndex = DemoHeaderMode.allCases.firstIndex(of: settings.headerMode) ?? 0
    headerModeControl.accessibilityIdentifier = DemoAccessibilityIdentifier.settingsHeaderMode
  }

  private func finish() {
    settings.isRightToLeft = rightToLeftSwitch.isOn
    settings.snapsHeader = snapsHeaderSwitch.isOn
    settings.snapsItems = snapsItemsSwitch.isOn
    let sizes = DemoTextSize.allCases
    if sizes.indices.contains(textSizeControl.selectedSegmentIndex) {
      settings.textSize = sizes[textSizeControl.selectedSegmentIndex]
    }
    let modes = DemoHeaderMode.allCases
    if modes.indices.contains(headerModeControl.selectedSegmentIndex) {
      settings.headerMode = modes[headerModeControl.selectedSegmentIndex]
    }
    onDone?(settings)
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    // Five rows: cells are not reused, so each keeps its control.
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let row = sections[indexPath.section].rows[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = row.title
    cell.contentConfiguration = content
    let control = control(for: row)
    control.sizeToFit()
    cell.accessoryView = control
    return cell
  }

  private func control(for row: Row) -> UIControl {
    switch row {
    case .rightToLeft: return rightToLeftSwitch
    case .textSize: return textSizeControl
    case .headerMode: return headerModeControl
    case .snapsHeader: return snapsHeaderSwitch
    case .snapsItems: return snapsItemsSwitch
    }
  }
}
