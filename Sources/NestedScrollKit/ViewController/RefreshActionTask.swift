#if canImport(UIKit)
  /// The task running a ``NestedScrollViewController/refreshAction`` for one refresh. It is
  /// cancelled when this box goes: when the refresh ends otherwise (the host's
  /// `cancelRefreshAction(run:)`), when the next refresh's task replaces it, and when the
  /// controller is released, so an action never outlives its screen.
  final class RefreshActionTask {
    /// The number of the refresh the task runs for.
    let run: Int
    private let task: Task<Void, Never>

    init(run: Int, task: Task<Void, Never>) {
      self.run = run
      self.task = task
    }

    deinit { task.cancel() }
  }
#endif
