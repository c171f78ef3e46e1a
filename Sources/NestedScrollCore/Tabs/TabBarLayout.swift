/// Where a tab bar places its items, and how far it scrolls, for titles of any number and
/// length.
///
/// Titles that fit in equal shares of the bar get equal shares, as a segmented control does.
/// Titles that fit side by side but not in equal shares keep their own widths and split the
/// room left over. Titles that do not fit at all keep their own widths in a bar that
/// scrolls, and ``contentOffset(progress:)`` keeps the indicator in view, centred where the
/// ends allow, moving with the pager's fractional position so the bar follows a swipe.
///
/// Widths that are negative or not finite count as zero, and none counts as more than
/// ``largestWidth``, so a failed text measurement gives an odd item, never a broken bar.
public struct TabBarLayout: Equatable, Sendable {
  /// One item's place along the bar's content: its left edge and width, in left-to-right
  /// coordinates as `UIView.frame` is, also when the first tab is on the right.
  public struct Item: Equatable, Sendable {
    /// The item's left edge in the bar's content.
    public var x: Double
    /// The item's width.
    public var width: Double

    /// Creates an item frame.
    public init(x: Double, width: Double) {
      self.x = x
      self.width = width
    }
  }

  /// The items, in tab order.
  public private(set) var items: [Item]
  /// The width of the bar's content: the bar's own width unless the titles need more.
  public private(set) var contentWidth: Double
  /// The width of the bar itself.
  public private(set) var barWidth: Double
  /// Whether the first tab is on the right.
  public private(set) var isRightToLeft: Bool
  /// Whether the titles need more room than the bar has, so the bar scrolls.
  public var scrolls: Bool { contentWidth > barWidth }

  /// Lays out tabs whose titles measure `titleWidths` points, each item padded by
  /// `itemPadding` on both sides and at least `minimumItemWidth` wide (44 pt is the smallest
  /// comfortable touch target), in a bar `barWidth` points wide. Right to left, the first tab
  /// is on the right.
  public init(
    titleWidths: [Double], barWidth: Double, itemPadding: Double = 16, minimumItemWidth: Double = 44,
    isRightToLeft: Bool = false
  ) {
    let bar = Self.sanitized(barWidth)
    let padding = Self.sanitized(itemPadding)
    let minimum = Self.sanitized(minimumItemWidth)
    var natural = [Double]()
    natural.reserveCapacity(titleWidths.count)
    var total = 0.0
    var widest = 0.0
    for width in titleWidths {
      let itemWidth = max(minimum, Self.sanitized(width) + 2 * padding)
      natural.append(itemWidth)
      total += itemWidth
      widest = max(widest, itemWidth)
    }
    let count = Double(natural.count)
    var widths = natural
    let fits = count > 0 && total <= bar
    if fits && widest * count <= bar {
      for index in widths.indices { widths[index] = bar / count }
    } else if fits {
      let share = (bar - total) / count
      for index in widths.indices { widths[index] += share }
    }
    var frames = [Item]()
    frames.reserveCapacity(widths.count)
    var x = 0.0
    for width in widths {
      frames.append(Item(x: x, width: width))
      x += width
    }
    // Shares that fill the bar can add up to a hair more than it: such a bar does not scroll.
    let content = fits ? bar : max(bar, x)
    if isRightToLeft {
      for index in frames.indices { frames[index].x = content - frames[index].x - frames[index].width }
    }
    items = frames
    contentWidth = content
    self.barWidth = bar
    self.isRightToLeft = isRightToLeft
  }

  /// The selection indicator's x and width at `progress`, the pager's position in tabs
  /// (``TabSelection/progress``): it slides and morphs between the two tabs on either side.
  public func indicator(progress: Double) -> Item {
    let frame = TabIndicator.frame(progress: progress, count: items.count) { index in
      (items[index].x, items[index].width)
    }
    return Item(x: frame.x, width: frame.width)
  }

  /// How far the bar's content is scrolled at `progress`: the indicator centred in the bar
  /// where the content's ends allow, so the selected tab and its neighbours are in view.
  /// Zero when the bar does not scroll.
  public func contentOffset(progress: Double) -> Double {
    guard scrolls else { return 0 }
    let indicator = indicator(progress: progress)
    let centred = indicator.x + indicator.width / 2 - barWidth / 2
    return min(max(centred, 0), contentWidth - barWidth)
  }

  /// The height of the default tab bar, in points, for titles whose font has `lineHeight`
  /// (UIKit: `UIFont.lineHeight`) and an indicator `indicatorHeight` points thick: 2.4 lines,
  /// which leaves the title room above and below as the text grows with Dynamic Type, and
  /// never less than 44 pt, the smallest comfortable touch target; an indicator thicker than
  /// the room under the title adds the difference, so it never covers the title. Rounded up
  /// to whole points so the bar's height does not change between layout passes. Heights that
  /// are negative or not finite count as zero.
  public static func barHeight(lineHeight: Double, indicatorHeight: Double = 2) -> Double {
    let line = sanitized(lineHeight)
    let indicator = sanitized(indicatorHeight)
    let textHeight = (line * 2.4).rounded(.up)
    // The title is centred: under it are (height − line) / 2 points for the indicator.
    let roomUnderTitle = (max(minimumBarHeight, textHeight) - line) / 2
    let extra = max(0, indicator - roomUnderTitle)
    return max(minimumBarHeight, textHeight) + (2 * extra).rounded(.up)
  }

  /// The smallest height ``barHeight(lineHeight:indicatorHeight:)`` gives: 44 pt, the smallest
  /// comfortable touch target.
  public static let minimumBarHeight: Double = 44

  /// The most any width counts for, in points: far beyond any screen, small enough that
  /// thousands of items add up to a finite content width.
  public static let largestWidth: Double = 1_000_000

  private static func sanitized(_ value: Double) -> Double {
    value.isFinite && value > 0 ? min(value, largestWidth) : 0
  }
}
