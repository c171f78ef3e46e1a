@_spi(Testing) import NestedScrollCore
import NestedScrollFuzzing
import NestedScrollSimulation
import NestedScrollTestSupport
import PropertyBased
import ScrollSimulator
import Testing

/// Property tests: random sessions of gestures, tab switches, content-size changes and
/// header-height changes on a few screens. At every frame the layout is finite and the
/// collapse within 0…H − P; during every drag the finger is fully accounted for in the
/// list's offset outside the rubber band; at every tab switch and header-height change
/// the rules keep (or fit) offsets as DESIGN.md says.
@Suite struct SessionPropertyTests {
  /// The screens sessions run on.
  /// Item heights of the item-snapping page (page 0 of screen 2).
  static let itemHeights: [Double] = Array(repeating: [120.0, 80, 200, 60, 150, 300, 90, 400], count: 6)
    .flatMap { $0 }

  static func screen(_ kind: Int) throws -> SimulatedProfileScreen {
    switch kind {
    case 0:
      return try makeScreen(profileConfiguration(), contentHeights: [5000, 300, 3000])
    case 1:
      let screen = try makeScreen(
        profileConfiguration(
          pinnedHeaderHeight: 60, bottomInset: 34, snapsHeader: true,
          refresh: RefreshConfiguration(threshold: 70, indicatorHeight: 50)),
        contentHeights: [4000, 2500, 150, 6000])
      return screen
    default:
      let screen = try makeScreen(
        profileConfiguration(headerHeight: 220, pinnedHeaderHeight: 44, overscrollBehavior: .moveHeader),
        contentHeights: [8400, 1000])
      try screen.coordinator.setItemSnap(
        .itemHeights(itemHeights),
        page: 0)
      return screen
    }
  }

  @Test func randomSessionsKeepEveryRule() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...2), Operation.sessions(of: 1...16), Gen.bool) {
      kind, operations, fast in
      let screen = try Self.screen(kind)
      let driver = ScreenDriver(screen, frameRate: fast ? 120 : 60)
      let checker = SessionChecker(
        screen, itemBoundaries: kind == 2 ? Expected.boundaries(itemHeights: Self.itemHeights) : nil)
      checker.playSession(operations, on: driver)
    }
  }
}

/// Plays operations and checks the rules around each.
final class SessionChecker: SessionRules {
  let screen: SimulatedProfileScreen
  private(set) var failed = false
  /// The pages whose motion a tab switch, a size change or a touch that never dragged
  /// interrupted since their last gesture: a snap under way then rests where it was stopped.
  private var interruptedPages: Set<Int> = []

  /// Item-snap boundaries of page 0, if it snaps.
  let itemBoundaries: [Double]?

  init(_ screen: SimulatedProfileScreen, itemBoundaries: [Double]? = nil) {
    self.screen = screen
    self.itemBoundaries = itemBoundaries
  }

  var coordinator: NestedScrollCoordinator<SimulatedScrollView> { screen.coordinator }
  var config: NestedScrollConfiguration { coordinator.configuration }

  private func check(
    _ condition: Bool, _ message: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !condition else { return }
    failed = true
    Issue.record("\(message())", sourceLocation: sourceLocation)
  }

  /// Every frame: finite values, collapse within 0…H − P and the layout of the active offset.
  func checkFrame(_ frame: FrameRecord) {
    guard !failed else { return }
    check(frame.layout.isFinite, "layout not finite: \(frame.layout)")
    check(frame.offsets.allSatisfy(\.isFinite), "offset not finite: \(frame.offsets)")
    let maximum = config.headerHeight - config.pinnedHeaderHeight
    check(
      frame.layout.collapse >= 0 && frame.layout.collapse <= maximum + 1e-9,
      "collapse \(frame.layout.collapse) outside 0…\(maximum)")
    check(
      abs(frame.layout.collapse - Expected.collapse(offset: frame.offset, config)) < 1e-6,
      "collapse \(frame.layout.collapse) is not the formula's for offset \(frame.offset)")
    check(
      frame.pagerProgress >= 0 && frame.pagerProgress <= Double(coordinator.pageCount - 1), "pager progress")
  }

  /// The visible header position the tab rule preserves.
  private var visibleHeader: Double {
    let position = screen.activeList.contentOffset.y + Expected.insetTop(config)
    return min(
      max(position, -coordinator.refreshReservation), config.headerHeight - config.pinnedHeaderHeight)
  }

  /// The tab rule for a list at `offset` under a header at `visible`.
  private func fitted(_ offset: Double, visible: Double) -> Double {
    // Depth past the pin counts as pinned; a list pulled past its top (bouncing) implies
    // its stretch, which no visible header shows.
    let implied = min(offset + Expected.insetTop(config), config.headerHeight - config.pinnedHeaderHeight)
    return abs(implied - visible) <= 1e-6 ? offset : visible - Expected.insetTop(config)
  }

