import ScrollSimulator

// Re-enactment of "one overlay scroll view mapped onto container + list". What the technique
// does, the write-up it comes from, how this file follows that code function by function and
// what it simplifies: <doc:OverlayScrollView>. Names in backticks (`panViews`,
// `contentOffsets`, `topHeight`, …) are the write-up's.

/// The single overlay scroll view: an invisible overlay scroll view receives every vertical
/// touch; its offset is mapped onto a container (header and tab bar) and the selected tab's
/// list.
///
/// Described publicly in Ole Begemann's "Scroll Views Inside Scroll Views"
/// (<https://oleb.net/blog/2014/05/scrollviews-inside-scrollviews/>). Reproduces the
/// technique's failures: lists never scroll themselves (no bounce at their top, no refresh
/// inside them); whenever the header shows, every tab's offset is thrown away, so a tab
/// scrolled deep comes back at its top even where the header is pinned again; content size
/// changes reach the overlay only through a KVO that follows one page. The
/// <doc:OverlayScrollView> article says how this type follows the technique and which
/// scenarios measure the failures.
public final class BaselineOverlayScrollViewStrategy: BaselineOuterViewScreen {
  /// "overlay".
  public static let identifier = "overlay"
  /// One line for reports.
  public static let summary =
    "Overlay scroll view: one invisible scroll view, its offset mapped onto header container and list"

  /// The overlay scroll view that receives every vertical touch.
  public let overlay: SimulatedScrollView
  /// The container scroll view holding header, tab bar and pages; only ever set, as the
  /// lists are.
  public var container: SimulatedScrollView { views.carrier }
  /// The technique's `currentIndex`: the page last selected.
  public private(set) var currentIndex = 0

  /// The container, the lists and the pager.
  package let views: BaselineViews
  private var geometry: BaselineGeometry { views.geometry }
  /// The technique's `panViews` (the scroll views of the pages seen so far, by index; the
  /// write-up's dictionary is an array of optionals here, one per page, which needs no
  /// hashing).
  private var panViews: [SimulatedScrollView?] = [] {
    didSet {
      // The KVO registration in `panViews`' `didSet`: it follows `panViews[currentIndex]` at
      // the time of this assignment.
      if panViews[currentIndex] != nil { observedTab = currentIndex }
    }
  }
  /// The technique's `contentOffsets` (saved overlay offsets, by index; an array of
  /// optionals as ``panViews``).
  private var contentOffsets: [Double?] = []
  /// The page whose `contentSize` the KVO observes (`panScrollViewObservation`).
  private var observedTab: Int?

  /// Builds the screen from `geometry`, with the first page selected and cached.
  package init(geometry: BaselineGeometry) {
    let safeArea = Size(width: geometry.width, height: geometry.height - geometry.topInset)
    overlay = SimulatedScrollView(size: safeArea)
    overlay.contentInsetAdjustmentBehavior = .never
    overlay.bounces = false
    overlay.decelerationRate = geometry.decelerationRate
    let container = SimulatedScrollView(size: safeArea)
    container.contentInsetAdjustmentBehavior = .never
    views = BaselineViews(geometry: geometry, carrier: container, roomAboveHeader: 0)
    panViews = Array(repeating: nil, count: views.lists.count)
    contentOffsets = Array(repeating: nil, count: views.lists.count)
    views.onScroll(of: overlay) { [unowned(unsafe) self] in self.overlayDidScroll() }
    views.pager.onSettle = { [unowned(unsafe) self] page in self.didSelectPage(page) }
    didSelectPage(0)
  }

  /// `bottomViewController.view.frame.minY − minHeaderHeight()`: the overlay offset at which the
  /// header is collapsed.
  private var topHeight: Double { views.headerHeight - geometry.pinnedHeaderHeight }

  // MARK: The technique's code (the OverlayScrollView article, "How the re-enactment follows it")

  /// `pageViewController(_:didselectPageAt:)`: restore the page's saved offset (or the
  /// container's), cache the page's scroll view, size the overlay for it.
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

  /// `updateOverlayScrollContentSize(with:)` and `getContentSize(for:)`: header, tab bar and
  /// the page's content (at least a screen under the pinned header).
  private func updateOverlayScrollContentSize(with bottomView: SimulatedScrollView) {
    let tabBarHeight = geometry.tabBarHeight
    let bottomInset = 0.0
    let bottomHeight = max(
      bottomView.contentSize.height,
      geometry.height - geometry.pinnedHeaderHeight - tabBarHeight - bottomInset)
    overlay.contentSize = Size(
      width: bottomView.contentSize.width,
      height: bottomHeight + views.headerHeight + tabBarHeight + bottomInset)
  }

  /// The overlay's `scrollViewDidScroll`: save the offset; below `topHeight` move the
  /// container and send every cached page to its top; above it pin the container and move
  /// the selected page.
  private func overlayDidScroll() {
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
    views.touches.begin(vertical: [overlay], pager: onLists ? pager : nil, at: location, time: time)
  }

  /// Finger moves.
  public func touchMoved(to location: Point, time: Double) { views.touches.move(to: location, time: time) }

  /// Finger lifts.
  public func touchEnded(at location: Point, time: Double) { views.touches.end(at: location, time: time) }

  /// A frame.
  public func advance(to time: Double) { advanceViews(to: time) }

  /// A list's content height changes; the overlay follows only if the KVO observes that list.
  public func setContentHeight(_ height: Double, tab: Int, time: Double) {
    advance(to: time)
    guard let scroll = views.setContentHeight(height, tab: tab) else { return }
    if observedTab == tab { updateOverlayScrollContentSize(with: scroll) }
  }

  /// The active tab: the technique's `currentIndex`.
  public var activeTab: Int { currentIndex }
  /// The position in the one scroll space: the overlay's offset.
  public var scrollPosition: Double { overlay.contentOffset.y }
  /// Whether the overlay, the container, the pager or a list moves.
  public var isMoving: Bool { overlay.isMoving || views.isMoving }
}
