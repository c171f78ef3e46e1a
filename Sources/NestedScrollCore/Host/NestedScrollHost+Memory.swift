extension NestedScrollHost {
  /// The system is low on memory (UIKit: `didReceiveMemoryWarning()`): every page but the
  /// ones on screen and the selected one is unloaded, whatever the ``PageLoading`` policy,
  /// and their positions are remembered. They load again, as the policy says, when a swipe
  /// begins or another page is selected.
  public func didReceiveMemoryWarning() {
    pageLifecycle.isShedding = true
    updatePages(animated: false)
  }
}
