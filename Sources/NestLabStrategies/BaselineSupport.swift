import NestedScrollCore
import ScrollPhysics
import ScrollSimulator

// What the re-enactments of other techniques (the `Baseline…` types) share: the screen's
// geometry, the views of a screen built around one outer scroll view (``BaselineViews``), the
// horizontal pager between tabs, the delivery of one finger to the views UIKit would give it,
// and a delegate that runs one action from `scrollViewDidScroll`. None of this is a
// technique's own code: each technique's file holds that, and its article in this module's
// documentation (for example <doc:ThresholdLock>) says where the technique is described and
// how the file follows it.
//
// This module is portable (no Foundation, nothing Embedded Swift rejects), so the lab
// (NestLabKit, which adds the scenario plumbing) and the browser playground
// (NestedScrollWasm) run the same re-enactments.

/// The lengths of a screen as the re-enacted layouts use them, validated once.
///
/// Every such layout is: `G` of room at the top of the screen, the header (`H`, of which `P`
/// stays when collapsed), the tab bar (`T`), then the lists. A list's frame is
/// `V − G − P − T` tall, so that with the header collapsed it fills the rest of the screen
/// (the threshold lock's, simultaneous pans' and overlay's write-ups approximate this; each
/// technique's article says how).
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
  /// plus what the re-enacted layouts need: room left for a list, finite content heights.
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

  /// `H − P`: how far the header collapses: the threshold lock's threshold and simultaneous
  /// pans' pin offset.
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

/// The horizontal pager between tabs (Tabman/Pageboy in the overlay technique's write-up, the
/// list container of JXPagingView-style libraries): a paging scroll view as wide as the tabs
/// together. A page becomes the active tab when the pager comes to rest on it, which is when
/// Pageboy reports `didScrollToPageAt` (see the OverlayScrollView article).
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

/// The views of a screen built around one outer scroll view, as the threshold lock,
/// simultaneous pans and the overlay technique build it: the scroll view that carries header
/// and tab bar and moves them with its offset (the outer view; the overlay technique's
/// container), one list per tab, the pager between the tabs, and the delivery of one finger
/// to them. Where header, tab bar and lists are on screen follows from the carrier's offset
/// alone; each technique decides who moves the carrier.
package final class BaselineViews {
  /// The lengths the screen was built with.
  let geometry: BaselineGeometry
  /// `H` now: the header's height may change after the screen is built.
  private(set) var headerHeight: Double
  /// The scroll view that carries header and tab bar.
  let carrier: SimulatedScrollView
  /// One list per tab.
  let lists: [SimulatedScrollView]
  /// The pager between the tabs.
  let pager: BaselinePager
  /// Delivers one finger at a time to the views the technique gives it to.
  let touches = BaselineTouchDispatch()
  /// The room above the header in the carrier's content: `G` when the carrier's frame starts
  /// at the screen's top edge, 0 when it starts below that room.
  private let roomAboveHeader: Double
  /// The delegates ``onScroll(of:_:)`` installed (a scroll view does not keep its delegate).
  private var observers: [BaselineScrollObserver] = []

  /// Builds the lists and the pager for `geometry` and lays out `carrier`'s content: room
  /// above the header (`roomAboveHeader`), header, tab bar and one list frame, so that its
  /// largest offset is `H − P`, where the lists fill the screen under the tab bar.
  init(geometry: BaselineGeometry, carrier: SimulatedScrollView, roomAboveHeader: Double) {
    self.geometry = geometry
    headerHeight = geometry.headerHeight
    self.carrier = carrier
    self.roomAboveHeader = roomAboveHeader
    lists = geometry.contentHeights.indices.map { geometry.makeList(tab: $0) }
    pager = BaselinePager(
      pageCount: lists.count, size: Size(width: geometry.width, height: geometry.listViewportHeight))
    layOutCarrier()
  }

  /// The carrier's content: room above the header, header, tab bar, one list frame.
  private func layOutCarrier() {
    carrier.contentSize = Size(
      width: geometry.width,
      height: roomAboveHeader + headerHeight + geometry.tabBarHeight + geometry.listViewportHeight)
  }

  /// Makes `action` `view`'s `scrollViewDidScroll`, the one callback the re-enacted
  /// techniques implement.
  func onScroll(of view: SimulatedScrollView, _ action: @escaping () -> Void) {
    let observer = BaselineScrollObserver(didScroll: action)
    observers.append(observer)
    view.delegate = observer
  }

  /// The screen y of the header's top edge.
  var headerTop: Double { geometry.topInset - carrier.contentOffset.y }
  /// The screen y of the tab bar's top edge.
  var tabBarTop: Double { geometry.topInset + headerHeight - carrier.contentOffset.y }
  /// The screen y of the list area's top edge.
  var listAreaTop: Double {
    geometry.topInset + headerHeight + geometry.tabBarHeight - carrier.contentOffset.y
  }
  /// Whether the carrier, the pager or a list moves.
  var isMoving: Bool { carrier.isMoving || pager.view.isMoving || lists.contains { $0.isMoving } }

  /// A tab-bar tap on tab `index`: the pager animates to it (an index outside the tabs does
  /// nothing).
  func scroll(toTab index: Int) {
    guard lists.indices.contains(index) else { return }
    pager.scroll(toPage: index)
  }

  /// Tab `tab`'s list gets content `height` tall; returns that list, or `nil` (and changes
  /// nothing) for an index outside the tabs.
  @discardableResult
  func setContentHeight(_ height: Double, tab: Int) -> SimulatedScrollView? {
    guard lists.indices.contains(tab) else { return nil }
    lists[tab].contentSize = Size(width: geometry.width, height: height)
    return lists[tab]
  }

  /// The header becomes `height` tall (a value that is not finite or negative does nothing):
  /// the carrier's content follows, nothing else does.
  func setHeaderHeight(_ height: Double) {
    guard height.isFinite, height >= 0 else { return }
    headerHeight = height
    layOutCarrier()
  }
}