  /// Checks the tab rule for a switch to `page` done by `action` (which must activate it at once).
  private func expectTabRule(to page: Int, _ action: () -> Void) {
    guard page != coordinator.activePage else { return action() }
    let visible = visibleHeader
    let layout = coordinator.layout
    let before = screen.lists[page].contentOffset.y
    action()
    check(coordinator.activePage == page, "page \(page) not active")
    let after = screen.lists[page].contentOffset.y
    // Within the tab rule's 1e-6 pt: a fitted offset rounding a hair past the list's end is
    // placed at the end (nothing rests out of range).
    check(
      abs(after - fitted(before, visible: visible)) <= 1e-6,
      "tab rule: \(before) → \(after) under header \(visible)")
    expectHeaderKept(layout)
  }

  /// The header after a switch from `layout`: where it was (within the tab rule's 1e-6 pt
  /// tolerance for "the same position"), unless it was
  /// stretched by the old list's overscroll (a bounce still running); the tab rule keeps
  /// collapse 0 then (DESIGN.md: "0 while stretching"), without the stretch.
  private func expectHeaderKept(_ layout: HeaderLayout, sourceLocation: SourceLocation = #_sourceLocation) {
    let after = coordinator.layout
    if layout.overscroll <= coordinator.refreshReservation + 1e-9 {
      check(
        abs(after.headerTop - layout.headerTop) <= 1e-6 && abs(after.tabBarTop - layout.tabBarTop) <= 1e-6,
        "header moved on a tab switch: \(layout) → \(after)", sourceLocation: sourceLocation)
    } else {
      check(
        after.collapse == 0 && abs(after.overscroll - coordinator.refreshReservation) < 1e-9,
        "header not at the top after a switch while stretched: \(after)", sourceLocation: sourceLocation)
    }
  }

