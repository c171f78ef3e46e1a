import ScrollSimulator

// Re-enactment of the `isScrollEnabled` toggle at a threshold.
//
// Follows:
// - seeds/001_8204352990f1a6d6.txt, line 22 (HomeViewController.scrollViewDidScroll: `if offset >
//   self.threshold { scrollView.contentOffset = CGPoint(x: 0, y: self.threshold);
//   scrollView.isScrollEnabled = false }`), lines 29–38 (the four steps: outer reaches the
//   threshold → outer off, inner on; inner reaches its top → inner off, outer on), line 49
//   (`scrollDidEndTop() { scrollView.isScrollEnabled = true }`) and line 55
//   (RecommendViewController.scrollViewDidScroll: `if scrollView.contentOffset.y < -5 {
//   scrollDelegate?.scrollDidEndTop(); collectionView.isScrollEnabled = false;
//   Timer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { collectionView.isScrollEnabled
//   = true } }`);
// - seeds/002_403ea09a561f0038.txt, 方案1, line 20: outer offset below the header height → outer
//   enabled, inner disabled; at or above it → outer disabled, inner enabled. Line 21 names the
//   failure reproduced here: a fast fling sticks at the threshold and needs a new gesture.
//
// Simplifies:
// - The threshold is `H − P` of the screen the strategy was built for and stays fixed, as the
//   seeds hard-code it (386 in 001, `160 − status bar` in 002): a later header-height change
//   moves the layout but not the threshold.
// - 002's 方案1 flag for "the inner view" is applied to every tab's list (the seeds have one);
//   001's timer re-enables only the list that disabled itself, as each tab's view controller
//   owns its own timer. Other tabs keep their offsets on a switch (nothing in the seeds touches
//   them).
// - Timers are deadlines checked before every touch and frame (time is an input); every
//   `scrollViewDidScroll` below −5 schedules one more timer, as the seed code does.
// - Routing is UIKit's, reduced to three rules: a touch on the header or tab bar goes to the
//   outer view if it is enabled; a touch on the list area goes to the active list if it is
//   enabled, else to the outer view if that is enabled, and also to the pager (horizontal
//   swipes). A disabled view never receives a touch; a touch stops only the motion of the view
//   it goes to.

/// Seeds 001 and 002 (方案1): an outer scroll view holds header, tab bar and the lists; its
/// `scrollViewDidScroll` clamps it at the threshold and turns its `isScrollEnabled` off,
/// handing scrolling to the list; a list pulled past its top hands back and re-enables
/// itself 0.4 s later with a timer.
///
/// Reproduces the failure the seeds report: the outer view's momentum cannot pass to the
/// list, so a fast fling stops dead at the threshold (and a drag through it is cancelled).
public final class BaselineThresholdLockStrategy: StrategyScreen {
  /// "threshold-lock".
  public static let identifier = "threshold-lock"
  /// One line for reports.
  public static let summary =
    "Seeds 001/002 方案1: isScrollEnabled toggled at the threshold, a 0.4 s timer re-enables the list"

  /// Seed 001's timer interval: a list that disabled itself is enabled again this many
  /// seconds later.
  public static let reenableDelay = 0.4
  /// Seed 001's top condition: a list whose offset goes below this hands over to the outer view.
  public static let topTolerance = -5.0

  /// The outer scroll view: header, tab bar and the pager of lists, one screen tall.
  public let outer: SimulatedScrollView
  /// One list per tab.
  public let lists: [SimulatedScrollView]
  /// The pager between the tabs.
  public var pager: SimulatedScrollView { pagerControl.view }
  /// The outer offset at which the header is collapsed and the outer view locks.
  public let threshold: Double
  /// The active tab.
  public private(set) var activeTab = 0

  private let geometry: BaselineGeometry
  private var headerHeight: Double
  private let pagerControl: BaselinePager
  private let touches = BaselineTouchDispatch()
  private var outerDelegate: ThresholdOuterDelegate?
  private var listDelegates: [ThresholdListDelegate] = []
  /// Pending `Timer.scheduledTimer` calls: when each fires and which list it enables.
  private var timers: [(deadline: Double, tab: Int)] = []

  /// Builds the screen from `geometry`: outer view expanded, lists at their tops and disabled
  /// (002 方案1's initial state: only the outer view scrolls while the header shows).
  package init(geometry: BaselineGeometry) {
    self.geometry = geometry
    headerHeight = geometry.headerHeight
    threshold = geometry.collapseDistance
    outer = SimulatedScrollView(
      size: Size(width: geometry.width, height: geometry.height),
      contentSize: Size(width: geometry.width, height: 0))
    lists = geometry.contentHeights.indices.map { geometry.makeList(tab: $0) }
    pagerControl = BaselinePager(
      pageCount: lists.count, size: Size(width: geometry.width, height: geometry.listViewportHeight))
    layOutOuter()
    let outerDelegate = ThresholdOuterDelegate(strategy: self)
    self.outerDelegate = outerDelegate
    outer.delegate = outerDelegate
    for (tab, list) in lists.enumerated() {
      let delegate = ThresholdListDelegate(strategy: self, tab: tab)
      listDelegates.append(delegate)
      list.delegate = delegate
      list.isScrollEnabled = false
    }
    pagerControl.onSettle = { [unowned(unsafe) self] page in self.activeTab = page }
  }

  /// The outer content: room above the header, header, tab bar, and a list frame; its
  /// largest offset is `H − P`, where the list frame fills the screen under the tab bar.
  private func layOutOuter() {
    outer.contentSize = Size(
      width: geometry.width,
      height: geometry.topInset + headerHeight + geometry.tabBarHeight + geometry.listViewportHeight)
  }

