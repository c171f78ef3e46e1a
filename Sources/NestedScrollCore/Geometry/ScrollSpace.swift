/// The one scroll space that header, tab bar and each list share, and every formula that
/// maps a list's `contentOffset.y` to what the screen shows.
///
/// Each list's `contentInset.top` reserves room for the header and the tab bar, so a list
/// scrolled to its top shows the expanded header above its first row, and scrolling the
/// list collapses the header. With `G` the top inset (safe area or navigation bar above the
/// header), `H` the header height, `P` its pinned part and `T` the tab bar height:
///
/// - list inset top: `G + H + T`
/// - collapse `c = clamp(y + G + H + T, 0, H − P)`; the header is pinned at `c = H − P`
/// - overscroll `s = max(0, −(y + G + H + T))` stretches or moves the header
/// - short-content padding at the bottom: `max(0, V − G − P − T − B − contentHeight)`, so
///   every list, however short, can collapse the header fully (`V` viewport, `B` the
///   bottom inset the app asked for).
///
/// This type is the only place these formulas live; the coordinator, the UIKit host, the
/// lab and the playground all read them from here.
public struct ScrollSpace: Hashable, Sendable {
  /// `G`: room above the header (safe area or navigation bar), in points.
  public var topInset: Double
  /// `H`: the header's full height.
  public var headerHeight: Double
  /// `P`: the part of the header that stays visible when collapsed (0…H).
  public var pinnedHeaderHeight: Double
  /// `T`: the tab bar's height.
  public var tabBarHeight: Double
  /// `V`: the height of each list's viewport.
  public var viewportHeight: Double
  /// `B`: bottom inset every list keeps (home indicator, toolbar).
  public var bottomInset: Double
  /// Whether short lists get bottom padding so they can collapse the header fully.
  public var padsShortContent: Bool

  /// Creates a space; the coordinator validates the values (see ``NestedScrollConfiguration``).
  public init(
    topInset: Double, headerHeight: Double, pinnedHeaderHeight: Double, tabBarHeight: Double,
    viewportHeight: Double, bottomInset: Double, padsShortContent: Bool
  ) {
    self.topInset = topInset
    self.headerHeight = headerHeight
    self.pinnedHeaderHeight = pinnedHeaderHeight
    self.tabBarHeight = tabBarHeight
    self.viewportHeight = viewportHeight
    self.bottomInset = bottomInset
    self.padsShortContent = padsShortContent
  }

  /// Each list's `contentInset.top` (before any refresh reservation): `G + H + T`.
  @inlinable
  public var listInsetTop: Double { topInset + headerHeight + tabBarHeight }

  /// The most the header collapses: `H − P`.
  @inlinable
  public var maximumCollapse: Double { headerHeight - pinnedHeaderHeight }

  /// The header position a list offset implies, unclamped: negative is overscroll,
  /// above ``maximumCollapse`` the header is pinned and the list scrolls on its own.
  @inlinable
  public func headerPosition(forOffset offset: Double) -> Double { offset + listInsetTop }

  /// The collapse `clamp(y + G + H + T, 0, H − P)` a list offset implies.
  @inlinable
  public func collapse(forOffset offset: Double) -> Double {
    min(max(headerPosition(forOffset: offset), 0), maximumCollapse)
  }

  /// The list offset whose header position is `position`.
  @inlinable
  public func offset(forHeaderPosition position: Double) -> Double { position - listInsetTop }

  /// The offset at which the header becomes pinned.
  @inlinable
  public var pinOffset: Double { offset(forHeaderPosition: maximumCollapse) }

  /// A list's `contentInset.bottom` for content of `contentHeight`: the app's bottom inset
  /// plus, for short content, the padding that lets it reach the pin.
  @inlinable
  public func listInsetBottom(contentHeight: Double) -> Double {
    guard padsShortContent else { return bottomInset }
    let needed = viewportHeight - topInset - pinnedHeaderHeight - tabBarHeight - bottomInset - contentHeight
    return bottomInset + max(0, needed)
  }

  /// The header position that tab switching preserves for a list at `offset`: its
  /// ``headerPosition(forOffset:)`` clamped to `−reservation…H − P`. Overscroll beyond the
  /// refresh room counts as the top; any depth past the pin counts as pinned.
  @inlinable
  public func visibleHeaderPosition(forOffset offset: Double, refreshReservation reservation: Double)
    -> Double
  {
    min(max(headerPosition(forOffset: offset), -reservation), maximumCollapse)
  }

