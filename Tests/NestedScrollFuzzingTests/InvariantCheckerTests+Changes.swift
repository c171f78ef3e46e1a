import NestedScrollCore
import NestedScrollFuzzing
import NestedScrollSimulation
import ScrollSimulator
import Testing

/// The invariants the core's property tests checked on their own before they played their
/// sessions through ``NestedScrollFuzzing/FuzzSession``: each catches the state it forbids,
/// and passes what the coordinator really does.
extension InvariantCheckerTests {
  @Test func aPagerProgressOutsideItsPagesIsCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    #expect(snapshot.pagerProgress == 1)
    snapshot.pagerProgress = 2
    #expect(InvariantChecker.checkState(snapshot, placements: [nil, nil, nil]) == nil)
    for progress in [2.5, -0.1] {
      snapshot.pagerProgress = progress
      #expect(InvariantChecker.checkState(snapshot, placements: [nil, nil, nil])?.0 == .pagerProgressInRange)
    }
  }

  @Test func contentThatMissesTheFingerIsCaught() {
    let a = TouchSample(page: 0, offset: 100, bounds: -391...4000, isDragging: true, fingerY: 500)
    var b = TouchSample(page: 0, offset: 130, bounds: -391...4000, isDragging: true, fingerY: 470)
    #expect(InvariantChecker.trackingError(from: a, to: b) == 0)
    #expect(InvariantChecker.checkFingerTracked(from: a, to: b) == nil)
    b.offset = 129
    #expect(InvariantChecker.trackingError(from: a, to: b) == 1)
    #expect(InvariantChecker.checkFingerTracked(from: a, to: b)?.0 == .fingerTracked)
    // Pairs that do not count: the drag had not begun, the rubber band, another page.
    var notYet = a
    notYet.isDragging = false
    #expect(InvariantChecker.trackingError(from: notYet, to: b) == nil)
    var banded = b
    banded.offset = -400
    #expect(InvariantChecker.trackingError(from: a, to: banded) == nil)
    var otherPage = b
    otherPage.page = 1
    #expect(InvariantChecker.trackingError(from: a, to: otherPage) == nil)
  }

  /// Under a pinned header: a list short of the pin goes exactly to it, one past it stays.
  @Test func aTabSwitchThatDoesNotFitTheNewListToTheHeaderIsCaught() throws {
    let before = ScreenSnapshot(try settledScreen())
    let pin = before.space.pinOffset
    #expect(before.activePage == 1 && before.lists[1].offset.y == pin && before.lists[2].offset.y < pin)
    var after = before
    after.activePage = 2
    after.lists[2].offset.y = pin
    #expect(InvariantChecker.checkTabFit(before: before, after: after) == nil)
    after.lists[2].offset.y = pin + 50
    #expect(InvariantChecker.checkTabFit(before: before, after: after)?.0 == .tabSwitchFitsList)
    after = before
    after.activePage = 0
    #expect(InvariantChecker.checkTabFit(before: before, after: after) == nil)
    after.lists[0].offset.y = pin
    #expect(InvariantChecker.checkTabFit(before: before, after: after)?.0 == .tabSwitchFitsList)
  }

  @Test func aSelectedTabThatIsNotActiveIsCaught() throws {
    let snapshot = ScreenSnapshot(try settledScreen())
    #expect(InvariantChecker.checkSelection(of: 1, after: snapshot) == nil)
    #expect(InvariantChecker.checkSelection(of: 2, after: snapshot)?.0 == .selectionActivates)
    #expect(InvariantChecker.checkSelection(of: 3, after: snapshot) == nil, "no such page")
  }

  /// What the coordinator does on a content-size change passes; content that moves is caught.
  @Test func aContentSizeChangeThatMovesContentIsCaught() throws {
    let screen = try settledScreen()
    let before = ScreenSnapshot(screen)
    // Page 0, inactive, deep in its content, shrinks under its offset: placed at its new end.
    screen.lists[0].contentSize = Size(width: screen.width, height: 1_000)
    screen.host.listContentSizeDidChange(page: 0)
    let after = ScreenSnapshot(screen)
    #expect(after.lists[0].offset.y == after.lists[0].bounds.upperBound)
    #expect(InvariantChecker.checkContentSizeChange(before: before, after: after, page: 0) == nil)
    var moved = after
    moved.lists[1].offset.y += 10
    #expect(
      InvariantChecker.checkContentSizeChange(before: before, after: moved, page: 0)?.0
        == .sizeChangeKeepsContent)
    var wrongRange = after
    wrongRange.lists[0].bounds =
      wrongRange.lists[0].bounds.lowerBound...(wrongRange.lists[0].bounds.upperBound + 20)
    wrongRange.lists[0].offset.y = wrongRange.lists[0].bounds.upperBound
    #expect(
      InvariantChecker.checkContentSizeChange(before: before, after: wrongRange, page: 0)?.0
        == .rangeFitsContent)
  }

  /// Short content is padded to reach the pin, exactly as the rule says.
  @Test func aRangeThatDoesNotFitItsContentIsCaught() throws {
    let screen = try SimulatedProfileScreen(
      configuration: NestedScrollConfiguration(
        headerHeight: 300, pinnedHeaderHeight: 60, tabBarHeight: 44, topInset: 47, viewportHeight: 844,
        bottomInset: 34, pageCount: 2),
      contentHeights: [150, 5_000])
    var snapshot = ScreenSnapshot(screen)
    #expect(snapshot.lists[0].bounds.upperBound == snapshot.space.pinOffset)
    for page in 0..<2 { #expect(InvariantChecker.checkRange(of: page, in: snapshot) == nil) }
    snapshot.lists[1].contentLength += 1
    #expect(InvariantChecker.checkRange(of: 1, in: snapshot)?.0 == .rangeFitsContent)
  }

  /// What the coordinator does when the header grows passes; a list or a header edge that
  /// moves is caught.
  @Test func aHeaderHeightChangeThatMovesContentIsCaught() throws {
    let screen = try settledScreen()
    // Page 1 scrolled into its content, 100 pt under the pinned header.
    let pin = screen.coordinator.snapshot.space.pinOffset
    screen.host.setContentOffset(pin + 100, page: 1, animated: false, at: 0)
    let before = ScreenSnapshot(screen)
    var measured = screen.measurements
    measured.headerHeight = 360
    screen.layOut(measured, time: screen.currentTime)
    let after = ScreenSnapshot(screen)
    #expect(InvariantChecker.checkHeaderHeightChange(before: before, after: after) == nil)
    var moved = after
    moved.lists[1].offset.y += 5
    #expect(
      InvariantChecker.checkHeaderHeightChange(before: before, after: moved)?.0 == .sizeChangeKeepsContent)
    var edge = after
    edge.layout.tabBarTop += 5
    #expect(
      InvariantChecker.checkHeaderHeightChange(before: before, after: edge)?.0 == .sizeChangeKeepsContent)
  }

  @Test func anItemSnapRestingOffABoundaryIsCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    let pin = snapshot.space.pinOffset
    let boundaries: [Double] = [0, 100, 250]
    for (offset, caught) in [(pin, false), (pin + 100, false), (pin + 120, true)] {
      snapshot.lists[1].offset.y = offset
      #expect(
        (InvariantChecker.checkItemSnapRest(snapshot, boundaries: boundaries)?.0 == .itemSnapOnBoundary)
          == caught)
    }
    snapshot.lists[1].offset.y = snapshot.lists[1].bounds.upperBound
    #expect(InvariantChecker.checkItemSnapRest(snapshot, boundaries: boundaries) == nil, "at its end")
    snapshot.lists[1].offset.y = pin + 300
    #expect(InvariantChecker.checkItemSnapRest(snapshot, boundaries: boundaries) == nil, "past the last item")
  }

  @Test func aValueSanitisedOnGoodInputIsCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    #expect(InvariantChecker.checkNothingSanitised(snapshot) == nil)
    snapshot.sanitisedValues = 1
    #expect(InvariantChecker.checkNothingSanitised(snapshot)?.0 == .nothingSanitised)
  }

  /// Keeping the header, a stretch is carried to the new tab whole (it takes the bounce over)
  /// or not at all (the header shows the refresh room's top); part of it is caught.
  @Test func aStretchPartlyCarriedOverATabSwitchIsCaught() throws {
    var stretched = ScreenSnapshot(try settledScreen()).layout
    stretched.collapse = 0
    stretched.overscroll = 50
    var carried = stretched
    carried.tabBarTop += 1
    #expect(
      InvariantChecker.checkTabSwitch(from: stretched, to: carried, refreshReservation: 0, keepsHeader: true)
        == nil)
    var part = carried
    part.overscroll = 20
    #expect(
      InvariantChecker.checkTabSwitch(from: stretched, to: part, refreshReservation: 0, keepsHeader: true)?.0
        == .headerStillOnTabSwitch)
    #expect(InvariantChecker.checkTabSwitch(from: stretched, to: part, refreshReservation: 0) == nil)
    var top = carried
    top.overscroll = 0
    #expect(
      InvariantChecker.checkTabSwitch(from: stretched, to: top, refreshReservation: 0, keepsHeader: true)
        == nil)
  }
}
