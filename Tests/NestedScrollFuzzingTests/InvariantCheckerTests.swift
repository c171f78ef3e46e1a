import NestedScrollCore
import NestedScrollFuzzing
import NestedScrollSimulation
import ScrollSimulator
import Testing

/// Each invariant catches the broken state it names: the fuzzer's checks are only as good
/// as their ability to fail.
@Suite struct InvariantCheckerTests {
  /// A screen scrolled past the pin on page 1, with page 0 scrolled deep and inactive.
  func settledScreen() throws -> SimulatedProfileScreen {
    let configuration = NestedScrollConfiguration(
      headerHeight: 300, tabBarHeight: 44, topInset: 47, viewportHeight: 844, pageCount: 3,
      refresh: RefreshConfiguration())
    let screen = try SimulatedProfileScreen(
      configuration: configuration, contentHeights: [5_000, 5_000, 5_000])
    let pin = screen.coordinator.snapshot.space.pinOffset
    screen.host.setContentOffset(pin + 900, page: 0, animated: false, at: 0)
    screen.host.selectPage(1, animated: false, at: 0)
    return screen
  }

  @Test func aSettledScreenPassesEveryCheck() throws {
    let snapshot = ScreenSnapshot(try settledScreen())
    let placed = [AppPlacement?](repeating: nil, count: 3)
    #expect(InvariantChecker.checkState(snapshot, placements: placed) == nil)
    #expect(InvariantChecker.checkRest(snapshot, placements: placed) == nil)
    #expect(InvariantChecker.checkTabMemory(before: snapshot, after: snapshot, touched: nil) == nil)
  }

  @Test func nonFiniteValuesAreCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    snapshot.lists[2].velocity.y = .nan
    #expect(InvariantChecker.checkState(snapshot, placements: [nil, nil, nil])?.0 == .finiteState)
    snapshot = ScreenSnapshot(try settledScreen())
    snapshot.layout.tabBarTop = .infinity
    #expect(InvariantChecker.checkState(snapshot, placements: [nil, nil, nil])?.0 == .finiteState)
  }

  @Test func anOffsetBeyondTheRubberBandIsCaughtUnlessTheAppPutItFurther() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    let list = snapshot.lists[0]
    // The rubber band shows less than one viewport of overscroll, however far the finger goes.
    snapshot.lists[0].offset.y = list.bounds.lowerBound - list.viewportLength * 0.99
    #expect(InvariantChecker.checkState(snapshot, placements: [nil, nil, nil]) == nil)
    snapshot.lists[0].offset.y = list.bounds.lowerBound - list.viewportLength - 1
    #expect(InvariantChecker.checkState(snapshot, placements: [nil, nil, nil])?.0 == .offsetWithinRubberBand)
    // Content that shrank under a still list leaves it out there; it may come back, not go
    // further.
    let shrunk = AppPlacement(offset: 0, distance: list.viewportLength + 5, wasAtRest: true)
    #expect(InvariantChecker.checkState(snapshot, placements: [shrunk, nil, nil]) == nil)
    snapshot.lists[0].offset.y -= 10
    #expect(
      InvariantChecker.checkState(snapshot, placements: [shrunk, nil, nil])?.0 == .offsetWithinRubberBand)
  }

  /// Nothing rests out of range, not even a list the app left there while it was
  /// still (the "still list may stay" allowance is gone).
  @Test func aListRestingOutOfBoundsIsCaughtWhoeverLeftItThere() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    snapshot.lists[0].offset.y = snapshot.lists[0].bounds.upperBound + 30
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil])?.0 == .restReached)
    let still = AppPlacement(offset: snapshot.lists[0].offset.y, distance: 30, wasAtRest: true)
    #expect(InvariantChecker.checkRest(snapshot, placements: [still, nil, nil])?.0 == .restReached)
    let moving = AppPlacement(offset: snapshot.lists[0].offset.y, distance: 30, wasAtRest: false)
    #expect(InvariantChecker.checkRest(snapshot, placements: [moving, nil, nil])?.0 == .restReached)
  }

  /// With header snapping on, a header resting partly collapsed is caught.
  @Test func aHeaderRestingHalfCollapsedWithSnappingIsCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    snapshot.snapsHeader = true
    let half = snapshot.space.maximumCollapse / 2
    snapshot.layout.collapse = half
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil])?.0 == .restReached)
    snapshot.snapsHeader = false
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil]) == nil)
  }

  @Test func aHeaderOutOfStepWithTheActiveListIsCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    snapshot.lists[1].offset.y -= 40
    #expect(
      InvariantChecker.checkState(snapshot, placements: [nil, nil, nil])?.0 == .headerFollowsActiveList)
  }

  @Test func aCollapseOutOfRangeOrAStretchWithoutOverscrollIsCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    snapshot.layout.collapse = snapshot.space.maximumCollapse + 1
    #expect(InvariantChecker.checkState(snapshot, placements: [nil, nil, nil])?.0 == .collapseWithinRange)
    snapshot = ScreenSnapshot(try settledScreen())
    snapshot.overscrollBehavior = .moveHeader
    snapshot.layout.stretch = 5
    #expect(InvariantChecker.checkState(snapshot, placements: [nil, nil, nil])?.0 == .collapseWithinRange)
  }

  @Test func aDeepTabThatMovesWhileHiddenIsCaught() throws {
    let before = ScreenSnapshot(try settledScreen())
    var after = before
    after.lists[0].offset.y = before.space.pinOffset
    #expect(
      InvariantChecker.checkTabMemory(before: before, after: after, touched: nil)?.0 == .tabPositionKept)
    // Unless a finger drove that list during the step.
    #expect(InvariantChecker.checkTabMemory(before: before, after: after, touched: 0) == nil)
  }

  @Test func aHeaderThatJumpsOnATabSwitchIsCaught() throws {
    let layout = ScreenSnapshot(try settledScreen()).layout
    var moved = layout
    moved.collapse -= 10
    #expect(InvariantChecker.checkTabSwitch(from: layout, to: layout, refreshReservation: 0) == nil)
    #expect(
      InvariantChecker.checkTabSwitch(from: layout, to: moved, refreshReservation: 0)?.0
        == .headerStillOnTabSwitch)
  }

  @Test func motionRefreshOrAPagerBetweenPagesAfterSettlingIsCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    snapshot.lists[2].isMoving = true
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil])?.0 == .restReached)
    snapshot = ScreenSnapshot(try settledScreen())
    snapshot.refreshState = .ending
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil])?.0 == .restReached)
    snapshot = ScreenSnapshot(try settledScreen())
    snapshot.pager.offset.x += 100
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil])?.0 == .restReached)
    snapshot = ScreenSnapshot(try settledScreen())
    snapshot.lists[0].offset.y = snapshot.lists[0].bounds.upperBound + 30
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil])?.0 == .restReached)
  }

  @Test func anUnpaddedShortListMayRestFittedToACollapsedHeader() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    snapshot.lists[2].bounds = -391...(-391)
    snapshot.lists[2].offset.y = snapshot.space.pinOffset
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil])?.0 == .restReached)
    snapshot.padsShortContent = false
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil]) == nil)
    snapshot.lists[2].offset.y = snapshot.space.pinOffset + 10
    #expect(InvariantChecker.checkRest(snapshot, placements: [nil, nil, nil])?.0 == .restReached)
  }
}
