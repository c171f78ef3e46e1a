import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// A page that shows a placeholder until its real list arrives (a SwiftUI tab before its
/// `List` renders) restores a position deeper than the header's collapse exactly, row
/// anchor found: the position waits for the real list instead of being clamped to the
/// placeholder's empty content.
@Suite struct PlaceholderRestoreTests {
  /// How the placeholder meets the restore.
  enum Arrival: CaseIterable {
    /// The selected page shows a placeholder when the snapshot is restored.
    case placeholderAtRestore
    /// As `placeholderAtRestore`, with a header first measured 0 high, measured again
    /// before the list arrives.
    case headerFirstMeasuredZero
    /// Under ``PageLoading/neighbors``, a far page loads (a placeholder) after the restore.
    case loadsAfterRestore
  }

  static let arrivals = Gen.int(in: 0...2).map { Arrival.allCases[$0] }

  @Test func aPositionWaitsForTheRealList() async {
    let screens = zip(
      Gen.double(in: 80...420), Gen.double(in: 0...0.6), Gen.double(in: 40...200), Gen.int(in: 40...80))
    await propertyCheck(count: 120, input: Self.arrivals, screens, Gen.double(in: 0...1)) {
      arrival, screen, fraction in
      let (header, pinnedFraction, rowHeight, rowCount) = screen
      let pinned = arrival == .headerFirstMeasuredZero ? 0 : header * pinnedFraction
      let rows = Array(repeating: Array(repeating: rowHeight, count: rowCount), count: 5)
      let loading: PageLoading = arrival == .loadsAfterRestore ? .neighbors : .all
      let target = arrival == .loadsAfterRestore ? 4 : 0

      // The screen as it was saved: every page deeper than the header's collapse.
      let config = profileConfiguration(headerHeight: header, pinnedHeaderHeight: pinned)
      let original = try makeScreen(rows: rows, configuration: config, pageLoading: .all)
      let pin = header - pinned
      let deepest = original.host.positionSnapshot.pages.indices.map { page in
        original.restingRange(ofPage: page).upperBound + original.lists[page].contentInsetTop
      }
      let distances = deepest.map { pin + 1 + fraction * ($0 - pin - 1) }
      original.host.restore(
        ScrollPositionSnapshot(
          selectedPage: 0, headerCollapse: pin, pages: distances.map { PageScrollPosition(offset: $0) }),
        at: 0)
      let saved = original.host.positionSnapshot
      #expect(saved.pages[target].anchor != nil)

      var measured = config
      if arrival == .headerFirstMeasuredZero { measured.headerHeight = 0 }
      let subject = try makeScreen(rows: rows, configuration: measured, pageLoading: loading)
      let recorder = RecordingCoordinatorDelegate()
      subject.observer = recorder
      subject.showPlaceholder(forPage: target)
      subject.host.restore(saved, at: 0)
      switch arrival {
      case .placeholderAtRestore:
        break
      case .headerFirstMeasuredZero:
        var measurements = subject.measurements
        measurements.headerHeight = header
        subject.layOut(measurements, time: 0)
      case .loadsAfterRestore:
        subject.host.selectPage(target, animated: false, at: 0)
        #expect(subject.host.coordinator.list(at: target) === subject.lists[target])
      }
      // The position waits, and a snapshot taken meanwhile keeps it.
      #expect(subject.host.positionSnapshot.pages[target].anchor?.item == saved.pages[target].anchor?.item)
      subject.replaceList(forPage: target, rowHeights: rows[target])
      expectApproximatelyEqual(
        subject.lists[target].contentOffset.y, original.lists[target].contentOffset.y, absoluteTolerance: 1e-6
      )
      let restored = subject.host.positionSnapshot.pages[target]
      expectApproximatelyEqual(restored.offset, saved.pages[target].offset, absoluteTolerance: 1e-6)
      #expect(restored.anchor?.item == saved.pages[target].anchor?.item)
      #expect(recorder.issues.isEmpty, "\(recorder.issues)")
    }
  }

  /// A finger on the placeholder takes over: the real list keeps where the finger left it.
  @Test func aDragOnThePlaceholderDropsTheWaitingPosition() throws {
    let rows = Array(repeating: Array(repeating: 60.0, count: 60), count: 2)
    let subject = try makeScreen(rows: rows, configuration: profileConfiguration(), pageLoading: .all)
    subject.showPlaceholder(forPage: 0)
    subject.host.restore(
      ScrollPositionSnapshot(
        selectedPage: 0, headerCollapse: 300,
        pages: [PageScrollPosition(offset: 2000), PageScrollPosition(offset: 0)]),
      at: 0)
    subject.host.listWillBeginDragging(page: 0, startY: 600)
    let before = subject.lists[0].contentOffset.y
    subject.replaceList(forPage: 0, rowHeights: rows[0])
    #expect(subject.lists[0].contentOffset.y == before)
  }

  private func makeScreen(
    rows: [[Double]], configuration: NestedScrollConfiguration, pageLoading: PageLoading
  ) throws -> SimulatedProfileScreen {
    try SimulatedProfileScreen.withRows(rows, configuration: configuration, pageLoading: pageLoading)
  }
}
