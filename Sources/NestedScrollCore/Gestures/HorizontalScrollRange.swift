/// Where a horizontal scroll view under the finger is within its range (a carousel in the
/// header or in a row), in its own content coordinates: what ``PagerGestureRule`` needs to
/// know whether that scroll view can still take a swipe.
///
/// UIKit: `contentOffset.x` between `-adjustedContentInset.left` and
/// `contentSize.width - bounds.width + adjustedContentInset.right`. The offset grows toward
/// the content's right end in either layout direction, so the rule needs no mirroring here.
public struct HorizontalScrollRange: Equatable, Sendable {
  /// How close to an end (in points) counts as at that end: a paging carousel settles on
  /// its last page a fraction of a point short of the exact end.
  public static let edgeTolerance = 0.5

  /// The content offset now.
  public var offsetX: Double
  /// The smallest content offset (the left end).
  public var minOffsetX: Double
  /// The largest content offset (the right end).
  public var maxOffsetX: Double

  /// A scroll view at `offsetX` within `minOffsetX...maxOffsetX`.
  public init(offsetX: Double, minOffsetX: Double, maxOffsetX: Double) {
    self.offsetX = offsetX
    self.minOffsetX = minOffsetX
    self.maxOffsetX = maxOffsetX
  }

  /// Whether the scroll view can still move for a finger moving `translationX` points to
  /// the right (negative: to the left): a finger moving right shows content further left,
  /// so the offset must be above its left end; a finger moving left needs room to the right.
  /// Non-finite values, a zero translation or content narrower than the view cannot scroll.
  public func canScroll(translationX: Double) -> Bool {
    guard offsetX.isFinite, minOffsetX.isFinite, maxOffsetX.isFinite, translationX.isFinite,
      translationX != 0, maxOffsetX - minOffsetX > Self.edgeTolerance
    else { return false }
    return translationX > 0
      ? offsetX > minOffsetX + Self.edgeTolerance : offsetX < maxOffsetX - Self.edgeTolerance
  }

  /// The same scroll view seen in the mirrored layout: the same distance from the other end.
  public var mirrored: HorizontalScrollRange {
    HorizontalScrollRange(
      offsetX: minOffsetX + maxOffsetX - offsetX, minOffsetX: minOffsetX, maxOffsetX: maxOffsetX)
  }

  /// Whether a scroll view `width` points wide, with `contentWidth` points of content and
  /// `leftInset` and `rightInset` around it (UIKit: `adjustedContentInset`), has content to
  /// scroll sideways: more than ``edgeTolerance`` beyond its width, so content that only
  /// rounds past it does not count.
  public static func scrollsHorizontally(
    contentWidth: Double, leftInset: Double, rightInset: Double, width: Double
  ) -> Bool {
    contentWidth + leftInset + rightInset > width + edgeTolerance
  }
}
