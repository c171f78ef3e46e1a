import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import Testing

/// Snapping to the rows of a list whose section headers stick (``ItemSnap/listItems`` on a
/// list that reports ``ListSectionFrame``s, as a plain table does): a row rests right under
/// its section's stuck header, not under the tab bar where the header would cover it, or a
/// section's header rests at its own place. Over random tables (headers, self-sized rows,
/// footers, empty sections) and random gestures, the boundaries found from one section and
/// one row are exactly the neighbouring places to rest listed from the whole table, the
/// screen moves exactly as with those places given as an array (so a fling never turns
/// back), a release asks the list at most twice for each, and nonsense is reported.
@Suite struct StickySectionSnapTests {
  static var pin: Double { ListItemSnapTests.pin }

  /// A screen whose first page lists `table`, snapping as `snap`, the list answering from
  /// `table` (sections only when `reportsSections`).
  static func screen(_ table: StickyTable, snap: ItemSnap, reportsSections: Bool = true) throws
    -> SimulatedProfileScreen
  {
    let screen = try SimulatedProfileScreen.withRows(
      [[table.height], [3000]], configuration: ListItemSnapTests.configuration)
    try screen.host.setItemSnap(snap, forPage: 0)
    screen.itemFrameAnswer = { y, page in page == 0 ? table.itemFrame(at: y) : nil }
    if reportsSections {
      screen.sectionFrameAnswer = { y, page in page == 0 ? table.sectionFrame(at: y) : nil }
    }
    return screen
  }

  @Test func boundariesAreTheNeighbouringPlacesToRest() async {
    await propertyCheck(count: 200, input: StickyTable.random, Gen.double(in: 0...1).array(of: 1...20)) {
      table, fractions in
      let places = table.restPlaces
      for fraction in fractions {
        let y = fraction * table.height
        guard let section = table.sectionFrame(at: y) else { continue }
        var asked = 0
        let found = StickySectionBoundaries.boundaries(around: y, in: section) { probe in
          asked += 1
          return table.itemFrame(at: probe)
        }
        #expect(asked <= 1, "\(table): asked the list \(asked) times at \(y)")
        let below = places.last { $0 <= y } ?? 0
        let above = places.first { $0 >= y } ?? table.height
        // On a place, or within rounding below it, that place is the boundary on both sides.
        let expected: ListItemBoundaries =
          if below == y {
            .found(below: y, above: y)
          } else if above - y <= ListItemBoundaries.tolerance {
            .found(below: above, above: above)
          } else {
            .found(below: below, above: above)
          }
        #expect(found == expected, "\(table) at \(y)")
      }
    }
  }

  /// A y within rounding below a place has that place on both sides, also when the list
  /// reports the row (or the empty section) that y is still in, which ends at that place:
  /// fractions of a point below a row's place, as a table NSK_PROPERTY_SEED=8529240094406053607
  /// drew (whose failure, shrunk, kept the run busy for more than five minutes).
  @Test(
    arguments: [
      ([StickyTable.Section(header: 30, rows: [100, 100, 100], footer: 0)], 100 - 1e-4, 100.0),
      (
        [StickyTable.Section(header: 40, rows: [], footer: 0), .init(header: 30, rows: [100], footer: 0)],
        40 - 1e-4, 40
      ),
      (
        [
          StickyTable.Section(
            header: 0,
            rows: [
              162.03007908203722, 205.99570015889998, 114.13604009529752, 136.36797172562893,
              34.90352591389653, 40.236582983286944,
            ], footer: 0)
        ], 482.1616513992796, 162.03007908203722 + 205.99570015889998 + 114.13604009529752
      ),
    ] as [([StickyTable.Section], Double, Double)])
  func aYWithinRoundingBelowAPlaceHasThatPlaceOnBothSides(
    sections: [StickyTable.Section], y: Double, place: Double
  ) throws {
    let table = StickyTable(sections)
    let section = try #require(table.sectionFrame(at: y))
    let found = StickySectionBoundaries.boundaries(around: y, in: section) { table.itemFrame(at: $0) }
    #expect(found == .found(below: place, above: place))
  }

