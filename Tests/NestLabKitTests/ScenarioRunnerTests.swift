import NestLabKit
import NestedScrollCore
import NestedScrollExpectations
import NestedScrollTestSupport
import Testing

@Suite struct ScenarioRunnerTests {
  private let screen = ScreenSpec(
    tabs: [TabSpec(title: "A", contentHeight: 4000), TabSpec(title: "B", contentHeight: 3000)])

  @Test func regularFramesFallOnExactMultiples() {
    let sixty = FrameClock.times(.regular(hz: 60), through: 1)
    let oneTwenty = FrameClock.times(.regular(hz: 120), through: 1)
    #expect(sixty.count == 61 && sixty.first == 0 && sixty.last == 1)
    // Every 60 Hz frame is also a 120 Hz frame, exactly.
    #expect(Set(sixty).isSubset(of: Set(oneTwenty)))
  }

  @Test func jitteryFramesAreDeterministicForASeed() {
    let timing = FrameTiming.jittery(minInterval: 0.004, maxInterval: 0.025, seed: 7)
    let a = FrameClock.times(timing, through: 5)
    let b = FrameClock.times(timing, through: 5)
    #expect(a == b)
    let other = FrameClock.times(.jittery(minInterval: 0.004, maxInterval: 0.025, seed: 8), through: 5)
    #expect(a != other)
    let intervals = zip(a.dropFirst(), a).map { $0 - $1 }
    #expect(intervals.allSatisfy { $0 >= 0.004 && $0 <= 0.025 })
    // Irregular indeed, and spread over the range.
    #expect((intervals.max() ?? 0) - (intervals.min() ?? 0) > 0.015)
    // SplitMix64's published first output for seed 0.
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
  }

  @Test func aJitteryRunIsReproducible() throws {
    let scenario = Scenario(
      name: "j", summary: "", screen: screen,
      frames: .jittery(minInterval: 0.004, maxInterval: 0.025, seed: 11),
      script: [.fling(x: 195, y: 650, velocity: -3000), .wait(duration: 1)])
    let first = try ScenarioRunner().run(scenario, strategy: CoordinatorStrategy.self)
    let second = try ScenarioRunner().run(scenario, strategy: CoordinatorStrategy.self)
    #expect(first == second)
  }

  @Test func dragsAreSampledOnFramesAndEndExactly() throws {
    let scenario = Scenario(
      name: "d", summary: "", screen: screen, frames: .regular(hz: 60),
      script: [
        .wait(duration: 0.105), .drag(x: 195, fromY: 700, toY: 400, duration: 0.5, holdBeforeRelease: 0.2),
      ])
    let trace = try ScenarioRunner().run(scenario, strategy: CoordinatorStrategy.self)
    #expect(trace.events.first == .touchBegan(time: 0.105))
    #expect(trace.events.count == 2)
    if case .touchEnded(let time) = trace.events.last {
      expectApproximatelyEqual(time, 0.805, absoluteTolerance: 1e-12)
    }
    let touching = trace.samples.filter { $0.fingerY != nil }
    #expect(touching.first?.time == 0.105 && touching.first?.fingerY == 700)
    // Moves on every frame strictly inside the drag (0.1167 … 0.6), then exactly at its end.
    let moves = touching.filter { $0.time > 0.105 && $0.time <= 0.605 + 1e-9 }
    let lastMove = try #require(moves.last)
    expectApproximatelyEqual(lastMove.time, 0.605, absoluteTolerance: 1e-12)
    #expect(lastMove.fingerY == 400)
    for sample in moves.dropLast() {
      expectApproximatelyEqual(sample.time * 60, (sample.time * 60).rounded(), absoluteTolerance: 1e-9)
      let expected = 700 - 300 * (sample.time - 0.105) / 0.5
      expectApproximatelyEqual(sample.fingerY ?? 0, expected, absoluteTolerance: 1e-9)
    }
    // The hold keeps the finger still; after the lift the run settles and stops.
    #expect(trace.samples.last.map { $0.fingerY == nil && $0.time < 0.805 + 1 } == true)
  }

