#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Calls `tick` with each frame's target time while running, at the display's native rate
  /// (up to 120 Hz on ProMotion). The display link retains its target, so its target is a
  /// small proxy that holds this driver weakly: a controller released mid-animation is
  /// never kept alive or called, and the link invalidates itself on its next frame.
  @MainActor
  final class DisplayLinkDriver {
    private var link: CADisplayLink?
    private let tick: @MainActor (Double) -> Void

    init(tick: @escaping @MainActor (Double) -> Void) {
      self.tick = tick
    }

    var isRunning: Bool { link != nil }

    func start() {
      guard link == nil else { return }
      let link = CADisplayLink(
        target: DisplayLinkTarget(driver: self), selector: #selector(DisplayLinkTarget.step(_:)))
      // ProMotion runs a display link at 60 Hz unless asked for more (on iPhone the app's
      // Info.plist must also set CADisableMinimumFrameDurationOnPhone).
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    func stop() {
      link?.invalidate()
      link = nil
    }

    fileprivate func step(_ link: CADisplayLink) {
      tick(Double(link.targetTimestamp))
    }
  }

  /// The display link's target: forwards frames to a driver that may be gone.
  @MainActor
  private final class DisplayLinkTarget: NSObject {
    weak var driver: DisplayLinkDriver?

    init(driver: DisplayLinkDriver) {
      self.driver = driver
    }

    @objc func step(_ link: CADisplayLink) {
      guard let driver else {
        link.invalidate()
        return
      }
      driver.step(link)
    }
  }
#endif