  /// The screen y of the list area's top edge.
  public var listAreaTop: Double {
    geometry.topInset + headerHeight + geometry.tabBarHeight - outer.contentOffset.y
  }

  // MARK: Seed code

  /// The outer view's `scrollViewDidScroll`: seed 001 line 22 and 002 方案1 line 20.
  fileprivate func outerDidScroll() {
    let offset = outer.contentOffset.y
    if offset >= threshold {
      if offset > threshold {
        outer.contentOffset = Point(x: 0, y: threshold)  // 001: clamp at the threshold
      }
      outer.isScrollEnabled = false  // 001: "상위 뷰 스크롤 정지"
      for list in lists { list.isScrollEnabled = true }  // 002 方案1 / 001 step 2
    } else {
      outer.isScrollEnabled = true  // 002 方案1: below the header height, the outer scrolls
      for list in lists { list.isScrollEnabled = false }  // … and the inner does not
    }
  }

  /// A list's `scrollViewDidScroll`: seed 001 line 55.
  fileprivate func listDidScroll(tab: Int) {
    let list = lists[tab]
    guard list.contentOffset.y < Self.topTolerance else { return }
    outer.isScrollEnabled = true  // scrollDelegate?.scrollDidEndTop()
    list.isScrollEnabled = false  // collectionView.isScrollEnabled = false
    timers.append((list.currentTime + Self.reenableDelay, tab))  // Timer.scheduledTimer(0.4)
  }

  /// Fires the timers due by `time`, in order, each at its own time.
  private func fireTimers(upTo time: Double) {
    while let next = timers.indices.min(by: { timers[$0].deadline < timers[$1].deadline }),
      timers[next].deadline <= time
    {
      let timer = timers.remove(at: next)
      advanceViews(to: timer.deadline)
      lists[timer.tab].isScrollEnabled = true  // the timer's block
    }
  }

  private func advanceViews(to time: Double) {
    pager.advance(to: time)
    outer.advance(to: time)
    for list in lists { list.advance(to: time) }
  }

  // MARK: StrategyScreen

  /// Touch down: to the innermost enabled scroll view under the finger (see the file header).
  public func touchBegan(at location: Point, time: Double) {
    fireTimers(upTo: time)
    let list = lists[activeTab]
    if location.y >= listAreaTop {
      let target = list.isScrollEnabled ? list : (outer.isScrollEnabled ? outer : nil)
      touches.begin(vertical: target.map { [$0] } ?? [], pager: pager, at: location, time: time)
    } else {
      touches.begin(vertical: outer.isScrollEnabled ? [outer] : [], pager: nil, at: location, time: time)
    }
  }

  /// Finger moves.
  public func touchMoved(to location: Point, time: Double) {
    fireTimers(upTo: time)
    touches.move(to: location, time: time)
  }

  /// Finger lifts.
  public func touchEnded(at location: Point, time: Double) {
    fireTimers(upTo: time)
    touches.end(at: location, time: time)
  }

  /// A frame: due timers fire, then every view moves on.
  public func advance(to time: Double) {
    fireTimers(upTo: time)
    advanceViews(to: time)
  }

  /// Tab tap: the pager animates to the tab, which becomes active when it arrives.
  public func tapTab(_ index: Int, time: Double) {
    advance(to: time)
    guard lists.indices.contains(index) else { return }
    pagerControl.scroll(toPage: index)
  }

  /// A list's content height changes; nothing else reacts (the seeds observe nothing).
  public func setContentHeight(_ height: Double, tab: Int, time: Double) {
    advance(to: time)
    guard lists.indices.contains(tab) else { return }
    lists[tab].contentSize = Size(width: geometry.width, height: height)
  }

  /// The header's height changes: the layout follows, the hard-coded threshold does not.
  public func setHeaderHeight(_ height: Double, time: Double) {
    advance(to: time)
    guard height.isFinite, height >= 0 else { return }
    headerHeight = height
    layOutOuter()
  }

  /// No refresh in this technique.
  public func endRefreshing(time: Double) { advance(to: time) }

  /// The header moves with the outer view.
  public var headerTop: Double { geometry.topInset - outer.contentOffset.y }
  /// The tab bar moves with the outer view.
  public var tabBarTop: Double { geometry.topInset + headerHeight - outer.contentOffset.y }
  /// The position in the one scroll space: the outer offset plus the active list's offset.
  public var scrollPosition: Double { outer.contentOffset.y + lists[activeTab].contentOffset.y }
  /// Whether the outer view, the pager or a list moves.
  public var isMoving: Bool { outer.isMoving || pager.isMoving || lists.contains { $0.isMoving } }
}

/// The outer view's delegate (HomeViewController in seed 001).
private final class ThresholdOuterDelegate: ScrollViewDelegate {
  unowned(unsafe) let strategy: BaselineThresholdLockStrategy
  init(strategy: BaselineThresholdLockStrategy) { self.strategy = strategy }
  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { strategy.outerDidScroll() }
}

/// A list's delegate (RecommendViewController in seed 001).
private final class ThresholdListDelegate: ScrollViewDelegate {
  unowned(unsafe) let strategy: BaselineThresholdLockStrategy
  let tab: Int
  init(strategy: BaselineThresholdLockStrategy, tab: Int) {
    self.strategy = strategy
    self.tab = tab
  }
  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { strategy.listDidScroll(tab: tab) }
}
