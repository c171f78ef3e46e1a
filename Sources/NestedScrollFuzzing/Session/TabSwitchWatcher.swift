import NestedScrollCore

/// Watches the coordinator's callbacks for tab switches: the layout delivered just before
/// an activation and the one delivered with it must show the header in the same place.
final class TabSwitchWatcher: NestedScrollCoordinatorDelegate {
  private var previous: HeaderLayout
  private var latest: HeaderLayout
  private let reservation: () -> Double
  /// The first tab switch that moved the header, if any.
  private(set) var violation: (Invariant, String)?

  init(initial: HeaderLayout, reservation: @escaping () -> Double) {
    previous = initial
    latest = initial
    self.reservation = reservation
  }

  func coordinatorDidUpdateLayout(_ layout: HeaderLayout) {
    previous = latest
    latest = layout
  }

  func coordinatorDidChangeActivePage(_ page: Int) {
    guard violation == nil else { return }
    violation = InvariantChecker.checkTabSwitch(from: previous, to: latest, refreshReservation: reservation())
  }
}
