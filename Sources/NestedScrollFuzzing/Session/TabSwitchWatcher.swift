import NestedScrollCore
import ScrollSimulator

/// Watches the coordinator's callbacks: for tab switches, the layout delivered just before
/// an activation and the one delivered with it must show the header in the same place; for
/// ``MotionWatcher``, the pages made active and the path the active list moved the header
/// along, update by update (between two observations a list may go out and come back).
final class TabSwitchWatcher: NestedScrollCoordinatorDelegate {
  private var previous: HeaderLayout
  private var latest: HeaderLayout
  private unowned let coordinator: NestedScrollCoordinator<SimulatedScrollView>
  /// The first tab switch that moved the header, if any.
  private(set) var violation: (Invariant, String)?
  /// The pages made active since ``takeActivatedPages()`` was last called, one bit each:
  /// within one event a page may become active and another after it.
  private var activatedPages: UInt64 = 0
  /// The pages made active since ``beginStep()``, one bit each.
  private(set) var activatedInStep: UInt64 = 0
  /// Whether a switch since ``beginStep()`` found the header not pinned (keeping the header,
  /// it then fits the new list, even if the header is pinned again by the step's end).
  private(set) var switchedUnpinnedInStep = false
  /// The active page when the last layout arrived; `nil` once a page change has looked at it.
  private var latestPage: Int?
  /// The active page and the header position its list implied at the last layout update.
  private var lastImplied: (page: Int, position: Double)?
  /// How far the active list moved the header's implied position since ``takeListPath()``,
  /// summed update by update.
  private var listPath = 0.0

  init(coordinator: NestedScrollCoordinator<SimulatedScrollView>) {
    self.coordinator = coordinator
    previous = coordinator.snapshot.layout
    latest = previous
  }

  /// A step begins: ``activatedInStep`` and ``switchedUnpinnedInStep`` start over.
  func beginStep() {
    activatedInStep = 0
    switchedUnpinnedInStep = false
  }

  /// The pages made active since the last call, one bit each (pages beyond 63 share bit 63).
  func takeActivatedPages() -> UInt64 {
    defer { activatedPages = 0 }
    return activatedPages
  }

  /// The active list's path since the last call (see ``listPath``).
  func takeListPath() -> Double {
    defer { listPath = 0 }
    return listPath
  }

  func coordinatorDidUpdateLayout(_ layout: HeaderLayout) {
    previous = latest
    latest = layout
    let shown = coordinator.snapshot
    latestPage = shown.activePage
    followActiveList(shown)
  }

  /// A list scrolled: the active list's path grows by how far it moved the header's implied
  /// position.
  func listDidScroll(page: Int) {
    let shown = coordinator.snapshot
    if page == shown.activePage { followActiveList(shown) }
  }

  /// The active list's path grows by how far it moved the header's implied position since the
  /// last update, as `shown` (the coordinator's snapshot now) lays it out.
  private func followActiveList(_ shown: CoordinatorSnapshot) {
    let page = shown.activePage
    guard let implied = impliedPosition(page: page, shown) else { return }
    if let last = lastImplied, last.page == page, implied.isFinite, last.position.isFinite {
      listPath += abs(implied - last.position)
    }
    lastImplied = (page, implied)
  }

  /// The header position page `page`'s list implies as `shown` lays it out, if it has a list.
  private func impliedPosition(page: Int, _ shown: CoordinatorSnapshot) -> Double? {
    guard let list = coordinator.list(at: page) else { return nil }
    let space = shown.space
    // A floating header moves with the offset itself, wherever the list is.
    return shown.configuration.headerMode.floats
      ? list.contentOffset.y
      : min(space.headerPosition(forOffset: list.contentOffset.y), space.maximumCollapse)
  }

  func coordinatorDidChangeActivePage(_ page: Int) {
    let bit: UInt64 = 1 << UInt64(min(max(page, 0), 63))
    activatedPages |= bit
    activatedInStep |= bit
    // The path of a list made active starts where it is: a switch that sends no layout and
    // moves no list would otherwise leave the previous page's position as the base, and the
    // new list's first motion would go uncounted.
    let shown = coordinator.snapshot
    lastImplied = impliedPosition(page: page, shown).map { (page, $0) }
    // The host sends no layout that did not change: a switch whose own layout update did
    // not arrive left the header where the last one put it.
    let switchSentLayout = latestPage == page
    latestPage = nil
    let before = switchSentLayout ? previous : latest
    if !before.isPinned { switchedUnpinnedInStep = true }
    guard violation == nil, switchSentLayout else { return }
    violation = InvariantChecker.checkTabSwitch(
      from: previous, to: latest, refreshReservation: shown.pageRoom,
      keepsHeader: shown.configuration.tabSwitchPolicy == .keepsHeader,
      headerFixedOnOverscroll: shown.pull.headerOverscroll == .fixedHeader)
  }
}
