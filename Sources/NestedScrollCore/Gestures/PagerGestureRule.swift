/// Decides who takes a horizontal swipe on the container: the pager, or a gesture the user
/// expects to win over it. Asked once when the pager's pan is about to begin, never during
/// the swipe; ``pagerReceivesTouch(atY:)`` says, where the finger lands, whether the
/// pager sees the touch at all.
///
/// A swipe that starts on the header or the tab bar never pages: they sit in an overlay
/// above the pager, so UIKit delivers their touches to the overlay's views and never to the
/// pager's pan. There, in order:
/// 1. From the leading screen edge toward the page before, the navigation controller's back
///    swipe takes it, on any page, when it can go back.
/// 2. A horizontal scroll view under the finger that can still scroll that way takes it (a
///    carousel in the header, a tab bar that scrolls).
/// 3. Otherwise nobody does: a vertical drag may take the touch.
///
/// On the pages, in order:
/// 1. A pager still moving between pages is caught by the finger (``HorizontalSwipeOwner/pager``).
/// 2. On the first page, a swipe toward the page before it that starts at the leading
///    screen edge is the navigation controller's back swipe, when it can go back.
/// 3. A horizontal scroll view under the finger that can still scroll that way takes it
///    (a carousel yields only at its end in the swipe's direction).
/// 4. A table row with swipe actions on the side the swipe reveals takes it.
/// 5. With one page, or on the first page toward the page before it, nobody does.
/// 6. Otherwise the pager pages (on the last page it bounces, as a paging scroll view does).
///
/// Right to left, the first page is on the right and "before" is to the left; the rule is
/// the mirror image of the left-to-right one.
public struct PagerGestureRule: Equatable, Sendable {
  /// The selected page.
  public var selectedPage: Int
  /// How many pages there are.
  public var pageCount: Int
  /// Whether the layout is right to left.
  public var isRightToLeft: Bool
  /// Whether the pager is between two pages (a swipe still settling, a tab switch sliding).
  public var isBetweenPages: Bool
  /// The y of the header's top edge, in the container's coordinates: where the overlay the
  /// pager never sees begins.
  public var headerTop: Double
  /// The y of the tab bar's bottom edge: where that overlay ends and the pages show.
  public var tabBarBottom: Double

  /// The pager's state when a swipe begins, under a header from `headerTop` down to a tab
  /// bar ending at `tabBarBottom` (by default none: every touch lands on the pages).
  public init(
    selectedPage: Int, pageCount: Int, isRightToLeft: Bool, isBetweenPages: Bool, headerTop: Double = 0,
    tabBarBottom: Double = 0
  ) {
    self.selectedPage = selectedPage
    self.pageCount = pageCount
    self.isRightToLeft = isRightToLeft
    self.isBetweenPages = isBetweenPages
    self.headerTop = headerTop
    self.tabBarBottom = tabBarBottom
  }

  /// Whether a touch that lands at `y` (the container's coordinates) reaches the pager: not
  /// on the header or the tab bar, which sit above it. A `y` that is not finite counts as
  /// the pages.
  public func pagerReceivesTouch(atY y: Double) -> Bool {
    !(y.isFinite && y >= headerTop && y < tabBarBottom)
  }

  /// Who takes `swipe`.
  public func owner(of swipe: HorizontalSwipe) -> HorizontalSwipeOwner {
    let dx = swipe.translationX
    // Toward the page before the selected one; the same move reveals a row's leading actions
    // and is the back swipe's direction.
    let towardBefore = isRightToLeft ? dx < 0 : dx > 0
    let isBackSwipe = towardBefore && swipe.startsAtLeadingScreenEdge && swipe.canNavigateBack
    let scrollViewTakesIt = dx.isFinite && swipe.scrollViews.contains { $0.canScroll(translationX: dx) }
    guard pagerReceivesTouch(atY: swipe.startY) else {
      // The pager never sees it, so nothing waits for the pager either.
      if isBackSwipe { return .backSwipe }
      return scrollViewTakesIt ? .scrollView : .nobody
    }
    let hasPages = pageCount > 1
    if isPagerMoving { return .pager }
    // No direction yet: nothing but the pager has a claim.
    guard dx.isFinite, dx != 0 else { return hasPages ? .pager : .nobody }
    let onFirstPage = selectedPage <= 0
    if onFirstPage, isBackSwipe { return .backSwipe }
    if scrollViewTakesIt { return .scrollView }
    if swipe.rowSwipeActions.contains(towardBefore ? .leading : .trailing) { return .rowSwipeActions }
    if !hasPages || (onFirstPage && towardBefore) { return .nobody }
    return .pager
  }

  /// Whether the pager's pan waits for the navigation controller's back swipe to fail
  /// before it begins (UIKit: `gestureRecognizer(_:shouldRequireFailureOf:)` with the
  /// `interactivePopGestureRecognizer`): only on the first page, at rest there, and when the
  /// back swipe can go back. Elsewhere the pager never waits, so paging starts at once.
  public func waitsForBackSwipe(canNavigateBack: Bool) -> Bool {
    canNavigateBack && selectedPage <= 0 && !isPagerMoving
  }

  /// Whether the pager is between pages and has pages to move between (a single page is
  /// never between pages, whatever its offset says).
  private var isPagerMoving: Bool { isBetweenPages && pageCount > 1 }
}
