/// What a declarative host reloads when its tabs change: nothing, only the tab bar's
/// titles, or the pages.
///
/// A page is reloaded only when the tabs themselves changed (added, removed, reordered): its
/// view is built again and its list replaced. A changed title (a count in it, a language)
/// changes only the tab bar, so it must not reload every page.
public enum TabListUpdate: Hashable, Sendable {
  /// The same tabs with the same titles.
  case none
  /// The same tabs; only titles changed: the tab bar shows them anew.
  case titles
  /// Tabs were added, removed or reordered: the pages are reloaded (each keeps its
  /// position), and the titles with them.
  case pages

  /// The update from tabs identified by `oldValues` titled `oldTitles` to `newValues` titled
  /// `newTitles`.
  public static func between<Value: Equatable>(
    oldValues: [Value], oldTitles: [String], newValues: [Value], newTitles: [String]
  ) -> TabListUpdate {
    if oldValues != newValues { return .pages }
    return oldTitles == newTitles ? .none : .titles
  }
}
