import ScrollSimulator

// Re-enactment of "one overlay scroll view mapped onto container + list".
//
// Follows seeds/003_32d5c69c787c3a60.txt:
// - lines 20–26: the overlay scroll view takes every vertical touch; its content height is
//   header + the selected list's content; its offset decides the container's offset (header
//   and tab bar) and the selected list's offset; lists never scroll themselves;
// - lines 91–97: `overlayScrollView.bounces = false`;
// - lines 199–226: `panViews` / `contentOffsets` caches and `pageViewController(_:didselectPageAt:)`
//   (`overlayScrollView.contentOffset.y = contentOffsets[index] ?? containerScrollView.contentOffset.y`,
//   cache the page's scroll view, update the overlay's content size), in `didSelectPage(_:)`;
// - lines 239–255: `getContentSize(for:)`, in `updateOverlayScrollContentSize(with:)`;
// - lines 274–291: the overlay's `scrollViewDidScroll`, line by line in `overlayDidScroll()`: save
//   the offset; below `topHeight` move the container, set every cached list to 0 and
//   `contentOffsets.removeAll()`; otherwise pin the container and move the selected list;
// - lines 297–308: the KVO on `contentSize`, registered in `panViews`' `didSet` for the page that
//   is current when a page is first cached (so it keeps observing the most recently cached page,
//   not necessarily the selected one), in `setContentHeight(_:tab:time:)`.
//
// Simplifies:
// - Overlay and container fill the safe area (`G` from the top to the bottom of the screen),
//   as 003's `outsideScrollView` does; a page's list is `V − G − P − T` tall (003's pages are `P`
//   taller and extend below the screen; the offsets the mapping writes are the same).
// - `minHeaderHeight()` is `P`, the bottom inset (`getBottomInset()`) is 0, `view.frame.height` is
//   the screen height `V`, and the overlay decelerates at the lists' rate (it plays their part).
// - Pageboy's `didScrollToPageAt` is the pager coming to rest on a page; the first page is cached
//   at start-up as if Pageboy had reported it.
// - The overlay's pan recognizer is assumed to sit on the container's superview (the usual way
//   to let an invisible overlay scroll), so a touch on the lists also reaches the pager.

/// Seed 003: an invisible overlay scroll view receives every vertical touch; its offset is
/// mapped onto a container (header and tab bar) and the selected tab's list.
///
/// Reproduces the technique's failures: lists never scroll themselves (no bounce at their top,
/// no refresh inside them); whenever the header shows, every tab's offset is thrown away, so a
/// tab scrolled deep comes back at its top even where the header is pinned again; content size
/// changes reach the overlay only through a KVO that follows one page.
public final class BaselineOverlayScrollViewStrategy: StrategyScreen {
  /// "overlay".
  public static let identifier = "overlay"
  /// One line for reports.
  public static let summary =
    "Seed 003: one invisible overlay scroll view, its offset mapped onto header container and list"

  /// The overlay scroll view that receives every vertical touch.
  public let overlay: SimulatedScrollView
  /// The container scroll view holding header, tab bar and pages; only ever set.
  public let container: SimulatedScrollView
  /// One list per tab; only ever set.
  public let lists: [SimulatedScrollView]
  /// The pager between the tabs.
  public var pager: SimulatedScrollView { pagerControl.view }
  /// Seed 003's `currentIndex`.
  public private(set) var currentIndex = 0

  private let geometry: BaselineGeometry
  private var headerHeight: Double
  private let pagerControl: BaselinePager
  private let touches = BaselineTouchDispatch()
  private var overlayDelegate: OverlayDelegate?
  /// Seed 003's `panViews` (the scroll views of the pages seen so far, by index; the seed's
  /// dictionary is an array of optionals here, one per page, which needs no hashing).
  private var panViews: [SimulatedScrollView?] = [] {
    didSet {
      // The KVO registration of lines 299–307: it follows `panViews[currentIndex]` at the
      // time of this assignment.
      if panViews[currentIndex] != nil { observedTab = currentIndex }
    }
  }
  /// Seed 003's `contentOffsets` (saved overlay offsets, by index; an array of optionals
  /// as ``panViews``).
  private var contentOffsets: [Double?] = []
  /// The page whose `contentSize` the KVO observes (`panScrollViewObservation`).
  private var observedTab: Int?

  /// Builds the screen from `geometry`, with the first page selected and cached.
  package init(geometry: BaselineGeometry) {
    self.geometry = geometry
    headerHeight = geometry.headerHeight
    let safeArea = Size(width: geometry.width, height: geometry.height - geometry.topInset)
    overlay = SimulatedScrollView(size: safeArea)
    overlay.contentInsetAdjustmentBehavior = .never
    overlay.bounces = false
    overlay.decelerationRate = geometry.decelerationRate
    container = SimulatedScrollView(size: safeArea)
    container.contentInsetAdjustmentBehavior = .never
    lists = geometry.contentHeights.indices.map { geometry.makeList(tab: $0) }
    pagerControl = BaselinePager(
      pageCount: lists.count, size: Size(width: geometry.width, height: geometry.listViewportHeight))
    panViews = Array(repeating: nil, count: lists.count)
    contentOffsets = Array(repeating: nil, count: lists.count)
    layOutContainer()
    let overlayDelegate = OverlayDelegate(strategy: self)
    self.overlayDelegate = overlayDelegate
    overlay.delegate = overlayDelegate
    pagerControl.onSettle = { [unowned(unsafe) self] page in self.didSelectPage(page) }
    didSelectPage(0)
  }

