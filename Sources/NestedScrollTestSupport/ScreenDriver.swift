import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

/// Plays a finger and display-link frames on a ``NestedScrollSimulation/SimulatedProfileScreen``
/// (a ``GestureDriver`` whose finger starts at x = 200) and records every frame in
/// ``frames``; adds the screen's own inputs (tab and status-bar taps) and waiting for rest.
package final class ScreenDriver: GestureDriver {
  /// The screen driven.
  package let screen: SimulatedProfileScreen
  /// Every frame played so far.
  package private(set) var frames: [FrameRecord] = []
  /// Called after every frame, for checks that must hold at all times.
  package var onFrame: ((FrameRecord) -> Void)?

  /// A driver of `screen` from its current time, `frameRate` samples and frames a second.
  package init(_ screen: SimulatedProfileScreen, frameRate: Double = 120) {
    self.screen = screen
    super.init(screen, frameInterval: 1 / frameRate, x: 200, startTime: screen.currentTime)
  }

  /// What the screen's coordinator shows now.
  package var snapshot: CoordinatorSnapshot { screen.coordinator.snapshot }
  /// The header layout the screen shows now: the last one its host sent.
  package var layout: HeaderLayout { screen.rendered.headerLayout ?? snapshot.layout }
  /// The active list's `contentOffset.y` now.
  package var activeOffset: Double { screen.activeList.contentOffset.y }

  /// The active list's velocity now as the user sees it: the coordinator's animation's
  /// when one moves it (a snap the coordinator took over at the release), else its own.
  package var motionVelocity: Double {
    if let animation = snapshot.animation, animation.page == screen.host.selectedPage {
      var motion = animation.motion
      return motion.sample(at: time).velocity
    }
    return screen.activeList.velocity.y
  }

  /// Whether the pager shows the active page exactly (where it must rest after any switch).
  package var pagerShowsActivePage: Bool {
    screen.pager.contentOffset.x == screen.host.pagerOffset(forPage: screen.host.selectedPage)
  }

  /// Forgets the recorded frames.
  package func clearFrames() { frames = [] }

  /// Swipes to the next page (`forward`) or the previous one and waits until all is still.
  package func swipePage(forward: Bool) {
    let width = screen.width
    if forward {
      swipe(fromX: width * 0.8, toX: width * 0.2)
    } else {
      swipe(fromX: width * 0.2, toX: width * 0.8)
    }
    runUntilRest()
  }

  /// Taps tab `page` now.
  package func tapTab(_ page: Int) {
    screen.tapTab(page, time: time)
  }

  /// Taps the status bar now.
  package func tapStatusBar() {
    screen.tapStatusBar(time: time)
  }

  /// Plays frames until nothing moves (at most `limit` seconds); returns whether it came to rest.
  @discardableResult
  package func runUntilRest(limit: Double = 20) -> Bool {
    let end = time + limit
    // A simulated view's animation reports its velocity from its first frame on: play at
    // least one frame before asking.
    step()
    while !screen.isAtRest {
      guard time < end else { return false }
      step()
    }
    return true
  }

  /// Records the frame just played and shows it to ``onFrame``.
  package override func frameDidPlay() {
    let list = screen.activeList
    let frame = FrameRecord(
      time: time, finger: isTouching ? location : nil, page: screen.host.selectedPage,
      offset: list.contentOffset.y,
      offsets: screen.lists.map(\.contentOffset.y), bounds: list.verticalOffsetBounds,
      isListDragging: list.isDragging, listVelocity: list.velocity.y, layout: layout,
      pagerOffsetX: screen.pager.contentOffset.x, pagerProgress: screen.rendered.tabSelection.progress,
      animationPurpose: snapshot.animation?.purpose, refreshState: screen.rendered.refreshState)
    frames.append(frame)
    onFrame?(frame)
  }
}
