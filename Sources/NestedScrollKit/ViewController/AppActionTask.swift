#if canImport(UIKit)
  /// The task running one of the app's actions: a ``NestedScrollViewController/refreshAction``
  /// for one refresh, or a ``NestedScrollViewController/loadMoreAction`` for one page. It is
  /// cancelled when this box goes: when the refresh ends otherwise (the host's
  /// `cancelRefreshAction(run:)`), when the page stops loading more rows, when the next task
  /// replaces it, and when the controller is released, so an action never outlives its
  /// screen.
  final class AppActionTask {
    /// The number of the refresh the task runs for, or the page it loads rows for.
    let run: Int
    private let task: Task<Void, Never>

    init(run: Int, task: Task<Void, Never>) {
      self.run = run
      self.task = task
    }

    deinit { task.cancel() }
  }
#endif
