import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Property tests of position snapshots over random screens (header, pinned part, pages of
/// rows that report themselves) and random snapshots: a valid snapshot survives a round
/// trip through any screen exactly, and any snapshot at all, however damaged, leaves every
/// list finite and where it can rest, and pages with nothing usable saved where they were.
@Suite struct PositionSnapshotPropertyTests {
  /// A random screen: header height, pinned fraction, and each page's row height and count.
  static let screens = zip(
    Gen.double(in: 80...420), Gen.double(in: 0...0.6),
    zip(Gen.double(in: 20...200), Gen.int(in: 0...80)).array(of: 1...5))

  func makeScreen(header: Double, pinned: Double, pages: [(Double, Int)]) throws -> SimulatedProfileScreen {
    let config = profileConfiguration(headerHeight: header, pinnedHeaderHeight: header * pinned)
    return try SimulatedProfileScreen.withRows(
      pages.map { Array(repeating: $0.0, count: $0.1) }, configuration: config)
  }

  @Test func aValidSnapshotSurvivesARoundTrip() async {
    let choices = zip(Gen.double(in: 0...1), Gen.double(in: 0...1).array(of: 5))
    await propertyCheck(count: 150, input: Self.screens, choices) { screen, choice in
      let (header, pinned, pages) = screen
      let (selectedFraction, fractions) = choice
      let original = try makeScreen(header: header, pinned: pinned, pages: pages)
      let top = -original.lists[0].contentInsetTop
      // Any position from the top to the end of each page's content.
      let distances = pages.indices.map { page in
        fractions[page] * (original.restingRange(ofPage: page).upperBound - top)
      }
      let selected = min(Int(selectedFraction * Double(pages.count)), pages.count - 1)
      let pin = header - header * pinned
      let saved = ScrollPositionSnapshot(
        selectedPage: selected, headerCollapse: min(distances[selected], pin),
        pages: distances.map { PageScrollPosition(offset: $0) })
      original.host.restore(saved, at: 0)
      let taken = original.host.positionSnapshot
      #expect(taken.selectedPage == selected)
      expectApproximatelyEqual(taken.headerCollapse, saved.headerCollapse, absoluteTolerance: 1e-6)
      for page in pages.indices {
        expectApproximatelyEqual(taken.pages[page].offset, distances[page], absoluteTolerance: 1e-6)
      }

      let restored = try makeScreen(header: header, pinned: pinned, pages: pages)
      let recorder = RecordingCoordinatorDelegate()
      restored.observer = recorder
      restored.host.restore(taken, at: 0)
      #expect(recorder.issues.isEmpty)
      #expect(
        restored.restoredState.matches(original.restoredState),
        "\(restored.restoredState) vs \(original.restoredState)")
      let again = restored.host.positionSnapshot
      #expect(again.selectedPage == taken.selectedPage)
      for page in pages.indices {
        expectApproximatelyEqual(again.pages[page].offset, taken.pages[page].offset, absoluteTolerance: 1e-6)
        #expect(again.pages[page].anchor?.item == taken.pages[page].anchor?.item)
      }
    }
  }

  /// A value that may be anything: NaN, ±infinity, negative, huge.
  static let anyValue = zip(Gen.int(in: 0...9), Gen.double(in: -3000...12000)).map { kind, value in
    switch kind {
    case 0: return Double.nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return 1e300
    default: return value
    }
  }

  /// A snapshot from anywhere: any version, selection, page count, values and anchors.
  static let anySnapshot = zip(
    Gen.int(in: -1...3), Gen.int(in: -2...7), anyValue,
    zip(anyValue, Gen.int(in: -1...90), anyValue, Gen.bool).array(of: 0...7)
  ).map { version, selected, collapse, pages in
    var snapshot = ScrollPositionSnapshot(
      selectedPage: selected, headerCollapse: collapse,
      pages: pages.map { offset, item, into, anchored in
        PageScrollPosition(
          offset: offset, anchor: anchored ? ItemAnchor(item: item, offsetInItem: into) : nil)
      })
    snapshot.version = version
    return snapshot
  }

  @Test func anySnapshotLeavesEveryListFiniteAndWhereItCanRest() async {
    await propertyCheck(count: 250, input: Self.screens, Self.anySnapshot, Gen.double(in: 0...1)) {
      screen, snapshot, userFraction in
      let (header, pinned, pages) = screen
      let subject = try makeScreen(header: header, pinned: pinned, pages: pages)
      // The user scrolled the first page somewhere first.
      let top = -subject.lists[0].contentInsetTop
      let deepest = subject.restingRange(ofPage: 0).upperBound
      subject.host.setContentOffset(top + userFraction * (deepest - top), page: 0, animated: false, at: 0)
      let before = subject.listOffsets
      let recorder = RecordingCoordinatorDelegate()
      subject.observer = recorder
      subject.host.restore(snapshot, at: 0)
      let selected = subject.host.selectedPage
      #expect(selected >= 0 && selected < pages.count)
      #expect(subject.rendered.selectedPage == selected)
      #expect(subject.host.layout.isFinite)
      for page in pages.indices {
        let offset = subject.lists[page].contentOffset.y
        #expect(offset.isFinite)
        let range = subject.restingRange(ofPage: page)
        #expect(
          offset >= range.lowerBound - 1e-6 && offset <= range.upperBound + 1e-6,
          "page \(page): \(offset) in \(range)")
        // A page with nothing usable saved keeps its position (the page selected now was
        // fitted to the header by the tab rule, or placed at the saved collapse).
        if page != selected, !usable(snapshot, page: page, rows: pages[page].1) {
          #expect(offset == before[page], "page \(page) moved")
        }
      }
      let valid =
        snapshot.version == ScrollPositionSnapshot.currentVersion && snapshot.pages.count == pages.count
        && snapshot.selectedPage >= 0 && snapshot.selectedPage < pages.count
      if !valid { #expect(!recorder.issues.isEmpty, "a snapshot that does not fit is reported") }
      #expect(ScreenDriver(subject).runUntilRest())
    }
  }

  /// Whether `snapshot` holds something usable for `page`, whose list has `rows` rows.
  func usable(_ snapshot: ScrollPositionSnapshot, page: Int, rows: Int) -> Bool {
    guard snapshot.version >= 1, page < snapshot.pages.count else { return false }
    let position = snapshot.pages[page]
    if position.offset.isFinite { return true }
    guard let anchor = position.anchor else { return false }
    return anchor.section == 0 && anchor.item >= 0 && anchor.item < rows && anchor.offsetInItem.isFinite
  }
}
