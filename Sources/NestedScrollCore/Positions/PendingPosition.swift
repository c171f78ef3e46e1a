/// A restored page position the host could not apply yet, and what it waits for.
///
/// A page that is not loaded waits to load: it gets the saved offset meanwhile, and the
/// position is checked against its content when it loads. A page whose attached list is a
/// placeholder (``NestedScrollHostAdapter/listIsPlaceholder(forPage:)``: a SwiftUI tab whose
/// list is not built yet) waits for the real list instead: the placeholder's range ends at
/// the header's collapse, so placing the position on it would clamp it and lose its anchor.
struct PendingPosition {
  /// What the position waits for.
  enum Wait {
    /// The page to load; `placedOffset` is the offset it was given meanwhile (a page
    /// fitted to the header by the tab rule on its way in, or moved, no longer has it).
    case load(placedOffset: Double)
    /// The page's real list to replace its placeholder.
    case list
  }

  /// The page.
  let page: Int
  /// The item to show at the top of the page's visible content, if saved.
  let anchor: ItemAnchor?
  /// How far from its top the page's list was saved (the header's height does not change
  /// it, so a header measured after the restore moves nothing).
  let distance: Double
  /// What the position waits for.
  var wait: Wait
}
