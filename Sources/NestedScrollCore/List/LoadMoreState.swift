/// Where a tab's feed stands in loading more rows: the one state machine of
/// ``LoadMoreTrigger``, per tab.
///
/// `idle` → `loading` when the list comes near its end (``LoadMoreTrigger/listDidMove(remaining:contentHeight:)``)
/// → back to `idle` when the app loaded rows, `finished` when it has no more, `failed` when
/// the load failed (``LoadMoreTrigger/loadingDidEnd(_:)`` with a ``LoadMoreOutcome``).
/// `failed` → `loading` only on a retry (``LoadMoreTrigger/retry()``), never by scrolling;
/// `finished` and `failed` → `idle` on a reset (``LoadMoreTrigger/reset()``), which a refresh
/// of the tab or of the page does when it ends. Only `idle` asks when the list nears its end.
public enum LoadMoreState: Hashable, Sendable {
  /// The feed may have more rows: the list asks when it comes near its end.
  case idle
  /// The app loads rows: the footer shows a spinning indicator.
  case loading
  /// The last load failed: the footer offers a retry, and scrolling asks nothing until the
  /// user retries.
  case failed
  /// The feed has no more rows: nothing is asked however often the list reaches its end, and
  /// the footer shows the end if the app gave one.
  case finished
}
