import NestedScrollCore

/// A bare list whose values a test sets directly, bad ones included (a simulated scroll
/// view sanitises NaN before the coordinator could see it; a careless host may not).
final class StubList: NestedScrollList {
  var contentOffsetY: Double
  var contentHeight: Double
  var contentInsetTop = 0.0
  var contentInsetBottom = 0.0
  var scrollIndicatorInsetTop = 0.0
  /// Whether the adapter gave this list the status-bar tap (the primary list).
  var scrollsToTop = false
  var isTracking = false
  var isDragging = false
  var isDecelerating = false
  private(set) var stopCount = 0

  init(contentHeight: Double, offset: Double = 0) {
    self.contentHeight = contentHeight
    self.contentOffsetY = offset
  }

  func stopScrolling() { stopCount += 1 }
}
