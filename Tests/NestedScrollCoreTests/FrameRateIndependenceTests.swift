import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Property: the same gesture played at 60 Hz, 120 Hz or irregular frame times puts the
/// list (and so the header) at the same place at the same time (the lab's metric
/// "frame-rate diff", goal < 0.5 pt), through the header/list boundary, snapping included.
@Suite struct FrameRateIndependenceTests {
  @Test func aFlingFromTheHeaderIsFrameRateIndependent() async {
    await propertyCheck(
      count: 60, input: Gen.double(in: 0...240), Gen.double(in: 300...4000), Gen.bool, Gen.int(in: 0...1000)
    ) { collapse, speed, upward, seed in
      let velocity = upward ? speed : -speed
      var probes: [[Double]] = []
      for frameRate in [60.0, 120.0, 0] {
        let config = profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: seed % 2 == 0)
        let screen = try makeScreen(config)
        let driver = ScreenDriver(screen, frameRate: frameRate == 0 ? 120 : frameRate)
        screen.host.setContentOffset(
          Expected.offset(collapse: collapse, config), page: 0, animated: false, at: 0)
        driver.flick(fromY: 450, velocity: velocity, distance: 60)
        let release = driver.time
        var probe: [Double] = []
        if frameRate == 0 {
          // Irregular frames: 4 to 20 ms apart, seeded.
          var generator = SplitMix64(seed: UInt64(seed))
          var time = release
          for checkpoint in [0.1, 0.3, 0.8, 3.0] {
            while time < release + checkpoint {
              time = min(release + checkpoint, time + 0.004 + 0.016 * Double(generator.next() % 1000) / 1000)
              screen.advance(to: time)
            }
            probe.append(screen.activeList.contentOffset.y)
          }
        } else {
          for (index, checkpoint) in [0.1, 0.3, 0.8, 3.0].enumerated() {
            driver.wait(checkpoint - (index == 0 ? 0 : [0.1, 0.3, 0.8][index - 1]))
            probe.append(screen.activeList.contentOffset.y)
          }
        }
        probes.append(probe)
      }
      for other in probes.dropFirst() {
        for (a, b) in zip(probes[0], other) { expectApproximatelyEqual(a, b, absoluteTolerance: 0.5) }
      }
    }
  }
}
