import UIKit

/// The demo's entry point: a UIKit application delegate that hands every window scene to
/// ``SceneDelegate``, so the app needs no storyboard and no scene entries in Info.plist.
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
