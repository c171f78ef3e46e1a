/// The container's geometry as an adapter lays its views out: page and pager sizes, the tab
/// bar's height, the spacer lists with sticky section headers need, and the bottom of the
/// lists' scroll indicators. ``NestedScrollHost`` sends it through
/// ``NestedScrollHostAdapter/containerLayoutDidChange(_:)`` after a layout pass that changed
/// it, so an adapter never measures or derives any of it itself.
public struct ContainerLayout: Hashable, Sendable {
  /// The width of the container, of the pager and of each page.
  public var pageWidth: Double
  /// The height of the container, of the pager and of each page.
  public var pageHeight: Double
  /// How many pages the pager holds side by side.
  public var pageCount: Int
  /// Whether page 0 is the rightmost (a right-to-left layout).
  public var isRightToLeft: Bool
  /// The tab bar's height (0 when it is hidden); its top is ``HeaderLayout/tabBarTop``.
  public var tabBarHeight: Double
  /// The height of the spacer a list with sticky section headers puts above its content:
  /// the header's collapsible part, so its section headers stick under the tab bar.
  public var headerSpacerHeight: Double
  /// The bottom inset of every list's scroll indicator (the safe area's bottom).
  public var scrollIndicatorInsetBottom: Double

  /// Creates a container layout.
  public init(
    pageWidth: Double, pageHeight: Double, pageCount: Int, isRightToLeft: Bool, tabBarHeight: Double,
    headerSpacerHeight: Double, scrollIndicatorInsetBottom: Double
  ) {
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
    self.pageCount = pageCount
    self.isRightToLeft = isRightToLeft
    self.tabBarHeight = tabBarHeight
    self.headerSpacerHeight = headerSpacerHeight
    self.scrollIndicatorInsetBottom = scrollIndicatorInsetBottom
  }

  /// The pager's `contentSize.width`: every page side by side.
  public var pagerContentWidth: Double { Double(pageCount) * pageWidth }

  /// The pager's `contentOffset.x` that shows `page` (clamped to the pages), which is also
  /// the x of that page's frame in the pager. Right to left, page 0 is the rightmost.
  public func pagerOffset(forPage page: Int) -> Double {
    guard pageCount > 0 else { return 0 }
    let page = min(max(page, 0), pageCount - 1)
    return Double(isRightToLeft ? pageCount - 1 - page : page) * pageWidth
  }
}
