/// Where each page is in its life on screen: which pages are loaded, which the pager shows,
/// how far each has appeared (and the container itself), and whether a memory warning left
/// only the pages on screen loaded.
struct PageLifecycle {
  /// The pages loaded now (attached to the coordinator).
  var loaded: Range<Int> = 0..<0
  /// The pages the pager shows now, at least in part.
  var visible: Range<Int> = 0..<0
  /// How far each page has appeared, by page.
  var appearance: [AppearanceState]
  /// How far the container has appeared.
  var container = AppearanceState.disappeared
  /// Whether a memory warning left only the pages on screen and the selected one loaded: the
  /// rest load again when a swipe begins or another page is selected.
  var isShedding = false

  /// Nothing loaded or shown, for `pageCount` pages.
  init(pageCount: Int) {
    appearance = Array(repeating: .disappeared, count: pageCount)
  }
}
