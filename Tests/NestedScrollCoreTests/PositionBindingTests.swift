import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// A position bound to an app's value (SwiftUI's position binding), on the simulated screen:
/// the host publishes where the screen comes to rest, once, never during motion; a value the
/// app writes is restored exactly, after the motion when written during one; a value that
/// only echoes what was published restores nothing.
@Suite struct PositionBindingTests {
  /// Three pages of 60 rows, 80 pt each, under a 300 pt header pinned at 60 pt.
  func makeScreen(snapsHeader: Bool = false) throws -> SimulatedProfileScreen {
    try SimulatedProfileScreen.withRows(
      Array(repeating: Array(repeating: 80.0, count: 60), count: 3),
      configuration: profileConfiguration(pinnedHeaderHeight: 60, snapsHeader: snapsHeader))
  }

  /// A screen bound to an empty value, with the position that fills it landed.
  func makeBoundScreen(snapsHeader: Bool = false) throws -> (SimulatedProfileScreen, ScreenDriver) {
    let screen = try makeScreen(snapsHeader: snapsHeader)
    screen.bindPosition(nil, time: 0)
    let driver = ScreenDriver(screen)
    driver.step()
    return (screen, driver)
  }

  /// Whether the host published a position on a frame of motion: checked on every frame.
  final class PublishWatch {
    var count = 0
    var duringMotion = 0

    func watch(_ driver: ScreenDriver) {
      let screen = driver.screen
      count = screen.publishedPositions.count
      driver.onFrame = { [unowned self] _ in
        let published = screen.publishedPositions.count
        // A list dragged or gliding, the pager between pages: motion.
        let moving =
          screen.lists.contains { $0.isTracking || $0.isMoving }
          || screen.pager.contentOffset.x.truncatingRemainder(dividingBy: screen.width) != 0
            && screen.pager.contentOffset.x < screen.host.pagerOffset(forPage: screen.host.pageCount - 1)
        if published != count, moving { duringMotion += 1 }
        count = published
      }
    }
  }

  @Test func anEmptyBindingGetsThePositionAtOnce() throws {
    let screen = try makeScreen()
    screen.bindPosition(nil, time: 0)
    #expect(screen.publishedPositions == [screen.host.positionSnapshot])
    ScreenDriver(screen).step()
    #expect(screen.boundPosition == screen.host.positionSnapshot)
  }

  @Test func aFlingPublishesOnceAtRestWhatTheHostSays() throws {
    let (screen, driver) = try makeBoundScreen()
    let watch = PublishWatch()
    watch.watch(driver)
    driver.flick(fromY: 600, velocity: 3000, distance: 60)
    // Frames of the fling: dozens, and the binding hears of none of them.
    driver.wait(0.3)
    #expect(!screen.isAtRest)
    #expect(screen.publishedPositions.count == 1)
    #expect(driver.runUntilRest())
    driver.step()
    #expect(screen.publishedPositions.count == 2)
    #expect(watch.duringMotion == 0)
    #expect(screen.boundPosition == screen.host.positionSnapshot)
    #expect(screen.host.positionSnapshot.headerCollapse == 240)
    #expect(screen.host.positionSnapshot.pages[0].anchor != nil)
  }

  @Test func aSwipeToAnotherTabPublishesItOnceAtTheEnd() throws {
    let (screen, driver) = try makeBoundScreen()
    let watch = PublishWatch()
    watch.watch(driver)
    driver.swipePage(forward: true)
    driver.step()
    #expect(screen.publishedPositions.map(\.selectedPage) == [0, 1])
    #expect(watch.duringMotion == 0)
    #expect(screen.boundPosition == screen.host.positionSnapshot)
  }

  /// A position past the header's collapse, taken from another screen (a relaunch).
  func deepPosition() throws -> ScrollPositionSnapshot {
    let original = try makeScreen()
    original.host.restore(
      ScrollPositionSnapshot(
        selectedPage: 1, headerCollapse: 240,
        pages: [
          PageScrollPosition(offset: 1333), PageScrollPosition(offset: 2517.5),
          PageScrollPosition(offset: 40),
        ]),
      at: 0)
    return original.host.positionSnapshot
  }

  @Test func aWrittenPositionDeeperThanTheHeaderIsRestoredExactly() throws {
    let saved = try deepPosition()
    #expect(saved.pages[1].anchor != nil)
    let (screen, driver) = try makeBoundScreen()
    screen.writePosition(saved, time: driver.time)
    #expect(screen.host.positionSnapshot == saved)
    #expect(screen.host.selectedPage == 1)
    // The rest that follows finds the screen where the binding says: nothing written.
    driver.runUntilRest()
    driver.step()
    #expect(screen.host.positionSnapshot == saved)
    #expect(screen.publishedPositions.count == 1)
  }

  @Test func anEchoedWriteRestoresNothing() throws {
    let (screen, driver) = try makeBoundScreen()
    let initial = try #require(screen.publishedPositions.first)
    driver.drag(fromY: 600, toY: 200, duration: 0.4)
    driver.hold(0.1)
    driver.lift()
    while screen.publishedPositions.count == 1, driver.time < 5 { driver.step() }
    let published = try #require(screen.publishedPositions.last)
    #expect(published != initial)
    // A view update before the write lands reads the binding's old value: stale, no request.
    #expect(screen.boundPosition == initial)
    screen.readPosition(time: driver.time)
    #expect(screen.host.positionSnapshot == published)
    driver.step()
    // Landed. The user drags on, and the updates meanwhile read the published value back (a
    // parent evaluated again for another reason): an echo, which must not bring the screen
    // back when the drag ends.
    driver.drag(fromY: 600, toY: 450, duration: 0.3)
    screen.readPosition(time: driver.time)
    driver.hold(0.1)
    driver.lift()
    #expect(driver.runUntilRest())
    driver.step()
    let moved = screen.host.positionSnapshot
    #expect(moved.pages[0].offset > published.pages[0].offset + 100)
    #expect(screen.publishedPositions.count == 3)
    #expect(screen.boundPosition == moved)
  }

