/// When a motion counts as finished.
///
/// UIScrollView stops animating once the distance still to go is too small to see. The
/// whole package uses this one threshold so that a decay, a spring and a snap all agree
/// on when content is at rest.
public enum Rest {
  /// Motion ends once the remaining distance is below this many points; the content
  /// is then placed exactly on its final position.
  public static let distance: Double = 0.5
}
