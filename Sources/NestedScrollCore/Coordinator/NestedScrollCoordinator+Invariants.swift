extension NestedScrollCoordinator {
  /// Asserts that ``motion`` is consistent with itself and with the pages: an animation plays
  /// an attached list toward a finite target on a finite clock; a header transition's shift
  /// is finite and its leg is either waiting or started no later than it was last played; the
  /// pager travels to a page that exists; frame times are finite and a size change's time is
  /// no later than the latest frame. Every command checks it as it returns, in debug and test
  /// builds only: release builds compile it to nothing, so the hot path pays nothing for it.
  func checkInvariants() {
    #if DEBUG
      if let playing = motion.playing {
        let animation = playing.animation
        assert(
          lists.indices.contains(animation.page) && lists[animation.page] != nil,
          "an animation plays a page with no list attached")
        assert(playing.time.isFinite, "an animation's clock is not finite")
        assert(animation.target.isFinite, "an animation's target is not finite")
      }
      if let transition = motion.headerTransition {
        assert(transition.shift.isFinite && transition.legShift.isFinite, "a header shift is not finite")
        assert((transition.legStart == nil) == (transition.playedAt == nil), "a header leg is half started")
        if let start = transition.legStart, let played = transition.playedAt {
          assert(
            start.isFinite && played.isFinite && start <= played, "a header leg was played before it started")
        }
      }
      if let target = motion.pagerTarget {
        assert(lists.indices.contains(target), "the pager travels to a page that does not exist")
      }
      if case .played(let last, let since) = motion.clock {
        assert(last.isFinite, "a frame time is not finite")
        assert(since.map { $0 <= last } ?? true, "a size change happened after the latest frame")
      }
    #endif
  }
}
