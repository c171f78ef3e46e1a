import ScrollPhysics

extension NestedScrollCoordinator {
  /// Plays one frame of ``animation`` at `time`: the list's offset is set, and the host's
  /// scroll callback updates the layout. Returns whether an animation is still running.
  @discardableResult
  public func advanceAnimation(to time: Double) -> Bool {
    guard MediaTime.isUsable(time) else {
      record(.nonFiniteTime)
      return animation != nil
    }
    guard var running = animation else { return false }
    guard let list = lists[running.page] else {
      cancelAnimation(running)
      return false
    }
    // A finger on the list stops the motion where it is, as a touch-down stops UIKit's own.
    if list.isTracking {
      cancelAnimation(running)
      return false
    }
    if time < animationTime - Self.clockResetInterval {
      // The clock went back (reset, or an earlier time was bogus): the animation goes on
      // from where its list is on the new clock instead of waiting for the old one.
      running.motion = .toward(running.target, from: list.contentOffsetY, velocity: 0, at: time)
    }
    let sample = running.motion.sample(at: time)
    animationTime = time
    animation = running
    list.contentOffsetY = sample.position
    listDidScroll(page: running.page)
    if sample.isFinished, animation?.motion == running.motion {
      animation = nil
      animationDidFinish(running)
    }
    return animation != nil
  }

  /// Scrolls the active list to its top, which expands the header, in one animation
  /// (what a status-bar tap does).
  public func scrollToTop(at time: Double) {
    // A closing refresh room is closed first, so the top is the top without it.
    if let running = animation { cancelAnimation(running) }
    let top = space.offset(forHeaderPosition: -refreshReservation)
    animateActiveList(to: top, purpose: .scrollToTop, at: time)
  }

  /// Expands the header fully by scrolling the active list to its top.
  public func expandHeader(animated: Bool, at time: Double) {
    let top = space.offset(forHeaderPosition: 0)
    if animated {
      animateActiveList(to: top, purpose: .programmatic, at: time)
    } else {
      setContentOffset(top, page: activePage, animated: false, at: time)
    }
  }

  /// Collapses the header fully: the active list moves to the pin point if it is above it.
  public func collapseHeader(animated: Bool, at time: Double) {
    guard let list = lists[activePage], list.contentOffsetY < space.pinOffset else { return }
    setContentOffset(space.pinOffset, page: activePage, animated: animated, at: time)
  }

  /// Sets a list's offset. For the active list the header follows; an inactive list's
  /// offset is fitted by the tab rule when it becomes visible.
  public func setContentOffset(_ offset: Double, page: Int, animated: Bool, at time: Double) {
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
    if let running = animation, running.page == page { cancelAnimation(running) }
    list.stopScrolling()
    list.contentOffsetY = offset
    listDidScroll(page: page)
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
    // A replaced animation is cancelled, not dropped: a closing refresh room must finish.
    if let running = animation { cancelAnimation(running) }
    animationTime = time
    animation = ListAnimation(
      page: activePage, motion: .toward(target, from: list.contentOffsetY, velocity: 0, at: time),
      target: target,
      purpose: purpose)
  }

  func cancelAnimation(_ running: ListAnimation) {
    animation = nil
    if running.purpose == .refreshEnd { finishEndingRefresh() }
  }

  private func animationDidFinish(_ finished: ListAnimation) {
    if finished.purpose == .refreshEnd { finishEndingRefresh() }
  }
}
