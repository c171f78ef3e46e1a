import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

/// An adapter that hands over simulated lists, keeps the last layout, as a host's overlay
/// would, and counts every output it receives: the measured path includes every output call.
package final class SweepAdapter: NestedScrollHostAdapter {
  let lists: [SimulatedScrollView]
  /// The tab bar's top in the last layout.
  package private(set) var tabBarTop = 0.0
  /// How many outputs the host sent, of every kind but loading a list. Counting is not the
  /// measured path's work: no run-time exclusivity check on it.
  @exclusivity(unchecked) package private(set) var outputs = 0

  /// An adapter for `tabs` pages, each a 390 × 844 list of 5,000 pt that bounces vertically.
  init(tabs: Int) {
    lists = SimulatedScrollView.sweepLists(count: tabs)
  }

  /// Hands over the page's list.
  package func loadList(forPage page: Int) -> SimulatedScrollView? { lists[page] }
  /// Keeps the tab bar's top, as an overlay applies it.
  package func layoutDidChange(_ layout: HeaderLayout) {
    tabBarTop = layout.tabBarTop
    outputs &+= 1
  }
  package func unloadPage(_ page: Int) { outputs &+= 1 }
  package func startRefreshAction(run: Int) { outputs &+= 1 }
  package func cancelRefreshAction(run: Int) { outputs &+= 1 }
  package func startTabRefreshAction(page: Int, run: Int) { outputs &+= 1 }
  package func cancelTabRefreshAction(page: Int, run: Int) { outputs &+= 1 }
  package func startLoadMoreAction(page: Int) { outputs &+= 1 }
  package func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool) { outputs &+= 1 }
  package func pageAccessibilityDidChange(_ page: Int, isHidden: Bool) { outputs &+= 1 }
  package func movePager(toOffsetX offsetX: Double, animated: Bool) { outputs &+= 1 }
  package func containerLayoutDidChange(_ layout: ContainerLayout) { outputs &+= 1 }
  package func setNeedsFrames(_ needed: Bool) { outputs &+= 1 }
  package func tabSelectionDidChange(_ selection: TabSelection) { outputs &+= 1 }
  package func refreshStateDidChange(_ state: RefreshState) { outputs &+= 1 }
  package func selectedPageDidChange(_ page: Int) { outputs &+= 1 }
  package func primaryListDidChange(page: Int?) { outputs &+= 1 }
  package func headerDragPageDidChange(_ page: Int?) { outputs &+= 1 }
  package func didSanitize(_ issue: CoordinatorIssue) { outputs &+= 1 }
}

/// The host layer's per-event and per-frame hot paths: a ``NestedScrollHost`` with `tabs`
/// pages, every one loaded (``PageLoading/all``), the middle one selected.
///
/// - ``scroll(events:)``: a finger drags the selected list, whose offset sweeps 1 pt per
///   event through the top overscroll (refresh pull), the collapsing header and the pinned
///   tab bar, and back; each event is `listDidScroll` through the host, with the adapter's
///   layout call. It must cost the same at 3, 100 and 1,000 tabs.
/// - ``advance(frames:)``: display frames of the host's animation (scroll to top from
///   deep in the list, started again whenever it ends): each frame is `frame(at:)`.
///
/// A class, because the sweep continues from batch to batch.
package final class HostSweep {
  /// The host measured.
  package let host: NestedScrollHost<SweepAdapter>
  /// The adapter, which counts the host's outputs.
  package let adapter: SweepAdapter
  private let active: SimulatedScrollView
  private let page: Int
  private var sweep: DraggedSweep
  private var time = 0.0

  /// Builds a 390 × 844 profile screen (status bar 47, header 300, tab bar 44, refresh on)
  /// with `tabs` lists of 5,000 pt, and touches down on the middle one. `pinned`: the sweep
  /// runs deep in the list, the header pinned all along (where the host sends nothing).
  package init(tabs: Int, pinned: Bool = false) {
    page = tabs / 2
    adapter = SweepAdapter(tabs: tabs)
    let lists = adapter.lists
    host = NestedScrollHost(
      behavior: NestedScrollBehavior(refresh: RefreshConfiguration(), initialPage: page, pageLoading: .all),
      pageCount: tabs)
    host.adapter = adapter
    host.containerDidLayout(
      ContainerMeasurements(
        width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34, headerHeight: 300, tabBarHeight: 44))
    host.containerAppearanceDidChange(.didAppear, animated: false)
    active = lists[page]
    let space = host.coordinator.snapshot.space
    let pin = space.offset(forHeaderPosition: space.maximumCollapse)
    sweep = DraggedSweep(dragging: active, top: pinned ? pin + 300 : space.offset(forHeaderPosition: 0))
  }

  /// **The measured part.** `count` scroll events of the selected list: its offset moves
  /// 1 pt and the host hears of it. Kept out of line so that Scripts/callgrind can count
  /// the instructions of exactly this function (`--toggle-collect`).
  @inline(never)
  package func scroll(events count: Int) {
    let host = self.host
    let list = active
    let page = self.page
    var sweep = self.sweep
    for _ in 0..<count {
      list.contentOffsetY = sweep.next()
      host.listDidScroll(page: page)
    }
    self.sweep = sweep
  }

  /// Lifts the finger, for the frame workload: the host's animation is not a drag's.
  package func liftFinger() {
    active.touchCancelled(time: 1)
    time = 2
  }

  /// **The measured part.** `count` display frames at 120 Hz of the host's scroll-to-top
  /// animation; one that has ended is started again from deep in the list (outside the
  /// frame's own work, but inside this function: a restart is one call per ~60 frames).
  @inline(never)
  package func advance(frames count: Int) {
    let host = self.host
    var time = self.time
    for _ in 0..<count {
      if !host.needsFrames {
        host.setContentOffset(2_000, page: page, animated: false, at: time)
        host.scrollToTop(at: time)
      }
      time += 1.0 / 120
      host.frame(at: time)
    }
    self.time = time
  }
}
