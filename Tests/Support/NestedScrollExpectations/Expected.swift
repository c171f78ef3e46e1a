import Foundation
import NestedScrollCore

/// Expected values computed from the formulas of the ScrollPhysics article ("The model"),
/// the NestedScrollCore article ("The one scroll space") and ScrollSpace's documentation,
/// independently of the code under test: plain arithmetic and Foundation's `log`, `pow` and
/// `exp`, nothing from ScrollPhysics.
package enum Expected {
  /// UIScrollView's `.normal` rate, the velocity factor per millisecond.
  package static let normalRate = 0.998
  /// UIScrollView's `.fast` rate.
  package static let fastRate = 0.99
  /// The rubber band's coefficient c.
  package static let rubberBandCoefficient = 0.55
  /// UIKit's drag hysteresis.
  package static let hysteresis = 10.0
  /// The bounce spring's natural frequency √(k/m) for m 1, k 100.
  package static let bounceOmega = 10.0
  /// The rest threshold: motion stops when less than this remains.
  package static let restDistance = 0.5

  // MARK: - Deceleration

  /// `1000 · ln d`, the exponent per second.
  package static func decayConstant(rate d: Double = normalRate) -> Double { 1000 * log(d) }

  /// The rest distance of a release with `v0` points per second: −v0 / (1000 · ln d).
  package static func projection(velocity v0: Double, rate d: Double = normalRate) -> Double {
    -v0 / decayConstant(rate: d)
  }

  /// x(t) = x0 + v0 · (d^(1000·t) − 1) / (1000 · ln d).
  package static func decayPosition(
    from x0: Double, velocity v0: Double, after t: Double, rate d: Double = normalRate
  )
    -> Double
  {
    x0 + v0 * (pow(d, 1000 * t) - 1) / decayConstant(rate: d)
  }

  /// v(t) = v0 · d^(1000·t).
  package static func decayVelocity(_ v0: Double, after t: Double, rate d: Double = normalRate) -> Double {
    v0 * pow(d, 1000 * t)
  }

  /// The time a decay from `v0` needs to travel `distance` (same sign as `v0`).
  package static func decayTime(toTravel distance: Double, velocity v0: Double, rate d: Double = normalRate)
    -> Double
  {
    let k = decayConstant(rate: d)
    return log(1 + k * distance / v0) / k
  }

  /// The velocity of a decay from `v0` after it has travelled `distance`: v0 + k · distance,
  /// because v(t) = v0 · e^(kt) and x(t) = v0 · (e^(kt) − 1) / k.
  package static func decayVelocity(
    _ v0: Double, afterTravelling distance: Double, rate d: Double = normalRate
  )
    -> Double
  {
    v0 + decayConstant(rate: d) * distance
  }

  // MARK: - Rubber band and bounce

  /// f(x) = (1 − 1/(|x|·c/D + 1)) · D with the sign of x: odd in x, because pulling past
  /// the top and past the bottom by the same finger travel resists the same (UIScrollView).
  package static func rubberBand(excess x: Double, dimension D: Double) -> Double {
    let shown = (1 - 1 / (abs(x) * rubberBandCoefficient / D + 1)) * D
    return x < 0 ? -shown : shown
  }

  /// The inverse of ``rubberBand(excess:dimension:)``: x = f·D / (c·(D − |f|)) with the
  /// sign of f.
  package static func rubberBandExcess(overscroll f: Double, dimension D: Double) -> Double {
    let excess = abs(f) * D / (rubberBandCoefficient * (D - abs(f)))
    return f < 0 ? -excess : excess
  }

  /// The displacement of the critically damped bounce spring (ω = 10) released from `x0`
  /// at rest: x0 · (1 + ωt) · e^(−ωt).
  package static func springReturn(from x0: Double, after t: Double) -> Double {
    x0 * (1 + bounceOmega * t) * exp(-bounceOmega * t)
  }

  /// The farthest overscroll of the bounce spring entering the edge with `velocity`:
  /// x(t) = v·t·e^(−ωt) peaks at t = 1/ω with |v| / (ω·e).
  package static func bouncePeak(crossingVelocity velocity: Double) -> Double {
    abs(velocity) / (bounceOmega * exp(1))
  }

  // MARK: - The one scroll space

  /// Each list's top inset: `G + H + T`.
  package static func insetTop(_ c: NestedScrollConfiguration) -> Double {
    c.topInset + c.headerHeight + c.tabBarHeight
  }

  /// The offset of a list scrolled to its top (header fully expanded): `−(G + H + T)`.
  package static func expandedOffset(_ c: NestedScrollConfiguration) -> Double { -insetTop(c) }

  /// The offset at which the header pins: collapse `H − P`.
  package static func pinOffset(_ c: NestedScrollConfiguration) -> Double {
    (c.headerHeight - c.pinnedHeaderHeight) - insetTop(c)
  }

  /// The offset whose collapse is `collapse` (0…H − P).
  package static func offset(collapse: Double, _ c: NestedScrollConfiguration) -> Double {
    collapse - insetTop(c)
  }

  /// `clamp(y + insetTop, 0, H − P)`.
  package static func collapse(offset y: Double, _ c: NestedScrollConfiguration) -> Double {
    min(max(y + insetTop(c), 0), c.headerHeight - c.pinnedHeaderHeight)
  }

  /// Overscroll beyond the list's top, `max(0, −(y + insetTop))`.
  package static func overscroll(offset y: Double, _ c: NestedScrollConfiguration) -> Double {
    max(0, -(y + insetTop(c)))
  }

  /// Where the tab bar's top is for a list at `y` (no refresh room): under the header's
  /// visible bottom `G + H − c`, plus any stretch or move on overscroll.
  package static func tabBarTop(offset y: Double, _ c: NestedScrollConfiguration) -> Double {
    let base = c.topInset + c.headerHeight - collapse(offset: y, c)
    return c.overscrollBehavior == .fixedHeader ? base : base + overscroll(offset: y, c)
  }

  /// The pinned tab bar's top: `G + P`.
  package static func pinnedTabBarTop(_ c: NestedScrollConfiguration) -> Double {
    c.topInset + c.pinnedHeaderHeight
  }

  /// A list's bottom inset: the app's `B` plus the padding that lets content of
  /// `contentHeight` scroll exactly to the pin point: the largest offset,
  /// `content + insetBottom − V`, must reach `pinOffset = −(G + P + T)`.
  package static func insetBottom(contentHeight: Double, _ c: NestedScrollConfiguration) -> Double {
    c.bottomInset
      + max(
        0,
        c.viewportHeight - c.topInset - c.pinnedHeaderHeight - c.tabBarHeight - c.bottomInset - contentHeight)
  }

  /// The largest resting offset of a list with `contentHeight`.
  package static func maximumOffset(contentHeight: Double, _ c: NestedScrollConfiguration) -> Double {
    max(expandedOffset(c), contentHeight + insetBottom(contentHeight: contentHeight, c) - c.viewportHeight)
  }

  /// Item boundaries (content y of each item's top) for item heights.
  package static func boundaries(itemHeights: [Double]) -> [Double] {
    var result: [Double] = []
    var y = 0.0
    for height in itemHeights {
      result.append(y)
      y += height
    }
    return result
  }
}
