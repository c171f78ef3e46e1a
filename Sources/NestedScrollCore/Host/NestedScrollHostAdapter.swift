/// What a host layer's adapter applies: the outputs of ``NestedScrollHost``.
///
/// An adapter turns platform objects into the host's inputs (UIKit callbacks, simulated
/// touches, a browser's pointer events) and applies these outputs to its views. It holds no
/// rule of its own: every decision (which pages are loaded, which page appears and is
/// visible to VoiceOver, where the pager goes, which list owns the status-bar tap, whether
/// frames run) arrives here already made, and only when it changed: an event that changes
/// nothing on screen calls nothing here. Every method but ``loadList(forPage:)``,
/// ``startRefreshAction(run:)``, ``cancelRefreshAction(run:)``,
/// ``startTabRefreshAction(page:run:)``, ``cancelTabRefreshAction(page:run:)`` and
/// ``startLoadMoreAction(page:)`` has an empty default: an adapter that forgot to run the
/// app's actions must not compile.
public protocol NestedScrollHostAdapter: AnyObject {
  /// The list type the adapter's pages provide.
  associatedtype List: NestedScrollList

  /// Load page `page` (create its view, or take it from a cache) and return its list, or
  /// `nil` if it has none yet. The host attaches it to the coordinator. A page loads hidden
  /// from VoiceOver (``pageAccessibilityDidChange(_:isHidden:)`` follows at once).
  func loadList(forPage page: Int) -> List?
  /// Page `page` is no longer needed: remove its view. The host has detached its list and
  /// remembered its offset.
  func unloadPage(_ page: Int)
  /// Page `page` goes through an appearance transition.
  func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool)
  /// Page `page` is hidden from VoiceOver (`accessibilityElementsHidden`) or shown to it:
  /// a page is visible to VoiceOver from the moment it starts to appear until it starts to
  /// disappear, so a page off screen is never read.
  func pageAccessibilityDidChange(_ page: Int, isHidden: Bool)
  /// Move the pager to `offsetX` (its `contentOffset.x`), animated or at once.
  func movePager(toOffsetX offsetX: Double, animated: Bool)
  /// The container's geometry changed: size the pager (``ContainerLayout/pagerContentWidth``),
  /// place each loaded page at ``ContainerLayout/pagerOffset(forPage:)``, size the tab bar,
  /// the spacers of lists with sticky section headers and the scroll indicators.
  func containerLayoutDidChange(_ layout: ContainerLayout)
  /// Start (`true`) or stop (`false`) calling ``NestedScrollHost/frame(at:)`` once per
  /// display frame. Frames run only while the container is on screen.
  func setNeedsFrames(_ needed: Bool)
  /// Header, tab bar or refresh area moved: position the overlay from `layout`. The hot
  /// path; not called for a scroll event that leaves them where they are (a pinned header).
  func layoutDidChange(_ layout: HeaderLayout)
  /// The tab bar's selection moved: place its indicator at `selection` and mark its
  /// selected tab. Called on every pager scroll that moves the indicator.
  func tabSelectionDidChange(_ selection: TabSelection)
  /// The refresh state changed: show it on the indicator
  /// (``RefreshState/indicatorOpacity``, ``RefreshState/isIndicatorSpinning``).
  func refreshStateDidChange(_ state: RefreshState)
  /// Refresh number `run` began (a pull, or ``NestedScrollHost/beginRefreshing(at:)``) and
  /// the app gave a refresh action (``NestedScrollHost/hasRefreshAction``): start it (UIKit:
  /// in a task). When it finishes, however it does, report
  /// ``NestedScrollHost/refreshActionDidFinish(run:at:)`` with `run`; later, never from
  /// within this call.
  func startRefreshAction(run: Int)
  /// Refresh number `run` ended before its action finished (``NestedScrollHost/endRefreshing(at:)``):
  /// cancel the action (UIKit: its task). Its finishing later ends nothing.
  func cancelRefreshAction(run: Int)
  /// Tab `page`'s refresh state changed (``RefreshScope/tab``): show it on that tab's
  /// indicator, which sits under the tab bar in the area ``HeaderLayout/refreshAreaTop``
  /// and ``HeaderLayout/refreshAreaHeight`` give while `page` is the selected tab.
  func tabRefreshStateDidChange(page: Int, state: RefreshState)
  /// Tab `page`'s refresh number `run` began (a pull of its list, or
  /// ``NestedScrollHost/beginTabRefreshing(page:at:)``) and the app gave a tab refresh
  /// action (``NestedScrollHost/hasTabRefreshAction``): start it for `page`. When it
  /// finishes, however it does, report ``NestedScrollHost/tabRefreshActionDidFinish(run:at:)``
  /// with `run`; later, never from within this call.
  func startTabRefreshAction(page: Int, run: Int)
  /// Tab `page`'s refresh number `run` ended before its action finished
  /// (``NestedScrollHost/endTabRefreshing(page:at:)``, or the tab went away in a reload):
  /// cancel the action. Its finishing later ends nothing.
  func cancelTabRefreshAction(page: Int, run: Int)
  /// Another page became the selected one: its list drives the header. Tell the app.
  func selectedPageDidChange(_ page: Int)
  /// Page `page`'s list is the screen's primary list now (`nil`: no list is loaded for the
  /// selected page): the only scroll view on screen whose `scrollsToTop` is on (UIKit
  /// scrolls to top only when exactly one has it), and the content scroll view the
  /// navigation bar tracks. Called again, with the same page, whenever a list arrives (a page
  /// loads, a page is reloaded, a list is replaced): a new scroll view comes with
  /// `scrollsToTop` on, and a reloaded page's list is not the one the bar tracked. Give
  /// `scrollsToTop` to that page's list and take it from every other list loaded.
  func primaryListDidChange(page: Int?)
  /// Drags that start outside the lists (on the header or tab bar) now go to page `page`'s
  /// list (`nil`: to none, e.g. while the container is off screen). UIKit: that list's
  /// `panGestureRecognizer` moves to the container view; every other list has its own back.
  func headerDragPageDidChange(_ page: Int?)
  /// Page `page`'s feed is in `state` and its footer goes at content y `top`, right below its
  /// rows (``LoadMoreTrigger/footerHeight`` tall: the list's end has moved down to make room),
  /// showing that state: a spinning indicator while it loads, a retry after a failure
  /// (which calls ``NestedScrollHost/retryLoadingMore(page:)``), the feed's end. Sent again
  /// whenever the rows change height. `top` `nil`: the page shows no footer, remove it.
  func loadMoreFooterDidChange(page: Int, state: LoadMoreState, top: Double?)
  /// Page `page` began loading more rows (its list came near its end, or the user retried):
  /// run the app's load-more action (UIKit: in a task). When it ends, report how
  /// (``NestedScrollHost/loadMoreDidEnd(page:outcome:)``); later, never from within this call.
  func startLoadMoreAction(page: Int)
  /// An input was sanitised (see ``CoordinatorIssue``): for logs and diagnostics.
  func didSanitize(_ issue: CoordinatorIssue)
  /// The item of page `page`'s list that contains content y `y`, and where it lies, or `nil`
  /// when the list does not report items (UIKit: `indexPathForRow(at:)` and
  /// `rectForRow(at:)`). A ``ScrollPositionSnapshot`` keeps it as an ``ItemAnchor``; a page
  /// that snaps to ``ItemSnap/listItems`` rests on its top or bottom (asked at each release,
  /// at most twice).
  func itemFrame(atContentY y: Double, forPage page: Int) -> ListItemFrame?
  /// The section of page `page`'s list that contains content y `y`, when the list's section
  /// headers stick under the pinned tab bar, or `nil` (headers that scroll with their
  /// sections, no sections, a list that does not report them). A page that snaps to
  /// ``ItemSnap/listItems`` asks it before the item (at most twice a release) and rests a
  /// row right under its stuck section header (``ListSectionFrame``). UIKit: a plain-style
  /// table with a header spacer, `rect(forSection:)` found by binary search over
  /// `numberOfSections`, `rectForHeader(inSection:)` and `rectForFooter(inSection:)`.
  func sectionFrame(atContentY y: Double, forPage page: Int) -> ListSectionFrame?
  /// Where item `item` of section `section` of page `page`'s list lies now, or `nil` when
  /// the list has no such item or does not report items. Restoring an ``ItemAnchor`` asks it.
  func itemFrame(section: Int, item: Int, forPage page: Int) -> ListItemFrame?
  /// VoiceOver's page scroll moved the selected list (``NestedScrollHost/accessibilityScroll(_:at:)``):
  /// announce where it went. UIKit: `UIAccessibility.post(notification: .pageScrolled,
  /// argument:)` with ``AccessibilityScrollStatus/text``.
  func accessibilityPageDidScroll(_ status: AccessibilityScrollStatus)
  /// Header and tab bar must be measured again (Dynamic Type changed their text): UIKit
  /// invalidates their intrinsic sizes and lays the container out again, which reports the
  /// new heights through ``NestedScrollHost/containerDidLayout(_:)``.
  func setNeedsMeasurement()
  /// Whether page `page`'s list is a placeholder for one still being built (a SwiftUI tab
  /// before its `List` rendered), to be replaced through
  /// ``NestedScrollHost/replaceList(_:forPage:)``. A restored position waits for the real
  /// list: the placeholder's content is empty, so it could neither go as deep nor find the
  /// position's item.
  func listIsPlaceholder(forPage page: Int) -> Bool
  /// The screen came to rest at `position`, which the app's position binding
  /// (``NestedScrollHost/bindPosition(_:at:)``) does not hold: write it there (SwiftUI:
  /// after the current update), then report ``NestedScrollHost/positionBindingWriteDidLand()``.
  /// Called only at rest, never on a frame of a scroll.
  func positionBindingNeedsWrite(_ position: ScrollPositionSnapshot)
}

