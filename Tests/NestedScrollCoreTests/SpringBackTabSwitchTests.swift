import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// A tab tapped while the list springs back from a short pull: the list made active takes
/// the bounce over (keeping the header) or the header eases from where it is (keeping the
/// content), so the tab bar never drops by the whole stretch in one frame.
@Suite struct SpringBackTabSwitchTests {
  @Test func aTabTappedDuringASpringBackMovesNoTabBarInOneFrame() async {
    await propertyCheck(
      count: 40, input: Gen.double(in: 40...300), Gen.double(in: 0...0.25), Gen.bool, Gen.bool
    ) { pull, delay, keepsHeader, animated in
      var config = profileConfiguration(pinnedHeaderHeight: 60)
      config.tabSwitchPolicy = keepsHeader ? .keepsHeader : .keepsContent
      let screen = try makeScreen(config)
      let driver = ScreenDriver(screen)
      driver.drag(fromY: 400, toY: 400 + pull, duration: 0.3)
      driver.lift()
      driver.wait(delay)
      var last = screen.rendered.tabBar.minY
      if animated {
        driver.tapTab(1)
      } else {
        screen.host.selectPage(1, animated: false, at: driver.time)
      }
      // A bounce back from rest moves less than 12 pt in a 60 Hz frame; before, the stretch
      // (up to about 90 pt here) went at once.
      #expect(abs(screen.rendered.tabBar.minY - last) <= 12)
      last = screen.rendered.tabBar.minY
      for frame in 0..<180 {
        driver.wait(1 / 60)
        #expect(abs(screen.rendered.tabBar.minY - last) <= 12, "frame \(frame)")
        last = screen.rendered.tabBar.minY
      }
      // It comes to rest with the header expanded, unstretched.
      expectApproximatelyEqual(
        screen.rendered.tabBar.minY, config.topInset + config.headerHeight, absoluteTolerance: 1e-6)
      #expect(screen.coordinator.snapshot.layout.stretch == 0)
    }
  }
}
