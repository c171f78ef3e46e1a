/// How the app's load of more rows ended: what ``LoadMoreState`` the tab goes to.
public enum LoadMoreOutcome: Hashable, Sendable {
  /// Rows were loaded, or none this time, and there may be more: the tab is idle and asks
  /// again on the list's next approach to its end.
  case loaded
  /// The feed has no more rows: the tab is finished and asks no more until it is reset.
  case finished
  /// The load failed: the tab shows a retry and asks again only when the user retries.
  case failed

  /// The state a tab that was loading goes to.
  public var state: LoadMoreState {
    switch self {
    case .loaded: .idle
    case .finished: .finished
    case .failed: .failed
    }
  }
}
