/// The swipe actions a table row under the finger offers (UIKit: the table view delegate's
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` and
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`).
///
/// Leading actions sit at the row's leading edge and are revealed by a swipe toward the
/// trailing edge (to the right, left to right); trailing actions the other way.
public struct RowSwipeActions: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates the set from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Actions at the row's leading edge.
  public static let leading = RowSwipeActions(rawValue: 1)
  /// Actions at the row's trailing edge (delete, in a table with swipe-to-delete).
  public static let trailing = RowSwipeActions(rawValue: 2)

  /// The actions of a table row: leading ones when the delegate's leading configuration has
  /// actions; trailing ones when its trailing configuration has actions or, with no
  /// trailing configuration at all (`nil`: the delegate does not provide one for the row),
  /// when the data source commits edits, as UIKit then offers swipe to delete.
  ///
  /// - Parameters:
  ///   - leadingActionCount: The number of actions in the leading configuration; `nil`
  ///     when there is none.
  ///   - trailingActionCount: The number of actions in the trailing configuration; `nil`
  ///     when there is none.
  ///   - commitsEdits: Whether the data source commits edits (UIKit:
  ///     `tableView(_:commit:forRowAt:)`).
  public init(leadingActionCount: Int?, trailingActionCount: Int?, commitsEdits: Bool) {
    self = []
    if let leadingActionCount, leadingActionCount > 0 { insert(.leading) }
    if let trailingActionCount {
      if trailingActionCount > 0 { insert(.trailing) }
    } else if commitsEdits {
      insert(.trailing)
    }
  }
}
