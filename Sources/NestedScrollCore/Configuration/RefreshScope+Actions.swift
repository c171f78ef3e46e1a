extension RefreshScope {
  /// The refresh a declarative screen's actions turn on (SwiftUI: `.refreshable` on the
  /// screen and inside its tabs): the page's when the screen has an action, the tabs' when
  /// any tab has one (`tabsHaveActions`, one flag per tab), both when both, and none
  /// (`nil`) without actions. A tab without an action in a screen whose other tabs have one
  /// still pulls its own refresh, which ends as soon as it begins.
  package init?(screenHasAction: Bool, tabsHaveActions: [Bool]) {
    switch (screenHasAction, tabsHaveActions.contains(true)) {
    case (true, true): self = .both
    case (true, false): self = .page
    case (false, true): self = .tab
    case (false, false): return nil
    }
  }

  /// Whether each tab pulls a refresh of its own (``tab`` and ``both``).
  package var refreshesTabs: Bool { self != .page }
}
