import ScrollSimulator

/// One way of building the nested-scroll screen — ours, or a re-enactment of another public
/// technique (the `Baseline…` strategies) — driven through the same input and observed
/// through the same values, so the lab can compare them on identical gestures.
///
/// Coordinates are the phone screen's: y grows downwards, the screen's top edge is 0.
/// Every strategy is built from simulated scroll views (``ScrollSimulator/SimulatedScrollView``),
/// so each gets UIKit's physics and callback order, and nothing else.
public protocol NestedScrollStrategy: AnyObject {
  /// A short identifier used on the command line and in tables ("ours", "threshold-lock", …).
  static var identifier: String { get }
  /// A one-line description for reports.
  static var summary: String { get }
  /// The column heading in comparison tables ("ours (keeps header)"); the identifier
  /// unless a strategy says otherwise.
  static var title: String { get }

  /// Builds the screen.
  init(screen: ScreenSpec) throws(ScenarioError)

  /// A finger touches down at `location` at `time` (seconds).
  func touchBegan(at location: Point, time: Double)
  /// The finger moves.
  func touchMoved(to location: Point, time: Double)
  /// The finger lifts.
  func touchEnded(at location: Point, time: Double)
  /// Two fingers touch down on a trackpad with the pointer at `location`: indirect input,
  /// which arrives as scroll events, not touches.
  func trackpadBegan(at location: Point, time: Double)
  /// The trackpad's fingers scroll; the content follows them to `location`.
  func trackpadMoved(to location: Point, time: Double)
  /// The trackpad's fingers lift.
  func trackpadEnded(at location: Point, time: Double)
  /// A display-link frame.
  func advance(to time: Double)
  /// The user taps tab `index`.
  func tapTab(_ index: Int, time: Double)
  /// Tab `tab`'s content height changes (rows loaded or removed).
  func setContentHeight(_ height: Double, tab: Int, time: Double)
  /// The header's height changes (text expanded).
  func setHeaderHeight(_ height: Double, time: Double)
  /// The app finishes refreshing.
  func endRefreshing(time: Double)
  /// Whether tab `tab`'s list has asked the app for more rows (its ``TabSpec/loadMore``)
  /// and waits for them.
  func isLoadingMore(tab: Int) -> Bool
  /// The app finished loading tab `tab`'s rows: it appended them with
  /// ``setContentHeight(_:tab:time:)`` just before, or it has no more.
  func loadMoreDidEnd(tab: Int, time: Double)

  /// What the screen shows now.
  var observation: Observation { get }
}

extension NestedScrollStrategy {
  /// The identifier.
  public static var title: String { identifier }

  /// `false`: the re-enacted techniques have no load more of their own (their apps watch
  /// `scrollViewDidScroll` themselves), so they never ask.
  public func isLoadingMore(tab: Int) -> Bool { false }
  /// Nothing to end where nothing asks.
  public func loadMoreDidEnd(tab: Int, time: Double) {}

  /// A touch: a scroll view's pan gesture recognizer recognizes a trackpad's scroll events
  /// as it does a finger's drag (UIKit's `UIPanGestureRecognizer.allowedScrollTypesMask`:
  /// <https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask>),
  /// so the re-enacted techniques see the same drag a finger would give them.
  public func trackpadBegan(at location: Point, time: Double) { touchBegan(at: location, time: time) }
  /// A touch move, as ``trackpadBegan(at:time:)`` says.
  public func trackpadMoved(to location: Point, time: Double) { touchMoved(to: location, time: time) }
  /// A lift, as ``trackpadBegan(at:time:)`` says.
  public func trackpadEnded(at location: Point, time: Double) { touchEnded(at: location, time: time) }
}

/// What a strategy's screen shows at one moment: the values the metrics are computed from.
public struct Observation: Hashable, Sendable, Codable {
  /// The y of the header's top edge on screen.
  public var headerTop: Double
  /// The y of the tab bar's top edge on screen.
  public var tabBarTop: Double
  /// The active tab.
  public var activeTab: Int
  /// How far the content under the finger has moved up since the screen was created,
  /// across header and list: the position in the one scroll space (collapse plus the
  /// active list's own scroll). Its change must equal the finger's during a drag.
  public var scrollPosition: Double
  /// Each tab's own list offset (`contentOffset.y`); what "a tab keeps its position" means.
  public var tabOffsets: [Double]
  /// Whether a refresh is in progress.
  public var isRefreshing: Bool

  /// Creates an observation.
  public init(
    headerTop: Double, tabBarTop: Double, activeTab: Int, scrollPosition: Double, tabOffsets: [Double],
    isRefreshing: Bool
  ) {
    self.headerTop = headerTop
    self.tabBarTop = tabBarTop
    self.activeTab = activeTab
    self.scrollPosition = scrollPosition
    self.tabOffsets = tabOffsets
    self.isRefreshing = isRefreshing
  }
}
