import NestLabKit
import ScrollSimulator
import Testing

/// The re-enactments of other techniques are registered after ours and reject screens they
/// cannot build.
@Suite("Baselines: registry and screens")
struct BaselineScreenValidationTests {
  static var baselines: [any NestedScrollStrategy.Type] {
    [
      BaselineThresholdLockStrategy.self, BaselineSimultaneousPansStrategy.self,
      BaselineOverlayScrollViewStrategy.self,
      BaselineModuloSnapStrategy.self,
    ]
  }

  /// Registered after ours (keeping the header, then keeping the content), in the order of
  /// the technique table.
  @Test func theyFollowOursInTheRegistry() {
    #expect(
      Array(StrategyRegistry.identifiers.prefix(2)) == [
        CoordinatorStrategy.identifier, KeepsContentCoordinatorStrategy.identifier,
      ])
    #expect(Array(StrategyRegistry.identifiers.dropFirst(2)) == Self.baselines.map { $0.identifier })
    for baseline in Self.baselines {
      #expect(StrategyRegistry.strategy(named: baseline.identifier) == baseline)
    }
  }

  /// Non-finite geometry is rejected by every baseline, with a scenario error.
  @Test(arguments: 0..<4)
  func aNonFiniteHeaderIsRejected(baseline: Int) {
    var spec = BaselineScreens.profile()
    spec.headerHeight = .nan
    #expect(throws: ScenarioError.self) { try Self.baselines[baseline].init(screen: spec) }
  }

  /// The outer-view layouts (threshold lock, simultaneous pans, overlay) need room for a list
  /// under the pinned header and the tab bar. (Modulo snap runs on our screen, which
  /// accepts any screen ours accepts.)
  @Test(arguments: 0..<3)
  func aScreenWithNoRoomForAListIsRejected(baseline: Int) throws {
    var spec = BaselineScreens.profile()
    spec.height = spec.topInset + spec.pinnedHeaderHeight + spec.tabBarHeight
    let error = #expect(throws: ScenarioError.self) { try Self.baselines[baseline].init(screen: spec) }
    #expect(error?.path == "screen.height")
  }

  /// Before any input every baseline shows the expanded header and the first tab at its top.
  @Test(arguments: 0..<4)
  func aFreshScreenShowsTheExpandedHeader(baseline: Int) throws {
    let spec = BaselineScreens.profile()
    let observation = try Self.baselines[baseline].init(screen: spec).observation
    #expect(observation.headerTop == spec.topInset)
    #expect(observation.tabBarTop == spec.topInset + spec.headerHeight)
    #expect(observation.scrollPosition == 0)
    #expect(observation.activeTab == 0)
    #expect(observation.tabOffsets.count == spec.tabs.count)
  }
}
