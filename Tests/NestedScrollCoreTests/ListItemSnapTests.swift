import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Snapping to the list's own items (``ItemSnap/listItems``): at each release the host asks
/// the simulated list (its ``SimulatedProfileScreen/rowHeights``, as `indexPathForRow(at:)`
/// and `rectForRow(at:)` answer) for the row at the proposed rest. Over random self-sized
/// rows and random gestures, every rest inside the list is a row boundary under the pinned
/// tab bar, a fling never turns back, and the screen moves exactly as with the same rows
/// given as an array of boundaries. A list that answers nonsense is not snapped to for that
/// release and is reported.
@Suite struct ListItemSnapTests {
  static var gestures: Generator<ReleaseGesture, some SendableSequenceType> {
    ReleaseGesture.random(placementOneIn: 4)
  }
  /// Self-sized rows: any heights from a one-line cell to a tall card.
  static let rows = Gen.double(in: 24...420).array(of: 20...70)

  static let configuration = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: true)
  static var pin: Double { Expected.pinOffset(configuration) }

  /// A screen whose first page lists `rows`, snapping as `snap`.
  static func screen(rows: [Double], snap: ItemSnap) throws -> SimulatedProfileScreen {
    let screen = try SimulatedProfileScreen.withRows([rows, [3000]], configuration: configuration)
    try screen.host.setItemSnap(snap, forPage: 0)
    return screen
  }

  /// Each row's top, and the end of the last row.
  static func boundaries(_ rows: [Double]) -> [Double] {
    var result: [Double] = []
    var y = 0.0
    for height in rows {
      result.append(y)
      y += height
    }
    return result + [y]
  }

  /// Where one gesture left the list and how it moved after the lift.
  struct Outcome {
    var release: Double
    var releaseVelocity: Double
    var rest: Double
    var bounds: ClosedRange<Double>
    var offsetsAfterLift: [Double]
  }

  /// Puts the list at `gesture.start` of its range, performs the gesture and runs to rest.
  static func perform(_ gesture: ReleaseGesture, on screen: SimulatedProfileScreen, _ driver: ScreenDriver)
    -> Outcome
  {
    let range = screen.restingRange(ofPage: 0)
    let start = range.lowerBound + gesture.start * (range.upperBound - range.lowerBound)
    screen.host.setContentOffset(start, page: 0, animated: false, at: driver.time)
    driver.runUntilRest()
    let (release, releaseVelocity) = gesture.playUntilRelease(on: screen, driver)
    if !gesture.holds { driver.lift() }
    let first = driver.frames.count
    driver.runUntilRest()
    return Outcome(
      release: release, releaseVelocity: releaseVelocity, rest: driver.activeOffset,
      bounds: screen.activeList.verticalOffsetBounds,
      offsetsAfterLift: driver.frames[first...].map { $0.offset })
  }

  @Test func everyReleaseRestsOnARowBoundaryAndNoFlingTurnsBack() async {
    await propertyCheck(count: 40, input: Self.rows, Self.gestures.array(of: 1...5)) { rows, gestures in
      let screen = try Self.screen(rows: rows, snap: .listItems)
      let driver = ScreenDriver(screen, frameRate: 120)
      let boundaries = Self.boundaries(rows)
      let flick = screen.coordinator.snapshot.configuration.snapFlickVelocity
      for gesture in gestures {
        let outcome = Self.perform(gesture, on: screen, driver)
        let rest = outcome.rest
        // At rest inside the list (not at its end, where the range stops it, nor in the
        // header's range): a row's top (or the last row's end) is under the tab bar.
        if rest >= Self.pin, rest < outcome.bounds.upperBound - 0.5 {
          let position = rest - Self.pin
          #expect(
            boundaries.contains { abs($0 - position) < 1e-6 },
            "\(gesture) rests at content y \(position), on no row boundary")
        }
        // A fling released inside the list never turns back: every frame after the lift
        // moves the way it went (or stays), unless the end of the list bounced it.
        let released = outcome.release
        if !gesture.holds, abs(outcome.releaseVelocity) >= flick, outcome.bounds.contains(released),
          rest > outcome.bounds.lowerBound + 0.5, rest < outcome.bounds.upperBound - 0.5
        {
          let direction = outcome.releaseVelocity > 0 ? 1.0 : -1.0
          var previous = released
          for offset in outcome.offsetsAfterLift {
            #expect((offset - previous) * direction >= -1e-9, "\(gesture) turned back after the lift")
            previous = offset
          }
        }
      }
    }
  }

  @Test func listItemsMoveTheScreenExactlyAsTheSameRowsAsBoundaries() async {
    await propertyCheck(count: 30, input: Self.rows, Self.gestures.array(of: 1...4)) { rows, gestures in
      let fromList = try Self.screen(rows: rows, snap: .listItems)
      let fromArray = try Self.screen(rows: rows, snap: .boundaries(Self.boundaries(rows)))
      let listDriver = ScreenDriver(fromList, frameRate: 120)
      let arrayDriver = ScreenDriver(fromArray, frameRate: 120)
      for gesture in gestures {
        _ = Self.perform(gesture, on: fromList, listDriver)
        _ = Self.perform(gesture, on: fromArray, arrayDriver)
      }
      #expect(listDriver.frames.count == arrayDriver.frames.count)
      for (list, array) in zip(listDriver.frames, arrayDriver.frames) {
        expectApproximatelyEqual(list.offset, array.offset, absoluteTolerance: 1e-9, "at \(list.time) s")
        #expect(list.layout == array.layout)
      }
      #expect(fromList.rendered == fromArray.rendered)
    }
  }

  @Test func aReleaseAsksTheListAtMostTwice() async {
    await propertyCheck(count: 30, input: Self.rows, Self.gestures) { rows, gesture in
      let screen = try Self.screen(rows: rows, snap: .listItems)
      let driver = ScreenDriver(screen, frameRate: 120)
      let range = screen.restingRange(ofPage: 0)
      screen.host.setContentOffset(
        range.lowerBound + gesture.start * (range.upperBound - range.lowerBound), page: 0, animated: false,
        at: driver.time)
      driver.runUntilRest()
      let boundaries = Self.boundaries(rows)
      var asked = 0
      screen.itemFrameAnswer = { y, _ in
        asked += 1
        // The row containing y, by binary search over the row boundaries.
        guard y >= 0, let last = boundaries.last, y < last else { return nil }
        var low = 0
        var high = boundaries.count - 1
        while low < high {
          let mid = (low + high) / 2
          if boundaries[mid] > y { high = mid } else { low = mid + 1 }
        }
        return ListItemFrame(
          item: low - 1, minY: boundaries[low - 1], height: boundaries[low] - boundaries[low - 1])
      }
      _ = Self.perform(gesture, on: screen, driver)
      #expect(asked <= 2)
    }
  }

  /// Frames a list could answer that cannot be the item at `y`.
  static let nonsense: [(String, @Sendable (Double) -> ListItemFrame)] = [
    ("a NaN top", { _ in ListItemFrame(item: 0, minY: .nan, height: 100) }),
    ("an infinite height", { y in ListItemFrame(item: 0, minY: y - 10, height: .infinity) }),
    ("a negative height", { y in ListItemFrame(item: 0, minY: y + 10, height: -50) }),
    ("no height", { y in ListItemFrame(item: 0, minY: y, height: 0) }),
    ("a row below the asked y", { y in ListItemFrame(item: 3, minY: y + 200, height: 100) }),
    ("a row above the asked y", { y in ListItemFrame(item: 1, minY: y - 500, height: 100) }),
  ]

  @Test(arguments: 0..<Self.nonsense.count, [2400.0, -2400, 0])
  func aListAnsweringNonsenseIsNotSnappedToAndIsReported(kind: Int, velocity: Double) throws {
    let cycle: [Double] = [120, 80, 200, 60, 150, 300, 90, 400]
    let rows = (0..<6).flatMap { _ in cycle }
    let (name, answer) = Self.nonsense[kind]
    let screen = try Self.screen(rows: rows, snap: .listItems)
    screen.itemFrameAnswer = { y, _ in answer(y) }
    try Self.expectNonsenseIgnored(
      on: screen, like: Self.screen(rows: rows, snap: .none), velocity: velocity, name)
  }

  /// Releases at `velocity` on `screen`, whose list answers nonsense, and on `unsnapped`, the
  /// same list without item snap: the release rests as without the snap, the nonsense is
  /// reported to the diagnostics and the adapter, and the screen shows what the host laid out.
  static func expectNonsenseIgnored(
    on screen: SimulatedProfileScreen, like unsnapped: SimulatedProfileScreen, velocity: Double,
    _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let recorder = RecordingCoordinatorDelegate()
    screen.observer = recorder
    let gesture = ReleaseGesture(start: 0.5, velocity: velocity, holds: velocity == 0)
    let driver = ScreenDriver(screen, frameRate: 120)
    let outcome = perform(gesture, on: screen, driver)
    let expected = perform(gesture, on: unsnapped, ScreenDriver(unsnapped, frameRate: 120))
    #expect(outcome.rest.isFinite, sourceLocation: sourceLocation)
    expectApproximatelyEqual(
      outcome.rest, expected.rest, absoluteTolerance: 1e-9, "\(name): rests as without item snap",
      sourceLocation: sourceLocation)
    #expect(
      screen.host.diagnostics.lastIssue == .invalidItemFrame(page: 0), "\(name)",
      sourceLocation: sourceLocation)
    #expect(
      recorder.issues.contains(.invalidItemFrame(page: 0)), "\(name): the adapter hears of it",
      sourceLocation: sourceLocation)
    #expect(screen.rendered.headerLayout == driver.layout, sourceLocation: sourceLocation)
  }

  @Test func aListReportingNoItemsIsNotSnappedToAndNothingIsReported() throws {
    let rows = Array(repeating: 150.0, count: 40)
    let screen = try Self.screen(rows: rows, snap: .listItems)
    screen.itemFrameAnswer = { _, _ in nil }
    let unsnapped = try Self.screen(rows: rows, snap: .none)
    let gesture = ReleaseGesture(start: 0.5, velocity: 1800, holds: false)
    let outcome = Self.perform(gesture, on: screen, ScreenDriver(screen, frameRate: 120))
    let expected = Self.perform(gesture, on: unsnapped, ScreenDriver(unsnapped, frameRate: 120))
    expectApproximatelyEqual(outcome.rest, expected.rest, absoluteTolerance: 1e-9)
    #expect(screen.host.diagnostics.count == 0)
  }

  /// A list whose own coordinates are converted to the scroll space may report a frame
  /// that misses the asked y by rounding: it still counts.
  @Test func aFrameMissingTheAskedYByRoundingStillSnaps() throws {
    #expect(
      ListItemBoundaries(frame: ListItemFrame(item: 2, minY: 200.0004, height: 100), at: 200)
        == .found(below: 200.0004, above: 200.0004))
    #expect(
      ListItemBoundaries(frame: ListItemFrame(item: 2, minY: 200, height: 100), at: 300.0004)
        == .found(below: 200, above: 300))
    #expect(
      ListItemBoundaries(frame: ListItemFrame(item: 2, minY: 200, height: 100), at: 300.01) == .rejected)
    #expect(ListItemBoundaries(frame: nil, at: 300) == .noItem)
    #expect(ItemSnap.listItems.isValid)
  }
}
