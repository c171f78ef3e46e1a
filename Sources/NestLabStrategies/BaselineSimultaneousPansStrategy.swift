import ScrollSimulator

// Re-enactment of "two pans recognised simultaneously, offsets pinned in scrollViewDidScroll".
// What the technique does, the write-up and the library that show it, how this file follows
// their code (the `.flags` variant the write-up's second solution, the `.direction` variant a
// second write-up's direction logic) and what it simplifies: <doc:SimultaneousPans>. Names in
// backticks (`enableFatherViewScroll`, `innerScrollingDownDueToOuterScroll`, …) are the
// write-ups'.

/// Simultaneous pans with offset pinning: an outer scroll view holds header, tab bar and the
/// lists; a touch on a list drives the list and the outer view at once, and
/// `scrollViewDidScroll` pins one of them every time the other should move.
///
/// Described publicly by the JXPagingView library (<https://github.com/pujiaxin33/JXPagingView>),
/// which is built on it. Reproduces the failures of the technique: momentum from a drag on
/// the header stops at the pin point (only the outer view was dragged, the list has no motion
/// to continue with); at the crossing the two views' offsets are handed over one frame late
/// (the content lags or jumps against the finger); and whenever the header shows, every tab
/// is reset to its top. The <doc:SimultaneousPans> article says how this type follows the
/// technique and which scenarios measure the failures.
public final class BaselineSimultaneousPansStrategy: BaselineOuterViewScreen {
  /// Which `scrollViewDidScroll` runs.
  public enum Variant: Hashable, Sendable {
    /// The `enableFatherViewScroll` / `enableChildViewScroll` flags (the default).
    case flags
    /// The more/less direction logic read from the pan's translation.
    case direction
  }

  /// "simultaneous-pans".
  public static let identifier = "simultaneous-pans"
  /// One line for reports.
  public static let summary =
    "Simultaneous pans: one touch drives outer view and list, scrollViewDidScroll pins one of them"

  /// The outer ("father") scroll view: header, tab bar and the pager of ("child") lists.
  public var outer: SimulatedScrollView { views.carrier }
  /// The outer offset at which the header is collapsed.
  public let pinOffset: Double
  /// The variant.
  public let variant: Variant
  /// The active tab.
  public private(set) var activeTab = 0
  /// The `.flags` variant's `enableFatherViewScroll`.
  public private(set) var enableFatherViewScroll = true
  /// The `.flags` variant's `enableChildViewScroll`.
  public private(set) var enableChildViewScroll = false

  /// The outer view, the lists and the pager.
  package let views: BaselineViews
  // The `.direction` variant's state.
  private var innerScrollingDownDueToOuterScroll = false
  private var outerLastOffsetY = 0.0
  private var listLastOffsetY: [Double]

  /// Builds the screen from `geometry` running `variant`'s `scrollViewDidScroll`.
  package init(geometry: BaselineGeometry, variant: Variant = .flags) {
    self.variant = variant
    pinOffset = geometry.collapseDistance
    let outer = SimulatedScrollView(
      size: Size(width: geometry.width, height: geometry.height),
      contentSize: Size(width: geometry.width, height: 0))
    views = BaselineViews(geometry: geometry, carrier: outer, roomAboveHeader: geometry.topInset)
    listLastOffsetY = Array(repeating: 0, count: views.lists.count)
    views.onScroll(of: outer) { [unowned(unsafe) self] in self.fatherDidScroll() }
    for (tab, list) in views.lists.enumerated() {
      views.onScroll(of: list) { [unowned(unsafe) self] in self.childDidScroll(tab: tab) }
    }
    views.pager.onSettle = { [unowned(unsafe) self] page in self.activeTab = page }
  }

  // MARK: The `.flags` variant (the SimultaneousPans article, "How the re-enactment follows it")

  /// The outer ("father") view's `scrollViewDidScroll`.
  private func fatherDidScroll() {
    switch variant {
    case .flags: break
    case .direction: return directionDidScroll(outer)
    }
    let contentOffset = pinOffset  // the write-up's `160 − statusBarFrame.size.height`
    if !enableFatherViewScroll {
      outer.contentOffset = Point(x: 0, y: contentOffset)
      enableChildViewScroll = true
    } else {
      if outer.contentOffset.y >= contentOffset {
        outer.contentOffset = Point(x: 0, y: contentOffset)
        if enableFatherViewScroll {
          enableFatherViewScroll = false
          enableChildViewScroll = true
        }
      } else {
        // JXPagingView, preferredProcessMainTableViewDidScroll: the header shows, so every
        // list goes back to its top.
        for list in lists where list.contentOffset.y != 0 { list.contentOffset = Point(x: 0, y: 0) }
      }
    }
  }

  /// A list's ("child's") `scrollViewDidScroll`.
  private func childDidScroll(tab: Int) {
    switch variant {
    case .flags: break
    case .direction:
      if tab == activeTab { directionDidScroll(lists[tab]) }
      return
    }
    let scrollView = lists[tab]
    if !enableChildViewScroll {
      scrollView.contentOffset = Point(x: 0, y: 0)
    } else {
      if scrollView.contentOffset.y <= 0 {
        enableChildViewScroll = false
        enableFatherViewScroll = true
      }
    }
  }

