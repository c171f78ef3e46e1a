import NestedScrollCore
import ScrollSimulator

/// A simulated scroll view is a list the coordinator can drive directly, so tests, the
/// lab and the browser playground run the coordinator code that ships.
extension SimulatedScrollView: NestedScrollList {
  /// `contentOffset.y`.
  public var contentOffsetY: Double {
    get { contentOffset.y }
    set { contentOffset = Point(x: contentOffset.x, y: newValue) }
  }

  /// `contentSize.height`.
  public var contentHeight: Double { contentSize.height }

  /// `contentInset.top`.
  public var contentInsetTop: Double {
    get { contentInset.top }
    set { contentInset.top = newValue }
  }

  /// `contentInset.bottom`.
  public var contentInsetBottom: Double {
    get { contentInset.bottom }
    set { contentInset.bottom = newValue }
  }

  /// `scrollIndicatorInsets.top`.
  public var scrollIndicatorInsetTop: Double {
    get { scrollIndicatorInsets.top }
    set { scrollIndicatorInsets.top = newValue }
  }

  /// Stops deceleration where it is, as `setContentOffset(contentOffset, animated: false)`.
  public func stopScrolling() {
    setContentOffset(contentOffset, animated: false)
  }
}
