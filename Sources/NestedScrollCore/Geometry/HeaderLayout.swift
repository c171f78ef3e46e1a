/// Where header and tab bar are for one list offset: everything the host applies to the
/// overlay, computed by ``ScrollSpace/layout(forOffset:refreshReservation:overscroll:)``.
///
/// Positions are in the coordinate space of the container, whose top edge is the top of
/// every list's viewport.
public struct HeaderLayout: Hashable, Sendable {
  /// How far the header has collapsed, 0…H − P.
  public var collapse: Double
  /// ``collapse`` as a fraction of the collapsible part, 0 (expanded) to 1 (pinned).
  public var collapseProgress: Double
  /// The y of the header's top edge.
  public var headerTop: Double
  /// The header's frame height: its height plus any stretch.
  public var headerHeight: Double
  /// How much of the header shows below the top inset, including stretch.
  public var visibleHeaderHeight: Double
  /// How far the header is stretched by overscroll (for scaling a cover image).
  public var stretch: Double
  /// How far the active list is pulled beyond its top, in points.
  public var overscroll: Double
  /// The y of the tab bar's top edge.
  public var tabBarTop: Double
  /// Whether the header is fully collapsed and the tab bar pinned.
  public var isPinned: Bool
  /// The y of the area the pull reveals, where the page's refresh indicator goes. In
  /// ``RefreshScope/tab``, which has no page refresh, it is the tab's area
  /// (``tabRefreshAreaTop``).
  public var refreshAreaTop: Double
  /// The height of that area (the overscroll, less the tab's area in ``RefreshScope/both``).
  public var refreshAreaHeight: Double
  /// The y of the area under the tab bar where the selected tab's own refresh indicator goes
  /// (``RefreshScope/tab`` and ``RefreshScope/both``): right under the tab bar.
  public var tabRefreshAreaTop: Double
  /// The height of that area: how far the selected list's rows are below the tab bar, its
  /// tab's room and a tab pull; 0 in ``RefreshScope/page``.
  public var tabRefreshAreaHeight: Double

  /// Creates a layout.
  public init(
    collapse: Double, collapseProgress: Double, headerTop: Double, headerHeight: Double,
    visibleHeaderHeight: Double, stretch: Double, overscroll: Double, tabBarTop: Double, isPinned: Bool,
    refreshAreaTop: Double, refreshAreaHeight: Double, tabRefreshAreaTop: Double = 0,
    tabRefreshAreaHeight: Double = 0
  ) {
    self.collapse = collapse
    self.collapseProgress = collapseProgress
    self.headerTop = headerTop
    self.headerHeight = headerHeight
    self.visibleHeaderHeight = visibleHeaderHeight
    self.stretch = stretch
    self.overscroll = overscroll
    self.tabBarTop = tabBarTop
    self.isPinned = isPinned
    self.refreshAreaTop = refreshAreaTop
    self.refreshAreaHeight = refreshAreaHeight
    self.tabRefreshAreaTop = tabRefreshAreaTop
    self.tabRefreshAreaHeight = tabRefreshAreaHeight
  }

  /// The header position the header shows, in ``ScrollSpace/headerPosition(forOffset:)``'s
  /// terms: the collapse less the overscroll that moves the header. The part of the
  /// overscroll under the tab bar (``tabRefreshAreaHeight``: a tab's room or pull) moves the
  /// rows, not the header.
  package var headerPosition: Double { collapse - overscroll + tabRefreshAreaHeight }

  /// How to stretch a view of `height` points pinned to the header's top (a cover image)
  /// so that it fills the stretched header: scale it by `scale` about its centre and move it
  /// down by `translationY`, which keeps its top edge in place.
  public func stretchTransform(forViewHeight height: Double) -> (scale: Double, translationY: Double) {
    guard height.isFinite, height > 0, stretch > 0 else { return (1, 0) }
    return ((height + stretch) / height, stretch / 2)
  }
}
