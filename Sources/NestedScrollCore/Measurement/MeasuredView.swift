/// A view of the container whose height a host measures on each layout pass.
public enum MeasuredView: Hashable, Sendable {
  /// The header above the tab bar.
  case header
  /// The tab bar.
  case tabBar
}
