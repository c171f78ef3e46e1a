import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// Targets written in `scrollViewWillEndDragging`. A release at 1000 pt/s on content with
/// no edge nearby; the natural rest is the projection, 499.5 pt ahead.
@Suite("Targets from willEndDragging")
struct TargetTests {
  struct Release {
    let view: SimulatedScrollView
    let delegate: RecordingDelegate
    let finger: GestureDriver
  }

  func dragAtOneThousand(target: @escaping (Double) -> Double) -> Release {
    let view = makeView(contentHeight: 30000)
    view.contentOffset = Point(x: 0, y: 5000)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    delegate.onWillEndDragging = { view, _, proposed in proposed.y = target(view.contentOffset.y) }
    let finger = GestureDriver(view)
    finger.drag(fromY: 700, toY: 550, duration: 0.15)
    return Release(view: view, delegate: delegate, finger: finger)
  }

  @Test(arguments: [120.0, 300, 499.5, 900])
  func aTargetAheadIsLandedOnExactlyWithoutReversing(distance: Double) {
    let release = dragAtOneThousand { $0 + distance }
    let start = release.view.contentOffset.y
    release.finger.lift()
    #expect(release.delegate.names.contains("didEndDragging(true)"))
    let frames = playUntilRest(release.view)
    #expect(release.view.contentOffset.y == start + distance)
    var previous = start
    for frame in frames {
      #expect(frame.offset >= previous, "never moves back")
      #expect(frame.velocity >= 0, "velocity never changes sign")
      previous = frame.offset
    }
    #expect(release.delegate.count("didEndDecelerating") == 1)
  }

  @Test(arguments: [-200.0, -20])
  func aTargetBehindTheMotionTurnsItAroundAtOnce(distance: Double) throws {
    // UIKit reverses such a motion immediately: the visible "tick" that modulo
    // snapping suffers from (NestLabStrategies' ModuloSnap article). The simulator reproduces it.
    let release = dragAtOneThousand { $0 + distance }
    let start = release.view.contentOffset.y
    #expect(release.view.velocity.y > 0)
    release.finger.lift()
    let frames = playUntilRest(release.view)
    let first = try #require(frames.first)
    #expect(first.offset < start, "the first frame already moves backwards")
    #expect(first.velocity < 0)
    #expect(frames.allSatisfy { $0.offset <= start })
    #expect(release.view.contentOffset.y == start + distance)
  }

  @Test func aTargetAtTheCurrentOffsetEndsTheDragWithoutDeceleration() {
    let release = dragAtOneThousand { $0 }
    let start = release.view.contentOffset.y
    release.finger.lift()
    #expect(release.delegate.collapsedNames.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
    #expect(!release.view.isDecelerating)
    playFrames(release.view, for: 1)
    #expect(release.view.contentOffset.y == start)
    #expect(release.delegate.count("willBeginDecelerating") == 0)
  }

  @Test func snappingToMultiplesOf100LandsOnTheSnapPoint() throws {
    let release = dragAtOneThousand { _ in 0 }  // replaced below
    release.delegate.onWillEndDragging = { _, _, target in target.y = (target.y / 100).rounded(.up) * 100 }
    release.finger.lift()
    let proposed = try #require(release.delegate.lastWillEndDragging).proposed.y
    playUntilRest(release.view)
    #expect(release.view.contentOffset.y == (proposed / 100).rounded(.up) * 100)
    #expect(release.view.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
  }
}
