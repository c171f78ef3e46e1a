import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Property: with the header pinned, lists scrolled anywhere at or past the pin point keep
/// their exact offsets across any sequence of tab switches (the lab's metric "offsets kept"
/// = 1.00), and the header never moves.
@Suite struct PinnedOffsetPropertyTests {
  @Test func pinnedDeepListsSurviveAnySwitchSequence() async {
    let depths = Gen.double(in: 0...3000).array(of: 3)
    let switches = zip(Gen.int(in: 0...2), Gen.int(in: 0...2)).array(of: 1...12)
    await propertyCheck(count: 80, input: depths, switches) { depths, switches in
      let config = profileConfiguration(pinnedHeaderHeight: 44)
      let screen = try makeScreen(config, contentHeights: [6000, 5000, 7000])
      let driver = ScreenDriver(screen)
      let pin = Expected.pinOffset(config)
      for (page, depth) in depths.enumerated() {
        screen.host.setContentOffset(pin + depth, page: page, animated: false, at: driver.time)
      }
      let offsets = screen.lists.map(\.contentOffset.y)
      #expect(driver.layout.isPinned)
      for (methodIndex, target) in switches {
        let method = SwitchMethod.allCases[methodIndex]
        let active = screen.host.selectedPage
        let page = method == .swipe ? (target > active ? active + 1 : max(0, active - 1)) : target
        guard page != active else { continue }
        driver.switchTab(to: page, by: method)
        #expect(screen.host.selectedPage == page)
        #expect(screen.lists.map(\.contentOffset.y) == offsets)
        #expect(driver.layout.tabBarTop == Expected.pinnedTabBarTop(config))
        #expect(driver.layout.isPinned)
      }
    }
  }
}
