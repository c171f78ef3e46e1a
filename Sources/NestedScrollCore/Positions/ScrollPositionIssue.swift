/// Something in a ``ScrollPositionSnapshot`` that could not be restored as saved, and what
/// the host did instead (reported as ``CoordinatorIssue/positionSnapshot(_:)``). Restoring
/// never crashes, and a page whose saved position is unusable keeps the one it has.
public enum ScrollPositionIssue: Hashable, Sendable {
  /// The snapshot was written in a newer format; the fields this version knows were restored.
  case newerFormat(version: Int)
  /// The snapshot has a format version below 1, which no build writes; nothing was restored.
  case unknownFormat(version: Int)
  /// The snapshot holds positions for `saved` pages, the screen has `current`: positions of
  /// pages beyond the screen's were dropped, and pages without one kept theirs.
  case pageCountMismatch(saved: Int, current: Int)
  /// The saved selected page does not exist on this screen; the selection was kept.
  case selectedPageOutOfRange(Int)
  /// A page's saved position (and its anchor, if any) was NaN or infinite; the page kept
  /// its position.
  case nonFinitePosition(page: Int)
  /// A page's saved position lies outside where its list can rest (past the end of content
  /// that is shorter now, or above the top); the nearest position was used.
  case positionClamped(page: Int)
  /// A page's item anchor names an item the list no longer has (or cannot report); its
  /// offset was used.
  case anchorNotFound(page: Int)
  /// The saved header collapse was NaN or infinite; it was ignored.
  case nonFiniteHeaderCollapse
}

extension ScrollPositionIssue: CustomStringConvertible {
  /// One sentence for a developer: what could not be restored and what was done instead.
  public var description: String {
    switch self {
    case .newerFormat(let version):
      return
        "The position snapshot has format \(version), newer than \(ScrollPositionSnapshot.currentVersion); the fields this version knows were restored."
    case .unknownFormat(let version):
      return "The position snapshot has format \(version), which no version writes; nothing was restored."
    case .pageCountMismatch(let saved, let current):
      return
        "The position snapshot has \(saved) pages, the screen \(current); only the pages both have were restored."
    case .selectedPageOutOfRange(let page):
      return "The position snapshot selects page \(page), which does not exist; the selection was kept."
    case .nonFinitePosition(let page):
      return "Page \(page)'s saved position is NaN or infinite; the page kept its position."
    case .positionClamped(let page):
      return "Page \(page)'s saved position is outside its content now; the nearest position was used."
    case .anchorNotFound(let page):
      return "Page \(page)'s saved item is not in its list; its saved offset was used."
    case .nonFiniteHeaderCollapse:
      return "The position snapshot's header collapse is NaN or infinite; it was ignored."
    }
  }
}
