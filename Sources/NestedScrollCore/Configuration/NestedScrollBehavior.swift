/// How a nested-scroll screen behaves: the options an app chooses, apart from the geometry
/// its host measures (header, tab bar, viewport, safe area).
///
/// A ``NestedScrollHost`` takes it as it is: a value it cannot use (NaN, negative, an initial
/// page that does not exist) is replaced by its default and reported in the coordinator's
/// diagnostics, so creating a screen never fails.
public struct NestedScrollBehavior: Hashable, Sendable {
  /// The bottom part of the header that stays when collapsed, in points (e.g. a title strip).
  /// It is capped at the measured header height.
  public var pinnedHeaderHeight: Double
  /// What the header does when the list is pulled beyond its top.
  public var overscrollBehavior: OverscrollBehavior
  /// Whether the header never rests half collapsed (see `SnapRule`).
  public var snapsHeader: Bool
  /// Pull-to-refresh (of the page or of each tab, ``RefreshConfiguration/scope``), or `nil`
  /// for none.
  public var refresh: RefreshConfiguration?
  /// Whether short lists get bottom padding so they can still collapse the header.
  public var padsShortContent: Bool
  /// The page shown first.
  public var initialPage: Int
  /// The release speed, in points per second, above which snapping follows the fling.
  public var snapFlickVelocity: Double
  /// Whether the header starts at the container's top edge, under a transparent navigation
  /// bar and the status bar (a cover image), instead of below the safe area. The header is
  /// then taller by the safe area's top and its pinned part grows by as much, so the tab bar
  /// still pins below the bars.
  public var extendsHeaderUnderTopBars: Bool
  /// Which pages stay loaded.
  public var pageLoading: PageLoading
  /// What a tab switch keeps where it was: the header (the default) or the selected tab's
  /// content, with the header following in a short animation.
  public var tabSwitchPolicy: TabSwitchPolicy
  /// How the header comes back when the list scrolls down: at its top (the default), or at
  /// once, anywhere in the list.
  public var headerMode: HeaderMode

  /// Creates a behaviour; every option has the default most profile screens want.
  public init(
    pinnedHeaderHeight: Double = 0, overscrollBehavior: OverscrollBehavior = .stretchHeader,
    snapsHeader: Bool = false, refresh: RefreshConfiguration? = nil, padsShortContent: Bool = true,
    initialPage: Int = 0, snapFlickVelocity: Double = 200, extendsHeaderUnderTopBars: Bool = false,
    pageLoading: PageLoading = .neighbors, tabSwitchPolicy: TabSwitchPolicy = .keepsHeader,
    headerMode: HeaderMode = .scrollsWithList
  ) {
    self.pinnedHeaderHeight = pinnedHeaderHeight
    self.overscrollBehavior = overscrollBehavior
    self.snapsHeader = snapsHeader
    self.refresh = refresh
    self.padsShortContent = padsShortContent
    self.initialPage = initialPage
    self.snapFlickVelocity = snapFlickVelocity
    self.extendsHeaderUnderTopBars = extendsHeaderUnderTopBars
    self.pageLoading = pageLoading
    self.tabSwitchPolicy = tabSwitchPolicy
    self.headerMode = headerMode
  }
}

