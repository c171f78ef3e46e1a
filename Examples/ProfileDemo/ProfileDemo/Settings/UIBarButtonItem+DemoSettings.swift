import UIKit

extension UIBarButtonItem {
  /// The gear button that opens the settings sheet, on the menu and on the UIKit profile.
  static func demoSettingsButton(action: @escaping @MainActor () -> Void) -> UIBarButtonItem {
    let item = UIBarButtonItem(
      title: "Settings", image: UIImage(systemName: "gearshape"), primaryAction: UIAction { _ in action() },
      menu: nil)
    item.accessibilityIdentifier = DemoAccessibilityIdentifier.openSettings
    return item
  }
}
