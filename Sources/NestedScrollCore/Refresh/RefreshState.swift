/// The page's pull-to-refresh state.
///
/// `idle` → `pulling(progress)` while the user pulls the active list past its top →
/// `armed` once the pull reaches the threshold → `refreshing` when released armed (or on
/// ``NestedScrollHost/beginRefreshing(at:)``); room for the indicator is then kept
/// above the header on every list, and the user may keep scrolling → `ending` when the
/// app's refresh action finishes (``NestedScrollHost/refreshActionDidFinish(run:at:)``) or on
/// ``NestedScrollHost/endRefreshing(at:)``, while the room animates away, if it is on
/// screen → `idle`. Releasing before the threshold returns to `idle`.
public enum RefreshState: Hashable, Sendable {
  /// Nothing happens.
  case idle
  /// The user pulls; `progress` runs from 0 to 1 at the threshold.
  case pulling(progress: Double)
  /// Pulled past the threshold; releasing now starts refreshing.
  case armed
  /// Refreshing; the indicator's room is kept.
  case refreshing
  /// Refreshing ended; the indicator's room animates away.
  case ending
}

extension RefreshState {
  /// How opaque a refresh indicator is in this state: it fades in with the pull and stays
  /// fully shown from the threshold until its room has closed.
  public var indicatorOpacity: Double {
    switch self {
    case .idle: 0
    case .pulling(let progress): progress.isFinite ? min(max(progress, 0), 1) : 0
    case .armed, .refreshing, .ending: 1
    }
  }

  /// Whether a refresh indicator spins in this state: from the threshold on, while the load
  /// runs and while its room closes; a pull below the threshold only fades it in.
  public var isIndicatorSpinning: Bool {
    switch self {
    case .armed, .refreshing, .ending: true
    case .idle, .pulling: false
    }
  }
}
