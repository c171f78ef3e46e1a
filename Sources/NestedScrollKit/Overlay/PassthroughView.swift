#if canImport(UIKit)
  import UIKit

  /// The header-and-tab-bar overlay: its own empty area lets touches through to the list
  /// underneath; the header, the tab bar and everything in them get their touches as usual.
  /// Drags that start on them still scroll the active list: its pan recognizer sits on the
  /// container, an ancestor of both (see the HeaderDrags article).
  @MainActor
  final class PassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
