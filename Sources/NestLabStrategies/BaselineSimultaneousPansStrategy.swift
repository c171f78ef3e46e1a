import ScrollSimulator

// Re-enactment of "two pans recognised simultaneously, offsets pinned in scrollViewDidScroll".
//
// Follows (the default variant, `.flags`):
// - seeds/002_403ea09a561f0038.txt, 方案2, lines 25–37 and 56–59 (FatherScrollView returns YES from
//   `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`, so one touch drives
//   the father and the child), lines 87–88 (initial flags: `enableChildViewScroll = NO`,
//   `enableFatherViewScroll = YES`) and lines 122–147 (`scrollViewDidScroll:`, translated line by
//   line in `fatherDidScroll()` and `childDidScroll(tab:)`).
// - For several tabs, what the libraries built on this technique do (DESIGN.md names
//   JXPagingView): pujiaxin33/JXPagingView, Sources/JXPagingView/JXPagingView.swift,
//   `preferredProcessMainTableViewDidScroll`: while the main view's offset is below its maximum
//   (the header shows), every list in `validListDict` is set to its top. The seed's own
//   controller has one child and cannot say what happens to others.
//
// Follows (the `.direction` variant):
// - seeds/000_8b447d4e0330fc5b.txt, lines 27–101 (`scrollViewDidScroll` with more/less direction
//   from `panGestureRecognizer.translation(in:)`, cases 1–4, `innerScrollingDownDueToOuterScroll`,
//   `lastOffsetY`, the `× 3` of case 3), translated line by line in `directionDidScroll(_:)`.
//   Its case 4 adds the inner view's offset to the outer one; if both views tracked the same
//   finger that would move the content twice as fast as the finger, so this variant routes a
//   touch only to the innermost scroll view under it (UIKit's default), which is what the
//   post's "adjust by the scroll view that received the touch" (line 21) describes.
//
// Simplifies:
// - 002's `contentOffset = 160 − statusBarHeight` becomes `H − P`, fixed when the strategy is built
//   (a later header-height change moves the layout but not this constant), the child's minimum
//   offset is 0 (no insets), and the father's frame is the screen.
// - Delivery order within one touch and one frame: the list first, then the outer view (assumed:
//   the hit-tested view's recognizers before its ancestors'; UIKit does not document the order,
//   and the hand-over at the pin depends on it).
// - The direction variant reads `panTranslation`, which ScrollSimulator reports as zero once the
//   finger has lifted, so momentum always counts as "less" there; the outer view, never
//   dragged by a touch on the list, also reads zero, so when case 4 moves it, its own callback
//   runs case 2 and snaps it to its maximum (the header collapses at once).

/// Seeds 002 (方案2) and 000: an outer scroll view holds header, tab bar and the lists; a
/// touch on a list drives the list and the outer view at once, and `scrollViewDidScroll`
/// pins one of them every time the other should move.
///
/// Reproduces the failures of the technique: momentum from a drag on the header stops at the
/// pin point (only the outer view was dragged, the list has no motion to continue with); at
/// the crossing the two views' offsets are handed over one frame late (the content lags or
/// jumps against the finger); and whenever the header shows, every tab is reset to its top.
public final class BaselineSimultaneousPansStrategy: StrategyScreen {
  /// Which seed's `scrollViewDidScroll` runs.
  public enum Variant: Hashable, Sendable {
    /// Seed 002's `enableFatherViewScroll` / `enableChildViewScroll` flags (the default).
    case flags
    /// Seed 000's more/less direction logic.
    case direction
  }

  /// "simultaneous-pans".
  public static let identifier = "simultaneous-pans"
  /// One line for reports.
  public static let summary =
    "Seeds 000/002 方案2: one touch drives outer view and list, scrollViewDidScroll pins one of them"

  /// The outer ("father") scroll view: header, tab bar and the pager of lists.
  public let outer: SimulatedScrollView
  /// One ("child") list per tab.
  public let lists: [SimulatedScrollView]
  /// The pager between the tabs.
  public var pager: SimulatedScrollView { pagerControl.view }
  /// The outer offset at which the header is collapsed.
  public let pinOffset: Double
  /// The variant.
  public let variant: Variant
  /// The active tab.
  public private(set) var activeTab = 0
  /// Seed 002's `enableFatherViewScroll`.
  public private(set) var enableFatherViewScroll = true
  /// Seed 002's `enableChildViewScroll`.
  public private(set) var enableChildViewScroll = false

