extension CoordinatorIssue: CustomStringConvertible {
  /// One sentence for a developer: what was wrong and what was done instead (shown in
  /// debug builds by the SwiftUI view, logged by hosts).
  public var description: String {
    switch self {
    case .nonFiniteOffset(let page):
      return "Page \(page)'s list reported a NaN or infinite contentOffset; the event was ignored."
    case .invalidContentHeight(let page):
      return "Page \(page)'s list reported a NaN, infinite or negative content height; it counts as 0."
    case .pageOutOfRange(let page):
      return "Page \(page) does not exist; the call was ignored."
    case .listNotAttached(let page):
      return "Page \(page) has no list loaded; the call was ignored."
    case .invalidGeometry(let field):
      return "The value of \(field.name) was NaN, infinite, negative or too large; a usable one replaced it."
    case .nonFiniteTime:
      return "A time was NaN, infinite or out of range; the call was ignored."
    case .timeWentBackwards:
      return "A frame's time was earlier than the last one's; the frame was ignored."
    case .unmeasuredHeight(let view):
      return
        "The \(view.name) has no intrinsic height and no Auto Layout fitting height; its frame height (or 0) was used. Give it a chain of vertical constraints, an intrinsic content size or a fixed height."
    case .refreshWithoutAction:
      return
        "A refresh began but no refresh action was given; it ended at once. Give the container a refresh action to load."
    case .tabRefreshWithoutAction(let page):
      return
        "Tab \(page)'s refresh began but no tab refresh action was given; it ended at once. Give the container a tab refresh action to load."
    case .listRefreshControlRemoved(let page):
      return
        "Page \(page)'s list had its own refresh control, which was removed: the container owns pull-to-refresh for all pages (give it a refresh action)."
    case .positionSnapshot(let issue):
      return issue.description
    case .invalidItemFrame(let page):
      return
        "Page \(page)'s list reported an item frame that is NaN, infinite, has no height or does not contain the content y asked for; that release was not snapped to items."
    }
  }
}

extension MeasuredView {
  /// The view's name in a sentence.
  public var name: String {
    switch self {
    case .header: return "header"
    case .tabBar: return "tab bar"
    }
  }
}

extension ConfigurationField {
  /// The option's name as the app writes it.
  public var name: String {
    switch self {
    case .headerHeight: return "headerHeight"
    case .pinnedHeaderHeight: return "pinnedHeaderHeight"
    case .tabBarHeight: return "tabBarHeight"
    case .topInset: return "topInset"
    case .viewportHeight: return "viewportHeight"
    case .bottomInset: return "bottomInset"
    case .refreshThreshold: return "refresh.threshold"
    case .refreshIndicatorHeight: return "refresh.indicatorHeight"
    case .snapFlickVelocity: return "snapFlickVelocity"
    case .loadMoreDistance: return "loadMoreDistance"
    case .floatingHeaderHeight: return "floatingHeaderHeight"
    }
  }
}
