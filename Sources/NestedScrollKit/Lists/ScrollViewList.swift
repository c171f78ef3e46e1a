#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  /// A `UIScrollView` (table, collection or plain) as the coordinator's list: reads and
  /// writes its offset, content height and insets, converting CGFloat ⇄ Double.
  ///
  /// The insets the coordinator sets are added to the app's own (``InsetComposition``): the
  /// app may keep assigning `contentInset` (a keyboard, a floating button, a bottom bar) and
  /// neither part is lost. An app's top inset is a gap above its first row: the coordinator
  /// sees it as part of the content, so the one scroll space is unchanged. A list with
  /// sticky section headers keeps the header's collapsible part as a spacer at the top of
  /// its content (``HeaderSpacer``); the coordinator sees it without the spacer.
  @MainActor
  final class ScrollViewList: @preconcurrency NestedScrollList {
    let scrollView: UIScrollView
    /// The header's collapsible part as content, for lists with sticky section headers.
    private(set) var spacer = HeaderSpacer()
    /// The table header view that holds the spacer, on a table that has one.
    private var tableSpacer: TableHeaderSpacerView?
    /// The top inset as the coordinator set it (before the spacer and the app's part).
    private var scrollSpaceInsetTop = 0.0
    private var top: InsetComposition
    private var bottom: InsetComposition
    private var indicatorBottom: InsetComposition

    init(scrollView: UIScrollView) {
      self.scrollView = scrollView
      top = InsetComposition(listInset: Double(scrollView.contentInset.top))
      bottom = InsetComposition(listInset: Double(scrollView.contentInset.bottom))
      indicatorBottom = InsetComposition(listInset: Double(scrollView.verticalScrollIndicatorInsets.bottom))
    }

    /// Keeps the header's collapsible part as a spacer `height` points tall at the top of the
    /// content (a table gets it as its `tableHeaderView`, holding the app's own header view
    /// below it). What the user sees does not move.
    func setSpacerHeight(_ height: Double) {
      let offset = contentOffsetY
      spacer = HeaderSpacer(height: height)
      if let table = scrollView as? UITableView {
        let container = tableSpacer ?? TableHeaderSpacerView(appHeader: table.tableHeaderView)
        tableSpacer = container
        container.setSpacerHeight(CGFloat(spacer.height), width: table.bounds.width)
        // A table reads its header view's height when the view is assigned.
        table.tableHeaderView = container
      }
      scrollView.contentInset.top = CGFloat(
        top.setHost(spacer.listInsetTop(forScrollSpaceInsetTop: scrollSpaceInsetTop)))
      contentOffsetY = offset
    }

    /// Keeps the spacer when the app sets its own table header view (a banner after loading):
    /// the app's view goes under the spacer (``NestedScrollCore/HeaderSpacer/adoptsTableHeader(isInstalled:tableHeaderIsSpacer:)``).
    /// Called when the content size changes, which assigning a table header view does.
    func tableHeaderViewMayHaveChanged() {
      guard let table = scrollView as? UITableView, let tableSpacer,
        HeaderSpacer.adoptsTableHeader(
          isInstalled: true, tableHeaderIsSpacer: table.tableHeaderView === tableSpacer)
      else { return }
      tableSpacer.replaceAppHeader(with: table.tableHeaderView)
      tableSpacer.setSpacerHeight(CGFloat(spacer.height), width: table.bounds.width)
      // A table reads its header view's height when the view is assigned.
      table.tableHeaderView = tableSpacer
    }

    /// Gives the list its own insets (and table header view) back when the host lets it go.
    func release() {
      if let table = scrollView as? UITableView, let tableSpacer {
        table.tableHeaderView = tableSpacer.releaseAppHeader()
      }
      scrollView.contentInset.top = CGFloat(top.app)
      scrollView.contentInset.bottom = CGFloat(bottom.app)
      scrollView.verticalScrollIndicatorInsets.bottom = CGFloat(indicatorBottom.app)
    }

    /// The list's `adjustedContentInset` changed
    /// (`scrollViewDidChangeAdjustedContentInset`): a value that is not the last sum written
    /// is the app's, and the host's part is added to it again.
    func insetsDidChange() {
      let inset = scrollView.contentInset
      // The offset in the one scroll space, before the app's new gap is counted: the header
      // must not jump because the app's gap changed.
      let offset = contentOffsetY
      if let total = top.listInsetDidChange(to: Double(inset.top)) {
        scrollView.contentInset.top = CGFloat(total)
        contentOffsetY = offset
      }
      if let total = bottom.listInsetDidChange(to: Double(inset.bottom)) {
        scrollView.contentInset.bottom = CGFloat(total)
      }
      let indicator = Double(scrollView.verticalScrollIndicatorInsets.bottom)
      if let total = indicatorBottom.listInsetDidChange(to: indicator) {
        scrollView.verticalScrollIndicatorInsets.bottom = CGFloat(total)
      }
    }

    /// Sets the host's part of the bottom scroll-indicator inset (the home indicator).
    func setScrollIndicatorInsetBottom(_ value: Double) {
      let total = CGFloat(indicatorBottom.setHost(value))
      if scrollView.verticalScrollIndicatorInsets.bottom != total {
        scrollView.verticalScrollIndicatorInsets.bottom = total
      }
    }

    var contentOffsetY: Double {
      get { scrollSpaceOffset(forListOffset: Double(scrollView.contentOffset.y)) }
      set { scrollView.contentOffset.y = CGFloat(listOffset(forScrollSpaceOffset: newValue)) }
    }

    /// The coordinator's offset for the list's `contentOffset.y` `offset` (without the
    /// spacer, with the app's top gap as content): how a deceleration target UIKit proposes
    /// reaches the host.
    func scrollSpaceOffset(forListOffset offset: Double) -> Double {
      spacer.scrollSpaceOffset(forListOffset: offset) + top.app
    }

    /// The list's `contentOffset.y` for the coordinator's `offset`.
    func listOffset(forScrollSpaceOffset offset: Double) -> Double {
      spacer.listOffset(forScrollSpaceOffset: offset - top.app)
    }

    var contentHeight: Double {
      spacer.scrollSpaceContentHeight(forListContentHeight: Double(scrollView.contentSize.height)) + top.app
    }

    var contentInsetTop: Double {
      get { scrollSpaceInsetTop }
      set {
        scrollSpaceInsetTop = newValue
        scrollView.contentInset.top = CGFloat(
          top.setHost(spacer.listInsetTop(forScrollSpaceInsetTop: newValue)))
      }
    }

    var contentInsetBottom: Double {
      get { bottom.host }
      set { scrollView.contentInset.bottom = CGFloat(bottom.setHost(newValue)) }
    }

    var scrollIndicatorInsetTop: Double {
      get { Double(scrollView.verticalScrollIndicatorInsets.top) }
      set { scrollView.verticalScrollIndicatorInsets.top = CGFloat(newValue) }
    }

    var isTracking: Bool { scrollView.isTracking }
    var isDragging: Bool { scrollView.isDragging }
    var isDecelerating: Bool { scrollView.isDecelerating }

    func stopScrolling() {
      // UIKit stops a deceleration when the offset is set without animation.
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }
  }
#endif
