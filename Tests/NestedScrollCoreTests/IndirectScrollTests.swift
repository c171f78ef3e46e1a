import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Trackpad and mouse-wheel scrolling arrive as scroll events, not touches: they carry the
/// header and the list as a finger does, and two fingers resting on the trackpad stop motion.
@Suite struct IndirectScrollTests {
  /// Two fingers on a trackpad, the pointer over the screen.
  struct Trackpad: TouchTarget {
    let screen: SimulatedProfileScreen
    func touchBegan(at location: Point, time: Double) { screen.trackpadTouchBegan(at: location, time: time) }
    func touchMoved(to location: Point, time: Double) { screen.trackpadMoved(to: location, time: time) }
    func endTouch(at location: Point, time: Double) -> TouchOutcome? {
      screen.trackpadTouchEnded(at: location, time: time)
      return nil
    }
    func advance(to time: Double) { screen.advance(to: time) }
  }

  private func trackpad(_ screen: SimulatedProfileScreen) -> GestureDriver {
    GestureDriver(Trackpad(screen: screen), frameInterval: 1.0 / 120, x: 200, startTime: screen.currentTime)
  }

  @Test func aTrackpadScrollAcrossThePinCarriesTheHeaderLikeADrag() throws {
    let fingerScreen = try makeScreen()
    let trackpadScreen = try makeScreen()
    let finger = ScreenDriver(fingerScreen)
    let fingers = trackpad(trackpadScreen)
    // The pointer starts on the header: 500 pt up crosses the pin (256 pt of collapse).
    for driver in [finger, fingers] {
      driver.touchDown(y: 200)
      driver.move(toY: -300, duration: 0.5)
    }
    #expect(trackpadScreen.rendered.headerLayout?.isPinned == true)
    #expect(trackpadScreen.rendered.header == fingerScreen.rendered.header)
    #expect(trackpadScreen.rendered.tabBar == fingerScreen.rendered.tabBar)
    for driver in [finger, fingers] {
      driver.move(toY: 200, duration: 0.5)
      driver.lift()
      driver.wait(2)
    }
    #expect(trackpadScreen.rendered.headerLayout?.isPinned == false)
    #expect(trackpadScreen.rendered.header == fingerScreen.rendered.header)
    #expect(trackpadScreen.activeList.contentOffset == fingerScreen.activeList.contentOffset)
  }

  @Test func aTrackpadRestStopsAFling() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    driver.flick(fromY: 600, velocity: -3000, distance: 60)
    driver.wait(0.1)
    #expect(screen.activeList.isDecelerating)
    let fingers = trackpad(screen)
    fingers.touchDown(y: 500)
    let header = screen.rendered.header
    let offset = screen.activeList.contentOffset.y
    fingers.wait(0.5)
    #expect(screen.rendered.header == header)
    #expect(screen.activeList.contentOffset.y == offset)
    fingers.lift()
  }

  @Test func aTrackpadRestStopsScrollToTop() throws {
    let screen = try makeScreen()
    screen.host.setContentOffset(1500, page: 0, animated: false, at: 0)
    screen.tapStatusBar(time: 0.1)
    screen.advance(to: 0.2)
    #expect(screen.rendered.isDisplayLinkRunning)
    let offset = screen.activeList.contentOffset.y
    screen.trackpadTouchBegan(at: Point(x: 200, y: 600), time: 0.2)
    screen.advance(to: 0.5)
    // The host's own animation stopped where it was: only the host heard the trackpad.
    #expect(screen.activeList.contentOffset.y == offset)
    screen.trackpadTouchEnded(at: Point(x: 200, y: 600), time: 0.5)
  }

  @Test func headerDragsStayWithTheirListUntilBothFingerAndTrackpadLift() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.indirectScrollDidBegin(at: 0)
    host.touchDidBegin(at: 0.05)
    host.selectPage(1, animated: false, at: 0.1)
    host.touchDidEnd(at: 0.2)
    // The trackpad still rests: the pan that may carry its scroll stays where it is.
    #expect(host.headerDragPage == 0)
    host.indirectScrollDidEnd(at: 0.3)
    #expect(host.headerDragPage == 1)
  }
}
