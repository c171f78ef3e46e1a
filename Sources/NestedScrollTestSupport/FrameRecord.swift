import NestedScrollCore
import ScrollSimulator

/// What a profile screen looked like after one frame (or one touch sample and its frame),
/// as ``ScreenDriver`` records it.
package struct FrameRecord {
  /// The frame's time.
  package var time: Double
  /// The finger, if one is down.
  package var finger: Point?
  /// The active page after the frame.
  package var page: Int
  /// The active list's `contentOffset.y`.
  package var offset: Double
  /// Every list's `contentOffset.y`.
  package var offsets: [Double]
  /// The active list's resting range (its insets and content size at this frame).
  package var bounds: ClosedRange<Double>
  /// Whether the active list is being dragged by the finger.
  package var isListDragging: Bool
  /// The active list's own velocity (points per second; zero while the coordinator animates it).
  package var listVelocity: Double
  /// The header's and tab bar's layout, as the screen shows it (the last one its host sent).
  package var layout: HeaderLayout
  /// The pager's `contentOffset.x`.
  package var pagerOffsetX: Double
  /// The tab indicator's progress as the screen shows it (0 on the first page, 1 on the
  /// second, …).
  package var pagerProgress: Double
  /// What the coordinator's running animation of a list is for, if one runs.
  package var animationPurpose: ListAnimation.Purpose?
  /// The refresh state the screen's indicator shows.
  package var refreshState: RefreshState

  /// Creates a record from values.
  package init(
    time: Double, finger: Point?, page: Int, offset: Double, offsets: [Double], bounds: ClosedRange<Double>,
    isListDragging: Bool, listVelocity: Double, layout: HeaderLayout, pagerOffsetX: Double,
    pagerProgress: Double, animationPurpose: ListAnimation.Purpose?, refreshState: RefreshState
  ) {
    self.time = time
    self.finger = finger
    self.page = page
    self.offset = offset
    self.offsets = offsets
    self.bounds = bounds
    self.isListDragging = isListDragging
    self.listVelocity = listVelocity
    self.layout = layout
    self.pagerOffsetX = pagerOffsetX
    self.pagerProgress = pagerProgress
    self.animationPurpose = animationPurpose
    self.refreshState = refreshState
  }
}
