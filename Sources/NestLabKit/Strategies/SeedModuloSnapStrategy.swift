import NestedScrollCore
import NestedScrollSimulation
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

/// Seed 004: a `.fast` list whose `scrollViewWillEndDragging` rounds the proposed target to a
/// multiple of a fixed item height, nearest first, whatever the fling's direction; header and
/// tabs are ours (``CoordinatorStrategy``'s screen).
///
/// Reproduces the failure the seed shows: a release whose nearest multiple lies behind the
/// motion turns the content around at once (a "tick"); items of other heights are snapped as
/// if they were all as tall as the first.
public final class ModuloSnapStrategy: NestedScrollStrategy {
  /// "modulo-snap".
  public static let identifier = "modulo-snap"
  /// One line for reports.
  public static let summary =
    "Seed 004: willEndDragging rounds the target to a multiple of a fixed item height"

  /// The seed's cell height, used for tabs without item heights.
  public static let seedItemSize = 540

  /// Our screen, whose lists' delegates are interposed.
  public let base: CoordinatorStrategy
  /// The item size each tab's modulo uses.
  public let itemSizes: [Int]
  private var interposers: [ModuloSnapInterposer] = []

  /// Builds our screen from `spec` with `.fast` lists and no item snapping of ours, then puts
  /// the seed's `scrollViewWillEndDragging` in front of each list's delegate.
  public init(screen spec: ScreenSpec) throws(ScenarioError) {
    var ours = spec
    ours.decelerationRate = 0.99  // line 37: .fast
    ours.tabs = spec.tabs.map { tab in
      var tab = tab
      tab.snapsToItems = false
      return tab
    }
    base = try CoordinatorStrategy(screen: ours)
    itemSizes = spec.tabs.map { tab in
      guard let first = tab.itemHeights?.first, first.isFinite, first >= 1, first < 1e9 else {
        return Self.seedItemSize
      }
      return Int(first.rounded())
    }
    for (tab, list) in base.screen.lists.enumerated() {
      guard let original = list.delegate else { continue }
      let interposer = ModuloSnapInterposer(original: original, strategy: self, tab: tab)
      interposers.append(interposer)
      list.delegate = interposer
    }
  }

  /// Seed 004, lines 55–65, on an offset in the seed's coordinates (0: first row at the top).
  static func snappedTarget(_ target: Double, itemSize: Int) -> Double {
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
    let pin = base.screen.coordinator.space.pinOffset
    guard target.y >= pin, target.y.isFinite, target.y - pin < 1e9 else { return }
    target.y = Self.snappedTarget(target.y - pin, itemSize: itemSizes[tab]) + pin
  }

  /// Touch down.
  public func touchBegan(at location: Point, time: Double) { base.touchBegan(at: location, time: time) }
  /// Finger moves.
  public func touchMoved(to location: Point, time: Double) { base.touchMoved(to: location, time: time) }
  /// Finger lifts.
  public func touchEnded(at location: Point, time: Double) { base.touchEnded(at: location, time: time) }
  /// A frame.
  public func advance(to time: Double) { base.advance(to: time) }
  /// Tab tap.
  public func tapTab(_ index: Int, time: Double) { base.tapTab(index, time: time) }
  /// Content height change of one list.
  public func setContentHeight(_ height: Double, tab: Int, time: Double) {
    base.setContentHeight(height, tab: tab, time: time)
  }
  /// Header height change.
  public func setHeaderHeight(_ height: Double, time: Double) { base.setHeaderHeight(height, time: time) }
  /// Refresh ends.
  public func endRefreshing(time: Double) { base.endRefreshing(time: time) }
  /// What the screen shows (ours).
  public var observation: Observation { base.observation }
}

/// Forwards every callback of one list to the coordinator's delegate, and applies the seed's
/// modulo after its `scrollViewWillEndDragging`.
private final class ModuloSnapInterposer: ScrollViewDelegate {
  let original: any ScrollViewDelegate
  unowned let strategy: ModuloSnapStrategy
  let tab: Int

  init(original: any ScrollViewDelegate, strategy: ModuloSnapStrategy, tab: Int) {
    self.original = original
    self.strategy = strategy
    self.tab = tab
  }

  func scrollViewWillEndDragging(
    _ scrollView: SimulatedScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    let proposed = targetContentOffset.y
    original.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    strategy.willEndDragging(tab: tab, proposed: proposed, target: &targetContentOffset)
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
