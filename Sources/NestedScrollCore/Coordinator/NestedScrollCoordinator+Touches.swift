import ScrollPhysics

extension NestedScrollCoordinator {
  /// A finger touched the screen, anywhere: the active list, the header, the tab bar. Like a
  /// touch on a decelerating `UIScrollView`, it stops the motion under it where it is: the
  /// coordinator's own animation of the active list (scroll to top, a snap, a bounce back, a
  /// refresh room closing, which finishes), that list's momentum, and the header's way after
  /// a tab switch (`headerTransition`, which goes on once the finger lifts). Returns whether
  /// anything was moving: such a touch only stopped motion and is not a tap for the content
  /// under it. Once the finger lifts (``touchDidEnd(at:)``) and the screen is still, the rest
  /// rule runs.
  @discardableResult
  package func touchDidBegin(at time: Double) -> Bool {
    defer { checkInvariants() }
    motion.isTouchDown = true
    var stopped = false
    if motion.headerPhase == .onItsWay, stopHeaderTransition(at: time) { stopped = true }
    // The list's own momentum UIKit stops itself (the touch reaches the list's pan).
    if let list = lists[activePage], list.isDecelerating { stopped = true }
    // An animation of the active list stops where it is at the touch's own time, as a scroll
    // view stops its own (not wherever the last frame left it). One of a list off screen
    // (bringing it back within its range) is not under the finger and plays on.
    if let running = motion.animation, running.page == activePage {
      advanceAnimation(to: time)
      if let running = motion.animation { cancelAnimation(running, keepsOffset: true) }
      stopped = true
    }
    // The pager's slide to a selected tab stops under the finger too: from here the pager
    // decides the active page again, wherever it comes to rest.
    if motion.pagerTarget != nil {
      motion.pager = .free
      stopped = true
    }
    motion.handle(.changed)
    return stopped
  }

  /// The last finger lifted (or the system cancelled the touch). The header's way after a tab
  /// switch, held by the finger, goes on from `time` unless the list's own momentum or a
  /// snap carries it on (then from the first frame it is still).
  package func touchDidEnd(at time: Double) {
    defer { checkInvariants() }
    motion.isTouchDown = false
    guard var transition = motion.headerTransition, !transition.isRunning, MediaTime.isUsable(time),
      !isListHeld
    else { return }
    transition.start(at: time)
    motion.header = .onItsWay(transition)
  }
}
