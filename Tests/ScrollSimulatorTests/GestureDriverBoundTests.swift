import NestedScrollTestSupport
import Testing

/// The test driver never plays frames forever: a wait or a move it cannot finish in
/// ``NestedScrollTestSupport/GestureDriver/maximumFramesPerCall`` frames, or with a clock
/// that no longer moves on, stops the test with a message. Each case runs in its own
/// process, which ends successfully (failing the test) once it has played more frames than
/// the call spans.
@Suite struct GestureDriverBoundTests {
  @Test func aClockTooLargeForAFrameIntervalStops() async {
    await #expect(processExitsWith: .failure) {
      // 2⁶⁰ s: one unit in the last place is 256 s, far more than a frame interval.
      GestureDriver(FrameCountingTarget(limit: 2 * 120 * 1000 + 1), startTime: 0x1p60).wait(1000)
    }
  }

  @Test func aWaitWithoutEndStops() async {
    await #expect(processExitsWith: .failure) {
      GestureDriver(FrameCountingTarget(limit: 2 * GestureDriver.maximumFramesPerCall + 1)).wait(.infinity)
    }
  }

  @Test func aMoveLongerThanAnyTestStops() async {
    await #expect(processExitsWith: .failure) {
      let driver = GestureDriver(FrameCountingTarget(limit: GestureDriver.maximumFramesPerCall))
      driver.touchDown(y: 300)
      driver.move(toY: 0, duration: 1e12)
    }
  }

  @Test func aFrameIntervalOfZeroStops() async {
    await #expect(processExitsWith: .failure) {
      GestureDriver(FrameCountingTarget(limit: 1000), frameInterval: 0).wait(1)
    }
  }

  @Test func aNegativeFrameIntervalStops() async {
    await #expect(processExitsWith: .failure) {
      GestureDriver(FrameCountingTarget(limit: 1000), frameInterval: -1.0 / 120).wait(1)
    }
  }
}
