/// Event and frame times, in seconds on the display link's clock (`CACurrentMediaTime()`
/// on iOS). Every motion is a function of time, so one absurd time could freeze it: past
/// about 10^15 s a frame's 1/120 s is lost to rounding and no motion ever finishes.
public enum MediaTime {
  /// The largest magnitude a usable time has: about 31 years of uptime, where a frame is
  /// still ten million units in the last place.
  public static let limit = 1e9

  /// Whether `time` is usable: finite and within ±``limit``. Components ignore (and report)
  /// any other time, as they do NaN.
  @inlinable
  public static func isUsable(_ time: Double) -> Bool {
    time.isFinite && abs(time) <= limit
  }
}
