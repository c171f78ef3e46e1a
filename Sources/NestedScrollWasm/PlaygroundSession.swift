// The playground's one screen: our coordinator on simulated lists and a paging pager, wired
// as the UIKit host wires the real views, or one of the lab's re-enacted techniques on the
// same geometry; the page's settings for it; and the meter of the last gesture.
//
// Nothing on the frame or pointer path allocates with our technique (the browser test counts
// mallocs, Allocations.swift). Every value the page sends has been checked by the exports.

import NestLabStrategies
import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator

/// One page's content, as the page described it.
struct TabContent {
  /// The content height.
  var contentHeight = 0.0
  /// Its item snapping, used while item snapping is on.
  var snap = ItemSnap.none
  /// The first item's height (what the modulo snap rounds to), `nil` if not described.
  var firstItemHeight: Double?
}

/// The page's screen and its settings.
final class PlaygroundSession {
  /// One input the screen receives.
  enum Input {
    /// A finger touches down.
    case began(Point)
    /// The finger moves.
    case moved(Point)
    /// The finger lifts.
    case ended(Point)
    /// Two fingers land on a trackpad (a wheel gesture begins) with the pointer here.
    case trackpadBegan(Point)
    /// The trackpad's fingers (the wheel) move the content as a finger at this point would.
    case trackpadMoved(Point)
    /// The trackpad's fingers lift (the wheel has been still for ``PlaygroundSession/wheelGap``).
    case trackpadEnded(Point)
    /// A display-link frame.
    case frame
  }

  /// What only our screen does (nothing under an outer-view technique).
  enum Action {
    /// A status-bar tap: the active list scrolls to its top.
    case statusBarTap
    /// Refreshing starts as if pulled.
    case beginRefreshing
    /// The app's load finished: refreshing ends.
    case endRefreshing
    /// Tab `page`'s load finished: its own refresh ends.
    case endTabRefreshing(page: Int)
  }

  /// Our screen; with an outer-view technique it stays idle.
  private(set) var screen: SimulatedProfileScreen
  /// The screen width.
  let width: Double
  /// The configuration our screen was built from.
  var configuration: NestedScrollConfiguration
  /// Each page's content.
  var tabs: [TabContent]
  /// Item snapping (ours) on.
  var itemSnapEnabled = false
  /// UIKit's `.fast` deceleration for the lists.
  var fastDeceleration = false
  /// The technique driving the phone.
  private(set) var technique = Technique.ours
  /// The screen driving the phone: ours (``OurScreen``) or an outer-view technique's.
  private(set) var driver: any StrategyScreen
  /// The modulo snapping, installed on our screen for ``Technique/moduloSnap``.
  private var moduloSnap: BaselineModuloSnap?
  /// The metrics of the last gesture.
  private(set) var meter = GestureMeter()
  /// Where the finger is, while one is down on the screen.
  private(set) var fingerY: Double?
  /// The latest time any export received, so a rebuilt screen starts there.
  private(set) var time = 0.0
  /// The wheel gesture under way, if any (``PlaygroundSession+Wheel.swift``).
  var wheel: WheelGesture?
  /// The tab bar's items for the titles the page measured (``setTabTitleWidths(_:)``).
  private(set) var tabBar: TabBarLayout
  /// Reduce Motion, as the page set it: kept across rebuilds of our screen.
  var reducesMotion = false {
    didSet { screen.host.isReduceMotionEnabled = reducesMotion }
  }

  /// A session on `screen`, built with `configuration`, `width` points wide.
  init(screen: SimulatedProfileScreen, configuration: NestedScrollConfiguration, width: Double) {
    self.screen = screen
    self.configuration = configuration
    self.width = width
    driver = OurScreen(screen)
    tabBar = TabBarLayout(titleWidths: [], barWidth: width)
    tabs = Array(repeating: TabContent(), count: screen.lists.count)
    loadMoreDistances = Array(repeating: nil, count: screen.lists.count)
  }

  /// Notes `time` as the latest, if it is later.
  func note(_ time: Double) {
    if time.isFinite, time > self.time { self.time = time }
  }

  /// Each page's load-more distance, `nil` where it does not load more (our screen only).
  private(set) var loadMoreDistances: [Double?]

  /// The lists of the technique driving the phone.
  var lists: [SimulatedScrollView] { driver.lists }

  // MARK: Input

