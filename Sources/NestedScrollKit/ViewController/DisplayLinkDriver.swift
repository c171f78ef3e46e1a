#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Calls `tick` with the frame's timestamp once per display frame while running; the
  /// host plays the coordinator's animations with it.
  @MainActor
  final class DisplayLinkDriver: NSObject {
    private var link: CADisplayLink?
    private let tick: (Double) -> Bool

    /// `tick` returns whether to keep running.
    init(tick: @escaping (Double) -> Bool) {
      self.tick = tick
    }

    var isRunning: Bool { link != nil }

    func start() {
      guard link == nil else { return }
      let link = CADisplayLink(target: self, selector: #selector(step(_:)))
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    func stop() {
      link?.invalidate()
      link = nil
    }

    @objc private func step(_ link: CADisplayLink) {
      if !tick(Double(link.targetTimestamp)) { stop() }
    }
  }
#endif
