import NestedScrollKitSwiftUI
import SwiftUI
import UIKit

/// Shows ``SwiftUIProfileNavigation`` pushed onto the menu's navigation controller, whose
/// bar it hides while it is on screen: the SwiftUI navigation stack inside has its own.
final class SwiftUIProfileHostingController: UIHostingController<SwiftUIProfileNavigation> {
  /// The profile of `profile`, its header coming back as `headerMode` says.
  init(profile: Profile, headerMode: HeaderMode) {
    super.init(
      rootView: SwiftUIProfileNavigation(
        profile: profile, headerMode: headerMode, showMenu: {}))
    rootView = SwiftUIProfileNavigation(profile: profile, headerMode: headerMode) {
      [weak self] in
      self?.navigationController?.popViewController(animated: true)
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(true, animated: animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.setNavigationBarHidden(false, animated: animated)
  }
}
