#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import UIKit

  /// The one place that relies on how SwiftUI backs its scroll views with UIKit ones.
  ///
  /// On iOS 15, `List` is drawn by a `UITableView`; on iOS 16 and later by a
  /// `UICollectionView`; `ScrollView` by a `UIScrollView` subclass on every version. None of
  /// this is API: Apple documents only that `List` and `ScrollView` scroll. So this looks for
  /// any `UIScrollView` (every one of those classes is one) inside the hosting view, outermost
  /// first and never inside one already found, and ``ContentListDetection`` (portable and
  /// tested) decides which is the tab's list. A future SwiftUI that draws scrolling without a
  /// `UIScrollView` finds nothing: the detection reports it, a runtime warning is logged, and
  /// the tab still scrolls on its own.
  enum HostedScrollViews {
    /// The scroll views under `root`, outermost first, each with what the detection needs.
    @MainActor
    static func candidates(in root: UIView, inUse: UIScrollView?) -> [(UIScrollView, ScrollViewCandidate)] {
      var found: [(UIScrollView, ScrollViewCandidate)] = []
      var queue = root.subviews
      var next = 0
      while next < queue.count {
        let view = queue[next]
        next += 1
        guard !view.isHidden else { continue }
        if let scrollView = view as? UIScrollView {
          let candidate = ScrollViewCandidate(
            width: Double(scrollView.bounds.width), height: Double(scrollView.bounds.height),
            contentWidth: Double(scrollView.contentSize.width), isScrollEnabled: scrollView.isScrollEnabled,
            alwaysBouncesVertically: scrollView.alwaysBounceVertical, isInUse: scrollView === inUse,
            identity: ObjectIdentifier(scrollView).hashValue)
          found.append((scrollView, candidate))
        } else {
          queue.append(contentsOf: view.subviews)
        }
      }
      return found
    }
  }
#endif
