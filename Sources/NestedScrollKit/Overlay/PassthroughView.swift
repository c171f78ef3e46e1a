#if canImport(UIKit)
  import UIKit

  /// The header-and-tab-bar overlay: touches fall through to the active list underneath
  /// (so a drag on the header is a native drag of that list, with native momentum), except
  /// on controls and views with their own gesture recognizers.
  @MainActor
  final class PassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let hit = super.hitTest(point, with: event) else { return nil }
      var view: UIView? = hit
      while let current = view, current !== self {
        if current is UIControl || !(current.gestureRecognizers?.isEmpty ?? true) { return hit }
        view = current.superview
      }
      return nil
    }
  }
#endif
