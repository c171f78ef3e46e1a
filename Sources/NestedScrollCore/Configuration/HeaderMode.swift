/// How the header comes back when the list scrolls down: only at the list's top, or at once,
/// anywhere in the list ("quick return"), in full or in part first.
///
/// In every mode the header goes away as the list scrolls up, and its pinned part and the tab
/// bar stay as they do; the modes differ only in where the header may show while the list is
/// scrolled down past it. A floating header moves with the rows under it, point for point,
/// so a drag or a fling carries through it as through one scroll view.
public enum HeaderMode: Hashable, Sendable {
  /// The header scrolls with the list: it comes back only as the list reaches its top. The
  /// default.
  case scrollsWithList
  /// The header floats back in full as soon as the list scrolls down, wherever it is, and
  /// scrolls away again as it scrolls up (Android's `enterAlways`, Flutter's floating app
  /// bar).
  case floats
  /// As soon as the list scrolls down, `height` points of the header (above its pinned part)
  /// float back; the rest comes back as the list reaches its top (Android's
  /// `enterAlwaysCollapsed`). A height beyond the header's collapsible part floats all of it.
  case floatsCollapsedFirst(height: Double)
}

extension HeaderMode {
  /// The lowest header position (points collapsed) a list at `implied` lets the header float
  /// to, when `implied` is where the list itself puts it (at most `maximumCollapse`): the
  /// header is never more collapsed than its list puts it, and floats no further back than
  /// the mode lets it.
  @inline(__always)
  package func lowestPosition(implied: Double, maximumCollapse: Double) -> Double {
    switch self {
    case .scrollsWithList: implied
    case .floats: min(implied, 0)
    case .floatsCollapsedFirst(let height):
      min(implied, max(0, maximumCollapse - (height.isFinite ? max(0, height) : 0)))
    }
  }

  /// Whether the header may show elsewhere than its list puts it.
  package var floats: Bool {
    if case .scrollsWithList = self { return false }
    return true
  }
}
