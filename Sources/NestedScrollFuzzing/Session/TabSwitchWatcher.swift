import NestedScrollCore

/// Watches the coordinator's callbacks for tab switches: the layout delivered just before
/// an activation and the one delivered with it must show the header in the same place.
final class TabSwitchWatcher: NestedScrollCoordinatorDelegate {
  private var previous: HeaderLayout
  private var latest: HeaderLayout
  private let reservation: () -> Double
  private let keepsHeader: Bool
  /// The first tab switch that moved the header, if any.
  private(set) var violation: (Invariant, String)?
  /// The pages made active since ``takeActivatedPages()`` was last called, one bit each:
  /// within one event a page may become active and another after it.
  private var activatedPages: UInt64 = 0

  /// The pages made active since the last call, one bit each (pages beyond 63 share bit 63).
  func takeActivatedPages() -> UInt64 {
    defer { activatedPages = 0 }
    return activatedPages
  }

  init(initial: HeaderLayout, keepsHeader: Bool, reservation: @escaping () -> Double) {
    previous = initial
    latest = initial
    self.keepsHeader = keepsHeader
    self.reservation = reservation
  }

  func coordinatorDidUpdateLayout(_ layout: HeaderLayout) {
    previous = latest
    latest = layout
  }

  func coordinatorDidChangeActivePage(_ page: Int) {
    activatedPages |= 1 << UInt64(min(max(page, 0), 63))
    guard violation == nil else { return }
    violation = InvariantChecker.checkTabSwitch(
      from: previous, to: latest, refreshReservation: reservation(), keepsHeader: keepsHeader)
  }
}
