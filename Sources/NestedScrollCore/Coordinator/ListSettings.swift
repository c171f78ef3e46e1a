/// What the app set for one page's list beyond its rows: how it snaps, and the footer below
/// its rows (the load-more indicator).
struct ListSettings {
  /// The list's item snapping.
  var itemSnap = ItemSnap.none
  /// The height of the footer below the list's rows, in points (0: none).
  var footerHeight = 0.0
}
