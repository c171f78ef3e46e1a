import NestedScrollCore
import ScrollPhysics
import ScrollSimulator

/// A whole profile screen in simulation: one ``NestedScrollCore/NestedScrollCoordinator``,
/// a simulated list per page and a horizontally paging pager, wired exactly as the UIKit
/// host wires the real views.
///
/// A finger goes where UIKit sends it: to the active list (a drag on the header falls
/// through to it) and to the pager; whichever starts dragging first along its own axis
/// owns the gesture, and the other lets go, as nested UIKit scroll views do.
public final class SimulatedProfileScreen {
  /// The coordinator under test.
  public let coordinator: NestedScrollCoordinator<SimulatedScrollView>
  /// One list per page.
  public let lists: [SimulatedScrollView]
  /// The horizontal pager holding the pages.
  public let pager: SimulatedScrollView
  /// The screen width (also the page width).
  public let width: Double

  private var listBridges: [ListBridge] = []
  /// The list the current finger touched down on: UIKit keeps delivering a touch to the
  /// view it began in, even when another page becomes active mid-swipe.
  private var touchedList: SimulatedScrollView?
  /// Where the finger was last reported, while one is down.
  private var lastLocation: Point?
  /// The page whose list has `scrollsToTop` on.
  private var scrollsToTopPage = -1
  private var pagerBridge: PagerBridge?

  /// Creates a screen of `width` × `configuration.viewportHeight` whose pages have lists
  /// of `contentHeights` (one per page; `configuration.pageCount` is taken from it). The
  /// width is taken as the coordinator can use it (`usableWidth`), as a host lays out pages.
  public init(
    configuration: NestedScrollConfiguration, contentHeights: [Double], width: Double = 390
  ) throws(ConfigurationError) {
    var configuration = configuration
    configuration.pageCount = contentHeights.count
    let coordinator = try NestedScrollCoordinator<SimulatedScrollView>(configuration: configuration)
    self.coordinator = coordinator
    let width = NestedScrollCoordinator<SimulatedScrollView>.usableWidth(width)
    self.width = width
    let viewport = Size(width: width, height: configuration.viewportHeight)
    var lists: [SimulatedScrollView] = []
    for height in contentHeights {
      let list = SimulatedScrollView(size: viewport, contentSize: Size(width: width, height: height))
      list.alwaysBounceVertical = true
      lists.append(list)
    }
    self.lists = lists
    pager = SimulatedScrollView(
      size: viewport, contentSize: Size(width: width * Double(contentHeights.count), height: viewport.height))
    pager.isPagingEnabled = true
    pager.decelerationRate = .fast
    pager.scrollsToTop = false
    pager.contentOffset = Point(
      x: coordinator.pagerOffset(forPage: configuration.initialPage, pageWidth: width), y: 0)
    for (page, list) in lists.enumerated() {
      let bridge = ListBridge(page: page, screen: self)
      listBridges.append(bridge)
      list.delegate = bridge
      coordinator.attach(list, page: page)
    }
    let pagerBridge = PagerBridge(screen: self)
    self.pagerBridge = pagerBridge
    pager.delegate = pagerBridge
    updateScrollsToTop()
  }

  /// The active page's list.
  public var activeList: SimulatedScrollView { lists[coordinator.activePage] }

  /// The current time of the screen.
  public var currentTime: Double { pager.currentTime }

  /// Whether nothing moves: no finger down, no view in motion, no coordinator animation.
  public var isAtRest: Bool {
    coordinator.animation == nil && !pager.isTracking && !pager.isMoving
      && lists.allSatisfy { !$0.isTracking && !$0.isMoving }
  }

  // MARK: Touches

  /// A finger touches down at `location` (screen coordinates).
  ///
  /// The screen has one finger: a touch that begins while another is still down on a
  /// list that is no longer active cancels that one, so no list keeps tracking a finger
  /// that will never lift there (the active list and the pager report it as out of order).
  public func touchBegan(at location: Point, time: Double) {
    if let previous = touchedList, previous !== activeList, previous.isTracking {
      previous.touchCancelled(time: time)
    }
    if location.isFinite, lastLocation == nil { lastLocation = location }
    touchedList = activeList
    activeList.touchBegan(at: location, time: time)
    pager.touchBegan(at: location, time: time)
  }

  /// The finger moves.
  public func touchMoved(to location: Point, time: Double) {
    if location.isFinite { lastLocation = location }
    let list = touchedList ?? activeList
    let listWasDragging = list.isDragging
    let pagerWasDragging = pager.isDragging
    if !pagerWasDragging { list.touchMoved(to: location, time: time) }
    if !listWasDragging && !list.isDragging { pager.touchMoved(to: location, time: time) }
    // One owner per gesture, as UIKit's nested scroll views: the one that began wins.
    if list.isDragging, pager.isTracking {
      pager.touchCancelled(time: time)
      realignPager()
    }
    if pager.isDragging, list.isTracking { list.touchCancelled(time: time) }
  }

