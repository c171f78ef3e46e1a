/// A scenario: a screen and a script of input, run identically through every strategy.
///
/// Scenarios are JSON files (format version 1, documented in `Scenarios/README.md`); see
/// ``ScenarioLoader`` for loading with precise errors.
public struct Scenario: Hashable, Sendable, Codable {
  /// The format version this build reads.
  public static let formatVersion = 1

  /// The format version of the file; must be ``formatVersion``.
  public var version: Int
  /// A short unique name ("fling-up-through-pin").
  public var name: String
  /// What the scenario shows, for the report.
  public var summary: String
  /// The screen.
  public var screen: ScreenSpec
  /// When frames happen.
  public var frames: FrameTiming
  /// The input, in order.
  public var script: [Step]
  /// The keys of the metrics whose goals judge this scenario (``MetricDefinition/key``), `nil`
  /// for every goal; other metrics are measured and shown without a verdict
  /// (``GoalEvaluation``).
  package var goals: [String]?

  /// Creates a scenario.
  public init(
    version: Int = Scenario.formatVersion, name: String, summary: String, screen: ScreenSpec,
    frames: FrameTiming, script: [Step]
  ) {
    self.version = version
    self.name = name
    self.summary = summary
    self.screen = screen
    self.frames = frames
    self.script = script
    self.goals = nil
  }

  /// Creates a scenario judged by the goals of `goals` (metric keys; `nil` for every goal).
  package init(
    name: String, summary: String, screen: ScreenSpec, frames: FrameTiming, script: [Step], goals: [String]?
  ) {
    self.init(name: name, summary: summary, screen: screen, frames: frames, script: script)
    self.goals = goals
  }
}

/// The profile screen a scenario runs on. Lengths in points.
public struct ScreenSpec: Hashable, Sendable, Codable {
  /// The screen width.
  public var width: Double
  /// The screen (viewport) height.
  public var height: Double
  /// Room above the header (status bar / navigation bar).
  public var topInset: Double
  /// The header's height.
  public var headerHeight: Double
  /// The part of the header that stays when collapsed.
  public var pinnedHeaderHeight: Double
  /// The tab bar's height.
  public var tabBarHeight: Double
  /// The tabs.
  public var tabs: [TabSpec]
  /// Whether the header snaps to expanded or collapsed.
  public var snapsHeader: Bool
  /// Pull-to-refresh threshold and indicator height, if refresh is on.
  public var refresh: RefreshSpec?
  /// The lists' deceleration rate per millisecond (0.998 normal, 0.99 fast).
  public var decelerationRate: Double
  /// How the header comes back when the list scrolls down (our strategy's; the re-enacted
  /// techniques have no floating header).
  public var headerMode: HeaderModeSpec

  /// Creates a screen.
  public init(
    width: Double = 390, height: Double = 844, topInset: Double = 47, headerHeight: Double = 300,
    pinnedHeaderHeight: Double = 0, tabBarHeight: Double = 44, tabs: [TabSpec], snapsHeader: Bool = false,
    refresh: RefreshSpec? = nil, decelerationRate: Double = 0.998,
    headerMode: HeaderModeSpec = .scrollsWithList
  ) {
    self.width = width
    self.height = height
    self.topInset = topInset
    self.headerHeight = headerHeight
    self.pinnedHeaderHeight = pinnedHeaderHeight
    self.tabBarHeight = tabBarHeight
    self.tabs = tabs
    self.snapsHeader = snapsHeader
    self.refresh = refresh
    self.decelerationRate = decelerationRate
    self.headerMode = headerMode
  }
}

/// One tab's list.
public struct TabSpec: Hashable, Sendable, Codable {
  /// The tab's title.
  public var title: String
  /// The list's content height; with ``itemHeights`` it is their sum.
  public var contentHeight: Double
  /// Item heights, for item snapping (any sizes); `nil` for none.
  public var itemHeights: [Double]?
  /// Whether the list snaps to its items.
  public var snapsToItems: Bool
  /// Where ours learns the items it snaps to: ``SnapSource/boundaries`` from the heights
  /// handed over as an array, ``SnapSource/list`` from the list's own layout at each release.
  public var snapSource: SnapSource
  /// Sticky section headers among the list's rows (only with ``SnapSource/list``); `nil`
  /// for a list of rows alone.
  public var sections: SectionsSpec?
  /// How the list asks the app for more rows and how the app answers; `nil` for none.
  public var loadMore: LoadMoreSpec?

  /// Creates a tab.
  public init(
    title: String, contentHeight: Double, itemHeights: [Double]? = nil, snapsToItems: Bool = false,
    snapSource: SnapSource = .boundaries, sections: SectionsSpec? = nil, loadMore: LoadMoreSpec? = nil
  ) {
    self.title = title
    self.contentHeight = contentHeight
    self.itemHeights = itemHeights
    self.snapsToItems = snapsToItems
    self.snapSource = snapSource
    self.sections = sections
    self.loadMore = loadMore
  }

  /// Where a snapping list's items come from (`"snapSource"` in a scenario file).
  public enum SnapSource: String, Hashable, Sendable, Codable {
    /// `"boundaries"`: the item heights are handed to the host as an array
    /// (`ItemSnap.itemHeights`), computed ahead.
    case boundaries
    /// `"list"`: the list lays the items out itself as self-sizing rows, and the host asks it
    /// for the row at the proposed rest at each release (`ItemSnap.listItems`).
    case list
  }
}

