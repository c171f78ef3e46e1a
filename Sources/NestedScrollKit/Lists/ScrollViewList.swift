#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  /// A `UIScrollView` (table, collection or plain) as the coordinator's list: reads and
  /// writes its offset, content height and insets, converting CGFloat ⇄ Double.
  @MainActor
  final class ScrollViewList: @preconcurrency NestedScrollList {
    let scrollView: UIScrollView

    init(scrollView: UIScrollView) {
      self.scrollView = scrollView
    }

    var contentOffsetY: Double {
      get { Double(scrollView.contentOffset.y) }
      set { scrollView.contentOffset.y = CGFloat(newValue) }
    }

    var contentHeight: Double { Double(scrollView.contentSize.height) }

    var contentInsetTop: Double {
      get { Double(scrollView.contentInset.top) }
      set { scrollView.contentInset.top = CGFloat(newValue) }
    }

    var contentInsetBottom: Double {
      get { Double(scrollView.contentInset.bottom) }
      set { scrollView.contentInset.bottom = CGFloat(newValue) }
    }

    var scrollIndicatorInsetTop: Double {
      get { Double(scrollView.verticalScrollIndicatorInsets.top) }
      set { scrollView.verticalScrollIndicatorInsets.top = CGFloat(newValue) }
    }

    var isTracking: Bool { scrollView.isTracking }
    var isDragging: Bool { scrollView.isDragging }
    var isDecelerating: Bool { scrollView.isDecelerating }

    func stopScrolling() {
      // UIKit stops a deceleration when the offset is set without animation.
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }
  }
#endif