  /// **The tab rule.** The offset a list at `offset` takes when it becomes visible while
  /// the header shows `position` (a ``visibleHeaderPosition(forOffset:refreshReservation:)``):
  /// its own offset whenever that implies the same header position — with the header
  /// pinned, that is every list scrolled at least to the pin point, however deep —
  /// otherwise the one offset that implies exactly `position` (its top right under the
  /// visible header). A list still pulled past its top (a bounce under way) does not agree
  /// with any visible header: it would bring its stretch along, so it is fitted too. The
  /// header never moves on a tab switch.
  @inlinable
  public func fittedOffset(
    _ offset: Double, toHeaderPosition position: Double, refreshReservation reservation: Double
  )
    -> Double
  {
    // Only depth past the pin counts as the same position; overscroll (beyond the refresh
    // room or not) is compared as it is.
    let implied = min(headerPosition(forOffset: offset), maximumCollapse)
    return abs(implied - position) <= 1e-6 ? offset : self.offset(forHeaderPosition: position)
  }

  /// The layout of header and tab bar for a list at `offset`, with `reservation` points of
  /// refresh room above the header (0 unless refreshing).
  public func layout(
    forOffset offset: Double, refreshReservation reservation: Double, overscroll behavior: OverscrollBehavior
  ) -> HeaderLayout {
    layout(forOffset: offset, pageRoom: reservation, tabRoom: 0, pull: PullLayout(overscroll: behavior))
  }

  /// The layout of header and tab bar for a list at `offset` that keeps `pageRoom` points
  /// above the header for the page's refresh and `tabRoom` under the tab bar for its tab's
  /// (``RefreshScope/both`` may keep both), each as sampled at this frame
  /// (``RefreshRoom``). Of the overscroll, the rooms are filled first, the tab's before the
  /// page's (so scrolling up from the top closes the page's room first); what is beyond them
  /// is the pull's: the header's behaviour shows it, or, for a tab's pull, the rows move
  /// further down under the tab bar.
  @inline(__always)
  package func layout(
    forOffset offset: Double, pageRoom: Double, tabRoom: Double, pull: PullLayout
  ) -> HeaderLayout {
    let position = headerPosition(forOffset: offset)
    let collapse = min(max(position, 0), maximumCollapse)
    let overscroll = max(0, -position)
    // The tab's room is the list's own top, right under the tab bar; the page's moves
    // header and tab bar down.
    let (shift, tabGap) = roomsFilled(byOverscroll: overscroll, pageRoom: pageRoom, tabRoom: tabRoom)
    var gap = tabGap
    var extra = overscroll - gap - shift
    if pull.pullsTab {
      gap += extra
      extra = 0
    }
    var headerTop = topInset - collapse
    var stretch = 0.0
    var tabBarTop = topInset + headerHeight - collapse
    var refreshAreaTop = topInset
    switch pull.overscroll {
    case .stretchHeader:
      headerTop += shift
      stretch = extra
      tabBarTop += shift + extra
    case .moveHeader:
      headerTop += shift + extra
      tabBarTop += shift + extra
    case .fixedHeader:
      refreshAreaTop = tabBarTop + tabBarHeight + gap
    }
    let tabAreaTop = tabBarTop + tabBarHeight
    let progress = maximumCollapse > 0 ? collapse / maximumCollapse : 0
    return HeaderLayout(
      collapse: collapse, collapseProgress: progress, headerTop: headerTop,
      headerHeight: headerHeight + stretch, visibleHeaderHeight: headerHeight - collapse + stretch,
      stretch: stretch, overscroll: overscroll, tabBarTop: tabBarTop,
      isPinned: position >= maximumCollapse,
      refreshAreaTop: pull.hasPageRefresh ? refreshAreaTop : tabAreaTop,
      refreshAreaHeight: pull.hasPageRefresh ? overscroll - gap : gap,
      tabRefreshAreaTop: tabAreaTop, tabRefreshAreaHeight: gap)
  }

  /// How much of `overscroll` the page's room and the tab's room hold: the tab's first, right
  /// under the tab bar, then the page's above the header.
  @inline(__always)
  package func roomsFilled(byOverscroll overscroll: Double, pageRoom: Double, tabRoom: Double)
    -> (page: Double, tab: Double)
  {
    let tab = min(max(overscroll, 0), tabRoom)
    return (min(max(overscroll - tabRoom, 0), pageRoom), tab)
  }

  /// The offset a list at `offset` takes when its rooms shrink from `old` to `new` (a room
  /// closing, frame by frame): what the rooms held of its overscroll and no longer hold is
  /// taken out, so the lost room does not turn into a pull. The rest of the screen stays: a
  /// tab's room closing moves the rows up under a still tab bar, the page's moves header and
  /// rows up together, and a pull beyond the rooms (a bounce under way) keeps its depth.
  package func offset(
    _ offset: Double, closingRoomsFrom old: (page: Double, tab: Double), to new: (page: Double, tab: Double)
  ) -> Double {
    let overscroll = -headerPosition(forOffset: offset)
    guard overscroll > 0 else { return offset }
    let held = roomsFilled(byOverscroll: overscroll, pageRoom: old.page, tabRoom: old.tab)
    let lost = max(0, held.tab - new.tab) + max(0, held.page - new.page)
    return offset + lost
  }
}
