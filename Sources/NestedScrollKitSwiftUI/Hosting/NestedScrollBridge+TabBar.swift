#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollKit
  import SwiftUI
  import UIKit

  @available(iOS 15.0, *)
  extension NestedScrollBridge {
    /// Puts the app's tab bar in place of the default one while the view has a builder
    /// (`content`), and the default one back when it no longer has, drawing the app's bar
    /// again with this update's content; gives the default bar `style` when it changed.
    /// Returns whether the controller got a new tab bar.
    func updateTabBar(_ content: ((NestedTabBarContext) -> AnyView)?, style: NestedScrollTabBarStyle) -> Bool
    {
      guard let controller else { return false }
      var replaced = false
      if let content {
        if let hostedTabBar {
          hostedTabBar.update(
            content: content, environment: environmentValues, environmentRevision: environmentRevision)
        } else {
          let bar = HostedTabBar(
            content: content, environment: environmentValues, environmentRevision: environmentRevision)
          controller.addChild(bar.host)
          controller.tabBar = bar
          bar.host.didMove(toParent: controller)
          hostedTabBar = bar
          replaced = true
        }
      } else if let hostedTabBar {
        hostedTabBar.host.willMove(toParent: nil)
        controller.tabBar = NestedScrollTabBar()
        hostedTabBar.host.removeFromParent()
        self.hostedTabBar = nil
        appliedTabBarStyle = nil
        replaced = true
      }
      if let bar = controller.tabBar as? NestedScrollTabBar, appliedTabBarStyle != style {
        appliedTabBarStyle = style
        style.apply(to: bar)
      }
      return replaced
    }
  }
#endif
