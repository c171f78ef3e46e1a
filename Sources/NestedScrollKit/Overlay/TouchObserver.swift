#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// Sees every touch on the container without taking part: it never recognizes, cancels
  /// nothing and delays nothing, and it recognizes alongside every other recognizer. It
  /// tells the host when the first finger lands and the last lifts.
  @MainActor
  final class TouchObserver: UIGestureRecognizer, UIGestureRecognizerDelegate {
    var onBegin: (() -> Void)?
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
      if down == 0 { onBegin?() }
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
      // Done with this sequence: failing lets UIKit reset it for the next touch.
      state = .failed
    }

    override func reset() {
      super.reset()
      down = 0
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
#endif
