/// The pager as the host last heard of it: where it is, and whether a finger drags it.
struct PagerState {
  /// The pager's `contentOffset.x`, as last reported or moved.
  var offsetX = 0.0
  /// Whether a finger drags the pager.
  var isDragging = false
}
