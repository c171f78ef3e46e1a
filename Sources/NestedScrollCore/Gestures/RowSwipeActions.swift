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
}
