import UIKit

/// Creates each scene's window: a navigation controller whose root is the UIKit profile
/// screen (its "SwiftUI" button pushes the SwiftUI variant).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: ProfileViewController(profile: .sample))
    window.makeKeyAndVisible()
    self.window = window
  }
}
