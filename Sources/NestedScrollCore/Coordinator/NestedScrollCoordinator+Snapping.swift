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
    let top = space.offset(forHeaderPosition: -refreshReservation)
    // Overscrolled and coming to rest at the top: UIKit springs back on its own. Released
    // overscrolled with enough speed to carry the content back past its top, the natural
    // target lies in the content and is snapped like any other.
    guard offset >= top || target > top else { return }
    let rule = SnapRule(
      space: space, itemSnap: itemSnaps[page], snapsHeader: configuration.snapsHeader,
      flickVelocity: configuration.snapFlickVelocity)
    let snapped = rule.target(
      offset: offset, velocity: velocity, naturalTarget: target, bounds: restingRange(of: list))
    guard snapped != target else { return }
    steer(page: page, offset: offset, velocity: velocity, to: snapped, target: &target, at: time)
  }

  /// Reaches `destination` from a release at `offset`: ahead of the motion, by writing it
  /// back to UIKit; behind it (or with no velocity), by stopping the native motion and
  /// running a spring from the release velocity.
  private func steer(
    page: Int, offset: Double, velocity: Double, to destination: Double, target: inout Double, at time: Double
  ) {
    let distance = destination - offset
    if velocity != 0, distance != 0, (distance > 0) == (velocity > 0) {
      target = destination
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
