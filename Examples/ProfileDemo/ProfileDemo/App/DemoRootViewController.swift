import SwiftUI
import UIKit

/// The window's root: a container around the navigation controller (the menu, then a
/// profile) that shows it in the settings' layout direction and text size, and presents
/// the settings sheet.
///
/// Direction and text size are trait overrides for the navigation controller
/// (`setOverrideTraitCollection(_:forChild:)`), so every screen in it, the nested-scroll
/// controller included, sees them as if the device were set that way. A text size change
/// applies at once and the controller measures the header and the tab bar again. A
/// direction or snapping change rebuilds the navigation stack: pagers and lists already
/// laid out keep their left-to-right offsets, and the controller reads its behaviour once.
final class DemoRootViewController: UIViewController {
  private var settings: DemoSettings
  private let initialScreen: DemoScreen
  private var navigation: UINavigationController?

  /// Creates the root showing `initialScreen` (pushed onto the menu, unless it is the menu).
  init(settings: DemoSettings, initialScreen: DemoScreen) {
    self.settings = settings
    self.initialScreen = initialScreen
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    showNavigationStack(for: initialScreen)
  }

  override var childForStatusBarStyle: UIViewController? { navigation }

  /// Replaces the navigation controller by a new one: the menu, with `screen` pushed on it.
  private func showNavigationStack(for screen: DemoScreen) {
    if let old = navigation {
      old.willMove(toParent: nil)
      old.view.removeFromSuperview()
      old.removeFromParent()
    }
    let menu = DemoMenuViewController()
    menu.onOpenSettings = { [weak self] in self?.presentSettings() }
    menu.onSelectScreen = { [weak self] screen in self?.push(screen) }
    let navigation = UINavigationController(rootViewController: menu)
    if screen != .menu, let screenController = makeViewController(for: screen) {
      navigation.pushViewController(screenController, animated: false)
    }
    addChild(navigation)
    navigation.view.frame = view.bounds
    navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(navigation.view)
    navigation.didMove(toParent: self)
    self.navigation = navigation
    applyTraits(to: navigation)
  }

  private func applyTraits(to navigation: UINavigationController) {
    setOverrideTraitCollection(settings.traitOverrides, forChild: navigation)
    // The navigation bar and the controller's view also get the direction as a semantic
    // attribute: the bar lays out its Back button, and the pop gesture picks its edge, from
    // their own `effectiveUserInterfaceLayoutDirection`.
    let attribute: UISemanticContentAttribute = settings.isRightToLeft ? .forceRightToLeft : .forceLeftToRight
    navigation.view.semanticContentAttribute = attribute
    navigation.navigationBar.semanticContentAttribute = attribute
  }

  private func push(_ screen: DemoScreen) {
    guard let controller = makeViewController(for: screen) else { return }
    navigation?.pushViewController(controller, animated: true)
  }

  private func makeViewController(for screen: DemoScreen) -> UIViewController? {
    switch screen {
    case .menu:
      return nil
    case .uikitProfile:
      let profile = ProfileViewController(profile: .sample, settings: settings)
      profile.onOpenSettings = { [weak self] in self?.presentSettings() }
      return profile
    case .swiftUIProfile:
      return SwiftUIProfileHostingController(
        profile: .sample, headerMode: settings.headerMode.mode)
    }
  }

  /// The screen on top of the navigation stack, to show again after a rebuild.
  private var currentScreen: DemoScreen {
    for controller in (navigation?.viewControllers ?? []).reversed() {
      if controller is ProfileViewController { return .uikitProfile }
      if controller is SwiftUIProfileHostingController { return .swiftUIProfile }
    }
    return .menu
  }

  private func presentSettings() {
    let sheet = DemoSettingsViewController(settings: settings)
    sheet.onDone = { [weak self] chosen in
      self?.dismiss(animated: true) { self?.apply(chosen) }
    }
    let container = UINavigationController(rootViewController: sheet)
    container.sheetPresentationController?.detents = [.medium(), .large()]
    present(container, animated: true)
  }

  private func apply(_ chosen: DemoSettings) {
    let old = settings
    settings = chosen
    if chosen.isRightToLeft != old.isRightToLeft || chosen.snapsHeader != old.snapsHeader
      || chosen.snapsItems != old.snapsItems || chosen.headerMode != old.headerMode
    {
      showNavigationStack(for: currentScreen)
    } else if let navigation {
      applyTraits(to: navigation)
    }
  }
}