extension NestedScrollHostAdapter {
  /// Does nothing.
  public func unloadPage(_ page: Int) {}
  /// Does nothing.
  public func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool) {}
  /// Does nothing.
  public func pageAccessibilityDidChange(_ page: Int, isHidden: Bool) {}
  /// Does nothing.
  public func movePager(toOffsetX offsetX: Double, animated: Bool) {}
  /// Does nothing.
  public func containerLayoutDidChange(_ layout: ContainerLayout) {}
  /// Does nothing.
  public func setNeedsFrames(_ needed: Bool) {}
  /// Does nothing.
  public func layoutDidChange(_ layout: HeaderLayout) {}
  /// Does nothing.
  public func tabSelectionDidChange(_ selection: TabSelection) {}
  /// Does nothing.
  public func refreshStateDidChange(_ state: RefreshState) {}
  /// Does nothing.
  public func tabRefreshStateDidChange(page: Int, state: RefreshState) {}
  /// Does nothing.
  public func selectedPageDidChange(_ page: Int) {}
  /// Does nothing.
  public func primaryListDidChange(page: Int?) {}
  /// Does nothing.
  public func headerDragPageDidChange(_ page: Int?) {}
  /// Does nothing.
  public func loadMoreFooterDidChange(page: Int, state: LoadMoreState, top: Double?) {}
  /// Does nothing.
  public func didSanitize(_ issue: CoordinatorIssue) {}
  /// Reports no items.
  public func itemFrame(atContentY y: Double, forPage page: Int) -> ListItemFrame? { nil }
  /// Reports no sections.
  public func sectionFrame(atContentY y: Double, forPage page: Int) -> ListSectionFrame? { nil }
  /// Reports no items.
  public func itemFrame(section: Int, item: Int, forPage page: Int) -> ListItemFrame? { nil }
  /// Does nothing.
  public func accessibilityPageDidScroll(_ status: AccessibilityScrollStatus) {}
  /// Does nothing.
  public func setNeedsMeasurement() {}
  /// `false`: every list is the page's own.
  public func listIsPlaceholder(forPage page: Int) -> Bool { false }
  /// Does nothing.
  public func positionBindingNeedsWrite(_ position: ScrollPositionSnapshot) {}
}
