import UIKit

/// Creates each scene's window around a ``DemoRootViewController``, in the state the launch
/// environment asks for (see ``DemoLaunchOption``; a person launching the demo sets none
/// and gets the menu).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let environment = ProcessInfo.processInfo.environment
    let settings = DemoSettings(
      launchEnvironment: environment,
      deviceIsRightToLeft: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    if environment[DemoLaunchOption.forgetsPositions.rawValue] == DemoLaunchOption.enabled {
      SwiftUIProfilePositions.forget()
    }
    let screen = environment[DemoLaunchOption.screen.rawValue].flatMap(DemoScreen.init(rawValue:)) ?? .menu
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = DemoRootViewController(settings: settings, initialScreen: screen)
    window.makeKeyAndVisible()
    self.window = window
  }
}
