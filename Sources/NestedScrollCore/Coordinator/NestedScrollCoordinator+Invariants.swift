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
      if case .floating(let anchor) = motion.header {
        assert(anchor.isFinite, "a floating header's anchor is not finite")
        assert(configuration.headerMode.floats, "the header floats in a mode that does not float it")
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
      checkRooms()
      if case .played(let last, let since) = motion.clock {
        assert(last.isFinite, "a frame time is not finite")
        assert(since.map { $0 <= last } ?? true, "a size change happened after the latest frame")
      }
    #endif
  }

  /// Asserts that the refresh rooms agree with the refresh states: a room is finite and never
  /// negative, one closes only while its refresh is ending, an idle refresh keeps no room, and
  /// there is a room for every page.
  private func checkRooms() {
    #if DEBUG
      assert(rooms.tabs.count == lists.count, "refresh rooms for another page count")
      assert(rooms.tabStates.count == lists.count, "tab refresh states for another page count")
      func check(_ room: RefreshRoom, _ state: RefreshState, _ name: String) {
        assert(room.height.isFinite && room.height >= 0, "\(name) room is \(room.height) pt")
        assert(!room.isClosing || state == .ending, "\(name) room closes while its refresh is \(state)")
        switch state {
        case .idle, .pulling, .armed: assert(room.height == 0, "\(name) room kept without a refresh")
        case .refreshing, .ending: break
        }
      }
      check(rooms.page, rooms.pageState, "the page's")
      for page in rooms.tabs.indices { check(rooms.tabs[page], rooms.tabStates[page], "tab \(page)'s") }
      var closing = rooms.page.isClosing ? 1 : 0
      for room in rooms.tabs where room.isClosing { closing += 1 }
      assert(rooms.isClosing == (closing > 0), "the count of closing rooms is off")
    #endif
  }
}
