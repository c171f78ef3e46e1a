import ScrollSimulator

// Re-enactment of the `isScrollEnabled` toggle at a threshold. What the technique does, the
// public write-up that shows it, how this file follows that code step by step and what it
// simplifies: <doc:ThresholdLock>.

/// The threshold lock: an outer scroll view holds header, tab bar and the lists; its
/// `scrollViewDidScroll` clamps it at the threshold and turns its `isScrollEnabled` off,
/// handing scrolling to the list; a list pulled past its top hands back and re-enables
/// itself 0.4 s later with a timer.
///
/// Described publicly in "Sliding conflict resolution for nested UIScrollView"
/// (<https://dev.mo4tech.com/sliding-conflict-resolution-for-nested-uiscrollview.html>), its
/// first solution. Reproduces the failure that write-up reports: the outer view's momentum
/// cannot pass to the list, so a fast fling stops dead at the threshold (and a drag through
/// it is cancelled). The <doc:ThresholdLock> article says how this type follows the
/// technique and which scenarios measure the failure.
public final class BaselineThresholdLockStrategy: BaselineOuterViewScreen {
  /// "threshold-lock".
  public static let identifier = "threshold-lock"
  /// One line for reports.
  public static let summary =
    "Threshold lock: isScrollEnabled toggled at the threshold, a 0.4 s timer re-enables the list"

  /// The timer's interval: a list that disabled itself is enabled again this many seconds
  /// later.
  public static let reenableDelay = 0.4
  /// The top condition: a list whose offset goes below this hands over to the outer view.
  public static let topTolerance = -5.0

  /// The outer scroll view: header, tab bar and the pager of lists, one screen tall.
  public var outer: SimulatedScrollView { views.carrier }
  /// The outer offset at which the header is collapsed and the outer view locks.
  public let threshold: Double
  /// The active tab.
  public private(set) var activeTab = 0

  /// The outer view, the lists and the pager.
  package let views: BaselineViews
  /// Pending `Timer.scheduledTimer` calls: when each fires and which list it enables.
  private var timers: [(deadline: Double, tab: Int)] = []

  /// Builds the screen from `geometry`: outer view expanded, lists at their tops and disabled
  /// (the initial state: only the outer view scrolls while the header shows).
  package init(geometry: BaselineGeometry) {
    threshold = geometry.collapseDistance
    let outer = SimulatedScrollView(
      size: Size(width: geometry.width, height: geometry.height),
      contentSize: Size(width: geometry.width, height: 0))
    views = BaselineViews(geometry: geometry, carrier: outer, roomAboveHeader: geometry.topInset)
    views.onScroll(of: outer) { [unowned(unsafe) self] in self.outerDidScroll() }
    for (tab, list) in views.lists.enumerated() {
      views.onScroll(of: list) { [unowned(unsafe) self] in self.listDidScroll(tab: tab) }
      list.isScrollEnabled = false
    }
    views.pager.onSettle = { [unowned(unsafe) self] page in self.activeTab = page }
  }

  // MARK: The technique's code (the ThresholdLock article, "How the re-enactment follows it")

  /// The outer view's `scrollViewDidScroll`: clamp and lock at the threshold, unlock below it.
  private func outerDidScroll() {
    let offset = outer.contentOffset.y
    if offset >= threshold {
      if offset > threshold {
        outer.contentOffset = Point(x: 0, y: threshold)  // clamp at the threshold
      }
      outer.isScrollEnabled = false  // "stop the outer scroll"
      for list in lists { list.isScrollEnabled = true }  // the list takes over
    } else {
      outer.isScrollEnabled = true  // below the header height, the outer view scrolls
      for list in lists { list.isScrollEnabled = false }  // … and the lists do not
    }
  }

  /// A list's `scrollViewDidScroll`: pulled past its top, it hands back and disables itself
  /// for ``reenableDelay``.
  private func listDidScroll(tab: Int) {
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

  /// Touch down: to the innermost enabled scroll view under the finger (see the
  /// ThresholdLock article, "What it simplifies").
  public func touchBegan(at location: Point, time: Double) {
    fireTimers(upTo: time)
    let list = lists[activeTab]
    if location.y >= listAreaTop {
      let target = list.isScrollEnabled ? list : (outer.isScrollEnabled ? outer : nil)
      views.touches.begin(vertical: target.map { [$0] } ?? [], pager: pager, at: location, time: time)
    } else {
      views.touches.begin(
        vertical: outer.isScrollEnabled ? [outer] : [], pager: nil, at: location, time: time)
    }
  }

  /// Finger moves.
  public func touchMoved(to location: Point, time: Double) {
    fireTimers(upTo: time)
    views.touches.move(to: location, time: time)
  }

  /// Finger lifts.
  public func touchEnded(at location: Point, time: Double) {
    fireTimers(upTo: time)
    views.touches.end(at: location, time: time)
  }

  /// A frame: due timers fire, then every view moves on.
  public func advance(to time: Double) {
    fireTimers(upTo: time)
    advanceViews(to: time)
  }

  /// A list's content height changes; nothing else reacts (the technique observes nothing).
  public func setContentHeight(_ height: Double, tab: Int, time: Double) {
    advance(to: time)
    views.setContentHeight(height, tab: tab)
  }

  /// The position in the one scroll space: the outer offset plus the active list's offset.
  public var scrollPosition: Double { outer.contentOffset.y + lists[activeTab].contentOffset.y }
}
