/// Where a tab bar's selection indicator sits while the pager moves: it slides between
/// the tabs on either side of the pager's fractional position, and its width morphs
/// between theirs, so it follows the finger during a swipe.
public enum TabIndicator {
  /// The indicator's x and width for `progress` (the pager's position in pages)
  /// among `count` tabs whose frames `tabFrame(i)` returns as (x, width). Returns (0, 0)
  /// when there are no tabs; progress outside the tabs is clamped.
  public static func frame(
    progress: Double, count: Int, tabFrame: (Int) -> (x: Double, width: Double)
  ) -> (x: Double, width: Double) {
    guard count > 0 else { return (0, 0) }
    let clamped = progress.isFinite ? min(max(progress, 0), Double(count - 1)) : 0
    let lower = Int(clamped.rounded(.down))
    let upper = min(lower + 1, count - 1)
    let fraction = clamped - Double(lower)
    let a = tabFrame(lower)
    let b = tabFrame(upper)
    return (a.x + (b.x - a.x) * fraction, a.width + (b.width - a.width) * fraction)
  }
}
