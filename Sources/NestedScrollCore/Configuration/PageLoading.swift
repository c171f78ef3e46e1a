/// Which pages a ``NestedScrollHost`` keeps loaded.
public enum PageLoading: Hashable, Sendable {
  /// The selected page, its two neighbours and any page on screen (during a swipe or a tab
  /// jump); other pages are unloaded and their positions remembered. Memory stays flat
  /// with many pages; a page comes back from the data source when it is needed again.
  case neighbors
  /// Every page, from the first layout on, never unloaded: for a few pages whose lists
  /// are cheap, or a data source that keeps every page anyway.
  case all
}
