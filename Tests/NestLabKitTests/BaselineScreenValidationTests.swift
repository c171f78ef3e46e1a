import NestLabKit
import ScrollSimulator
import Testing

/// The seed re-enactments are registered after ours and reject screens they cannot build.
@Suite("Seed re-enactments: registry and screens")
struct BaselineScreenValidationTests {
  static var seeds: [any NestedScrollStrategy.Type] {
    [
      BaselineThresholdLockStrategy.self, BaselineSimultaneousPansStrategy.self, BaselineOverlayScrollViewStrategy.self,
      BaselineModuloSnapStrategy.self,
    ]
  }

  /// Registered after ours (keeping the header, then keeping the content), in the order of
  /// the seed table.
  @Test func theyFollowOursInTheRegistry() {
    #expect(
      Array(StrategyRegistry.identifiers.prefix(2)) == [
        CoordinatorStrategy.identifier, KeepsContentCoordinatorStrategy.identifier,
      ])
    #expect(Array(StrategyRegistry.identifiers.dropFirst(2)) == Self.seeds.map { $0.identifier })
    for seed in Self.seeds { #expect(StrategyRegistry.strategy(named: seed.identifier) == seed) }
  }

  /// Non-finite geometry is rejected by every seed, with a scenario error.
  @Test(arguments: 0..<4)
  func aNonFiniteHeaderIsRejected(seed: Int) {
    var spec = BaselineScreens.profile()
    spec.headerHeight = .nan
    #expect(throws: ScenarioError.self) { try Self.seeds[seed].init(screen: spec) }
  }

  /// The outer-view layouts (threshold lock, simultaneous pans, overlay) need room for a list
  /// under the pinned header and the tab bar. (Modulo snap runs on our screen, which
  /// accepts any screen ours accepts.)
  @Test(arguments: 0..<3)
  func aScreenWithNoRoomForAListIsRejected(seed: Int) throws {
    var spec = BaselineScreens.profile()
    spec.height = spec.topInset + spec.pinnedHeaderHeight + spec.tabBarHeight
    let error = #expect(throws: ScenarioError.self) { try Self.seeds[seed].init(screen: spec) }
    #expect(error?.path == "screen.height")
  }

  /// Before any input every seed shows the expanded header and the first tab at its top.
  @Test(arguments: 0..<4)
  func aFreshScreenShowsTheExpandedHeader(seed: Int) throws {
    let spec = BaselineScreens.profile()
    let observation = try Self.seeds[seed].init(screen: spec).observation
    #expect(observation.headerTop == spec.topInset)
    #expect(observation.tabBarTop == spec.topInset + spec.headerHeight)
    #expect(observation.scrollPosition == 0)
    #expect(observation.activeTab == 0)
    #expect(observation.tabOffsets.count == spec.tabs.count)
  }
}
