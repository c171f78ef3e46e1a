/// What a page's declarative content renders (a SwiftUI tab's body), for
/// ``SimulatedProfileScreen/hostContent(_:forPage:)``: a view with no scroll view of its own,
/// or a list that builds its own.
public enum SimulatedHostedContent: Hashable, Sendable {
  /// A loading view (a `ProgressView`), an empty state: no scroll view of its own, so the
  /// page wraps it in a vertical scroll view of its own.
  case spinner
  /// A `List` of rows `rowHeights` (top row first, in one section), backed by a scroll view
  /// of its own that reports its rows, as a table view does.
  case list(rowHeights: [Double])
}
