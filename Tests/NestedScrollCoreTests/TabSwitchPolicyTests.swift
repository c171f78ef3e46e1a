import NestedScrollCore
import NestedScrollExpectations
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// The app chooses what a tab switch keeps. Keeping the content, the
/// selected tab shows exactly the position it had and the header moves to where that
/// position puts it, in one continuous animation of at most 0.35 s, never while a finger
/// is down. Keeping the header (the default) is the tab rule of `TabSwitchTests`.
@Suite struct TabSwitchPolicyTests {
  static func configuration(_ policy: TabSwitchPolicy, snapsHeader: Bool = false) -> NestedScrollConfiguration
  {
    var configuration = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: snapsHeader)
    configuration.tabSwitchPolicy = policy
    return configuration
  }

  /// Tab 0 scrolled 300 pt past the pin (header pinned), tab 1 never scrolled (at its top).
  static func screenWithDeepFirstTab(_ policy: TabSwitchPolicy) throws -> (
    SimulatedProfileScreen, ScreenDriver
  ) {
    let screen = try makeScreen(configuration(policy))
    let driver = ScreenDriver(screen)
    driver.bring(to: .pinned)
    return (screen, driver)
  }

  /// The header position the screen shows: collapse, less any overscroll.
  static func shown(_ layout: HeaderLayout) -> Double { layout.collapse - layout.overscroll }

  /// Checks the frames after a switch at `switchTime` to a list that rests at `offset`: the
  /// list stays exactly there; the header moves from `from` to where the list puts it without
  /// a step larger than the animation's speed allows, and arrives by `deadline`.
  static func expectHeaderFollows(
    _ frames: [FrameRecord], page: Int, offset: Double, from: Double, at start: Double, deadline: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let last = frames.last else {
      Issue.record("no frames", sourceLocation: sourceLocation)
      return
    }
    let target = shown(last.layout)
    let limit = HeaderTransition.peakSpeed(distance: target - from)
    var previous = (time: start, position: from)
    var arrival: Double?
    for frame in frames {
      #expect(frame.page == page, sourceLocation: sourceLocation)
      #expect(frame.offsets[page] == offset, "the tab's position moved", sourceLocation: sourceLocation)
      let position = shown(frame.layout)
      let step = abs(position - previous.position)
      #expect(
        step <= limit * (frame.time - previous.time) + 1e-9,
        "a step of \(step) pt at \(frame.time) (at most \(limit) pt/s)", sourceLocation: sourceLocation)
      if arrival == nil, position == target { arrival = frame.time }
      if arrival != nil {
        #expect(
          position == target, "the header left its place at \(frame.time)", sourceLocation: sourceLocation)
      }
      previous = (frame.time, position)
    }
    #expect(arrival != nil, "the header did not arrive", sourceLocation: sourceLocation)
    #expect((arrival ?? .infinity) <= deadline, sourceLocation: sourceLocation)
  }

  // MARK: Keeping the content

  @Test func aTabTapKeepsTheTabsPositionAndTheHeaderFollowsInOneShortAnimation() throws {
    let (screen, driver) = try Self.screenWithDeepFirstTab(.keepsContent)
    let space = screen.coordinator.snapshot.space
    let before = driver.layout
    #expect(before.isPinned)
    let tab1 = screen.lists[1].contentOffset.y
    #expect(tab1 == space.offset(forHeaderPosition: 0))
    driver.clearFrames()
    let tap = driver.time
    driver.tapTab(1)
    // At the tap's own instant the header has not moved.
    #expect(driver.layout == before)
    #expect(screen.coordinator.snapshot.headerTransition?.isRunning == true)
    driver.runUntilRest()
    Self.expectHeaderFollows(
      driver.frames, page: 1, offset: tab1, from: Self.shown(before), at: tap, deadline: tap + 0.35)
    #expect(driver.layout.collapse == 0)
    #expect(screen.coordinator.snapshot.headerTransition == nil)

    // And back: tab 0 is exactly where it was left, 300 pt past the pin; the header pins.
    let tab0 = screen.lists[0].contentOffset.y
    #expect(tab0 == space.pinOffset + 300)
    let expanded = driver.layout
    driver.clearFrames()
    let back = driver.time
    driver.tapTab(0)
    driver.runUntilRest()
    Self.expectHeaderFollows(
      driver.frames, page: 0, offset: tab0, from: Self.shown(expanded), at: back, deadline: back + 0.35)
    #expect(driver.layout.isPinned)
  }

  @Test func aProgrammaticSelectionKeepsThePositionToo() throws {
    let (screen, driver) = try Self.screenWithDeepFirstTab(.keepsContent)
    let before = driver.layout
    let tab1 = screen.lists[1].contentOffset.y
    driver.clearFrames()
    let time = driver.time
    screen.host.selectPage(1, animated: false, at: time)
    #expect(driver.layout == before)
    driver.runUntilRest()
    Self.expectHeaderFollows(
      driver.frames, page: 1, offset: tab1, from: Self.shown(before), at: time, deadline: time + 0.35)
  }

  @Test func aFingerDownStopsTheHeaderUntilItLifts() throws {
    let (screen, driver) = try Self.screenWithDeepFirstTab(.keepsContent)
    driver.tapTab(1)
    driver.wait(0.1)
    let moving = Self.shown(driver.layout)
    #expect(moving > 0 && moving < 240)
    // A finger on the list, held still: the header stays exactly where the touch found it.
    driver.touchDown(y: 600)
    let held = Self.shown(driver.layout)
    driver.clearFrames()
    driver.hold(0.4)
    for frame in driver.frames { #expect(Self.shown(frame.layout) == held) }
    #expect(screen.coordinator.snapshot.headerTransition?.isRunning == false)
    // It only stopped motion: not a tap.
    let lift = driver.time
    #expect(screen.touchEnded(at: Point(x: 200, y: 600), time: lift) == .stoppedMotion)
    driver.clearFrames()
    driver.runUntilRest()
    Self.expectHeaderFollows(
      driver.frames, page: 1, offset: screen.lists[1].contentOffset.y, from: held, at: lift,
      deadline: lift + 0.35)
    #expect(driver.layout.collapse == 0)
  }

  @Test func aSwipeMovesTheHeaderOnlyOnceTheFingerLifts() throws {
    let (screen, driver) = try Self.screenWithDeepFirstTab(.keepsContent)
    let before = driver.layout
    let tab1 = screen.lists[1].contentOffset.y
    driver.clearFrames()
    driver.touchDown(x: screen.width * 0.9, y: 500)
    driver.move(to: Point(x: screen.width * 0.1, y: 500), duration: 0.2)
    // The pager passed the middle: page 1 is active, and the header has not moved.
    #expect(screen.host.selectedPage == 1)
    for frame in driver.frames { #expect(frame.layout == before) }
    let lift = driver.time
    driver.lift()
    driver.clearFrames()
    driver.runUntilRest()
    Self.expectHeaderFollows(
      driver.frames, page: 1, offset: tab1, from: Self.shown(before), at: lift, deadline: lift + 0.35)
    #expect(driver.layout.collapse == 0)
    #expect(screen.pager.contentOffset.x == screen.width)
  }

  @Test func aFlingOnTheNewTabCarriesTheHeaderWithItAndTheWayEndsAtRest() throws {
    let (screen, driver) = try Self.screenWithDeepFirstTab(.keepsContent)
    // At once (a pager sliding to the tab would stop under the finger and go back).
    screen.host.selectPage(1, animated: false, at: driver.time)
    driver.wait(0.05)
    // Fling tab 1 up: the list's momentum carries the header; the transition waits.
    driver.flick(fromY: 700, velocity: 1200, distance: 60)
    #expect(screen.coordinator.snapshot.headerTransition?.isRunning == false)
    driver.clearFrames()
    driver.runUntilRest()
    // While the list coasts, the header moves only as the list does (clamped at the pin).
    let space = screen.coordinator.snapshot.space
    for (a, b) in zip(driver.frames, driver.frames.dropFirst())
    where a.listVelocity != 0 && b.listVelocity != 0 {
      let listStep =
        min(space.headerPosition(forOffset: b.offset), 240)
        - min(space.headerPosition(forOffset: a.offset), 240)
      expectApproximatelyEqual(
        Self.shown(b.layout), Self.shown(a.layout), absoluteTolerance: abs(listStep) + 1e-9)
    }
    #expect(screen.coordinator.snapshot.headerTransition == nil)
    let final = driver.layout
    #expect(
      final == space.layout(forOffset: driver.activeOffset, refreshReservation: 0, overscroll: .stretchHeader)
    )
  }

  /// Fuzz finding (crash-6294d69d): a touch whose time was unusable did not stop the header,
  /// and the next touch then moved it while the first finger was still down.
  @Test func aTouchWithABadTimeStillHoldsTheHeader() throws {
    let (screen, driver) = try Self.screenWithDeepFirstTab(.keepsContent)
    screen.host.selectPage(1, animated: false, at: driver.time)
    driver.wait(0.1)
    let held = Self.shown(driver.layout)
    #expect(screen.host.touchDidBegin(at: -.infinity))
    #expect(screen.coordinator.snapshot.headerTransition?.isRunning == false)
    driver.wait(0.1)
    screen.host.touchDidBegin(at: driver.time)
    #expect(Self.shown(driver.layout) == held)
  }

  // MARK: Keeping the header (the default)

  @Test func keepingTheHeaderIsTheDefault() {
    #expect(profileConfiguration().tabSwitchPolicy == .keepsHeader)
    #expect(NestedScrollBehavior().tabSwitchPolicy == .keepsHeader)
    #expect(profileConfiguration().behavior.tabSwitchPolicy == .keepsHeader)
  }

  @Test(arguments: [TabSwitchPolicy.keepsHeader, .keepsContent])
  func theBehaviourCarriesThePolicyToTheCoordinator(policy: TabSwitchPolicy) throws {
    let screen = try makeScreen(Self.configuration(policy))
    #expect(screen.host.behavior.tabSwitchPolicy == policy)
    #expect(screen.coordinator.snapshot.configuration.tabSwitchPolicy == policy)
  }

  @Test(arguments: [SwitchMethod.tapTab, .swipe])
  func keepingTheHeaderTheSameSwitchFitsTheTabAndTheHeaderStays(method: SwitchMethod) throws {
    let (screen, driver) = try Self.screenWithDeepFirstTab(.keepsHeader)
    let before = driver.layout
    driver.clearFrames()
    driver.switchTab(to: 1, by: method)
    for frame in driver.frames { #expect(frame.layout == before) }
    #expect(screen.coordinator.snapshot.headerTransition == nil)
    // Tab 1 had never been scrolled: it is fitted to the pinned header.
    #expect(screen.lists[1].contentOffset.y == screen.coordinator.snapshot.space.pinOffset)
  }
}
