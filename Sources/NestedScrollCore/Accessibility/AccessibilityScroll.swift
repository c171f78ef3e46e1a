/// VoiceOver's three-finger scroll on a nested-scroll screen: header, tab bar and the
/// selected list move as one scroll view, by a page.
///
/// A page is the height the list shows below the pinned header and tab bar, less an overlap
/// that keeps the last line seen on screen (a quarter of that height, at most 44 points:
/// a table row), as a scroll view's own page keeps a little of the previous one. The header
/// collapses first, because the header is the top of the one scroll view: from an expanded
/// header a page down collapses it and moves the list on by what is left of the page.
///
/// A page never leaves the range the list rests within: at an end the scroll does nothing
/// and VoiceOver hears that it could not scroll. A page back right after a page that stopped
/// short at an end returns to where that page started, so down then up is always where the
/// user was. Offsets are the selected list's `contentOffset.y` in the one scroll space
/// (``ScrollSpace``).
public struct AccessibilityScroll: Hashable, Sendable {
  /// The last page scrolled: from where, to where, and on which page of the pager.
  public struct Move: Hashable, Sendable {
    /// The offset the page started from.
    public var from: Double
    /// The offset the page went to.
    public var to: Double
    /// The pager's page whose list moved.
    public var page: Int
  }

  /// The most one page overlaps the previous one, in points.
  public static let largestOverlap = 44.0

  /// The last page scrolled, which a page the other way undoes.
  public private(set) var lastMove: Move?

  /// A rule that has scrolled nothing yet.
  public init() {}

  /// How far one page moves, for a list that shows `visibleHeight` points below the pinned
  /// header and tab bar: that height less the overlap, and at least 1 point.
  public static func pageHeight(visibleHeight: Double) -> Double {
    let visible = visibleHeight.isFinite ? max(0, visibleHeight) : 0
    return max(1, visible - min(largestOverlap, visible / 4))
  }

  /// The offset a page scroll in `direction` takes page `page`'s list to, from `offset`,
  /// within `range` (where the list rests: its top with the header expanded to its end),
  /// or `nil` when it cannot scroll that way (an end reached, a sideways direction, input
  /// that is not finite). The move is remembered for the next page back.
  public mutating func target(
    from offset: Double, in range: ClosedRange<Double>, visibleHeight: Double,
    direction: AccessibilityScrollDirection, page: Int
  ) -> Double? {
    guard offset.isFinite, range.lowerBound.isFinite, range.upperBound.isFinite else { return nil }
    let towardEnd: Bool
    switch direction {
    case .up: towardEnd = true
    case .down: towardEnd = false
    case .left, .right: return nil
    }
    let start = min(max(offset, range.lowerBound), range.upperBound)
    let edge = towardEnd ? range.upperBound : range.lowerBound
    guard abs(edge - start) > Self.tolerance else { return nil }
    var target: Double
    if let last = lastMove, last.page == page, abs(last.to - start) <= Self.tolerance,
      (last.to > last.from) != towardEnd
    {
      // A page back undoes the last page, wherever an end stopped it.
      target = last.from
    } else {
      let step = Self.pageHeight(visibleHeight: visibleHeight)
      target = start + (towardEnd ? step : -step)
    }
    target = min(max(target, range.lowerBound), range.upperBound)
    lastMove = Move(from: start, to: target, page: page)
    return target
  }

  /// Where `offset` is within `range`, in pages of a list that shows `visibleHeight` points:
  /// page 1 at the top, the last page at the end.
  public static func status(
    at offset: Double, in range: ClosedRange<Double>, visibleHeight: Double
  ) -> AccessibilityScrollStatus {
    let step = pageHeight(visibleHeight: visibleHeight)
    let length = range.upperBound - range.lowerBound
    guard length.isFinite, length > tolerance, offset.isFinite else {
      return AccessibilityScrollStatus(page: 1, pageCount: 1)
    }
    let count = 1 + Self.pagesUp(to: length / step)
    let position = min(max(offset - range.lowerBound, 0), length)
    let page = position >= length - tolerance ? count : 1 + Self.pagesUp(to: position / step)
    return AccessibilityScrollStatus(page: min(page, count), pageCount: count)
  }

  /// `pages` rounded up, where a hair over a whole number is that number.
  private static func pagesUp(to pages: Double) -> Int {
    let whole = (pages - 1e-6).rounded(.up)
    return whole < 0 ? 0 : whole < Double(Int.max / 2) ? Int(whole) : Int.max / 2
  }

  /// Offsets closer than this, in points, are the same offset.
  static let tolerance = 0.5
}
