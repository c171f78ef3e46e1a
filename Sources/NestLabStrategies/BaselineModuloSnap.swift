import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator

// Re-enactment of snapping by modulo in `scrollViewWillEndDragging`.
//
// Follows seeds/004_cf1a8f0240a3ba5d.txt:
// - line 37: `imageTableView.decelerationRate = .fast` (every list here decelerates at 0.99);
// - lines 52–66, the first version, translated line by line in `snappedTarget(_:itemSize:)`:
//   `let num = Int(targetContentOffset.pointee.y)`, `num + (540 − num % 540)` when
//   `num % 540 >= 270`, else `num − num % 540`, written back to `targetContentOffset`. That
//   version is the one the post shows ticking (lines 112–134): a target behind the fling's
//   direction, which UIKit reaches by reversing the motion at once (ScrollSimulator does the
//   same). The post's second version (lines 148–185) replaces such a target with a stop where
//   the finger lifted followed by `setContentOffset(_:animated:)`, a stop-and-jump; it is not
//   re-enacted.
//
// Simplifies / combines:
// - The nested part is ours: the screen is `CoordinatorStrategy`'s (lists with insets, header
//   placed by the coordinator), so only the snapping differs. The seed's table has no header;
//   its offset 0 is the first cell's top at the top of the table. Here that is the first row
//   right under the pinned tab bar, so the modulo runs on `offset − pinOffset`, and only when
//   the proposed target lies in the list's own content (the header part is left to the
//   coordinator, which does not snap items in this strategy).
// - 540, the seed's fixed cell height, becomes the tab's first item height (the seed code uses
//   one fixed size however the cells vary: the failure "only fixed item heights"), or 540 when
//   the tab declares no item heights. Every tab snaps, as every cell of the seed's table does.

/// Seed 004: `scrollViewWillEndDragging` rounding the proposed target to a multiple of a
/// fixed item height, nearest first, whatever the fling's direction, put in front of every
/// list delegate of one of our screens (header and tabs stay ours).
///
/// Reproduces the failure the seed shows: a release whose nearest multiple lies behind the
/// motion turns the content around at once (a "tick"); items of other heights are snapped as
/// if they were all as tall as the first. The screen's lists should decelerate at `.fast`
/// (``decelerationRate``) and have no item snapping of ours. The lab's `BaselineModuloSnapStrategy`
/// (NestLabKit) and the browser playground both install it.
public final class BaselineModuloSnap {
  /// The seed's cell height, used for tabs without item heights.
  public static let fallbackItemSize = 540
  /// The seed's deceleration, `.fast` (line 37), per millisecond.
  public static let decelerationRate = DecelerationRate.fast.rawValue

  /// The screen whose lists' delegates are interposed.
  public let screen: SimulatedProfileScreen
  /// The item size each tab's modulo uses.
  public let itemSizes: [Int]
  private var interposers: [ModuloSnapInterposer] = []

  /// Puts the seed's `scrollViewWillEndDragging` in front of each list's delegate of
  /// `screen`; tab `i` rounds to multiples of ``itemSize(firstItemHeight:)`` of
  /// `firstItemHeights[i]` (a missing entry counts as `nil`).
  public init(screen: SimulatedProfileScreen, firstItemHeights: [Double?]) {
    self.screen = screen
    var sizes: [Int] = []
    for tab in screen.lists.indices {
      sizes.append(Self.itemSize(firstItemHeight: tab < firstItemHeights.count ? firstItemHeights[tab] : nil))
    }
    itemSizes = sizes
    for (tab, list) in screen.lists.enumerated() {
      guard let original = list.delegate else { continue }
      let interposer = ModuloSnapInterposer(original: original, snap: self, tab: tab)
      interposers.append(interposer)
      list.delegate = interposer
    }
  }

  /// The fixed size a tab's modulo uses: the seed code uses one fixed size however the cells
  /// vary (the failure "only fixed item heights"), here the tab's first item height rounded,
  /// or ``fallbackItemSize`` when the tab declares none (or an unusable one).
  public static func itemSize(firstItemHeight: Double?) -> Int {
    guard let first = firstItemHeight, first.isFinite, first >= 1, first < 1e9 else { return fallbackItemSize }
    return Int(first.rounded())
  }

  /// Seed 004, lines 55–65, on an offset in the seed's coordinates (0: first row at the top).
  package static func snappedTarget(_ target: Double, itemSize: Int) -> Double {
    let num = Int(target)
    var targetOffsetY = Double(num + (itemSize - num % itemSize))
    if num % itemSize >= itemSize / 2 {
    } else {
      targetOffsetY = Double(num - num % itemSize)
    }
    return targetOffsetY
  }

  /// `scrollViewWillEndDragging` of tab `tab`, after the coordinator's.
  fileprivate func willEndDragging(tab: Int, proposed: Double, target: inout Point) {
    guard target.y == proposed, itemSizes.indices.contains(tab) else { return }
    let pin = screen.coordinator.space.pinOffset
    guard target.y >= pin, target.y.isFinite, target.y - pin < 1e9 else { return }
    target.y = Self.snappedTarget(target.y - pin, itemSize: itemSizes[tab]) + pin
  }
}

/// Forwards every callback of one list to the coordinator's delegate, and applies the seed's
/// modulo after its `scrollViewWillEndDragging`.
private final class ModuloSnapInterposer: ScrollViewDelegate {
  let original: any ScrollViewDelegate
  unowned(unsafe) let snap: BaselineModuloSnap
  let tab: Int

  init(original: any ScrollViewDelegate, snap: BaselineModuloSnap, tab: Int) {
    self.original = original
    self.snap = snap
    self.tab = tab
  }

  func scrollViewWillEndDragging(
    _ scrollView: SimulatedScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    let proposed = targetContentOffset.y
    original.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    snap.willEndDragging(tab: tab, proposed: proposed, target: &targetContentOffset)
  }

  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { original.scrollViewDidScroll(scrollView) }
  func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
    original.scrollViewWillBeginDragging(scrollView)
  }
  func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
    original.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }
  func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView) {
    original.scrollViewWillBeginDecelerating(scrollView)
  }
  func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
    original.scrollViewDidEndDecelerating(scrollView)
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
    original.scrollViewDidEndScrollingAnimation(scrollView)
  }
  func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool {
    original.scrollViewShouldScrollToTop(scrollView)
  }
  func scrollViewDidScrollToTop(_ scrollView: SimulatedScrollView) {
    original.scrollViewDidScrollToTop(scrollView)
  }
}
