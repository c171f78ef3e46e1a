import NestedScrollCore
import NestedScrollSimulation
import Testing

/// Configuration: impossible geometry is rejected with a typed error.
@Suite struct ConfigurationValidationTests {
  /// A named change to the standard configuration and the error it must cause.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (inout NestedScrollConfiguration) -> Void
    let error: ConfigurationError
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "NaN header", change: { $0.headerHeight = .nan }, error: .notFinite(.headerHeight)),
    Case(name: "infinite header", change: { $0.headerHeight = .infinity }, error: .notFinite(.headerHeight)),
    Case(name: "negative header", change: { $0.headerHeight = -1 }, error: .notPositive(.headerHeight)),
    // Found by the fuzzer: a finite header of 10^308 pt passed, and every list's inset
    // overflowed the scroll views' limits.
    Case(name: "absurd header", change: { $0.headerHeight = 1e308 }, error: .tooLarge(.headerHeight)),
    Case(name: "absurd viewport", change: { $0.viewportHeight = 2e6 }, error: .tooLarge(.viewportHeight)),
    Case(
      name: "NaN pinned", change: { $0.pinnedHeaderHeight = .nan }, error: .notFinite(.pinnedHeaderHeight)),
    Case(
      name: "negative pinned", change: { $0.pinnedHeaderHeight = -5 },
      error: .notPositive(.pinnedHeaderHeight)),
    Case(name: "negative tab bar", change: { $0.tabBarHeight = -44 }, error: .notPositive(.tabBarHeight)),
    Case(name: "NaN top inset", change: { $0.topInset = .nan }, error: .notFinite(.topInset)),
    Case(name: "zero viewport", change: { $0.viewportHeight = 0 }, error: .notPositive(.viewportHeight)),
    Case(
      name: "negative viewport", change: { $0.viewportHeight = -844 }, error: .notPositive(.viewportHeight)),
    Case(name: "NaN bottom inset", change: { $0.bottomInset = .nan }, error: .notFinite(.bottomInset)),
    Case(name: "NaN flick", change: { $0.snapFlickVelocity = .nan }, error: .notFinite(.snapFlickVelocity)),
    Case(
      name: "negative flick", change: { $0.snapFlickVelocity = -1 }, error: .notPositive(.snapFlickVelocity)),
    Case(
      name: "zero refresh threshold", change: { $0.refresh = RefreshConfiguration(threshold: 0) },
      error: .notPositive(.refreshThreshold)),
    Case(
      name: "NaN indicator", change: { $0.refresh = RefreshConfiguration(indicatorHeight: .nan) },
      error: .notFinite(.refreshIndicatorHeight)),
    Case(name: "P > H", change: { $0.pinnedHeaderHeight = 301 }, error: .pinnedHeightExceedsHeader),
    Case(name: "no pages", change: { $0.pageCount = 0 }, error: .noPages),
    Case(name: "initial page too large", change: { $0.initialPage = 3 }, error: .pageOutOfRange(3)),
    Case(name: "negative initial page", change: { $0.initialPage = -1 }, error: .pageOutOfRange(-1)),
  ]

  @Test(arguments: cases)
  func invalidConfigurationsThrowTheRightError(_ testCase: Case) {
    var config = profileConfiguration()
    config.pageCount = 3
    testCase.change(&config)
    #expect(throws: testCase.error) { try config.validated() }
    #expect(throws: testCase.error) {
      try SimulatedProfileScreen(
        configuration: config, contentHeights: Array(repeating: 1_000, count: max(0, config.pageCount)))
    }
  }

  @Test func theScreenTakesItsPageCountFromItsLists() {
    #expect(throws: ConfigurationError.noPages) { try makeScreen(contentHeights: []) }
    #expect(throws: ConfigurationError.pageOutOfRange(2)) {
      try makeScreen(profileConfiguration(initialPage: 2), contentHeights: [1000, 1000])
    }
  }

  @Test func validConfigurationsAreAccepted() throws {
    let edge = profileConfiguration(
      headerHeight: 0, pinnedHeaderHeight: 0, tabBarHeight: 0, topInset: 0, viewportHeight: 1)
    #expect(try edge.validated() == edge)
    let pinnedAll = profileConfiguration(headerHeight: 100, pinnedHeaderHeight: 100)
    let screen = try makeScreen(pinnedAll)
    #expect(screen.shownLayout.isPinned)
    #expect(screen.shownLayout.collapseProgress == 0)
  }

  @Test func itemSnapBoundariesMustBeFiniteAndAscending() throws {
    let screen = try makeScreen()
    let host = screen.host
    #expect(throws: ConfigurationError.unsortedSnapBoundaries(page: 1)) {
      try host.setItemSnap(.boundaries([0, 100, 50]), forPage: 1)
    }
    #expect(throws: ConfigurationError.unsortedSnapBoundaries(page: 0)) {
      try host.setItemSnap(.boundaries([0, .nan, 200]), forPage: 0)
    }
    #expect(throws: ConfigurationError.unsortedSnapBoundaries(page: 2)) {
      try host.setItemSnap(.boundaries([0, 100, .infinity]), forPage: 2)
    }
    #expect(throws: ConfigurationError.pageOutOfRange(-1)) {
      try host.setItemSnap(.paging(pageSize: 100), forPage: -1)
    }
    #expect(throws: ConfigurationError.invalidSnapParameter) {
      try host.setItemSnap(.paging(pageSize: 0), forPage: 0)
    }
    #expect(throws: ConfigurationError.invalidSnapParameter) {
      try host.setItemSnap(.paging(pageSize: .nan), forPage: 0)
    }
    // Valid ones, equal neighbours (an empty item) included; item heights that are bad
    // count as empty items.
    try host.setItemSnap(.boundaries([0, 100, 100, 250]), forPage: 0)
    try host.setItemSnap(.itemHeights([100, .nan, -3, 50]), forPage: 1)
    try host.setItemSnap(.paging(pageSize: 400), forPage: 2)
    try host.setItemSnap(.none, forPage: 2)
    // A page the screen does not have yet keeps its snap for when it exists.
    try host.setItemSnap(.boundaries([0, 100]), forPage: 3)
  }
}