  // MARK: The `.direction` variant (the SimultaneousPans article, "The direction variant")

  /// The one `scrollViewDidScroll` of both views, cases 1–4 of the write-up; its comments,
  /// translated, are kept beside the lines they describe.

  private func directionDidScroll(_ scrollView: SimulatedScrollView) {
    let outerScrollView = outer
    let innerScrollView = lists[activeTab]
    let outerScroll = outerScrollView === scrollView
    let innerScroll = !outerScroll

    // Decide the direction.
    let moreScroll = scrollView.panTranslation.y < 0
    let lessScroll = !moreScroll

    let outerScrollMaxOffsetY = outerScrollView.contentSize.height - outerScrollView.boundsSize.height
    let innerScrollMaxOffsetY = innerScrollView.contentSize.height - innerScrollView.boundsSize.height

    // 1. outer && more
    if outerScroll && moreScroll {
      // Not at the end of outerScroll: return, and outerScroll carries on
      guard outerScrollMaxOffsetY < outerScrollView.contentOffset.y + 0.1 else { return }
      // innerScroll starts
      innerScrollingDownDueToOuterScroll = true
      defer { innerScrollingDownDueToOuterScroll = false }
      // innerScrollView's content is not at its end
      guard innerScrollView.contentOffset.y < innerScrollMaxOffsetY else { return }
      // Correct innerScrollView so that it does not scroll
      innerScrollView.contentOffset.y =
        innerScrollView.contentOffset.y + outerScrollView.contentOffset.y - outerScrollMaxOffsetY
      outerScrollView.contentOffset.y = outerScrollMaxOffsetY
    }
    if outerScroll && lessScroll {
      guard innerScrollView.contentOffset.y > 0 && outerScrollView.contentOffset.y < outerScrollMaxOffsetY
      else { return }
      innerScrollingDownDueToOuterScroll = true
      defer { innerScrollingDownDueToOuterScroll = false }
      // Apply to inner scroll as much as outer scroll scrolled
      innerScrollView.contentOffset.y = max(
        innerScrollView.contentOffset.y - (outerScrollMaxOffsetY - outerScrollView.contentOffset.y), 0)
      // outer scroll does not scroll: pinned
      outerScrollView.contentOffset.y = outerScrollMaxOffsetY
    }

    // 3. inner scroll scrolled "less"
    if innerScroll && lessScroll {
      defer { listLastOffsetY[activeTab] = innerScrollView.contentOffset.y }
      defer { outerLastOffsetY = outerScrollView.contentOffset.y }
      guard innerScrollView.contentOffset.y < 0 && outerScrollView.contentOffset.y > 0 else { return }
      let moveOffset = abs(innerScrollView.contentOffset.y) * 3
      let movedOuterOffset = outerLastOffsetY - moveOffset
      outerScrollView.contentOffset.y = movedOuterOffset < 0 ? 0 : movedOuterOffset
    }

    // 4. inner scroll scrolled "more"
    if innerScroll && moreScroll {
      guard
        outerScrollView.contentOffset.y < outerScrollMaxOffsetY,
        !innerScrollingDownDueToOuterScroll
      else { return }
      // Scroll outer scroll "more"
      let minOffetY = min(
        outerScrollView.contentOffset.y + innerScrollView.contentOffset.y, outerScrollMaxOffsetY)
      let offsetY = max(minOffetY, 0)
      outerScrollView.contentOffset.y = offsetY
      // inner scroll must not scroll, so it is pinned at 0
      innerScrollView.contentOffset.y = 0
    }
  }

  private func advanceViews(to time: Double) {
    pager.advance(to: time)
    for list in lists { list.advance(to: time) }
    outer.advance(to: time)
  }

  // MARK: StrategyScreen

  /// Touch down. `.flags`: a touch on the lists goes to the active list and the outer view
  /// together (and to the pager), one on the header to the outer view. `.direction`: only
  /// to the innermost scroll view under the finger.
  public func touchBegan(at location: Point, time: Double) {
    advanceViews(to: time)
    if location.y >= listAreaTop {
      let list = lists[activeTab]
      let targets = variant == .flags ? [list, outer] : [list]
      views.touches.begin(vertical: targets, pager: pager, at: location, time: time)
    } else {
      views.touches.begin(vertical: [outer], pager: nil, at: location, time: time)
    }
  }

  /// Finger moves.
  public func touchMoved(to location: Point, time: Double) { views.touches.move(to: location, time: time) }

  /// Finger lifts.
  public func touchEnded(at location: Point, time: Double) { views.touches.end(at: location, time: time) }

  /// A frame.
  public func advance(to time: Double) { advanceViews(to: time) }

  /// A list's content height changes; nothing else reacts.
  public func setContentHeight(_ height: Double, tab: Int, time: Double) {
    advance(to: time)
    views.setContentHeight(height, tab: tab)
  }

  /// The position in the one scroll space: the outer offset plus the active list's offset.
  public var scrollPosition: Double { outer.contentOffset.y + lists[activeTab].contentOffset.y }
}
