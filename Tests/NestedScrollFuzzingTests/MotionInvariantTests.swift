import Foundation
import NestedScrollCore
import NestedScrollFuzzing
import NestedScrollPropertyChecks
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator
import Testing

/// The motion invariants: the header still or continuous under either tab-switch
/// policy, no speed-up after lift, and the tab memory and header placement of keeping the
/// content.
@Suite struct MotionInvariantTests {
  @Test func theHeaderMayFollowItsListsAndItsWayButNoMore() {
    // A still header, or one its list moved, passes.
    #expect(
      InvariantChecker.checkHeaderStep(step: 0, listMotion: 0, way: 0, interval: 1, fingerDown: false) == nil)
    #expect(
      InvariantChecker.checkHeaderStep(step: 12, listMotion: 12, way: 0, interval: 0, fingerDown: true) == nil
    )
    // A header that moves on its own without a way, or at the instant of a switch, jumps.
    #expect(
      InvariantChecker.checkHeaderStep(step: 5, listMotion: 0, way: 0, interval: 1 / 60, fingerDown: false)?.0
        == .headerContinuous)
    #expect(
      InvariantChecker.checkHeaderStep(step: 5, listMotion: 0, way: 240, interval: 0, fingerDown: false)?.0
        == .headerContinuous)
    // On its way of 240 pt, a 60 Hz frame may move it up to 1.5 × 240 / 0.3 / 60 = 20 pt.
    #expect(
      InvariantChecker.checkHeaderStep(
        step: 19.9, listMotion: 0, way: 240, interval: 1 / 60, fingerDown: false)
        == nil)
    #expect(
      InvariantChecker.checkHeaderStep(
        step: 20.1, listMotion: 0, way: 240, interval: 1 / 60, fingerDown: false)?
        .0 == .headerContinuous)
    // Never on its own under a finger.
    #expect(
      InvariantChecker.checkHeaderStep(step: 1, listMotion: 0, way: 240, interval: 1 / 60, fingerDown: true)?
        .0
        == .headerContinuous)
  }

  @Test func aReleaseMayNotSpeedUp() {
    // A fling at 1000 pt/s decelerating: every 60 Hz step under 1000 / 60 pt.
    let decelerating = (0...30).map { i -> (time: Double, offset: Double) in
      let t = Double(i) / 60
      return (t, 1000 * (1 - exp(-2 * t)) / 2)
    }
    #expect(InvariantChecker.checkRelease(offset: 0, velocity: 1000, samples: decelerating) == nil)
    // The same, with one frame twice as fast (a lurch toward a snap target).
    var lurch = decelerating
    for i in 10..<lurch.count { lurch[i].offset += 20 }
    #expect(
      InvariantChecker.checkRelease(offset: 0, velocity: 1000, samples: lurch)?.0 == .noSpeedUpAfterLift)
    // A slow release toward a distant target may go as fast as the slowest snap in time.
    let cruise = ScrollMotion.slowestSnapSpeed(distance: 300)
    let slow = (0...84).map { i -> (time: Double, offset: Double) in
      (Double(i) / 60, min(300, cruise * Double(i) / 60))
    }
    #expect(InvariantChecker.checkRelease(offset: 0, velocity: 10, samples: slow) == nil)
    // An observation before the list's first frame (it has not moved) does not restart the
    // clock: the motion ran on from the release (fuzz finding crash-5b01f796).
    let late: [(time: Double, offset: Double)] = [(0, 0), (0.001, 0), (0.0177, 18), (1, 300)]
    #expect(InvariantChecker.checkRelease(offset: 0, velocity: 1000, samples: late) == nil)
    // A list that rests behind its release turned around: not judged.
    #expect(InvariantChecker.checkRelease(offset: 0, velocity: 1000, samples: [(0, 0), (0.1, -50)]) == nil)
  }

  @Test func keepingTheContentTheHeaderIsShiftedOnItsWay() throws {
    var configuration = NestedScrollConfiguration(
      headerHeight: 300, tabBarHeight: 44, topInset: 47, viewportHeight: 844, pageCount: 2)
    configuration.tabSwitchPolicy = .keepsContent
    let screen = try SimulatedProfileScreen(configuration: configuration, contentHeights: [5_000, 5_000])
    let pin = screen.coordinator.snapshot.space.pinOffset
    screen.host.setContentOffset(pin + 900, page: 0, animated: false, at: 0)
    screen.host.selectPage(1, animated: false, at: 0)
    let snapshot = ScreenSnapshot(screen)
    // Page 1 is at its top, the header still pinned on its way there.
    #expect(snapshot.isHeaderMoving && snapshot.headerShift == 300)
    #expect(!snapshot.isAtRest)
    #expect(InvariantChecker.checkState(snapshot, placements: [nil, nil]) == nil)
    var unshifted = snapshot
    unshifted.headerShift = 0
    #expect(InvariantChecker.checkState(unshifted, placements: [nil, nil])?.0 == .headerFollowsActiveList)
  }

  @Test func keepingTheContentEveryStillTabKeepsItsOffset() throws {
    var configuration = NestedScrollConfiguration(
      headerHeight: 300, tabBarHeight: 44, topInset: 47, viewportHeight: 844, pageCount: 3)
    configuration.tabSwitchPolicy = .keepsContent
    let screen = try SimulatedProfileScreen(
      configuration: configuration, contentHeights: [5_000, 5_000, 5_000])
    screen.host.setContentOffset(-200, page: 2, animated: false, at: 0)
    let before = ScreenSnapshot(screen)
    #expect(!before.layout.isPinned)
    #expect(InvariantChecker.checkTabMemory(before: before, after: before, touched: nil) == nil)
    // A hidden tab fitted to a header that is not pinned: keeping the header that is the
    // tab rule, keeping the content it is a lost position.
    var after = before
    after.lists[2].offset.y = -391
    #expect(
      InvariantChecker.checkTabMemory(before: before, after: after, touched: nil)?.0 == .tabPositionKept)
    var keepingHeader = before
    keepingHeader.tabSwitchPolicy = .keepsHeader
    var keptHeaderAfter = after
    keptHeaderAfter.tabSwitchPolicy = .keepsHeader
    #expect(
      InvariantChecker.checkTabMemory(before: keepingHeader, after: keptHeaderAfter, touched: nil) == nil)
  }
}