  /// Plays `input` at `time` on the technique driving the phone, then measures and writes the state.
  func play(_ input: Input, at time: Double) {
    note(time)
    switch input {
    case .began(let location):
      endWheel(at: time)
      driver.touchBegan(at: location, time: time)
      fingerY = location.y
    case .trackpadBegan(let location):
      if technique.usesOurScreen {
        screen.trackpadTouchBegan(at: location, time: time)
      } else {
        driver.touchBegan(at: location, time: time)
      }
      fingerY = location.y
    case .trackpadMoved(let location):
      if technique.usesOurScreen {
        screen.trackpadMoved(to: location, time: time)
      } else {
        driver.touchMoved(to: location, time: time)
      }
      fingerY = location.y
    case .trackpadEnded(let location):
      if technique.usesOurScreen {
        screen.trackpadTouchEnded(at: location, time: time)
      } else {
        driver.touchEnded(at: location, time: time)
      }
      fingerY = nil
    case .moved(let location):
      driver.touchMoved(to: location, time: time)
      fingerY = location.y
    case .ended(let location):
      driver.touchEnded(at: location, time: time)
      fingerY = nil
    case .frame:
      if let wheel, time - wheel.lastTime >= Self.wheelGap { endWheel(at: time) }
      driver.advance(to: time)
    }
    measure(input)
    sync()
  }

  /// A tap on tab `page` (a valid page).
  func tapTab(_ page: Int, at time: Double) {
    note(time)
    driver.tapTab(page, time: time)
    sync()
  }

  /// Performs `action` at `time` on our screen, if it drives the phone.
  func perform(_ action: Action, at time: Double) {
    guard technique.usesOurScreen else { return }
    note(time)
    switch action {
    case .statusBarTap:
      screen.tapStatusBar(time: time)
    case .beginRefreshing:
      screen.advance(to: time)
      screen.host.beginRefreshing(at: time)
    case .endRefreshing:
      screen.advance(to: time)
      screen.host.endRefreshing(at: time)
    case .endTabRefreshing(let page):
      screen.advance(to: time)
      screen.host.endTabRefreshing(page: page, at: time)
    }
    sync()
  }

  /// Lays the tab bar out for titles `widths` points wide, one per page, in a bar as wide as
  /// the screen.
  func setTabTitleWidths(_ widths: [Double]) {
    tabBar = TabBarLayout(titleWidths: widths, barWidth: width)
    sync()
  }

  /// Page `page` (a valid page) asks for more rows within `distance` points of its end, or
  /// stops asking (`nil`); kept across rebuilds of our screen. Returns whether the host
  /// accepted the distance (else nothing changes).
  func setLoadMore(distance: Double?, page: Int) -> Bool {
    do {
      try screen.host.setLoadMore(distance: distance, forPage: page)
    } catch {
      return false
    }
    loadMoreDistances[page] = distance
    sync()
    return true
  }

  /// VoiceOver's three-finger scroll in `direction` on our screen (not while a finger or the
  /// wheel is down). Returns whether it scrolled; where it went is the rendered status.
  func accessibilityScroll(_ direction: AccessibilityScrollDirection, at time: Double) -> Bool {
    guard technique.usesOurScreen, fingerY == nil else { return false }
    note(time)
    screen.advance(to: time)
    let scrolled = screen.host.accessibilityScroll(direction, at: time)
    sync()
    return scrolled
  }

  /// The app finished loading page `page`'s rows (our screen): its footer goes.
  func loadMoreDidEnd(page: Int, at time: Double) {
    guard technique.usesOurScreen else { return }
    note(time)
    screen.advance(to: time)
    screen.host.loadMoreDidEnd(page: page)
    sync()
  }

  /// Feeds the meter the state after `input`.
  private func measure(_ input: Input) {
    let sample = currentSample()
    let lists = self.lists
    switch input {
    case .began(let location), .trackpadBegan(let location):
      meter.touchBegan(fingerY: location.y, sample, lists: lists)
    case .moved(let location), .trackpadMoved(let location):
      meter.fingerSample(fingerY: location.y, sample, lists: lists)
    case .ended, .trackpadEnded: meter.touchEnded(sample, lists: lists)
    case .frame:
      if let fingerY {
        meter.fingerSample(fingerY: fingerY, sample, lists: lists)
      } else {
        meter.frame(sample, lists: lists)
      }
    }
  }

  /// What the meter needs of the screen now.
  private func currentSample() -> GestureMeter.Sample {
    let pin = configuration.headerHeight - configuration.pinnedHeaderHeight
    let pinnedListViewport =
      configuration.viewportHeight - configuration.topInset - configuration.pinnedHeaderHeight
      - configuration.tabBarHeight
    let tab = driver.activeTab
    let lists = driver.lists
    let content = lists.indices.contains(tab) ? tabs[tab].contentHeight : 0
    let rate =
      lists.indices.contains(tab) ? lists[tab].decelerationRate.rawValue : DecelerationRate.normal.rawValue
    return GestureMeter.Sample(
      time: time, position: driver.scrollPosition, tab: tab,
      maximum: pin + max(0, content - pinnedListViewport), pin: pin,
      rate: rate, moving: isMoving)
  }