/// Load more on one tab: the list asks the app for rows when it comes within ``distance``
/// of its end, and the scenario's app answers each request ``delay`` seconds later by
/// appending ``rows`` rows of ``rowHeight`` points (none when ``rows`` is 0: the app has no
/// more) and ending the load.
public struct LoadMoreSpec: Hashable, Sendable, Codable {
  /// How close to its end, in points the list can still scroll, it asks.
  public var distance: Double
  /// Rows appended per request (0: the app has no more rows).
  public var rows: Int
  /// Each appended row's height, points.
  public var rowHeight: Double
  /// Seconds from the request until the rows arrive.
  public var delay: Double

  /// Creates load-more settings.
  public init(distance: Double, rows: Int = 20, rowHeight: Double = 100, delay: Double = 0.2) {
    self.distance = distance
    self.rows = rows
    self.rowHeight = rowHeight
    self.delay = delay
  }

  /// The height the rows of one answer add, points.
  public var appendedHeight: Double { Double(rows) * rowHeight }
}

/// Pull-to-refresh settings.
public struct RefreshSpec: Hashable, Sendable, Codable {
  /// Pull distance that arms the refresh.
  public var threshold: Double
  /// Room kept for the indicator while refreshing.
  public var indicatorHeight: Double
  /// What a pull refreshes (`"scope"`): the page, each tab on its own, or both, by where the
  /// drag began.
  public var scope: Scope

  /// A scenario's refresh scope, as its file spells it.
  public enum Scope: String, Hashable, Sendable, Codable {
    /// `"page"`: one refresh for the screen.
    case page
    /// `"tab"`: each tab refreshes on its own.
    case tab
    /// `"both"`: the page from a drag on the header, the tab from a drag on its list.
    case both
  }

  /// Creates refresh settings.
  public init(threshold: Double = 80, indicatorHeight: Double = 60, scope: Scope = .page) {
    self.threshold = threshold
    self.indicatorHeight = indicatorHeight
    self.scope = scope
  }
}

/// When display-link frames happen.
public enum FrameTiming: Hashable, Sendable, Codable {
  /// Every 1/hz seconds.
  case regular(hz: Double)
  /// Irregular intervals drawn uniformly from `minInterval…maxInterval` seconds with a
  /// seeded generator (the same seed gives the same frames everywhere).
  case jittery(minInterval: Double, maxInterval: Double, seed: UInt64)
}

/// One step of a scenario's script. Times are relative to the end of the previous step.
public enum Step: Hashable, Sendable, Codable {
  /// Raw touch samples (times relative to the step's start).
  case touches([TouchSample])
  /// A finger drag from `fromY` to `toY` at `x` over `duration` seconds at constant speed,
  /// sampled every frame; `holdBeforeRelease` seconds of stillness before lifting (0 for a
  /// release with the drag's velocity).
  case drag(x: Double, fromY: Double, toY: Double, duration: Double, holdBeforeRelease: Double)
  /// Two fingers scroll on a trackpad with the pointer at `x`: the content follows them from
  /// `fromY` to `toY` over `duration` seconds at constant speed, as ``drag(x:fromY:toY:duration:holdBeforeRelease:)``
  /// moves a finger, then they rest `holdBeforeRelease` seconds and lift (0 lifts while
  /// moving: a trackpad fling). `fromY` equal to `toY` is a rest that stops motion. The
  /// samples arrive as scroll events, not touches.
  case trackpad(x: Double, fromY: Double, toY: Double, duration: Double, holdBeforeRelease: Double)
  /// A horizontal swipe from `fromX` to `toX` at `y` over `duration` seconds at constant
  /// speed, released while moving (toward the left: the next tab).
  case swipe(y: Double, fromX: Double, toX: Double, duration: Double)
  /// A short drag (``flingDuration``, 60 ms) from `x, y` at the finger speed `velocity`
  /// points per second, released while moving (negative: the finger moves up and the
  /// content scrolls deeper into the list).
  case fling(x: Double, y: Double, velocity: Double)
  /// Frames only, for `duration` seconds.
  case wait(duration: Double)
  /// A tap on tab `index` (the tab bar).
  case tapTab(index: Int)
  /// Tab `tab`'s content height becomes `height`.
  case contentHeight(tab: Int, height: Double)
  /// The header's height becomes `height`.
  case headerHeight(height: Double)
  /// The app ends refreshing.
  case endRefresh
}

/// A raw touch sample.
public struct TouchSample: Hashable, Sendable, Codable {
  /// The touch phase.
  public enum Phase: String, Hashable, Sendable, Codable {
    /// Touch down.
    case began
    /// Move.
    case moved
    /// Lift.
    case ended
  }

  /// Seconds after the step's start.
  public var time: Double
  /// The x on screen.
  public var x: Double
  /// The y on screen.
  public var y: Double
  /// The phase.
  public var phase: Phase

  /// Creates a sample.
  public init(time: Double, x: Double, y: Double, phase: Phase) {
    self.time = time
    self.x = x
    self.y = y
    self.phase = phase
  }
}