  @Test func tabTapsAndSizeChangesAreRecorded() throws {
    let scenario = Scenario(
      name: "t", summary: "", screen: screen, frames: .regular(hz: 60),
      script: [
        .tapTab(index: 1), .wait(duration: 0.5), .contentHeight(tab: 1, height: 500),
        .headerHeight(height: 340),
        .wait(duration: 0.2),
      ])
    let trace = try ScenarioRunner().run(scenario, strategy: CoordinatorStrategy.self)
    #expect(trace.events.contains(.tabSwitch(time: 0, from: 0, to: 1)))
    #expect(trace.events.filter { if case .sizeChange = $0 { return true } else { return false } }.count == 2)
    #expect(trace.screen(at: 0.4).tabs[1].contentHeight == 3000)
    #expect(trace.screen(at: 0.5).tabs[1].contentHeight == 500)
    #expect(trace.screen(at: 0.6).headerHeight == 340)
  }

  @Test func oursCarriesAFlingThroughThePin() throws {
    let scenario = try ScenarioLoader.load(path: ScenarioLoaderTests.corpus + "/02-fling-up-through-pin.json")
    let trace = try ScenarioRunner().run(scenario, strategy: CoordinatorStrategy.self)
    let metrics = MetricsCalculator.metrics(for: trace)
    #expect(try #require(metrics.momentumContinuity) >= 0.99)
    #expect(try #require(metrics.trackingError) < 0.5)
    #expect(metrics.reversals == 0)
    expectApproximatelyEqual(try #require(metrics.distanceRatio), 1, absoluteTolerance: 0.01)
  }

  /// A tab with load more asks during a fling toward its end; the runner's app appends the
  /// rows after the scenario's delay, and the fling carries into them (no edge reached, the
  /// distance its release projects). A baseline never asks, so nothing is appended and its
  /// fling ends at the old end.
  @Test func loadMoreAppendsRowsWhenAskedAndTheFlingRunsIntoThem() throws {
    let scenario = try ScenarioLoader.load(
      path: ScenarioLoaderTests.corpus + "/36-load-more-fling-into-new-rows.json")
    let loadMore = try #require(scenario.screen.tabs[0].loadMore)
    let trace = try ScenarioRunner().run(scenario, strategy: CoordinatorStrategy.self)
    let change = try #require(trace.screenChanges.first)
    #expect(trace.screenChanges.count == 1)
    #expect(change.screen.tabs[0].contentHeight == 3000 + loadMore.appendedHeight)
    // Asked within the distance of the old end, answered `delay` later, mid-fling.
    let asked = try #require(trace.samples.last { $0.time <= change.time - loadMore.delay + 1e-9 })
    let oldMaximum = scenario.screen.maximumScrollPosition(tab: 0)
    #expect(oldMaximum - asked.observation.scrollPosition <= loadMore.distance + 1e-6)
    let last = try #require(trace.samples.last)
    #expect(last.observation.scrollPosition > oldMaximum + 200)
    let metrics = MetricsCalculator.metrics(for: trace)
    #expect(metrics.reversals == 0)
    expectApproximatelyEqual(try #require(metrics.distanceRatio), 1, absoluteTolerance: 0.01)

    let baseline = try ScenarioRunner().run(scenario, strategy: BaselineThresholdLockStrategy.self)
    #expect(baseline.screenChanges.isEmpty)
    let rest = try #require(baseline.samples.last).observation.scrollPosition
    expectApproximatelyEqual(rest, oldMaximum, absoluteTolerance: 0.5)
  }

  /// A request is answered once, however many frames it stays open, and an app with no
  /// rows (`rows: 0`) appends nothing and still ends the load.
  @Test func eachRequestIsAnsweredOnce() throws {
    func run(rows: Int) throws -> Trace {
      var screen = screen
      screen.tabs[0].contentHeight = 1200
      screen.tabs[0].loadMore = LoadMoreSpec(distance: 300, rows: rows, rowHeight: 50, delay: 0.5)
      let scenario = Scenario(
        name: "l", summary: "", screen: screen, frames: .regular(hz: 60),
        script: [
          .drag(x: 195, fromY: 800, toY: 300, duration: 0.5, holdBeforeRelease: 0.1), .wait(duration: 1),
        ])
      return try ScenarioRunner().run(scenario, strategy: CoordinatorStrategy.self)
    }
    let appended = try run(rows: 4)
    // Asked once on the way, answered with 200 pt; still within reach, asked again and
    // answered again: each answer appends once.
    let heights = appended.screenChanges.map { $0.screen.tabs[0].contentHeight }
    #expect(!heights.isEmpty)
    #expect(heights == heights.indices.map { 1200 + 200 * Double($0 + 1) })
    let times = appended.screenChanges.map(\.time)
    #expect(zip(times.dropFirst(), times).allSatisfy { $0 - $1 >= 0.5 - 1e-9 })
    let none = try run(rows: 0)
    #expect(none.screenChanges.isEmpty)
  }

  /// Every corpus goal, for ours under both tab-switch policies: keeping the header, the
  /// header never moves on a switch; keeping the content, every tab shows exactly where it
  /// was and the header settles within 0.35 s.
  @Test(arguments: [CoordinatorStrategy.self, KeepsContentCoordinatorStrategy.self])
  func oursOnTheWholeCorpus(strategy: CoordinatorStrategy.Type) throws {
    let comparison = Comparison()
    for scenario in try ScenarioLoader.load(directory: ScenarioLoaderTests.corpus) {
      let (trace, metrics) = try comparison.run(scenario, strategy: strategy)
      #expect(trace.samples.count > 10)
      #expect((metrics.trackingError ?? 0) < 0.5, "\(scenario.name)")
      #expect((metrics.headerJump ?? 0) < 0.5, "\(scenario.name)")
      #expect((metrics.offsetsKept ?? 1) == 1, "\(scenario.name)")
      #expect((metrics.headerSettleTime ?? 0) <= 0.35, "\(scenario.name)")
      switch strategy.tabSwitchPolicy {
      case .keepsHeader: #expect((metrics.headerMoved ?? 0) < 0.5, "\(scenario.name)")
      case .keepsContent: #expect((metrics.positionsKept ?? 1) == 1, "\(scenario.name)")
      }
      #expect((metrics.frameRateDifference ?? 0) < 0.5, "\(scenario.name)")
      #expect((metrics.momentumContinuity ?? 1) > 0.95, "\(scenario.name)")
      // No speed-up after lift, every snap at rest within 1.5 s.
      #expect((metrics.peakSpeedRatio ?? 1) <= 1.001, "\(scenario.name)")
      #expect((metrics.snapTimeToRest ?? 0) <= 1.5, "\(scenario.name)")
      // Nothing rests out of range.
      let last = try #require(trace.samples.last)
      let maximum = trace.screen(at: last.time).maximumScrollPosition(tab: last.observation.activeTab)
      let position = last.observation.scrollPosition
      #expect(position >= -0.5 && position <= maximum + 0.5, "\(scenario.name) rests at \(position)")
    }
  }

  @Test func theTablePutsTheGivenStrategyOrderFirst() {
    let entries = [
      ComparisonEntry(scenario: "s", strategy: "b", metrics: RunMetrics(trackingError: 3), error: nil),
      ComparisonEntry(
        scenario: "s", strategy: "ours", metrics: RunMetrics(trackingError: 0, reversals: 0), error: nil),
      ComparisonEntry(
        scenario: "t", strategy: "ours", metrics: nil, error: ScenarioError(path: "screen", message: "no")),
    ]
    let text = MetricsTable(entries: entries, strategies: ["ours", "b"]).render(.text)
    let lines = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    // Scenarios outside the corpus's families come last, under their own heading.
    #expect(lines[0] == ["Other", "scenarios"])
    #expect(lines[1] == ["metric", "goal", "ours", "b"])
    #expect(lines[3] == ["s"])
    #expect(lines[4] == ["tracking", "error", "(pt)", "0", "±", "0.5", "0.00", "ok", "3.00", "MISS"])
    #expect(lines[5] == ["reversals", "0", "0", "ok", "—"])
    #expect(text.contains("t × ours: screen: no"))
    let markdown = MetricsTable(entries: entries, strategies: ["ours", "b"]).render(.markdown)
    #expect(
      markdown.hasPrefix("| scenario | metric | goal | ours | b |\n| --- | --- | --- | ---: | ---: |\n"))
  }
}
