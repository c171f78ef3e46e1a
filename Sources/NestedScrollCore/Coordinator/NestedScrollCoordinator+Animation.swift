import ScrollPhysics

extension NestedScrollCoordinator {
  /// Plays one frame of `animation` and of `headerTransition` at `time`: the list's
  /// offset is set, and the host's scroll callback updates the layout. Returns whether an
  /// animation is still running.
  @discardableResult
  package func advanceAnimation(to time: Double) -> Bool {
    defer { checkInvariants() }
    guard MediaTime.isUsable(time) else {
      record(.nonFiniteTime)
      return isAnimating
    }
    defer { motion.noteFrame(at: time) }
    advanceRooms(to: time)
    if motion.headerPhase == .onItsWay { advanceHeaderTransition(to: time) }
    guard let playing = motion.playing else {
      checkRest(at: time)
      return isAnimating
    }
    var running = playing.animation
    let playedAt = playing.time
    guard let list = lists[running.page] else {
      cancelAnimation(running)
      return isAnimating
    }
    // A finger on the list stops the motion where it is, as a touch-down stops UIKit's own;
    // the list's own motion (a touch let go of it past an edge, and it bounces back) takes
    // over from where it is: two motions must not drive one list.
    if list.isTracking || list.isDecelerating {
      cancelAnimation(running, keepsOffset: list.isDecelerating)
      return isAnimating
    }
    if time < playedAt - Self.clockResetInterval {
      // The clock went back (reset, or an earlier time was bogus): the animation goes on
      // from where its list is on the new clock instead of waiting for the old one.
      running.motion = .toward(running.target, from: list.contentOffsetY, velocity: 0, at: time)
    } else if time < playedAt {
      record(.timeWentBackwards)
      return true
    } else if list.contentOffsetY
      != (running.placedOffset ?? running.motion.sample(at: playedAt).position),
      let moved = retargeted(running, playedAt: playedAt)
    {
      // Something else moved the list since the animation last placed it (a layout, an
      // inset change the host made): the animation goes on from where the list is.
      running = moved
    }
    let sample = running.motion.sample(at: time)
    motion.handle(.drive(running, at: time))
    list.contentOffsetY = sample.position
    // As the list holds it: a scroll view may round or clamp what it is given. Setting the
    // offset may have sent a scroll event that replaced the animation.
    if var placed = motion.playing, placed.animation.motion == running.motion {
      placed.animation.placedOffset = list.contentOffsetY
      motion.handle(.drive(placed.animation, at: placed.time))
    }
    listDidScroll(page: running.page)
    if sample.isFinished, motion.animation?.motion == running.motion {
      // Rest reached: the header snaps if it is left partly collapsed.
      motion.handle(.stopped)
      checkRest(at: time)
    }
    return isAnimating
  }

  /// Whether a list animation, the header's way after a tab switch or a closing refresh room
  /// is under way.
  var isAnimating: Bool {
    motion.activityPhase == .driven || motion.headerPhase == .onItsWay || rooms.isClosing
  }

  /// Scrolls the active list to its top, which expands the header, in one animation
  /// (what a status-bar tap does).
  package func scrollToTop(at time: Double) {
    defer { checkInvariants() }
    // Within a closing room: the animation follows its edge as it closes.
    let top = space.offset(forHeaderPosition: -refreshReservation(forPage: activePage))
    animateActiveList(to: top, purpose: .scrollToTop, at: time)
  }

  /// Expands the header fully by scrolling the active list to its top.
  package func expandHeader(animated: Bool, at time: Double) {
    defer { checkInvariants() }
    let top = space.offset(forHeaderPosition: 0)
    if animated {
      animateActiveList(to: top, purpose: .programmatic, at: time)
    } else {
      setContentOffset(top, page: activePage, animated: false, at: time)
    }
  }

  /// Collapses the header fully: the active list moves to the pin point if it is above it.
  package func collapseHeader(animated: Bool, at time: Double) {
    defer { checkInvariants() }
    guard let list = lists[activePage], list.contentOffsetY < space.pinOffset else { return }
    setContentOffset(space.pinOffset, page: activePage, animated: animated, at: time)
  }

