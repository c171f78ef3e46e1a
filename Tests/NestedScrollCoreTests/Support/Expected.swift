import Foundation
import NestedScrollCore

/// Expected values computed from the formulas of the NestedScrollCore article ("The one
/// scroll space"), the ScrollPhysics article ("The model") and ScrollSpace's documentation,
/// independently of the code under test:
/// plain arithmetic and Foundation's `log`, `pow`.
enum Expected {
  /// UIScrollView's `.normal` rate, the velocity factor per millisecond.
  static let normalRate = 0.998
  /// UIScrollView's `.fast` rate.
  static let fastRate = 0.99
  /// The rubber band's coefficient c.
  static let rubberBandCoefficient = 0.55
  /// UIKit's drag hysteresis.
  static let hysteresis = 10.0

  /// Each list's top inset: `G + H + T`.
  static func insetTop(_ c: NestedScrollConfiguration) -> Double {
    c.topInset + c.headerHeight + c.tabBarHeight
  }

  /// The offset of a list scrolled to its top (header fully expanded): `−(G + H + T)`.
  static func expandedOffset(_ c: NestedScrollConfiguration) -> Double { -insetTop(c) }

  /// The offset at which the header pins: collapse `H − P`.
  static func pinOffset(_ c: NestedScrollConfiguration) -> Double {
    (c.headerHeight - c.pinnedHeaderHeight) - insetTop(c)
  }

  /// The offset whose collapse is `collapse` (0…H − P).
  static func offset(collapse: Double, _ c: NestedScrollConfiguration) -> Double { collapse - insetTop(c) }

  /// `clamp(y + insetTop, 0, H − P)`.
  static func collapse(offset y: Double, _ c: NestedScrollConfiguration) -> Double {
    min(max(y + insetTop(c), 0), c.headerHeight - c.pinnedHeaderHeight)
  }

  /// Overscroll beyond the list's top, `max(0, −(y + insetTop))`.
  static func overscroll(offset y: Double, _ c: NestedScrollConfiguration) -> Double {
    max(0, -(y + insetTop(c)))
  }

  /// Where the tab bar's top is for a list at `y` (no refresh room): under the header's
  /// visible bottom `G + H − c`, plus any stretch or move on overscroll.
  static func tabBarTop(offset y: Double, _ c: NestedScrollConfiguration) -> Double {
    let base = c.topInset + c.headerHeight - collapse(offset: y, c)
    return c.overscrollBehavior == .fixedHeader ? base : base + overscroll(offset: y, c)
  }

  /// The pinned tab bar's top: `G + P`.
  static func pinnedTabBarTop(_ c: NestedScrollConfiguration) -> Double { c.topInset + c.pinnedHeaderHeight }

  /// A list's bottom inset: the app's `B` plus the padding that lets content of
  /// `contentHeight` scroll exactly to the pin point: the largest offset,
  /// `content + insetBottom − V`, must reach `pinOffset = −(G + P + T)`.
  static func insetBottom(contentHeight: Double, _ c: NestedScrollConfiguration) -> Double {
    c.bottomInset
      + max(
        0,
        c.viewportHeight - c.topInset - c.pinnedHeaderHeight - c.tabBarHeight - c.bottomInset - contentHeight)
  }

  /// The largest resting offset of a list with `contentHeight`.
  static func maximumOffset(contentHeight: Double, _ c: NestedScrollConfiguration) -> Double {
    max(expandedOffset(c), contentHeight + insetBottom(contentHeight: contentHeight, c) - c.viewportHeight)
  }

  /// `1000 · ln d`.
  static func decayConstant(rate d: Double = normalRate) -> Double { 1000 * log(d) }

  /// The rest distance of a release with `v0` points per second: −v0 / (1000 · ln d).
  static func projection(velocity v0: Double, rate d: Double = normalRate) -> Double {
    -v0 / decayConstant(rate: d)
  }

  /// v(t) = v0 · d^(1000·t).
  static func decayVelocity(_ v0: Double, after t: Double, rate d: Double = normalRate) -> Double {
    v0 * pow(d, 1000 * t)
  }

  /// f(x) = (1 − 1/(x·c/D + 1)) · D for finger excess x ≥ 0.
  static func rubberBand(excess x: Double, dimension D: Double) -> Double {
    (1 - 1 / (x * rubberBandCoefficient / D + 1)) * D
  }

  /// The finger excess that shows overscroll f: x = f·D / (c·(D − f)).
  static func rubberBandExcess(overscroll f: Double, dimension D: Double) -> Double {
    f * D / (rubberBandCoefficient * (D - f))
  }

  /// Item boundaries (content y of each item's top) for item heights.
  static func boundaries(itemHeights: [Double]) -> [Double] {
    var result: [Double] = []
    var y = 0.0
    for height in itemHeights {
      result.append(y)
      y += height
    }
    return result
  }
}
