extension ScreenSpec {
  /// `H − P`: the scroll position at which the header is fully collapsed and the tab bar
  /// pinned (``Observation/scrollPosition`` measures from the expanded header).
  public var pinPosition: Double { max(0, headerHeight - pinnedHeaderHeight) }

  /// The height of a list's visible area once the header is pinned: `V − G − P − T`.
  public var pinnedListViewport: Double { height - topInset - pinnedHeaderHeight - tabBarHeight }

  /// The deepest resting ``Observation/scrollPosition`` on tab `tab`: the pin for short
  /// content (which is padded so it can still collapse the header), else the header's
  /// collapse plus the list's own range, `max(H − P, contentHeight − (V − G − P − T) + H − P)`.
  public func maximumScrollPosition(tab: Int) -> Double {
    guard tabs.indices.contains(tab) else { return pinPosition }
    return pinPosition + max(0, tabs[tab].contentHeight - pinnedListViewport)
  }
}
