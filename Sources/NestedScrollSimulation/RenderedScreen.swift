import NestedScrollCore
import ScrollSimulator

/// What a ``SimulatedProfileScreen`` shows, built only from the outputs its host sent it,
/// as a phone's views would be: tests and the fuzzer judge this, so an output the UIKit
/// adapter needs but never gets is a wrong picture here.
public struct RenderedScreen: Hashable, Sendable {
  /// The header view's frame.
  public var header = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The tab bar's frame.
  public var tabBar = Rect(x: 0, y: 0, width: 0, height: 0)
  /// Where the tab bar's selection stands: its selected tab and where its indicator is.
  public var tabSelection = TabSelection(selectedIndex: 0, progress: 0)
  /// The refresh indicator's frame (the area the pull reveals): the page's, or in
  /// `RefreshScope.tab` the selected tab's.
  public var refreshIndicator = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The selected tab's own refresh indicator's frame, right under the tab bar
  /// (`RefreshScope.tab` and `.both`; in `.both` it stacks under the page's): as tall as its
  /// room and a tab pull, 0 otherwise. Its state is the selected page's
  /// ``RenderedPage/refreshState``.
  public var tabRefreshIndicator = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The refresh indicator's opacity, 0…1.
  public var refreshIndicatorOpacity = 0.0
  /// Whether the refresh indicator spins.
  public var isRefreshIndicatorSpinning = false
  /// The refresh state the indicator shows: the public refresh state an app observes, as
  /// the host last sent it.
  public var refreshState = RefreshState.idle
  /// The refresh whose action runs now (the number the host started it with); `nil`: none.
  public var runningRefreshAction: Int?
  /// How many refresh actions the host cancelled: their refresh ended before they finished.
  public var cancelledRefreshActionCount = 0
  /// The page the app was last told is selected.
  public var selectedPage = 0
  /// The page whose list is the primary list: the one with `scrollsToTop`, tracked by the
  /// navigation bar.
  public var primaryPage: Int?
  /// The page whose list receives drags that start on the header or tab bar.
  public var headerDragPage: Int?
  /// Whether the screen's display link runs.
  public var isDisplayLinkRunning = false
  /// The last header layout the screen applied.
  public var headerLayout: HeaderLayout?
  /// The last container layout the screen applied.
  public var containerLayout: ContainerLayout?
  /// What VoiceOver last heard after a page scroll (`pageScrolled`), if anything.
  public var accessibilityScrollStatus: AccessibilityScrollStatus?
  /// How many times the host asked for header and tab bar to be measured again.
  public var measurementRequestCount = 0
  /// Each page as the screen shows it.
  public var pages: [RenderedPage]
  /// The latest appearance transitions the pages received, oldest first: at most
  /// ``appearanceLogCapacity``, so that recording them never allocates once the screen
  /// exists (the playground's frames and events allocate nothing).
  public private(set) var appearanceLog: [PageAppearanceEvent]
  /// How many appearance transitions the pages received in all, including those the log no
  /// longer holds.
  public private(set) var appearanceEventCount = 0
  /// How many transitions ``appearanceLog`` keeps.
  public static let appearanceLogCapacity = 64

  /// A screen of `pageCount` pages with nothing loaded and nothing laid out yet.
  public init(pageCount: Int) {
    pages = Array(repeating: RenderedPage(), count: pageCount)
    appearanceLog = []
    appearanceLog.reserveCapacity(Self.appearanceLogCapacity)
  }

  /// Records a transition, dropping the oldest once the log is full.
  mutating func record(_ event: PageAppearanceEvent) {
    if appearanceLog.count == Self.appearanceLogCapacity { appearanceLog.removeFirst() }
    appearanceLog.append(event)
    appearanceEventCount += 1
  }

  /// Empties the log (the count goes on).
  mutating func clearAppearanceLog() {
    appearanceLog.removeAll(keepingCapacity: true)
  }

  /// The pages loaded now.
  public var loadedPages: [Int] { pages.indices.filter { pages[$0].isLoaded } }
}

/// One page of a ``RenderedScreen``.
public struct RenderedPage: Hashable, Sendable {
  /// Whether its view is in the pager.
  public var isLoaded = false
  /// The x of its frame in the pager.
  public var frameX = 0.0
  /// The last appearance transition it received (`nil`: none since it loaded).
  public var appearance: PageAppearanceTransition?
  /// Whether VoiceOver skips it.
  public var isAccessibilityHidden = true
  /// Whether its list's `scrollsToTop` is on.
  public var scrollsToTop = false
  /// Where its load-more footer is, in content y (`nil`: none).
  public var loadMoreFooterTop: Double?
  /// Its feed's state, as its footer shows it.
  public var loadMoreState = LoadMoreState.idle
  /// Whether its footer shows the load-more indicator (the app loads more rows).
  public var isLoadingMore: Bool { loadMoreFooterTop != nil && loadMoreState == .loading }
  /// How many times the app was asked for more of its rows, a retry included. Like its
  /// refresh, kept while the page is unloaded: the app's feed outlives the page's view.
  public var loadMoreRequestCount = 0
  /// Its own refresh state (`RefreshScope.tab`, `.both`), as the host last sent it. While it
  /// is the selected page, its indicator fills the screen's
  /// ``RenderedScreen/tabRefreshIndicator`` frame, under the tab bar.
  public var refreshState = RefreshState.idle
  /// Its refresh whose action runs now (the number the host started it with); `nil`: none.
  public var runningRefreshAction: Int?
  /// How many of its refresh actions the host cancelled.
  public var cancelledRefreshActionCount = 0

  /// A page that is not loaded.
  public init() {}
}

/// One appearance transition a page received.
public struct PageAppearanceEvent: Hashable, Sendable {
  /// The page.
  public var page: Int
  /// The transition.
  public var transition: PageAppearanceTransition

  /// Creates an event.
  public init(page: Int, transition: PageAppearanceTransition) {
    self.page = page
    self.transition = transition
  }
}
