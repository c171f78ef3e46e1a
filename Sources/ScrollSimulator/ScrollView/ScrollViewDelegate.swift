/// The callbacks of ``SimulatedScrollView``, mirroring `UIScrollViewDelegate` in names,
/// meaning and order.
///
/// A drag that ends in a fling calls, in order: ``scrollViewWillBeginDragging(_:)``,
/// ``scrollViewDidScroll(_:)`` per change, ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)``, ``scrollViewWillBeginDecelerating(_:)``,
/// ``scrollViewDidScroll(_:)`` per frame and ``scrollViewDidEndDecelerating(_:)``.
/// Every method has an empty default implementation.
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed, by a drag, a deceleration, an animation or a setter.
  func scrollViewDidScroll(_ scrollView: SimulatedScrollView)
  /// A drag is about to start: the finger moved past the hysteresis distance.
  func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView)
  /// The finger lifted. `velocity` is in points per **millisecond**, as in UIKit. Writing
  /// `targetContentOffset` changes where the motion comes to rest (ignored when paging).
  func scrollViewWillEndDragging(
    _ scrollView: SimulatedScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
  /// The drag ended; `decelerate` tells whether motion continues.
  func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool)
  /// Motion after a drag is about to start.
  func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView)
  /// Motion after a drag came to rest.
  func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView)
  /// An animation started by `setContentOffset(_:animated: true)` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView)
  /// Whether a status-bar tap may scroll this view to its top.
  func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool
  /// The scroll-to-top animation finished.
  func scrollViewDidScrollToTop(_ scrollView: SimulatedScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {}
  /// Leaves the target unchanged.
  public func scrollViewWillEndDragging(
    _ scrollView: SimulatedScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {}
  /// Allows it.
  public func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: SimulatedScrollView) {}
}
