extension Trace {
  /// The screen from `time` on, after a content or header height change: what the metrics
  /// need to know where the scroll range ends (``ScreenSpec/maximumScrollPosition(tab:)``).
  package struct ScreenChange: Hashable, Sendable, Codable {
    /// When the change happened, in seconds.
    package var time: Double
    /// The whole screen after it.
    package var screen: ScreenSpec

    /// Creates a change.
    package init(time: Double, screen: ScreenSpec) {
      self.time = time
      self.screen = screen
    }
  }
}
