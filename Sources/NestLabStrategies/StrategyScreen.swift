import ScrollSimulator

/// A screen built the way one re-enacted technique builds it: what drives it (one finger,
/// display-link frames, tab taps) and what a renderer or a metric reads from it.
///
/// Coordinates are the phone screen's: y grows downwards, the screen's top edge is 0. The
/// lab adapts each one to its `NestedScrollStrategy` protocol (NestLabKit); the browser
/// playground (NestedScrollWasm) drives them directly, so both run the same code.
public protocol StrategyScreen: AnyObject {
  /// A finger touches down at `location` at `time` (seconds).
  func touchBegan(at location: Point, time: Double)
  /// The finger moves.
  func touchMoved(to location: Point, time: Double)
  /// The finger lifts.
  func touchEnded(at location: Point, time: Double)
  /// A display-link frame.
  func advance(to time: Double)
  /// The user taps tab `index`.
  func tapTab(_ index: Int, time: Double)

  /// The y of the header's top edge on screen.
  var headerTop: Double { get }
  /// The y of the tab bar's top edge on screen.
  var tabBarTop: Double { get }
  /// The y of the top edge of the lists' frames on screen (a list's content starts at
  /// `listAreaTop − contentOffset.y`).
  var listAreaTop: Double { get }
  /// The active tab.
  var activeTab: Int { get }
  /// How far the content under the finger has moved up since the screen was created, across
  /// header and list: the position in the one scroll space (collapse plus the active list's
  /// own scroll).
  var scrollPosition: Double { get }
  /// One list per tab.
  var lists: [SimulatedScrollView] { get }
  /// The horizontal pager between the tabs.
  var pager: SimulatedScrollView { get }
  /// Whether any of the screen's scroll views is still moving (dragged, decelerating,
  /// bouncing or animating).
  var isMoving: Bool { get }
}