  private let geometry: BaselineGeometry
  private var headerHeight: Double
  private let pagerControl: BaselinePager
  private let touches = BaselineTouchDispatch()
  private var outerDelegate: SimultaneousOuterDelegate?
  private var listDelegates: [SimultaneousListDelegate] = []
  // Seed 000's state.
  private var innerScrollingDownDueToOuterScroll = false
  private var outerLastOffsetY = 0.0
  private var listLastOffsetY: [Double]

  /// Builds the screen from `geometry` running `variant`'s `scrollViewDidScroll`.
  package init(geometry: BaselineGeometry, variant: Variant = .flags) {
    self.geometry = geometry
    self.variant = variant
    headerHeight = geometry.headerHeight
    pinOffset = geometry.collapseDistance
    outer = SimulatedScrollView(
      size: Size(width: geometry.width, height: geometry.height),
      contentSize: Size(width: geometry.width, height: 0))
    lists = geometry.contentHeights.indices.map { geometry.makeList(tab: $0) }
    listLastOffsetY = Array(repeating: 0, count: lists.count)
    pagerControl = BaselinePager(
      pageCount: lists.count, size: Size(width: geometry.width, height: geometry.listViewportHeight))
    layOutOuter()
    let outerDelegate = SimultaneousOuterDelegate(strategy: self)
    self.outerDelegate = outerDelegate
    outer.delegate = outerDelegate
    for (tab, list) in lists.enumerated() {
      let delegate = SimultaneousListDelegate(strategy: self, tab: tab)
      listDelegates.append(delegate)
      list.delegate = delegate
    }
    pagerControl.onSettle = { [unowned(unsafe) self] page in self.activeTab = page }
  }

  /// The outer content: room above the header, header, tab bar and a list frame; its largest
  /// offset is `H − P`.
  private func layOutOuter() {
    outer.contentSize = Size(
      width: geometry.width,
      height: geometry.topInset + headerHeight + geometry.tabBarHeight + geometry.listViewportHeight)
  }

  /// The screen y of the list area's top edge.
  public var listAreaTop: Double {
    geometry.topInset + headerHeight + geometry.tabBarHeight - outer.contentOffset.y
  }

  // MARK: Seed 002 (方案2), lines 122–147

