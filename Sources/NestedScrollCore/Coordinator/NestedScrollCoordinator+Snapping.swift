import ScrollPhysics

extension NestedScrollCoordinator {
  /// The host's `scrollViewWillEndDragging`: `velocity` in points per **second** (convert
  /// UIKit's points per millisecond once, at the boundary) and UIKit's proposed
  /// `targetContentOffset.y`, which this may rewrite.
  ///
  /// In order: a release pulled past the refresh threshold starts refreshing and rests
  /// with the indicator showing; otherwise the page's ``SnapRule`` picks the target. A
  /// target ahead of the motion is written back, and UIKit's deceleration lands on it. A
  /// target behind it (or any target with no velocity) is reached by ``animation``: the
  /// native motion is stopped (`target` = current offset) and a spring takes over from
  /// the release velocity, so the content turns around smoothly instead of ticking.
  public func willEndDragging(
    page: Int, velocity: Double, targetContentOffset target: inout Double, at time: Double
  ) {
    guard page == activePage, let list = lists[page] else { return }
    let offset = list.contentOffsetY
    guard offset.isFinite, velocity.isFinite, target.isFinite, MediaTime.isUsable(time) else {
      record(.nonFiniteOffset(page: page))
      return
    }
    // The release takes over: an animation still running (a refresh room closing on the
    // tab the user left) ends first, so the target is planned in the geometry that follows.
    if let running = animation { cancelAnimation(running, keepsOffset: running.page == page) }
    if releaseRefreshPull(offset: offset) {
      // Pulled beyond the room now reserved: UIKit's bounce, from the release velocity,
      // lands on the new top by itself. Writing that target would be a target behind the
      // motion, which UIKit reaches by reversing at once.
      let rest = space.offset(forHeaderPosition: -refreshReservation)
      if offset < rest { return }
      steer(page: page, offset: offset, velocity: velocity, to: rest, target: &target, at: time)
      return
    }
    if case .pulling = refreshState { setRefreshState(.idle) }
    let bounds = restingRange(of: list)
    // Overscrolled and coming to rest at an edge: UIKit springs back on its own. Released
    // overscrolled with enough speed to carry the content back past the edge, the natural
    // target lies in the content and is snapped like any other.
    guard bounds.contains(offset) || (bounds.lowerBound < target && target < bounds.upperBound) else {
      return
    }
    let rule = SnapRule(
      space: space, itemSnap: itemSnaps[page], snapsHeader: configuration.snapsHeader,
      flickVelocity: configuration.snapFlickVelocity)
    let snapped = rule.target(offset: offset, velocity: velocity, naturalTarget: target, bounds: bounds)
    guard snapped != target else { return }
    steer(
      page: page, offset: offset, velocity: velocity, to: snapped, target: &target,
      overscrolled: !bounds.contains(offset), at: time)
  }

  /// Reaches `destination` from a release at `offset`: ahead of the motion, by writing it
  /// back to UIKit; behind it (or with no velocity), by stopping the native motion and
  /// running a spring from the release velocity. Released `overscrolled`, only a target
  /// ahead can be steered: UIKit's bounce cannot be stopped (it moves a target at the
  /// offset to the edge), and a spring besides it would fight it.
  private func steer(
    page: Int, offset: Double, velocity: Double, to destination: Double, target: inout Double,
    overscrolled: Bool = false, at time: Double
  ) {
    let distance = destination - offset
    if velocity != 0, distance != 0, (distance > 0) == (velocity > 0) {
      target = destination
    } else if overscrolled {
      return
    } else {
      target = offset
      animationTime = time
      animation = ListAnimation(
        page: page, motion: .toward(destination, from: offset, velocity: velocity, at: time),
        target: destination,
        purpose: .snap)
    }
  }
}
