#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// Sees every touch on the container and tells the host when the first finger lands and
  /// the last lifts. It delays nothing and recognizes alongside every other recognizer.
  ///
  /// When the host says the touch only stopped motion (``onBegin`` returns `true`), it
  /// begins at once with `cancelsTouchesInView`: the views under the finger get
  /// `touchesCancelled(_:with:)`, so no cell is selected and no button fires, as UIKit does
  /// for a touch that stops a decelerating scroll view. Otherwise it never recognizes.
  @MainActor
  final class TouchObserver: UIGestureRecognizer, UIGestureRecognizerDelegate {
    var onBegin: (() -> Bool)?
    var onEnd: (() -> Void)?
    private var down = 0

    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if down == 0, onBegin?() == true {
        cancelsTouchesInView = true
        state = .began
      }
      down += touches.count
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      lift(touches.count)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      lift(touches.count)
    }

    private func lift(_ count: Int) {
      down = max(0, down - count)
      guard down == 0 else { return }
      onEnd?()
      // Done with this sequence; UIKit resets it for the next touch.
      state = state == .possible ? .failed : .ended
    }

    override func reset() {
      super.reset()
      down = 0
      cancelsTouchesInView = false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
#endif
