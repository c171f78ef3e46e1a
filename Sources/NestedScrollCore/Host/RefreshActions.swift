/// The app's refresh actions as the host runs them: which ones the app gave, whether they
/// chose the refresh scope, and which runs are under way. Each refresh that begins gets the
/// next run number, shared by the page and its tabs, so an action that finishes late ends
/// only its own refresh.
struct RefreshActions {
  /// Whether the app gave a refresh action for the page.
  var hasPageAction = false
  /// Whether the app gave a refresh action for each tab.
  var hasTabAction = false
  /// Whether pull-to-refresh was turned on by an action rather than chosen in the behaviour:
  /// giving the other scope's action then widens it to ``RefreshScope/both``.
  var choseScope = false
  /// How many refreshes have begun, of the page and of tabs.
  private(set) var lastRun = 0
  /// The page refresh whose action runs now, if any.
  private(set) var pageRun: Int?
  /// The tab refreshes whose actions run now, by page (a short list searched in order).
  private(set) var tabRuns: [(page: Int, run: Int)] = []

  /// A refresh began: its run number.
  mutating func begin() -> Int {
    lastRun += 1
    return lastRun
  }

  /// The page's action for `run` starts.
  mutating func startPage(run: Int) { pageRun = run }

  /// Tab `page`'s action for `run` starts.
  mutating func startTab(page: Int, run: Int) { tabRuns.append((page: page, run: run)) }

  /// The page's action is over: the run it had, if one ran (and, with `run`, only that one).
  mutating func stopPage(run: Int? = nil) -> Int? {
    guard let running = pageRun, run == nil || run == running else { return nil }
    pageRun = nil
    return running
  }

  /// The tab action of `run` is over: the page it ran for, if it still ran.
  mutating func stopTab(run: Int) -> Int? {
    guard let index = tabRuns.firstIndex(where: { $0.run == run }) else { return nil }
    return tabRuns.remove(at: index).page
  }

  /// Tab `page`'s action is over: the run it had, if one ran.
  mutating func stopTab(page: Int) -> Int? {
    guard let index = tabRuns.firstIndex(where: { $0.page == page }) else { return nil }
    return tabRuns.remove(at: index).run
  }
}
