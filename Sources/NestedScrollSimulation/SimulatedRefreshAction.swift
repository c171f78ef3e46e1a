/// The app's refresh action in a ``SimulatedProfileScreen``: how long it runs on the
/// screen's clock, as an `async` load runs in an app.
public enum SimulatedRefreshAction: Hashable, Sendable {
  /// Runs until its refresh ends otherwise (`NestedScrollHost.endRefreshing(at:)`), which
  /// cancels it: a load the test ends itself.
  case untilEnded
  /// Finishes `seconds` after it starts (at the first frame from then on), which ends its
  /// refresh. A negative or NaN duration finishes at the next frame; an infinite one never.
  case finishes(after: Double)
}
