import NestedScrollCore
import ScrollPhysics
import ScrollSimulator

// Shared plumbing of the seed re-enactments (Seed*.swift): the screen's geometry, the
// horizontal pager between tabs, and the delivery of one finger to the views UIKit would
// give it. None of this is seed code; each strategy's own file holds the translated
// delegate code.

/// The lengths of a ``ScreenSpec`` as the seed layouts use them, validated once.
///
/// Every seed layout is: `G` of room at the top of the screen, the header (`H`, of which `P`
/// stays when collapsed), the tab bar (`T`), then the lists. A list's frame is
/// `V − G − P − T` tall, so that with the header collapsed it fills the rest of the screen
/// (the layouts of seeds 001, 002 and 003 approximate this; see each file).
struct SeedGeometry {
  /// `W`: the screen (and page) width.
  let width: Double
  /// `V`: the screen height.
  let height: Double
  /// `G`: room above the header.
  let topInset: Double
  /// `H`: the header height at build time.
  let headerHeight: Double
  /// `P`: the pinned part of the header.
  let pinnedHeaderHeight: Double
  /// `T`: the tab bar height.
  let tabBarHeight: Double
  /// The tabs' content heights.
  let contentHeights: [Double]
  /// The lists' deceleration rate.
  let decelerationRate: DecelerationRate

  /// Validates `spec` with the same rules as ours (``NestedScrollConfiguration/validated()``),
  /// plus what the seed layouts need: room left for a list, finite content heights.
  init(_ spec: ScreenSpec) throws(ScenarioError) {
    let configuration = NestedScrollConfiguration(
      headerHeight: spec.headerHeight, pinnedHeaderHeight: spec.pinnedHeaderHeight,
      tabBarHeight: spec.tabBarHeight, topInset: spec.topInset, viewportHeight: spec.height,
      pageCount: spec.tabs.count)
    do {
      _ = try configuration.validated()
    } catch {
      throw ScenarioError(path: "screen", message: "invalid screen: \(error)")
    }
    guard spec.width.isFinite, spec.width > 0 else {
      throw ScenarioError(path: "screen.width", message: "expected a finite width > 0, found \(spec.width)")
    }
    let listHeight = spec.height - spec.topInset - spec.pinnedHeaderHeight - spec.tabBarHeight
    guard listHeight > 0 else {
      throw ScenarioError(
        path: "screen.height",
        message: "expected room for a list below the pinned header and the tab bar, found \(listHeight) pt")
    }
    for (index, tab) in spec.tabs.enumerated() {
      guard tab.contentHeight.isFinite, tab.contentHeight >= 0 else {
        throw ScenarioError(
          path: "screen.tabs[\(index)].contentHeight",
          message: "expected a finite height >= 0, found \(tab.contentHeight)")
      }
    }
    width = spec.width
    height = spec.height
    topInset = spec.topInset
    headerHeight = spec.headerHeight
    pinnedHeaderHeight = spec.pinnedHeaderHeight
    tabBarHeight = spec.tabBarHeight
    contentHeights = spec.tabs.map(\.contentHeight)
    decelerationRate = DecelerationRate(clamping: spec.decelerationRate)
  }

  /// `H − P`: how far the header collapses, the "threshold" of seeds 001/002.
  var collapseDistance: Double { headerHeight - pinnedHeaderHeight }

  /// `V − G − P − T`: the height of a list's frame.
  var listViewportHeight: Double { height - topInset - pinnedHeaderHeight - tabBarHeight }

  /// A list for `tab`: a collection/table view of the tab's content height, bouncing
  /// vertically as UICollectionView does by default.
  func makeList(tab: Int) -> SimulatedScrollView {
    let list = SimulatedScrollView(
      size: Size(width: width, height: listViewportHeight),
      contentSize: Size(width: width, height: contentHeights[tab]))
    list.alwaysBounceVertical = true
    list.decelerationRate = decelerationRate
    return list
  }
}

/// The horizontal pager between tabs (Tabman/Pageboy in seed 003, the list container of
/// JXPagingView-style libraries): a paging scroll view as wide as the tabs together. A
/// page becomes the active tab when the pager comes to rest on it, which is when Pageboy
/// reports `didScrollToPageAt` (seed 003, line 63).
final class SeedPager: ScrollViewDelegate {
  /// The paging scroll view.
  let view: SimulatedScrollView
  /// The page width.
  let pageWidth: Double
  /// The page the pager last settled on.
  private(set) var settledPage = 0
  /// Called when the pager comes to rest on a page other than ``settledPage``.
  var onSettle: ((Int) -> Void)?

  /// Creates a pager of `pageCount` pages of `size`.
  init(pageCount: Int, size: Size) {
    pageWidth = size.width
    view = SimulatedScrollView(
      size: size, contentSize: Size(width: size.width * Double(max(pageCount, 1)), height: size.height))
    view.isPagingEnabled = true
    view.decelerationRate = .fast
    view.scrollsToTop = false
    view.delegate = self
  }

  /// Animates to `page` (a tab-bar tap); the switch happens when the animation ends.
  func scroll(toPage page: Int) {
    view.setContentOffset(Point(x: Double(page) * pageWidth, y: 0), animated: true)
  }

  func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) { settle() }
  func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) { settle() }
  func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { settle() }
  }

  private func settle() {
    guard pageWidth > 0 else { return }
    let page = Int((view.contentOffset.x / pageWidth).rounded())
    guard page != settledPage else { return }
    settledPage = page
    onSettle?(page)
  }
}

/// One finger delivered as UIKit would: to a set of vertical scroll views that all track it
/// (one view normally; several when a gesture-recognizer delegate lets them recognise
/// simultaneously, as ``ScrollSimulator/TouchRouter`` does) and, for touches that begin on
/// the lists, to the pager. Whichever starts dragging first along its own axis owns the
/// gesture and the other side is cancelled, as nested UIKit scroll views of different axes
/// behave.
final class SeedTouchDispatch {
  private var vertical = TouchRouter(views: [])
  private var pager: SimulatedScrollView?

  /// A finger touches down: `vertical` and `pager` receive it.
  func begin(
    vertical views: [SimulatedScrollView], pager: SimulatedScrollView?, at location: Point, time: Double
  ) {
    vertical = TouchRouter(views: views)
    self.pager = pager
    vertical.touchBegan(at: location, time: time)
    pager?.touchBegan(at: location, time: time)
  }

  /// The finger moves.
  func move(to location: Point, time: Double) {
    let verticalWasDragging = vertical.views.contains { $0.isDragging }
    let pagerWasDragging = pager?.isDragging ?? false
    if !pagerWasDragging { vertical.touchMoved(to: location, time: time) }
    let verticalDragging = vertical.views.contains { $0.isDragging }
    if let pager, !verticalWasDragging, !verticalDragging { pager.touchMoved(to: location, time: time) }
    if verticalDragging, let pager, pager.isTracking { pager.touchCancelled(time: time) }
    if pager?.isDragging ?? false {
      for view in vertical.views where view.isTracking { view.touchCancelled(time: time) }
    }
  }

  /// The finger lifts.
  func end(at location: Point, time: Double) {
    vertical.touchEnded(at: location, time: time)
    pager?.touchEnded(at: location, time: time)
    vertical = TouchRouter(views: [])
    pager = nil
  }
}