  /// The container's content: header, tab bar, pages.
  private func layOutContainer() {
    container.contentSize = Size(
      width: geometry.width, height: headerHeight + geometry.tabBarHeight + geometry.listViewportHeight)
  }

  /// `bottomViewController.view.frame.minY − minHeaderHeight()`: the overlay offset at which the
  /// header is collapsed.
  private var topHeight: Double { headerHeight - geometry.pinnedHeaderHeight }

  /// The screen y of the list area's top edge.
  public var listAreaTop: Double {
    geometry.topInset + headerHeight + geometry.tabBarHeight - container.contentOffset.y
  }

  // MARK: Seed 003

  /// `pageViewController(_:didselectPageAt:)`, lines 213–226.
  private func didSelectPage(_ index: Int) {
    currentIndex = index
    if let offset = contentOffsets[index] {
      overlay.contentOffset.y = offset
    } else {
      overlay.contentOffset.y = container.contentOffset.y
    }
    if panViews[index] == nil {
      panViews[index] = lists[index]
    }
    if let panView = panViews[currentIndex] {
      updateOverlayScrollContentSize(with: panView)
    }
  }

  /// `updateOverlayScrollContentSize(with:)` and `getContentSize(for:)`, lines 239–255.
  private func updateOverlayScrollContentSize(with bottomView: SimulatedScrollView) {
    let tabBarHeight = geometry.tabBarHeight
    let bottomInset = 0.0
    let bottomHeight = max(
      bottomView.contentSize.height,
      geometry.height - geometry.pinnedHeaderHeight - tabBarHeight - bottomInset)
    overlay.contentSize = Size(
      width: bottomView.contentSize.width, height: bottomHeight + headerHeight + tabBarHeight + bottomInset)
  }

  /// The overlay's `scrollViewDidScroll`, lines 275–290.
  fileprivate func overlayDidScroll() {
    contentOffsets[currentIndex] = overlay.contentOffset.y
    let topHeight = self.topHeight
    if overlay.contentOffset.y < topHeight {
      container.contentOffset.y = overlay.contentOffset.y
      for case let value? in panViews {
        value.contentOffset.y = 0
      }
      for index in contentOffsets.indices { contentOffsets[index] = nil }  // removeAll()
    } else {
      container.contentOffset.y = topHeight
      panViews[currentIndex]?.contentOffset.y = overlay.contentOffset.y - container.contentOffset.y
    }
  }

  private func advanceViews(to time: Double) {
    pager.advance(to: time)
    overlay.advance(to: time)
    container.advance(to: time)
    for list in lists { list.advance(to: time) }
  }

  // MARK: StrategyScreen

  /// Touch down: to the overlay, and to the pager when it lands on the lists.
  public func touchBegan(at location: Point, time: Double) {
    advanceViews(to: time)
    let onLists = location.y >= listAreaTop
    touches.begin(vertical: [overlay], pager: onLists ? pager : nil, at: location, time: time)
  }

  /// Finger moves.
  public func touchMoved(to location: Point, time: Double) { touches.move(to: location, time: time) }

  /// Finger lifts.
  public func touchEnded(at location: Point, time: Double) { touches.end(at: location, time: time) }

  /// A frame.
  public func advance(to time: Double) { advanceViews(to: time) }

  /// Tab tap: the pager animates to the tab; `didselectPageAt` runs when it arrives.
  public func tapTab(_ index: Int, time: Double) {
    advance(to: time)
    guard lists.indices.contains(index) else { return }
    pagerControl.scroll(toPage: index)
  }

  /// A list's content height changes; the overlay follows only if the KVO observes that list
  /// (lines 303–305).
  public func setContentHeight(_ height: Double, tab: Int, time: Double) {
    advance(to: time)
    guard lists.indices.contains(tab) else { return }
    let scroll = lists[tab]
    scroll.contentSize = Size(width: geometry.width, height: height)
    if observedTab == tab { updateOverlayScrollContentSize(with: scroll) }
  }

  /// The header's height changes: the container's layout follows; the overlay's content size
  /// is not updated until the next page selection or observed content-size change.
  public func setHeaderHeight(_ height: Double, time: Double) {
    advance(to: time)
    guard height.isFinite, height >= 0 else { return }
    headerHeight = height
    layOutContainer()
  }

  /// No refresh in this technique (the overlay does not even bounce).
  public func endRefreshing(time: Double) { advance(to: time) }

  /// The active tab: seed 003's `currentIndex`.
  public var activeTab: Int { currentIndex }
  /// The header moves with the container.
  public var headerTop: Double { geometry.topInset - container.contentOffset.y }
  /// The tab bar moves with the container.
  public var tabBarTop: Double { geometry.topInset + headerHeight - container.contentOffset.y }
  /// The position in the one scroll space: the overlay's offset.
  public var scrollPosition: Double { overlay.contentOffset.y }
  /// Whether the overlay, the container, the pager or a list moves.
  public var isMoving: Bool {
    overlay.isMoving || container.isMoving || pager.isMoving || lists.contains { $0.isMoving }
  }
}

/// The overlay's delegate (seed 003's ProfileViewController).
private final class OverlayDelegate: ScrollViewDelegate {
  unowned(unsafe) let strategy: BaselineOverlayScrollViewStrategy
  init(strategy: BaselineOverlayScrollViewStrategy) { self.strategy = strategy }
  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { strategy.overlayDidScroll() }
}
