#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// Sees indirect scrolling on the container (a trackpad's two fingers, a mouse's scroll
  /// wheel) and tells the host when it begins and ends
  /// (``NestedScrollCore/NestedScrollHost/indirectScrollDidBegin(at:)``): those arrive as
  /// scroll events (`UIEvent.EventType.scroll`), not touches, so the touch observer never
  /// sees them.
  ///
  /// A pan recognizer that accepts every scroll type (`allowedScrollTypesMask = .all`) and
  /// no touch (`allowedTouchTypes = []`); it recognizes alongside every other recognizer and
  /// cancels nothing, so the lists' and the pager's own pans still scroll. The first scroll
  /// event it is offered (``shouldReceive(_:)``, which a trackpad rest already sends) begins
  /// the indirect scroll; it ends when the recognizer's sequence is over (`reset()`, after it
  /// ended, failed or was cancelled).
  @MainActor
  final class IndirectScrollObserver: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    var onBegin: (() -> Void)?
    var onEnd: (() -> Void)?
    private var isScrolling = false

    init() {
      super.init(target: nil, action: nil)
      allowedScrollTypesMask = .all
      allowedTouchTypes = []
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      delegate = self
    }

    override func shouldReceive(_ event: UIEvent) -> Bool {
      let receives = super.shouldReceive(event)
      if receives, event.type == .scroll, !isScrolling {
        isScrolling = true
        onBegin?()
      }
      return receives
    }

    override func reset() {
      super.reset()
      guard isScrolling else { return }
      isScrolling = false
      onEnd?()
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
#endif
