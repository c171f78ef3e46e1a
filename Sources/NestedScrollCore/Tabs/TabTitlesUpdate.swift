/// How a tab bar goes from one row of titles to another while keeping its buttons: the
/// buttons are matched by position, so a button that stays keeps its identity (and
/// VoiceOver's focus) and only its title changes.
///
/// Rebuilding every button on each title change would drop VoiceOver's focus, which follows
/// the element, not its position.
public struct TabTitlesUpdate: Equatable, Sendable {
  /// The positions of buttons that stay and take a new title.
  public var retitled: [Int]
  /// The positions of buttons to add, after the ones that stay.
  public var inserted: Range<Int>
  /// The positions of buttons to remove, after the ones that stay.
  public var removed: Range<Int>

  /// The update from `oldTitles` to `newTitles`.
  public init(from oldTitles: [String], to newTitles: [String]) {
    let kept = min(oldTitles.count, newTitles.count)
    retitled = (0..<kept).filter { oldTitles[$0] != newTitles[$0] }
    inserted = kept..<newTitles.count
    removed = kept..<oldTitles.count
  }

  /// Whether the titles are the same: nothing to do.
  public var isEmpty: Bool { retitled.isEmpty && inserted.isEmpty && removed.isEmpty }
}