/// What the motion watcher judges as a release's motion, on whole programs.
@Suite struct ReleaseWatchTests {
  /// A pull released inside the refresh room it opens (the page's, or in ``RefreshScope/tab``
  /// the tab's), moving up at `speed` points per second, after pulling the finger down
  /// `pull` points; the app's refresh action returns `seconds` later, on a frame, and the
  /// room closes; a tab tap follows once everything rests.
  static func releaseInsideTheRoom(scope: RefreshScope, pull: Double, speed: Double, seconds: Double)
    -> FuzzProgram
  {
    var configuration = NestedScrollConfiguration(
      headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 0, topInset: 0.42, viewportHeight: 800,
      bottomInset: 0, pageCount: 2, initialPage: 0)
    configuration.refresh = RefreshConfiguration(threshold: 40, indicatorHeight: 90, scope: scope)
    var screen = FuzzScreen(configuration: configuration, width: 400, contentHeights: [3_000, 3_000])
    screen.refreshActionSeconds = seconds
    var y = 300.0
    var steps = [FuzzStep(delay: 0, event: .touchBegan(Point(x: 200, y: y)))]
    for _ in 0..<10 {
      y += pull / 10
      steps.append(FuzzStep(delay: 1.0 / 60, event: .touchMoved(Point(x: 200, y: y))))
    }
    for _ in 0..<3 {
      y -= speed / 60
      steps.append(FuzzStep(delay: 1.0 / 60, event: .touchMoved(Point(x: 200, y: y))))
    }
    steps.append(FuzzStep(delay: 0, event: .touchEnded(Point(x: 200, y: y))))
    steps.append(FuzzStep(delay: 0, event: .frames(count: 90, interval: 1.0 / 60)))
    steps.append(FuzzStep(delay: 0.003, event: .tapTab(1)))
    return FuzzProgram(screen: screen, steps: steps)
  }

  /// The room closing once the app's refresh action has returned moves the released list
  /// faster than the release: that motion is the app's, as after an `endRefreshing` step, not
  /// the release's (fuzz findings crash-ed8ceed7 and crash-2ff18500).
  @Test func aRoomClosingAfterTheRefreshActionIsNotTheReleasesMotion() async {
    await propertyCheck(
      count: 30, input: Gen.bool, Gen.double(in: 170...210), Gen.double(in: 300...500),
      Gen.double(in: 0.02...0.3)
    ) { tab, pull, speed, seconds in
      let program = Self.releaseInsideTheRoom(
        scope: tab ? .tab : .page, pull: pull, speed: speed, seconds: seconds)
      #expect(throws: Never.self) { _ = try FuzzSession.run(program) }
    }
  }
}
