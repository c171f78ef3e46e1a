import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator

// Re-enactment of snapping by modulo in `scrollViewWillEndDragging`. What the technique does,
// the write-up it comes from, how this file follows its code (the first version, translated
// line by line in `snappedTarget(_:itemSize:)`) and what it simplifies or combines with our
// screen: <doc:ModuloSnap>.

/// Modulo snapping in `scrollViewWillEndDragging`: the proposed target is rounded to a
/// multiple of a fixed item height, nearest first, whatever the fling's direction; put in
/// front of every list delegate of one of our screens (header and tabs stay ours).
///
/// Described publicly by Apple's documentation of the callback it relies on,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// (<https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)>).
/// Reproduces the failure the technique shows: a release whose nearest multiple lies behind
/// the motion turns the content around at once (a "tick"); items of other heights are snapped
/// as if they were all as tall as the first. The screen's lists should decelerate at `.fast`
/// (``decelerationRate``) and have no item snapping of ours. The lab's
/// `BaselineModuloSnapStrategy` (NestLabKit) and the browser playground both install it. The
/// <doc:ModuloSnap> article says how this type follows the technique and which scenarios
/// measure the failure.
public final class BaselineModuloSnap {
  /// The write-up's fixed cell height, used for tabs without item heights.
  public static let fallbackItemSize = 540
  /// The write-up's deceleration, `.fast`, per millisecond.
  public static let decelerationRate = DecelerationRate.fast.rawValue

  /// The screen whose lists' delegates are interposed.
  public let screen: SimulatedProfileScreen
  /// The item size each tab's modulo uses.
  public let itemSizes: [Int]
  private var interposers: [ModuloSnapInterposer] = []

  /// Puts the technique's `scrollViewWillEndDragging` in front of each list's delegate of
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

  /// The fixed size a tab's modulo uses: the technique uses one fixed size however the cells
  /// vary (the failure "only fixed item heights"), here the tab's first item height rounded,
  /// or ``fallbackItemSize`` when the tab declares none (or an unusable one).
  public static func itemSize(firstItemHeight: Double?) -> Int {
    guard let first = firstItemHeight, first.isFinite, first >= 1, first < 1e9 else {
      return fallbackItemSize
    }
    return Int(first.rounded())
  }

  /// The write-up's rounding, line by line, on an offset in its table's coordinates (0: first
  /// row at the top): up to the next multiple from half an item on, else down.
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
    let pin = screen.coordinator.snapshot.space.pinOffset
    guard target.y >= pin, target.y.isFinite, target.y - pin < 1e9 else { return }
    target.y = Self.snappedTarget(target.y - pin, itemSize: itemSizes[tab]) + pin
  }
}

/// Forwards every callback of one list to the coordinator's delegate, and applies the technique's
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