extension NestedScrollConfiguration {
  /// A configuration of `behavior`, the type the UIKit and SwiftUI layers take, with the
  /// geometry a host would measure: a header `headerHeight` tall, a `tabBarHeight` tab bar,
  /// `topInset` above the header, lists `viewportHeight` tall keeping `bottomInset` below,
  /// and `pageCount` pages. A simulated screen built from it behaves as the UI layers do
  /// with that behaviour on a screen of that size. The behaviour's options that are not
  /// geometry or behaviour of the one scroll space (`extendsHeaderUnderTopBars`,
  /// `pageLoading`) are the host's and stay with it. Call ``validated()`` (the coordinator
  /// does) before use.
  public init(
    behavior: NestedScrollBehavior, headerHeight: Double, tabBarHeight: Double = 44, topInset: Double = 0,
    viewportHeight: Double, bottomInset: Double = 0, pageCount: Int = 1
  ) {
    self.init(
      headerHeight: headerHeight, pinnedHeaderHeight: behavior.pinnedHeaderHeight, tabBarHeight: tabBarHeight,
      topInset: topInset, viewportHeight: viewportHeight, bottomInset: bottomInset, pageCount: pageCount,
      initialPage: behavior.initialPage, padsShortContent: behavior.padsShortContent,
      overscrollBehavior: behavior.overscrollBehavior, snapsHeader: behavior.snapsHeader,
      refresh: behavior.refresh, snapFlickVelocity: behavior.snapFlickVelocity,
      tabSwitchPolicy: behavior.tabSwitchPolicy, headerMode: behavior.headerMode)
  }

  /// The behaviour part of this configuration (everything but measured geometry).
  public var behavior: NestedScrollBehavior {
    NestedScrollBehavior(
      pinnedHeaderHeight: pinnedHeaderHeight, overscrollBehavior: overscrollBehavior,
      snapsHeader: snapsHeader,
      refresh: refresh, padsShortContent: padsShortContent, initialPage: initialPage,
      snapFlickVelocity: snapFlickVelocity, tabSwitchPolicy: tabSwitchPolicy, headerMode: headerMode)
  }

  /// A configuration of `behavior` for `pageCount` pages, with geometry not yet measured
  /// (no header, a one-point viewport): what a host starts from before its first layout.
  /// Values of `behavior` the configuration rejects are replaced by their defaults; the
  /// replaced fields are returned, in order.
  static func unmeasured(_ behavior: NestedScrollBehavior, pageCount: Int) -> (
    configuration: NestedScrollConfiguration, rejected: [ConfigurationField]
  ) {
    var rejected: [ConfigurationField] = []
    func usable(_ value: Double, _ field: ConfigurationField, positive: Bool = false) -> Bool {
      let ok = value.isFinite && (positive ? value > 0 : value >= 0) && value <= maximumValue
      if !ok { rejected.append(field) }
      return ok
    }
    let defaults = NestedScrollBehavior()
    var headerMode = behavior.headerMode
    if case .floatsCollapsedFirst(let height) = headerMode, !usable(height, .floatingHeaderHeight) {
      headerMode = defaults.headerMode
    }
    let pages = max(1, pageCount)
    var refresh = behavior.refresh
    if let given = refresh {
      let threshold = usable(given.threshold, .refreshThreshold, positive: true)
      let indicator = usable(given.indicatorHeight, .refreshIndicatorHeight)
      refresh = RefreshConfiguration(
        threshold: threshold ? given.threshold : RefreshConfiguration().threshold,
        indicatorHeight: indicator ? given.indicatorHeight : RefreshConfiguration().indicatorHeight,
        scope: given.scope)
    }
    let configuration = NestedScrollConfiguration(
      headerHeight: 0, pinnedHeaderHeight: 0, tabBarHeight: 0, topInset: 0, viewportHeight: 1,
      bottomInset: 0, pageCount: pages,
      initialPage: (0..<pages).contains(behavior.initialPage) ? behavior.initialPage : 0,
      padsShortContent: behavior.padsShortContent, overscrollBehavior: behavior.overscrollBehavior,
      snapsHeader: behavior.snapsHeader, refresh: refresh,
      snapFlickVelocity: usable(behavior.snapFlickVelocity, .snapFlickVelocity)
        ? behavior.snapFlickVelocity : defaults.snapFlickVelocity,
      tabSwitchPolicy: behavior.tabSwitchPolicy, headerMode: headerMode)
    _ = usable(behavior.pinnedHeaderHeight, .pinnedHeaderHeight)
    return (configuration, rejected)
  }
}
