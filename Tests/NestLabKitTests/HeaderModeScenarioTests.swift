import Foundation
import NestLabKit
import NestedScrollCore
import Testing

/// Scenarios choose the header mode: the key is read, checked and handed to our
/// configuration, and the metrics read a floating header from what the screen shows.
@Suite struct HeaderModeScenarioTests {
  /// A scenario with `headerMode` set to `json` (nothing for the default).
  private func scenario(_ json: String?, snaps: Bool = false) throws -> Scenario {
    let mode = json.map { #""headerMode": \#($0), "# } ?? ""
    return try ScenarioLoader.decode(
      #"{"version": 1, "screen": {\#(mode)"snapsHeader": \#(snaps), "pinnedHeaderHeight": 50, "tabs": [{"contentHeight": 6000}]}, "script": [{"wait": 1}]}"#,
      defaultName: "x")
  }

  @Test func theKeyChoosesTheModeOfOurConfiguration() throws {
    #expect(try scenario(nil).screen.headerMode == .scrollsWithList)
    #expect(try scenario(#""scrollsWithList""#).screen.configuration.headerMode == .scrollsWithList)
    #expect(try scenario(#""floats""#).screen.configuration.headerMode == .floats)
    #expect(
      try scenario(#"{"floatsCollapsedFirst": 90}"#).screen.configuration.headerMode
        == .floatsCollapsedFirst(height: 90))
  }

  @Test func unknownModesAndHeightsOutsideTheCollapseAreErrors() {
    for bad in [
      #""float""#, "3", #"{"floatsCollapsedFirst": 251}"#, #"{"floatsCollapsedFirst": -1}"#,
      #"{"floats": 9}"#,
    ] {
      #expect(throws: ScenarioError.self) { try scenario(bad) }
    }
  }

  @Test func everyStrategyRunsAFloatingHeaderScenario() throws {
    var floating = try scenario(#""floats""#)
    floating.script = [.fling(x: 195, y: 650, velocity: -3000), .wait(duration: 1)]
    for strategy in StrategyRegistry.all {
      let trace = try ScenarioRunner().run(floating, strategy: strategy)
      #expect(!trace.samples.isEmpty)
    }
  }

  /// A scenario of the corpus.
  private func corpus(_ name: String) throws -> Scenario {
    try ScenarioLoader.load(path: "\(ScenarioLoaderTests.corpus)/\(name).json")
  }

  @Test func aFlingThroughAFloatingHeaderIsJudgedWhereTheHeaderStops() throws {
    let floating = try corpus("41-floating-header-fling-down-mid-list")
    for strategy in [CoordinatorStrategy.self, KeepsContentCoordinatorStrategy.self] {
      let trace = try ScenarioRunner().run(floating, strategy: strategy)
      let continuity = try #require(MetricsCalculator.momentumContinuity(trace))
      #expect(abs(continuity - 1) <= 0.05)
    }
    // The same fling with the header coming back only at the list's top: no hand-over on the way.
    var top = floating
    top.screen.headerMode = .scrollsWithList
    #expect(
      MetricsCalculator.momentumContinuity(try ScenarioRunner().run(top, strategy: CoordinatorStrategy.self))
        == nil)
  }

  @Test func aFloatingHeaderSnapIsJudgedByTheCollapseShown() throws {
    let trace = try ScenarioRunner().run(
      try corpus("45-floating-header-snap"), strategy: CoordinatorStrategy.self)
    #expect(try #require(MetricsCalculator.snapRestsOnBoundary(trace)) == 1)
    #expect(try #require(MetricsCalculator.snapTimeToRest(trace)) <= 1.5)
  }
}
