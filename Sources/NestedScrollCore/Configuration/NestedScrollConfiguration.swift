/// Everything the coordinator needs to know about the screen, validated
/// once by ``validated()`` so the coordinator never runs on impossible geometry.
public struct NestedScrollConfiguration: Hashable, Sendable {
  /// `H`: the header's full height, in points.
  public var headerHeight: Double
  /// `P`: the part of the header that stays when collapsed (0…H), e.g. under a navigation bar.
  public var pinnedHeaderHeight: Double
  /// `T`: the tab bar's height.
  public var tabBarHeight: Double
  /// `G`: room above the header (safe area or navigation bar).
  public var topInset: Double
  /// `V`: the height of each list's viewport (the container's height).
  public var viewportHeight: Double
  /// `B`: a bottom inset every list keeps.
  public var bottomInset: Double
  /// The number of pages (tabs).
  public var pageCount: Int
  /// The page shown first.
  public var initialPage: Int
  /// Whether short lists get bottom padding so they can collapse the header.
  public var padsShortContent: Bool
  /// What the header does on overscroll.
  public var overscrollBehavior: OverscrollBehavior
  /// Whether the header never rests half collapsed (see `SnapRule`).
  public var snapsHeader: Bool
  /// Pull-to-refresh, or `nil` for none.
  public var refresh: RefreshConfiguration?
  /// The release speed, in points per second, above which snapping follows the fling's
  /// direction instead of choosing the nearest position.
  public var snapFlickVelocity: Double
  /// What a tab switch keeps where it was: the header (the default) or the selected tab's
  /// content, with the header following in a short animation.
  public var tabSwitchPolicy: TabSwitchPolicy
  /// How the header comes back when the list scrolls down: at its top (the default), or at
  /// once, anywhere in the list.
  public var headerMode: HeaderMode

  /// Creates a configuration; call ``validated()`` (the coordinator does) before use.
  public init(
    headerHeight: Double, pinnedHeaderHeight: Double = 0, tabBarHeight: Double = 44, topInset: Double = 0,
    viewportHeight: Double, bottomInset: Double = 0, pageCount: Int = 1, initialPage: Int = 0,
    padsShortContent: Bool = true, overscrollBehavior: OverscrollBehavior = .stretchHeader,
    snapsHeader: Bool = false, refresh: RefreshConfiguration? = nil, snapFlickVelocity: Double = 200,
    tabSwitchPolicy: TabSwitchPolicy = .keepsHeader, headerMode: HeaderMode = .scrollsWithList
  ) {
    self.headerHeight = headerHeight
    self.pinnedHeaderHeight = pinnedHeaderHeight
    self.tabBarHeight = tabBarHeight
    self.topInset = topInset
    self.viewportHeight = viewportHeight
    self.bottomInset = bottomInset
    self.pageCount = pageCount
    self.initialPage = initialPage
    self.padsShortContent = padsShortContent
    self.overscrollBehavior = overscrollBehavior
    self.snapsHeader = snapsHeader
    self.refresh = refresh
    self.snapFlickVelocity = snapFlickVelocity
    self.tabSwitchPolicy = tabSwitchPolicy
    self.headerMode = headerMode
  }

  /// The largest length (points) or speed (points per second) a configuration takes:
  /// far beyond any screen, and small enough that offsets built from it keep sub-point
  /// precision and stay within the scroll views' own limits.
  public static let maximumValue = 1e6

  /// Checks every value: finite, not negative, at most ``maximumValue``, the viewport
  /// positive, `P ≤ H`, at least one page and the initial page among them.
  public func validated() throws(ConfigurationError) -> NestedScrollConfiguration {
    func check(_ value: Double, _ field: ConfigurationField, positive: Bool = false)
      throws(ConfigurationError)
    {
      guard value.isFinite else { throw .notFinite(field) }
      guard positive ? value > 0 : value >= 0 else { throw .notPositive(field) }
      guard value <= Self.maximumValue else { throw .tooLarge(field) }
    }
    try check(headerHeight, .headerHeight)
    try check(pinnedHeaderHeight, .pinnedHeaderHeight)
    try check(tabBarHeight, .tabBarHeight)
    try check(topInset, .topInset)
    try check(viewportHeight, .viewportHeight, positive: true)
    try check(bottomInset, .bottomInset)
    try check(snapFlickVelocity, .snapFlickVelocity)
    if case .floatsCollapsedFirst(let height) = headerMode { try check(height, .floatingHeaderHeight) }
    if let refresh {
      try check(refresh.threshold, .refreshThreshold, positive: true)
      try check(refresh.indicatorHeight, .refreshIndicatorHeight)
    }
    guard pinnedHeaderHeight <= headerHeight else { throw .pinnedHeightExceedsHeader }
    guard pageCount >= 1 else { throw .noPages }
    guard initialPage >= 0, initialPage < pageCount else { throw .pageOutOfRange(initialPage) }
    return self
  }

  /// The scroll space these values describe.
  public var space: ScrollSpace {
    ScrollSpace(
      topInset: topInset, headerHeight: headerHeight, pinnedHeaderHeight: pinnedHeaderHeight,
      tabBarHeight: tabBarHeight, viewportHeight: viewportHeight, bottomInset: bottomInset,
      padsShortContent: padsShortContent)
  }
}