  func play(_ operation: Operation, on driver: ScreenDriver) {
    let pages = coordinator.pageCount
    let active = coordinator.activePage
    switch operation {
    case .drag(_, let dy, _, _):
      // A touch that never drags (within UIKit's hysteresis) only stops what moves: a snap
      // it stops rests where it was stopped.
      if abs(dy) > Expected.hysteresis {
        interruptedPages.remove(active)
      } else if !screen.isAtRest {
        interruptedPages.insert(active)
      }
    case .fling: interruptedPages.remove(active)
    case .select, .tapTab, .swipe, .headerHeight, .contentHeight:
      if !screen.isAtRest { interruptedPages.formUnion(0..<coordinator.pageCount) }
    default: break
    }
    switch operation {
    case .drag(let y, let dy, let duration, let hold):
      let start = driver.frames.count
      driver.drag(fromY: y, toY: y - dy, duration: duration)
      let error = fingerTracking(Array(driver.frames[start...]))
      check(error.maximum < 1e-6, "finger not accounted for during \(operation): \(error.maximum)")
      if hold { driver.hold(0.1) }
      driver.lift()
    case .fling(let velocity, let distance):
      driver.flick(fromY: 450, velocity: velocity, distance: distance)
    case .wait(let duration):
      driver.wait(duration)
    case .select(let fraction, let animated):
      let page = Int(page: fraction, of: pages)
      expectTabRule(to: page) { coordinator.selectPage(page, animated: animated) }
      screen.pager.setContentOffset(
        Point(x: coordinator.pagerOffset(forPage: page, pageWidth: screen.width), y: 0), animated: animated)
      driver.step()
    case .tapTab(let fraction):
      let page = Int(page: fraction, of: pages)
      expectTabRule(to: page) { driver.tapTab(page) }
      driver.runUntilRest()
      check(coordinator.activePage == page, "tab tap to \(page) ended on \(coordinator.activePage)")
    case .swipe(let forward):
      let target = coordinator.activePage + (forward ? 1 : -1)
      // Only from a pager resting on the active page (a touch can stop a tab tap's pager
      // animation between pages; a swipe then pages relative to where it stopped).
      let home = coordinator.pagerOffset(forPage: coordinator.activePage, pageWidth: screen.width)
      guard target >= 0, target < pages, screen.isAtRest, screen.pager.contentOffset.x == home else { return }
      let visible = visibleHeader
      let layout = coordinator.layout
      let before = screen.lists[target].contentOffset.y
      driver.swipePage(forward: forward)
      check(coordinator.activePage == target, "swipe to \(target) ended on \(coordinator.activePage)")
      let after = screen.activeList.contentOffset.y
      // Within the tab rule's 1e-6 pt: a fitted offset rounding a hair past the list's end is
      // placed at the end (nothing rests out of range).
      check(
        abs(after - fitted(before, visible: visible)) <= 1e-6,
        "tab rule on swipe: \(before) → \(after) under header \(visible)")
      expectHeaderKept(layout)
    case .contentHeight(let fraction, let height):
      let page = Int(page: fraction, of: pages)
      let offsets = screen.lists.map(\.contentOffset.y)
      screen.setContentHeight(height, page: page)
      // Content on screen does not move; a list off screen left past its new end is placed
      // within its bounds at once (nothing rests out of range); the active one comes back
      // with a bounce over the next frames.
      for (index, list) in screen.lists.enumerated() {
        let old = offsets[index]
        let placed = min(max(old, list.verticalOffsetBounds.lowerBound), list.verticalOffsetBounds.upperBound)
        let moved = list.contentOffset.y != old
        check(
          !moved || (index == page && index != coordinator.activePage && list.contentOffset.y == placed),
          "content-size change moved list \(index): \(old) → \(list.contentOffset.y)")
      }
      check(
        abs(screen.lists[page].contentInset.bottom - Expected.insetBottom(contentHeight: height, config))
          < 1e-9,
        "bottom inset after content-size change")
      driver.step()
    case .headerHeight(let extra):
      let before = screen.lists.map(\.contentOffset.y)
      let oldInsetTop = Expected.insetTop(config)
      let tabBarTop = coordinator.layout.tabBarTop
      let activeOffset = screen.activeList.contentOffset.y
      let wasExpanded = activeOffset + oldInsetTop <= 0
      coordinator.setHeaderHeight(config.pinnedHeaderHeight + extra)
      let newInsetTop = Expected.insetTop(config)
      for (index, (old, new)) in zip(before, screen.lists.map(\.contentOffset.y)).enumerated() {
        let position = old + oldInsetTop
        if position <= 0 {
          check(abs(new + newInsetTop - position) < 1e-9, "an expanded list did not stay expanded")
        } else if old + newInsetTop >= 0 {
          // A still list off screen that the change leaves past its end is placed at the end
          // at once (nothing rests out of range); the active one, and one still moving on its
          // own, come back over the next frames.
          let list = screen.lists[index]
          let bounds = list.verticalOffsetBounds
          let kept =
            index == coordinator.activePage || list.isDecelerating
            ? old : min(max(old, bounds.lowerBound), bounds.upperBound)
          check(
            abs(new - kept) <= 1e-9,
            "a list (position \(position)) lost its offset on a header change: \(old) → \(new)")
        } else {
          check(new == -newInsetTop, "a list the header shrank past did not go to its top")
        }
      }
      // Unless the header shrank by more than its visible part, its bottom edge stays.
      if !wasExpanded, activeOffset + newInsetTop >= 0 {
        check(abs(coordinator.layout.tabBarTop - tabBarTop) < 1e-9, "header bottom edge moved")
      }
      driver.step()
    case .settle:
      driver.runUntilRest()
    }
  }

  /// At rest: nothing half collapsed when the header snaps, every list within its bounds.
  func checkAtRest() {
    guard !failed, screen.isAtRest else { return }
    // At rest, the header snaps, whatever brought the screen to rest (a tab switch or a
    // size change that interrupted motion included).
    if config.snapsHeader, coordinator.refreshState == .idle {
      // Within the tab rule's 1e-6 pt agreement: a list that agrees with the header that
      // closely keeps its own offset on a tab switch (ScrollSpace.fittedOffset).
      let c = coordinator.layout.collapse
      let agreement = 1e-6 + 1e-9
      check(
        c < agreement || c > config.headerHeight - config.pinnedHeaderHeight - agreement
          || screen.activeList.contentOffset.y
            >= screen.activeList.verticalOffsetBounds.upperBound,
        "header rests half collapsed: \(c)")
    }
    // An item-snapping list that came to rest past the pin (short of its end) rests exactly
    // on a boundary under the pinned tab bar.
    let offset = screen.activeList.contentOffset.y
    let pin = Expected.pinOffset(config)
    if let boundaries = itemBoundaries, coordinator.activePage == 0, !interruptedPages.contains(0),
      offset > pin + 1e-6, offset < screen.activeList.verticalOffsetBounds.upperBound - 1e-6
    {
      check(
        boundaries.contains { abs($0 + pin - offset) < 1e-6 },
        "item snap rests off a boundary: \(offset - pin)")
    }
    // Nothing rests out of range: the active list, and every other one at the latest once shown.
    let active = screen.activeList
    check(
      active.verticalOffsetBounds.contains(active.contentOffset.y),
      "active list rests at \(active.contentOffset.y), outside \(active.verticalOffsetBounds)")
    check(screen.lists.allSatisfy { $0.diagnostics.count == 0 }, "a simulated list sanitised something")
  }
}
