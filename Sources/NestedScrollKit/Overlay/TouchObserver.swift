#if canImport(UIKit)
  import NestedScrollCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// Sees every touch on the container and tells the host when the first finger lands and
  /// the last lifts (``NestedScrollCore/TouchCount``, which also reports a lift when UIKit
  /// ends the sequence with `reset()` alone). It delays nothing and recognizes alongside
  /// every other recognizer.
  ///
  /// When the host says the touch only stopped motion (``onBegin`` returns `true`), it
  /// begins at once with `cancelsTouchesInView`: the views under the finger get
  /// `touchesCancelled(_:with:)`, so no cell is selected and no button fires, as UIKit does
  /// for a touch that stops a decelerating scroll view. Recognizers that recognize alongside
  /// it are not cancelled by that, so it cancels them itself (a row's own tap recognizer, a
  /// SwiftUI `Button`'s gesture), except those ``keepsRecognizer`` names: the pans that let
  /// the same touch drag. Otherwise it never recognizes.
  @MainActor
  final class TouchObserver: UIGestureRecognizer, UIGestureRecognizerDelegate {
    var onBegin: (() -> Bool)?
    var onEnd: (() -> Void)?
    /// Whether a recognizer that receives the same touch goes on when the touch only
    /// stopped motion (the lists' and the pager's pans: the touch may still drag).
    var keepsRecognizer: ((UIGestureRecognizer) -> Bool)?
    private var touches = TouchCount()
    /// The recognizers this touch sequence may not reach, disabled until it is over.
    private var suspended: [UIGestureRecognizer] = []

    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      guard self.touches.touchesBegan(touches.count) else { return }
      guard onBegin?() == true else { return }
      cancelsTouchesInView = true
      state = .began
      cancelOtherRecognizers(of: touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      lift(touches.count)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      lift(touches.count)
    }

    private func lift(_ count: Int) {
      guard touches.touchesEnded(count) else { return }
      onEnd?()
      // Done with this sequence; UIKit resets it for the next touch.
      state = state == .possible ? .failed : .ended
    }

    /// The sequence is over. A lift UIKit never delivered (this recognizer failed or was
    /// cancelled first) is reported now, so the host never keeps a finger down.
    override func reset() {
      super.reset()
      if touches.reset() { onEnd?() }
      cancelsTouchesInView = false
      for recognizer in suspended { recognizer.isEnabled = true }
      suspended = []
    }

    /// Cancels every other recognizer inside the container that receives `touches` and may
    /// not go on: disabling a recognizer cancels one that is recognizing and keeps one that
    /// is still possible from receiving the touch; it is enabled again when this touch
    /// sequence is over (``reset()``), for the next one. Recognizers outside the container
    /// (the navigation controller's, the window's) are left alone.
    private func cancelOtherRecognizers(of touches: Set<UITouch>) {
      guard let container = view else { return }
      for touch in touches {
        for recognizer in touch.gestureRecognizers ?? [] where recognizer !== self && recognizer.isEnabled {
          guard let owner = recognizer.view, owner.isDescendant(of: container),
            keepsRecognizer?(recognizer) != true
          else { continue }
          recognizer.isEnabled = false
          suspended.append(recognizer)
        }
      }
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
#endif