  fileprivate func fatherDidScroll() {
    switch variant {
    case .flags: break
    case .direction: return directionDidScroll(outer)
    }
    let contentOffset = pinOffset  // 160 - statusBarFrame.size.height
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

  fileprivate func childDidScroll(tab: Int) {
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

  // MARK: Seed 000, lines 27–101

  private func directionDidScroll(_ scrollView: SimulatedScrollView) {
    let outerScrollView = outer
    let innerScrollView = lists[activeTab]
    let outerScroll = outerScrollView === scrollView
    let innerScroll = !outerScroll

    // 방향을 결정한다.
    let moreScroll = scrollView.panTranslation.y < 0
    let lessScroll = !moreScroll

    let outerScrollMaxOffsetY = outerScrollView.contentSize.height - outerScrollView.boundsSize.height
    let innerScrollMaxOffsetY = innerScrollView.contentSize.height - innerScrollView.boundsSize.height

    // 1. outer && more
    if outerScroll && moreScroll {
      // outerScroll의 끝이 아니면 return 하여 계속 outerScroll 진행
      guard outerScrollMaxOffsetY < outerScrollView.contentOffset.y + 0.1 else { return }
      // innerScroll 시작
      innerScrollingDownDueToOuterScroll = true
      defer { innerScrollingDownDueToOuterScroll = false }
      // innerScrollView Content가 끝이 아닐 경우
      guard innerScrollView.contentOffset.y < innerScrollMaxOffsetY else { return }
      // innerScrollView가 스크롤 되지 않게 보정
      innerScrollView.contentOffset.y =
        innerScrollView.contentOffset.y + outerScrollView.contentOffset.y - outerScrollMaxOffsetY
      outerScrollView.contentOffset.y = outerScrollMaxOffsetY
    }
    if outerScroll && lessScroll {
      guard innerScrollView.contentOffset.y > 0 && outerScrollView.contentOffset.y < outerScrollMaxOffsetY
      else { return }
      innerScrollingDownDueToOuterScroll = true
      defer { innerScrollingDownDueToOuterScroll = false }
      // outer scroll에서 스크롤한 만큼 inner scroll에 적용
      innerScrollView.contentOffset.y = max(
        innerScrollView.contentOffset.y - (outerScrollMaxOffsetY - outerScrollView.contentOffset.y), 0)
      // outer scroll은 스크롤 되지 않고 고정
      outerScrollView.contentOffset.y = outerScrollMaxOffsetY
    }

    // 3. inner scroll을 less 스크롤
    if innerScroll && lessScroll {
      defer { listLastOffsetY[activeTab] = innerScrollView.contentOffset.y }
      defer { outerLastOffsetY = outerScrollView.contentOffset.y }
      guard innerScrollView.contentOffset.y < 0 && outerScrollView.contentOffset.y > 0 else { return }
      let moveOffset = abs(innerScrollView.contentOffset.y) * 3
      let movedOuterOffset = outerLastOffsetY - moveOffset
      outerScrollView.contentOffset.y = movedOuterOffset < 0 ? 0 : movedOuterOffset
    }

    // 4. inner scroll을 more 스크롤
    if innerScroll && moreScroll {
      guard
        outerScrollView.contentOffset.y < outerScrollMaxOffsetY,
        !innerScrollingDownDueToOuterScroll
      else { return }
      // outer scroll를 more 스크롤
      let minOffetY = min(
        outerScrollView.contentOffset.y + innerScrollView.contentOffset.y, outerScrollMaxOffsetY)
      let offsetY = max(minOffetY, 0)
      outerScrollView.contentOffset.y = offsetY
      // inner scroll은 스크롤 되지 않아야 하므로 0으로 고정
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
      let views = variant == .flags ? [list, outer] : [list]
      touches.begin(vertical: views, pager: pager, at: location, time: time)
    } else {
      touches.begin(vertical: [outer], pager: nil, at: location, time: time)
    }
  }

  /// Finger moves.
  public func touchMoved(to location: Point, time: Double) { touches.move(to: location, time: time) }

  /// Finger lifts.
  public func touchEnded(at location: Point, time: Double) { touches.end(at: location, time: time) }

  /// A frame.
  public func advance(to time: Double) { advanceViews(to: time) }

  /// Tab tap: the pager animates to the tab, which becomes active when it arrives.
  public func tapTab(_ index: Int, time: Double) {
    advance(to: time)
    guard lists.indices.contains(index) else { return }
    pagerControl.scroll(toPage: index)
  }

  /// A list's content height changes; nothing else reacts.
  public func setContentHeight(_ height: Double, tab: Int, time: Double) {
    advance(to: time)
    guard lists.indices.contains(tab) else { return }
    lists[tab].contentSize = Size(width: geometry.width, height: height)
  }

  /// The header's height changes: the layout follows, the pin offset constant does not.
  public func setHeaderHeight(_ height: Double, time: Double) {
    advance(to: time)
    guard height.isFinite, height >= 0 else { return }
    headerHeight = height
    layOutOuter()
  }

  /// No refresh in this technique.
  public func endRefreshing(time: Double) { advance(to: time) }

  /// The header moves with the outer view.
  public var headerTop: Double { geometry.topInset - outer.contentOffset.y }
  /// The tab bar moves with the outer view.
  public var tabBarTop: Double { geometry.topInset + headerHeight - outer.contentOffset.y }
  /// The position in the one scroll space: the outer offset plus the active list's offset.
  public var scrollPosition: Double { outer.contentOffset.y + lists[activeTab].contentOffset.y }
  /// Whether the outer view, the pager or a list moves.
  public var isMoving: Bool { outer.isMoving || pager.isMoving || lists.contains { $0.isMoving } }
}

/// The father's delegate (seed 002's ViewController).
private final class SimultaneousOuterDelegate: ScrollViewDelegate {
  unowned(unsafe) let strategy: BaselineSimultaneousPansStrategy
  init(strategy: BaselineSimultaneousPansStrategy) { self.strategy = strategy }
  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { strategy.fatherDidScroll() }
}

/// A child's delegate (the same ViewController in seed 002).
private final class SimultaneousListDelegate: ScrollViewDelegate {
  unowned(unsafe) let strategy: BaselineSimultaneousPansStrategy
  let tab: Int
  init(strategy: BaselineSimultaneousPansStrategy, tab: Int) {
    self.strategy = strategy
    self.tab = tab
  }
  func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { strategy.childDidScroll(tab: tab) }
}
