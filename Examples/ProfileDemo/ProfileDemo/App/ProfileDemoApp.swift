import UIKit

/// The demo's entry point: a UIKit application delegate that hands every window scene to
/// ``SceneDelegate``. The generated Info.plist has a scene manifest without configurations
/// (build setting `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`), so UIKit asks
/// this delegate for each scene's configuration and no storyboard is involved.
@main
final class ProfileDemoApp: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
