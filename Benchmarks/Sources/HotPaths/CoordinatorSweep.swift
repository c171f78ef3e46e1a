import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

/// Receives the coordinator's layouts, as the host's overlay would, so the measured path
/// includes the delegate call.
final class LayoutSink: NestedScrollCoordinatorDelegate {
  var tabBarTop = 0.0
  var refreshChanges = 0
  func coordinatorDidUpdateLayout(_ layout: HeaderLayout) { tabBarTop = layout.tabBarTop }
  func coordinatorDidChangeRefreshState(_ state: RefreshState) { refreshChanges &+= 1 }
}

/// The coordinator's per-event hot path with `tabs` attached simulated lists: the middle
/// list is active, a finger drags it (so the refresh pull is tracked),
/// and its offset sweeps 1 pt per event through the top overscroll (refresh pull), the
/// collapsing header and the pinned tab bar, and back.
///
/// The same sweep at 3, 100 and 1,000 tabs must cost the same: `listDidScroll` is O(1) in
/// the number of tabs. A class, because the sweep continues from batch to batch.
package final class CoordinatorSweep {
  /// The coordinator measured.
  package let coordinator: NestedScrollCoordinator<SimulatedScrollView>
  /// Every tab's list.
  package let lists: [SimulatedScrollView]
  /// The active page (the middle one).
  package let page: Int
  private let sink = LayoutSink()
  private let active: SimulatedScrollView
  private var sweep: DraggedSweep

  /// Builds a 390 × 844 profile screen's coordinator (header 300, tab bar 44) with `tabs`
  /// lists of 5,000 pt, and touches down on the middle one.
  package init(tabs: Int) {
    let configuration = NestedScrollConfiguration(
      headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44, topInset: 47, viewportHeight: 844,
      pageCount: tabs, initialPage: tabs / 2, refresh: RefreshConfiguration())
    do {
      coordinator = try NestedScrollCoordinator<SimulatedScrollView>(configuration: configuration)
    } catch {
      preconditionFailure("invalid sweep configuration: \(error)")
    }
    coordinator.delegate = sink
    page = tabs / 2
    lists = SimulatedScrollView.sweepLists(count: tabs)
    for (index, list) in lists.enumerated() { coordinator.attach(list, page: index) }
    active = lists[page]
    sweep = DraggedSweep(dragging: active, top: coordinator.snapshot.space.offset(forHeaderPosition: 0))
  }

  /// **The measured part.** `count` scroll events of the active list: its offset moves 1 pt
  /// and the host reports it (`listDidScroll`). Kept out of line so that Scripts/callgrind
  /// can count the instructions of exactly this function (`--toggle-collect`).
  @inline(never)
  package func scroll(events count: Int) {
    let coordinator = self.coordinator
    let list = active
    let page = self.page
    var sweep = self.sweep
    for _ in 0..<count {
      list.contentOffsetY = sweep.next()
      coordinator.listDidScroll(page: page)
    }
    self.sweep = sweep
  }
}