/// A screen built around one outer scroll view (``BaselineViews``): the threshold lock,
/// simultaneous pans and the overlay technique. What they do alike (where header, tab bar and
/// lists are, tab taps, header height changes, no refresh) is implemented once, here; each
/// technique's type adds who receives a touch, what its views' `scrollViewDidScroll` does,
/// the order its views advance in and what it reports as the scroll position.
package protocol BaselineOuterViewScreen: StrategyScreen {
  /// The screen's views.
  var views: BaselineViews { get }
}

extension BaselineOuterViewScreen {
  /// One list per tab.
  public var lists: [SimulatedScrollView] { views.lists }
  /// The pager between the tabs.
  public var pager: SimulatedScrollView { views.pager.view }
  /// The header moves with the view that carries it.
  public var headerTop: Double { views.headerTop }
  /// The tab bar moves with the view that carries it.
  public var tabBarTop: Double { views.tabBarTop }
  /// The screen y of the list area's top edge.
  public var listAreaTop: Double { views.listAreaTop }
  /// Whether the view that carries the header, the pager or a list moves.
  public var isMoving: Bool { views.isMoving }

  /// Tab tap: the pager animates to the tab, which becomes active when it arrives.
  public func tapTab(_ index: Int, time: Double) {
    advance(to: time)
    views.scroll(toTab: index)
  }

  /// The header's height changes: the layout follows; nothing the technique computed from
  /// the height when it was built does (the threshold, the pin offset, the overlay's content
  /// size until it is next updated).
  public func setHeaderHeight(_ height: Double, time: Double) {
    advance(to: time)
    views.setHeaderHeight(height)
  }

  /// No refresh in these techniques: a frame.
  public func endRefreshing(time: Double) { advance(to: time) }
}

/// A scroll view's delegate that runs one action from `scrollViewDidScroll`.
final class BaselineScrollObserver: ScrollViewDelegate {
  private let didScroll: () -> Void

  /// A delegate that calls `didScroll` from every `scrollViewDidScroll`.
  init(didScroll: @escaping () -> Void) { self.didScroll = didScroll }

  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { didScroll() }
}
