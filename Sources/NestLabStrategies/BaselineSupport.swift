import NestedScrollCore
import ScrollPhysics
import ScrollSimulator

// Shared plumbing of the seed re-enactments (Seed*.swift): the screen's geometry, the
// horizontal pager between tabs, and the delivery of one finger to the views UIKit would
// give it. None of this is seed code; each strategy's own file holds the translated
// delegate code.
//
// This module is portable (no Foundation, nothing Embedded Swift rejects), so the lab
// (NestLabKit, which adds the scenario plumbing) and the browser playground
// (NestedScrollWasm) run the same re-enactments.

/// The lengths of a screen as the seed layouts use them, validated once.
///
/// Every seed layout is: `G` of room at the top of the screen, the header (`H`, of which `P`
/// stays when collapsed), the tab bar (`T`), then the lists. A list's frame is
/// `V − G − P − T` tall, so that with the header collapsed it fills the rest of the screen
/// (the layouts of seeds 001, 002 and 003 approximate this; see each file).
package struct BaselineGeometry {
  /// `W`: the screen (and page) width.
  package let width: Double
  /// `V`: the screen height.
  package let height: Double
  /// `G`: room above the header.
  package let topInset: Double
  /// `H`: the header height at build time.
  package let headerHeight: Double
  /// `P`: the pinned part of the header.
  package let pinnedHeaderHeight: Double
  /// `T`: the tab bar height.
  package let tabBarHeight: Double
  /// The tabs' content heights.
  package let contentHeights: [Double]
  /// The lists' deceleration rate.
  package let decelerationRate: DecelerationRate

  /// Validates the lengths with the same rules as ours (``NestedScrollConfiguration/validated()``),
  /// plus what the seed layouts need: room left for a list, finite content heights.
  package init(
    width: Double, height: Double, topInset: Double, headerHeight: Double, pinnedHeaderHeight: Double,
    tabBarHeight: Double, contentHeights: [Double], decelerationRate: Double
  ) throws(BaselineGeometryError) {
    let configuration = NestedScrollConfiguration(
      headerHeight: headerHeight, pinnedHeaderHeight: pinnedHeaderHeight, tabBarHeight: tabBarHeight,
      topInset: topInset, viewportHeight: height, pageCount: contentHeights.count)
    do {
      _ = try configuration.validated()
    } catch {
      throw .configuration(error)
    }
    guard width.isFinite, width > 0 else { throw .width(width) }
    let listHeight = height - topInset - pinnedHeaderHeight - tabBarHeight
    guard listHeight > 0 else { throw .noRoomForList(listHeight) }
    for (index, contentHeight) in contentHeights.enumerated() {
      guard contentHeight.isFinite, contentHeight >= 0 else {
        throw .contentHeight(tab: index, contentHeight)
      }
    }
    self.width = width
    self.height = height
    self.topInset = topInset
    self.headerHeight = headerHeight
    self.pinnedHeaderHeight = pinnedHeaderHeight
    self.tabBarHeight = tabBarHeight
    self.contentHeights = contentHeights
    self.decelerationRate = DecelerationRate(clamping: decelerationRate)
  }

  /// `H − P`: how far the header collapses, the "threshold" of seeds 001/002.
  package var collapseDistance: Double { headerHeight - pinnedHeaderHeight }

  /// `V − G − P − T`: the height of a list's frame.
  package var listViewportHeight: Double { height - topInset - pinnedHeaderHeight - tabBarHeight }

  /// A list for `tab`: a collection/table view of the tab's content height, bouncing
  /// vertically as UICollectionView does by default.
  package func makeList(tab: Int) -> SimulatedScrollView {
    let list = SimulatedScrollView(
      size: Size(width: width, height: listViewportHeight),
      contentSize: Size(width: width, height: contentHeights[tab]))
    list.alwaysBounceVertical = true
    list.decelerationRate = decelerationRate
    return list
  }
}

/// Why ``BaselineGeometry`` rejected a screen.
package enum BaselineGeometryError: Error {
  /// Ours rejects the lengths too.
  case configuration(ConfigurationError)
  /// The width is not finite or not positive.
  case width(Double)
  /// No room is left for a list below the pinned header and the tab bar (the list height
  /// that would be left).
  case noRoomForList(Double)
  /// A tab's content height is not finite or negative.
  case contentHeight(tab: Int, Double)
}

/// The horizontal pager between tabs (Tabman/Pageboy in seed 003, the list container of
/// JXPagingView-style libraries): a paging scroll view as wide as the tabs together. A
/// page becomes the active tab when the pager comes to rest on it, which is when Pageboy
/// reports `didScrollToPageAt` (seed 003, line 63).
final class BaselinePager: ScrollViewDelegate {
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
final class BaselineTouchDispatch {
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