  @Test func aWriteDuringAFlingWaitsForTheRest() throws {
    let saved = try deepPosition()
    let (screen, driver) = try makeBoundScreen()
    driver.flick(fromY: 600, velocity: 2500, distance: 60)
    driver.wait(0.1)
    let velocity = screen.activeList.velocity.y
    #expect(velocity > 0)
    screen.writePosition(saved, time: driver.time)
    // The fling goes on where it was: the write did not stop it.
    driver.step()
    #expect(screen.activeList.velocity.y > 0)
    #expect(screen.host.selectedPage == 0)
    #expect(driver.runUntilRest())
    driver.runUntilRest()
    driver.step()
    // At rest the app's value is restored, and the screen then is where it says: the
    // binding hears nothing back.
    #expect(screen.host.positionSnapshot == saved)
    #expect(screen.publishedPositions.count == 1)
  }

  @Test func aWriteDuringADragWaitsForTheRelease() throws {
    let saved = try deepPosition()
    let (screen, driver) = try makeBoundScreen()
    driver.drag(fromY: 600, toY: 400, duration: 0.3)
    screen.writePosition(saved, time: driver.time)
    // The list stays under the finger.
    let before = screen.activeList.contentOffset.y
    driver.move(toY: 300, duration: 0.2)
    #expect(screen.activeList.contentOffset.y > before + 50)
    driver.hold(0.1)
    driver.lift()
    #expect(driver.runUntilRest())
    driver.step()
    #expect(screen.host.positionSnapshot == saved)
    #expect(screen.publishedPositions.count == 1)
  }

  @Test func aTabTapPublishesTheNewTabOnceItsSlideEnds() throws {
    let (screen, driver) = try makeBoundScreen()
    let watch = PublishWatch()
    watch.watch(driver)
    driver.tapTab(2)
    driver.wait(0.05)
    #expect(screen.publishedPositions.count == 1)
    #expect(driver.runUntilRest())
    driver.step()
    #expect(screen.publishedPositions.map(\.selectedPage) == [0, 2])
    #expect(watch.duringMotion == 0)
    #expect(screen.boundPosition == screen.host.positionSnapshot)
  }

  @Test func aBoundValueIsRestoredWhenTheScreenStarts() throws {
    let saved = try deepPosition()
    let screen = try makeScreen()
    screen.bindPosition(saved, time: 0)
    #expect(screen.host.positionSnapshot == saved)
    ScreenDriver(screen).runUntilRest()
    #expect(screen.publishedPositions.isEmpty)
  }

  /// One gesture of a random session.
  enum Gesture: CustomStringConvertible {
    case place(startY: Double, dy: Double)
    case fling(velocity: Double)
    case swipe(forward: Bool)
    case tapTab(Int)

    init(code: Int, _ a: Double, _ b: Double) {
      switch code {
      case 0: self = .place(startY: 150 + 600 * a, dy: (b - 0.5) * 1200)
      case 1: self = .fling(velocity: (a < 0.5 ? -1 : 1) * (200 + 8000 * abs(a - 0.5)))
      case 2: self = .swipe(forward: a > 0.5)
      default: self = .tapTab(Int(a * 2.999))
      }
    }

    func play(_ driver: ScreenDriver) {
      switch self {
      case .place(let y, let dy): driver.place(fromY: y, toY: y - dy, duration: 0.3)
      case .fling(let velocity): driver.flick(fromY: 450, velocity: velocity, distance: 50)
      case .swipe(let forward): driver.swipe(fromX: forward ? 320 : 80, toX: forward ? 80 : 320)
      case .tapTab(let page): driver.tapTab(page)
      }
    }

    var description: String {
      switch self {
      case .place(let y, let dy): "place(\(Int(y)), by: \(Int(dy)))"
      case .fling(let velocity): "fling(\(Int(velocity)))"
      case .swipe(let forward): forward ? "swipe(forward)" : "swipe(back)"
      case .tapTab(let page): "tapTab(\(page))"
      }
    }
  }

  static let gestures = zip(Gen.int(in: 0...3), Gen.double(in: 0...1), Gen.double(in: 0...1))
    .map { Gesture(code: $0, $1, $2) }
    .array(of: 1...5)

  /// Any gestures, with or without header snapping: at each rest the binding holds exactly
  /// the host's position, written at most once a gesture and never on a frame of motion.
  @Test func thePublishedValueIsTheHostsPositionAtEveryRest() async {
    await propertyCheck(count: 60, input: Self.gestures, Gen.bool) { gestures, snaps in
      let (screen, driver) = try makeBoundScreen(snapsHeader: snaps)
      let watch = PublishWatch()
      watch.watch(driver)
      for gesture in gestures {
        let before = screen.publishedPositions.count
        gesture.play(driver)
        #expect(driver.runUntilRest(), "\(gesture)")
        driver.step()
        #expect(screen.publishedPositions.count - before <= 1, "\(gesture)")
        #expect(screen.boundPosition == screen.host.positionSnapshot, "\(gesture)")
      }
      #expect(watch.duringMotion == 0)
    }
  }
}