  /// Whether anything moves: a finger drags, a view decelerates or bounces, an animation runs.
  var isMoving: Bool { fingerY != nil || driver.isMoving }

  // MARK: Settings

  /// Applies page `page`'s content height and, if enabled, its item snapping to our screen.
  func applyTab(_ page: Int) {
    let list = screen.lists[page]
    list.contentSize = Size(width: width, height: tabs[page].contentHeight)
    screen.host.listContentSizeDidChange(page: page)
    applyItemSnap(page)
  }

  /// Page `page`'s item snapping: its own while enabled (never under the modulo snap).
  func applyItemSnap(_ page: Int) {
    let snap = itemSnapEnabled && technique != .moduloSnap ? tabs[page].snap : .none
    try? screen.host.setItemSnap(snap, forPage: page)
  }

  /// The lists' deceleration (`.fast` under the modulo snap, as that technique sets it); an
  /// outer-view technique is rebuilt with it.
  func applyDeceleration() {
    let fast = fastDeceleration || technique == .moduloSnap
    for list in screen.lists { list.decelerationRate = fast ? .fast : .normal }
    if !technique.usesOurScreen { startDriver() }
  }

  /// Switches to `technique`: a fresh screen at the top, the same content and settings.
  /// Returns whether the technique could be built (else ours drives the phone).
  func select(_ technique: Technique) -> Bool {
    self.technique = technique
    let rebuilt = rebuild(configuration: configuration, keepingOffsets: false)
    startDriver()
    meter = GestureMeter()
    fingerY = nil
    wheel = nil
    sync()
    return rebuilt && self.technique == technique
  }

  /// Drives the phone with the technique: our screen, or the outer-view technique's screen
  /// built now (ours when the technique rejects the geometry).
  private func startDriver() {
    var heights: [Double] = []
    for tab in tabs { heights.append(tab.contentHeight) }
    if let built = technique.makeStrategyScreen(
      configuration: configuration, width: width, contentHeights: heights, fastDeceleration: fastDeceleration)
    {
      built.advance(to: time)
      driver = built
    } else {
      if !technique.usesOurScreen { technique = .ours }
      driver = OurScreen(screen)
    }
  }

  /// Replaces our screen by one built from `configuration`, keeping the active page and,
  /// when `keepingOffsets`, each list's offset (above the top it rests at the top: refresh
  /// room is not carried over), and the content, snapping and deceleration. Returns whether
  /// the configuration was accepted.
  func rebuild(configuration: NestedScrollConfiguration, keepingOffsets: Bool = true) -> Bool {
    let old = screen
    var heights: [Double] = []
    for tab in tabs { heights.append(tab.contentHeight) }
    guard
      let new = try? SimulatedProfileScreen(
        configuration: configuration, contentHeights: heights, width: width)
    else { return false }
    screen = new
    new.host.isReduceMotionEnabled = reducesMotion
    if wheel != nil {
      // The old screen's trackpad gesture ends with it.
      wheel = nil
      fingerY = nil
    }
    if technique.usesOurScreen { driver = OurScreen(new) }
    self.configuration = configuration
    moduloSnap = nil
    if technique == .moduloSnap {
      var firstHeights: [Double?] = []
      for tab in tabs { firstHeights.append(tab.firstItemHeight) }
      moduloSnap = BaselineModuloSnap(screen: new, firstItemHeights: firstHeights)
    }
    for page in tabs.indices { applyTab(page) }
    for page in loadMoreDistances.indices {
      // Distances stored were accepted when they were set.
      if let distance = loadMoreDistances[page] {
        try? new.host.setLoadMore(distance: distance, forPage: page)
      }
    }
    let fast = fastDeceleration || technique == .moduloSnap
    for list in new.lists { list.decelerationRate = fast ? .fast : .normal }
    new.advance(to: time)
    guard keepingOffsets else { return true }
    let active = old.host.selectedPage
    new.host.selectPage(active, animated: false, at: time)
    let top = new.coordinator.snapshot.space.offset(forHeaderPosition: 0)
    for page in tabs.indices where page != active {
      new.host.setContentOffset(
        max(old.lists[page].contentOffset.y, top), page: page, animated: false, at: time)
    }
    new.host.setContentOffset(
      max(old.lists[active].contentOffset.y, top), page: active, animated: false, at: time)
    return true
  }

  /// Rebuilds our screen with `configuration` (see ``rebuild(configuration:keepingOffsets:)``)
  /// and writes the state: 1, or 0 if the configuration was rejected.
  func reconfigure(_ configuration: NestedScrollConfiguration) -> Int32 {
    let rebuilt = rebuild(configuration: configuration)
    sync()
    return rebuilt ? 1 : 0
  }
}