  @Test func everyRestIsAPlaceToRestAndTheScreenMovesAsWithThosePlacesAsAnArray() async {
    await propertyCheck(
      count: 40, input: StickyTable.random, ListItemSnapTests.gestures.array(of: 1...4)
    ) { table, gestures in
      let fromList = try Self.screen(table, snap: .listItems)
      let fromArray = try Self.screen(table, snap: .boundaries(table.restPlaces), reportsSections: false)
      let listDriver = ScreenDriver(fromList, frameRate: 120)
      let arrayDriver = ScreenDriver(fromArray, frameRate: 120)
      let places = table.restPlaces
      for gesture in gestures {
        let outcome = ListItemSnapTests.perform(gesture, on: fromList, listDriver)
        _ = ListItemSnapTests.perform(gesture, on: fromArray, arrayDriver)
        // At rest inside the list (not at its end, where the range stops it, nor in the
        // header's range): a section's header or a row right under its stuck header.
        if outcome.rest >= Self.pin, outcome.rest < outcome.bounds.upperBound - 0.5 {
          let position = outcome.rest - Self.pin
          #expect(
            places.contains { abs($0 - position) < 1e-6 },
            "\(table): \(gesture) rests at content y \(position), a row under a stuck header")
        }
      }
      #expect(listDriver.frames.count == arrayDriver.frames.count)
      for (list, array) in zip(listDriver.frames, arrayDriver.frames) {
        expectApproximatelyEqual(list.offset, array.offset, absoluteTolerance: 1e-9, "at \(list.time) s")
        #expect(list.layout == array.layout)
      }
      #expect(fromList.rendered == fromArray.rendered)
      #expect(fromList.host.diagnostics.count == 0, "\(table): a sane table was reported")
    }
  }

  @Test func aReleaseAsksTheListAtMostTwiceForEach() async {
    await propertyCheck(count: 40, input: StickyTable.random, ListItemSnapTests.gestures) { table, gesture in
      let screen = try Self.screen(table, snap: .listItems)
      var sectionsAsked = 0
      var itemsAsked = 0
      let driver = ScreenDriver(screen, frameRate: 120)
      let range = screen.restingRange(ofPage: 0)
      screen.host.setContentOffset(
        range.lowerBound + gesture.start * (range.upperBound - range.lowerBound), page: 0, animated: false,
        at: driver.time)
      driver.runUntilRest()
      screen.sectionFrameAnswer = { y, _ in
        sectionsAsked += 1
        return table.sectionFrame(at: y)
      }
      screen.itemFrameAnswer = { y, _ in
        itemsAsked += 1
        return table.itemFrame(at: y)
      }
      _ = ListItemSnapTests.perform(gesture, on: screen, driver)
      #expect(sectionsAsked <= 2)
      #expect(itemsAsked <= 2)
    }
  }

  /// Sections and rows a list could answer that cannot be what lies at `y`.
  static let nonsense:
    [(String, @Sendable (Double) -> ListSectionFrame, @Sendable (Double) -> ListItemFrame?)] = [
      (
        "a NaN section top",
        { _ in ListSectionFrame(section: 0, minY: .nan, headerHeight: 30, rowsMaxY: 900, maxY: 900) },
        { y in ListItemFrame(item: 0, minY: y - 10, height: 100) }
      ),
      (
        "a negative header",
        { y in ListSectionFrame(section: 0, minY: y - 50, headerHeight: -30, rowsMaxY: y + 900, maxY: y + 900)
        },
        { y in ListItemFrame(item: 0, minY: y - 10, height: 100) }
      ),
      (
        "a section below the asked y",
        { y in ListSectionFrame(section: 2, minY: y + 100, headerHeight: 30, rowsMaxY: y + 900, maxY: y + 900)
        },
        { y in ListItemFrame(item: 0, minY: y - 10, height: 100) }
      ),
      (
        "rows ending past the section",
        { y in ListSectionFrame(section: 0, minY: y - 50, headerHeight: 30, rowsMaxY: y + 900, maxY: y + 400)
        },
        { y in ListItemFrame(item: 0, minY: y - 10, height: 100) }
      ),
      (
        "a row of another section",
        { y in ListSectionFrame(section: 0, minY: y - 50, headerHeight: 30, rowsMaxY: y + 60, maxY: y + 60) },
        { y in ListItemFrame(section: 1, item: 0, minY: y - 10, height: 400) }
      ),
      (
        "a row not at the asked y",
        { y in ListSectionFrame(section: 0, minY: y - 50, headerHeight: 30, rowsMaxY: y + 900, maxY: y + 900)
        },
        { y in ListItemFrame(item: 3, minY: y + 200, height: 100) }
      ),
    ]

  @Test(arguments: 0..<Self.nonsense.count, [2400.0, -2400, 0])
  func aListAnsweringNonsenseIsNotSnappedToAndIsReported(kind: Int, velocity: Double) throws {
    let table = StickyTable(
      (0..<8).map { _ in StickyTable.Section(header: 36, rows: [120, 80, 200, 60, 150], footer: 0) })
    let (name, section, row) = Self.nonsense[kind]
    let screen = try Self.screen(table, snap: .listItems)
    screen.sectionFrameAnswer = { y, _ in section(y) }
    screen.itemFrameAnswer = { y, _ in row(y) }
    try ListItemSnapTests.expectNonsenseIgnored(
      on: screen, like: Self.screen(table, snap: .none), velocity: velocity, name)
  }

  /// The Posts tab of the demo, weeks of 72-point rows under 36-point headers: placed
  /// anywhere, the list rests with a row's top right under the stuck week header (or a week's
  /// header at its place); a list that reports no sections rests rows under the tab bar,
  /// where the stuck header covers them.
  @Test(arguments: [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95])
  func aRowRestsRightUnderItsStuckHeaderNotUnderTheTabBar(start: Double) throws {
    let week = StickyTable.Section(header: 36, rows: Array(repeating: 72, count: 20), footer: 0)
    let table = StickyTable(Array(repeating: week, count: 10))
    let gesture = ReleaseGesture(start: start, velocity: 0, holds: true)
    let sections = try Self.screen(table, snap: .listItems)
    let rows = try Self.screen(table, snap: .listItems, reportsSections: false)
    let underHeader = ListItemSnapTests.perform(gesture, on: sections, ScreenDriver(sections, frameRate: 120))
    let underTabBar = ListItemSnapTests.perform(gesture, on: rows, ScreenDriver(rows, frameRate: 120))
    try #require(underHeader.rest >= Self.pin && underHeader.rest < underHeader.bounds.upperBound - 0.5)
    let places = table.restPlaces
    let position = underHeader.rest - Self.pin
    #expect(places.contains { abs($0 - position) < 1e-6 }, "rests at content y \(position)")
    // Without sections, rows rest under the tab bar, under their stuck header: no place.
    let covered = underTabBar.rest - Self.pin
    #expect(!places.contains { abs($0 - covered) < 1e-6 }, "rests at content y \(covered)")
  }

  /// Section spans a list could answer that lie in no order.
  static let nonsenseSpans: [(String, @Sendable (Int) -> (minY: Double, maxY: Double))] = [
    ("NaN", { _ in (.nan, .nan) }),
    ("all at one place", { _ in (0, 0) }),
    ("descending", { section in (-Double(section), -Double(section) + 1) }),
    ("alternating", { section in section % 2 == 0 ? (0, 1e9) : (1e9, -1e9) }),
    ("infinite", { _ in (-.infinity, .infinity) }),
  ]

  /// Over the largest count a list could claim and sections in no order, the search still
  /// asks at most ⌈log₂ count⌉ + 1 times and names a section it asked about, or none.
  @Test(arguments: 0..<Self.nonsenseSpans.count)
  func sectionIndexSearchIsBoundedOnNonsense(kind: Int) {
    let (name, span) = Self.nonsenseSpans[kind]
    for y in [-1e300, -1, 0, 0.5, 1e9, 1e300] {
      var asked: [Int] = []
      let index = ListSectionFrame.index(containing: y, count: .max) { section in
        asked.append(section)
        return span(section)
      }
      #expect(asked.count <= 64, "\(name) at \(y)")
      #expect(index.map { asked.contains($0) } ?? true, "\(name) at \(y)")
    }
  }

  @Test func sectionIndexIsFoundByBinarySearch() async {
    await propertyCheck(count: 300, input: StickyTable.random, Gen.double(in: -0.1...1.1)) {
      table, fraction in
      let y = fraction * table.height
      var calls = 0
      let index = ListSectionFrame.index(containing: y, count: table.frames.count) { section in
        calls += 1
        return (table.frames[section].minY, table.frames[section].maxY)
      }
      let expected = table.frames.lastIndex { $0.minY <= y && y < $0.maxY }
      #expect(index == expected, "\(table) at \(y)")
      var log = 0
      while 1 << log < table.frames.count { log += 1 }
      #expect(calls <= log + 1)
    }
  }
}
