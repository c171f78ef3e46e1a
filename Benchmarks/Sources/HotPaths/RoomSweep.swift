import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

/// Display frames while the page's refresh room closes, through the host: a
/// ``NestedScrollHost`` with `tabs` pages of which the selected one and its neighbours are
/// loaded (``PageLoading/neighbors``), the middle one selected. A frame moves the lists that
/// are attached, however many tabs there are, so its cost must be the same at 3, 100 and
/// 1,000 tabs.
///
/// A class, because the rooms close from batch to batch.
package final class RoomSweep {
  /// The host measured.
  package let host: NestedScrollHost<SweepAdapter>
  /// The adapter; the host holds it weakly, so the sweep keeps it.
  private let adapter: SweepAdapter
  private let page: Int
  private var time = 0.0

  /// Builds a 390 × 844 profile screen (status bar 47, header 300, tab bar 44, refresh on)
  /// with `tabs` lists of 5,000 pt, on screen.
  package init(tabs: Int) {
    page = tabs / 2
    host = NestedScrollHost(
      behavior: NestedScrollBehavior(
        refresh: RefreshConfiguration(), initialPage: page, pageLoading: .neighbors),
      pageCount: tabs)
    adapter = SweepAdapter(tabs: tabs)
    host.adapter = adapter
    host.containerDidLayout(
      ContainerMeasurements(
        width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34, headerHeight: 300, tabBarHeight: 44))
    host.containerAppearanceDidChange(.didAppear, animated: false)
  }

  /// Opens the page's room under the selected list at its top and ends its refresh, so that
  /// the room closes on the frames that follow. Not measured: a refresh begins and ends once,
  /// and both visit every page.
  package func reopen() {
    host.beginRefreshing(at: time)
    let shown = host.coordinator.snapshot
    host.setContentOffset(
      shown.space.offset(forHeaderPosition: -shown.pageRoom), page: page, animated: false, at: time)
    host.endRefreshing(at: time)
  }

  /// **The measured part.** Display frames at 120 Hz of the page's room closing, up to
  /// `count` of them or until it has closed; returns how many were played.
  @inline(never)
  package func closeRooms(frames count: Int) -> Int {
    let host = self.host
    var time = self.time
    var played = 0
    while played < count, host.needsFrames {
      time += 1.0 / 120
      host.frame(at: time)
      played += 1
    }
    self.time = time
    return played
  }
}
