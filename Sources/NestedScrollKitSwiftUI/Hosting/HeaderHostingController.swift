#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The hosting controller of a ``NestedScrollView``'s header. From iOS 16.4 it adds no
  /// container safe area to SwiftUI's layout
  /// ([`safeAreaRegions`](https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions):
  /// "Disabling a safe area region omits it from the SwiftUI layout system altogether"), so the
  /// header sliding under the status bar changes nothing SwiftUI lays out; the keyboard region
  /// stays. The horizontal safe area it still reports to UIKit
  /// ([`viewSafeAreaInsetsDidChange()`](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()))
  /// is passed on, leading and trailing, for the root to add back to its content's safe area.
  @available(iOS 15.0, *)
  @MainActor
  final class HeaderHostingController: UIHostingController<HeaderRoot> {
    /// Called with the leading and trailing safe area when the view's safe area changes
    /// (iOS 16.4 and later).
    var horizontalSafeAreaDidChange: ((CGFloat, CGFloat) -> Void)?

    /// Whether the hosting controller leaves the container safe area out of SwiftUI's layout.
    let dropsContainerSafeArea: Bool

    override init(rootView: HeaderRoot) {
      if #available(iOS 16.4, *) {
        dropsContainerSafeArea = true
      } else {
        dropsContainerSafeArea = false
      }
      super.init(rootView: rootView)
      if #available(iOS 16.4, *) {
        safeAreaRegions.remove(.container)
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      guard dropsContainerSafeArea else { return }
      let insets = view.safeAreaInsets
      let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      horizontalSafeAreaDidChange?(
        isRightToLeft ? insets.right : insets.left, isRightToLeft ? insets.left : insets.right)
    }
  }
#endif