  /// Sets a list's offset. For the active list the header follows; an inactive list's
  /// offset is fitted by the tab rule when it becomes visible. Animated, the offset is
  /// kept within where the list can rest (as scrolling to a row is); set at once, it is
  /// taken as given, as UIKit's `contentOffset` is, but nothing rests out of range: a list
  /// off screen set past its range is placed at its end, the active one bounces back once
  /// the screen is still.
  package func setContentOffset(_ offset: Double, page: Int, animated: Bool, at time: Double) {
    defer { checkInvariants() }
    guard checkPage(page) else { return }
    guard offset.isFinite, MediaTime.isUsable(time) else {
      record(offset.isFinite ? .nonFiniteTime : .nonFiniteOffset(page: page))
      return
    }
    guard let list = lists[page] else {
      rememberedOffsets[page] = offset
      return
    }
    if animated, page == activePage {
      animateActiveList(to: offset, purpose: .programmatic, at: time)
      return
    }
    if let running = motion.animation, running.page == page { cancelAnimation(running) }
    list.stopScrolling()
    list.contentOffsetY = offset
    listDidScroll(page: page)
    // Nothing rests out of range: a list off screen is placed within its range at once
    // (nobody sees it move), the active one comes back with a bounce once the screen is
    // still (the rest rule, which the active list's layout change calls for).
    placeInRangeIfHidden(page: page)
  }

  func animateActiveList(to target: Double, purpose: ListAnimation.Purpose, at time: Double) {
    guard MediaTime.isUsable(time) else {
      record(.nonFiniteTime)
      return
    }
    guard let list = lists[activePage] else {
      record(.listNotAttached(page: activePage))
      return
    }
    list.stopScrolling()
    // A replaced animation is cancelled, not dropped: its list may have been left past its
    // range.
    if let running = motion.animation { cancelAnimation(running, keepsOffset: running.page == activePage) }
    // Aimed where the list can rest once the replaced animation is over (it may have
    // closed a refresh room): an animation past the range would leave the list there.
    let target = restingRange(of: list, page: activePage).clamping(target)
    motion.handle(
      .drive(
        ListAnimation(
          page: activePage, motion: .toward(target, from: list.contentOffsetY, velocity: 0, at: time),
          target: target,
          purpose: purpose
        ).reduced(at: time, reducesMotion: system.reducesMotion),
        at: time))
  }

  /// Stops `running` where it is. A list it leaves past its resting range with no finger
  /// on it would stay there for good (the coordinator's animation was its only motion), so
  /// it is placed at the nearest end of that range, unless `keepsOffset` (another motion of
  /// the same list takes over from there).
  func cancelAnimation(_ running: ListAnimation, keepsOffset: Bool = false) {
    // Wherever the list stops (a touch that lifts without dragging gets no callback), the
    // rest rule looks at it once the screen is still.
    motion.handle(.stopped)
    guard !keepsOffset, let list = lists[running.page], !list.isTracking else { return }
    let offset = list.contentOffsetY
    let placed = restingRange(of: list, page: running.page).clamping(offset)
    guard placed != offset else { return }
    list.contentOffsetY = placed
    listDidScroll(page: running.page)
  }

  /// Sends the running animation on to `proposed` (within where its list can rest), from
  /// where its list is now and at the speed it has: the geometry it aimed in changed. The
  /// speed is capped at what overshoots by at most half the viewport: an animation across
  /// a huge old geometry may be fast enough to fling the list out of sight in the new.
  func retargetAnimation(to proposed: Double) {
    guard let playing = motion.playing else { return }
    var running = playing.animation
    running.target = proposed
    if let moved = retargeted(running, playedAt: playing.time) {
      motion.handle(.drive(moved, at: playing.time))
    }
  }

  /// `running`, last played at `playedAt`, sent on to its target (within where its list can
  /// rest) from where its list is now, at its speed capped as ``retargetAnimation(to:)``
  /// says; `nil` without a list.
  private func retargeted(_ running: ListAnimation, playedAt: Double) -> ListAnimation? {
    guard let list = lists[running.page] else { return nil }
    var motion = running.motion
    let target = restingRange(of: list, page: running.page).clamping(running.target)
    let limit = Spring.scrollAnimation.speed(reaching: 0.5 * space.viewportHeight)
    let velocity = min(max(motion.sample(at: playedAt).velocity, -limit), limit)
    return ListAnimation(
      page: running.page,
      motion: .toward(target, from: list.contentOffsetY, velocity: velocity, at: playedAt),
      target: target, purpose: running.purpose
    ).reduced(at: playedAt, reducesMotion: system.reducesMotion)
  }

  /// Something other than a finger on its list takes over (a tab switch, a swipe of the
  /// pager): an animation bringing its list back from past its resting range plays on, as
  /// a bounce does; any other animation stops.
  func interruptAnimation() {
    guard let running = motion.animation else { return }
    if let list = lists[running.page],
      !restingRange(of: list, page: running.page).contains(list.contentOffsetY)
    {
      return
    }
    cancelAnimation(running)
  }
}