  /// The finger lifts.
  public func touchEnded(at location: Point, time: Double) {
    // A lift away from the last sample is a last move first (UIKit's pan recognizer takes
    // the lift location as its last point), and that move has one owner like any other.
    if let last = lastLocation, last != location { touchMoved(to: location, time: time) }
    lastLocation = nil
    let list = touchedList ?? activeList
    touchedList = nil
    list.touchEnded(at: location, time: time)
    pager.touchEnded(at: location, time: time)
  }

  /// Plays a display-link frame on every view and the coordinator's animation. Every list
  /// advances, on screen or not: UIKit keeps animating an off-screen scroll view, so a list
  /// flung just before a tab switch comes to rest where its momentum takes it.
  public func advance(to time: Double) {
    pager.advance(to: time)
    for list in lists { list.advance(to: time) }
    coordinator.advanceAnimation(to: time)
    updateScrollsToTop()
  }

  /// Taps tab `page`: the coordinator selects it and the pager animates there.
  public func tapTab(_ page: Int, time: Double) {
    advance(to: time)
    coordinator.selectPage(page, animated: true)
    // The coordinator's active page, not `page`: a rejected page must not move the pager.
    pager.setContentOffset(
      Point(x: coordinator.pagerOffset(forPage: coordinator.activePage, pageWidth: width), y: 0),
      animated: true)
    updateScrollsToTop()
  }

  /// A status-bar tap: the coordinator scrolls the active list to its top.
  public func tapStatusBar(time: Double) {
    advance(to: time)
    coordinator.scrollToTop(at: time)
  }

  /// A list drag won the gesture: a pager the touch stopped between pages (mid tab
  /// animation) finishes on the active page, so the list under the finger stays active.
  private func realignPager() {
    let target = coordinator.pagerOffset(forPage: coordinator.activePage, pageWidth: width)
    if pager.contentOffset.x != target { pager.setContentOffset(Point(x: target, y: 0), animated: true) }
  }

  /// Only the active list scrolls to top (UIKit needs exactly one such view on screen);
  /// checked whenever the active page may have changed: a frame, a pager scroll, a tab tap.
  fileprivate func updateScrollsToTop() {
    let active = coordinator.activePage
    guard active != scrollsToTopPage else { return }
    scrollsToTopPage = active
    for (page, list) in lists.enumerated() { list.scrollsToTop = page == active }
  }
}

/// Forwards one list's callbacks to the coordinator, tagged with its page.
private final class ListBridge: ScrollViewDelegate {
  let page: Int
  unowned(unsafe) let screen: SimulatedProfileScreen

  init(page: Int, screen: SimulatedProfileScreen) {
    self.page = page
    self.screen = screen
  }

  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
    screen.coordinator.listDidScroll(page: page)
  }

  func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
    screen.coordinator.listWillBeginDragging(page: page)
  }

  func scrollViewWillEndDragging(
    _ scrollView: SimulatedScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    screen.coordinator.willEndDragging(
      page: page, velocity: velocity.y * 1000, targetContentOffset: &targetContentOffset.y,
      at: scrollView.currentTime)
  }

  func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { screen.coordinator.listDidComeToRest(page: page, at: scrollView.currentTime) }
  }

  func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
    screen.coordinator.listDidComeToRest(page: page, at: scrollView.currentTime)
  }

  func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool {
    screen.coordinator.scrollToTop(at: scrollView.currentTime)
    return false
  }
}

/// Forwards the pager's callbacks to the coordinator.
private final class PagerBridge: ScrollViewDelegate {
  unowned(unsafe) let screen: SimulatedProfileScreen

  init(screen: SimulatedProfileScreen) {
    self.screen = screen
  }

  func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
    screen.coordinator.pagerWillBeginDragging()
  }

  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
    screen.coordinator.pagerDidScroll(offsetX: scrollView.contentOffset.x, pageWidth: screen.width)
    screen.updateScrollsToTop()
  }

  func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
    pagerDidEndScrolling(scrollView)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
    pagerDidEndScrolling(scrollView)
  }

  private func pagerDidEndScrolling(_ scrollView: SimulatedScrollView) {
    screen.coordinator.pagerDidEndScrolling(offsetX: scrollView.contentOffset.x, pageWidth: screen.width)
    screen.updateScrollsToTop()
  }
}
