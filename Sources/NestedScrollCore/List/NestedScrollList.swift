/// The few things the coordinator reads and writes on a list: what a `UIScrollView`
/// (through the UIKit host), a `ScrollSimulator/SimulatedScrollView` or the browser
/// playground's list provides. All values are vertical, in points.
public protocol NestedScrollList: AnyObject {
  /// The list's `contentOffset.y`. Setting it moves the content; during a drag the
  /// finger keeps control, during a deceleration the motion continues from there.
  var contentOffsetY: Double { get set }
  /// The height of the list's content (`contentSize.height`).
  var contentHeight: Double { get }
  /// `contentInset.top`, owned by the coordinator.
  var contentInsetTop: Double { get set }
  /// `contentInset.bottom`, owned by the coordinator.
  var contentInsetBottom: Double { get set }
  /// `verticalScrollIndicatorInsets.top`, owned by the coordinator.
  var scrollIndicatorInsetTop: Double { get set }
  /// Whether a finger is on the list (`isTracking`).
  var isTracking: Bool { get }
  /// Whether the finger drags the list (`isDragging`): only a drag pulls to refresh.
  var isDragging: Bool { get }
  /// Whether the list moves on its own after a touch (`isDecelerating`): momentum, or a
  /// bounce back from past an edge. The coordinator's animations give way to it.
  var isDecelerating: Bool { get }
  /// Stops any deceleration where it is (UIKit: `setContentOffset(contentOffset, animated: false)`).
  func stopScrolling()
}
