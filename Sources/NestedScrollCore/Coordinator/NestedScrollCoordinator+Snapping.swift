import ScrollPhysics

extension NestedScrollCoordinator {
  /// The host's `scrollViewWillEndDragging`: `velocity` in points per **second** (convert
  /// UIKit's points per millisecond once, at the boundary) and UIKit's proposed
  /// `targetContentOffset.y`, which this may rewrite.
  ///
  /// In order: a release pulled past the refresh threshold starts refreshing and rests
  /// with the indicator showing; otherwise the page's `SnapRule` picks the target. A
  /// target ahead of the motion is written back, and UIKit's deceleration lands on it. A
  /// target behind it (or any target with no velocity) is reached by `animation`: the
  /// native motion is stopped (`target` = current offset) and a spring takes over from
  /// the release velocity, so the content turns around smoothly instead of ticking.
  package func listWillEndDragging(
    page: Int, velocity: Double, targetContentOffset target: inout Double, at time: Double
  ) {
    defer { checkInvariants() }
    guard page == activePage, let list = lists[page] else { return }
    let offset = list.contentOffsetY
    guard offset.isFinite, velocity.isFinite, target.isFinite, MediaTime.isUsable(time) else {
      record(.nonFiniteOffset(page: page))
      return
    }
    // The release takes over: an animation still running (a refresh room closing on the
    // tab the user left) ends first, so the target is planned in the geometry that follows.
    if let running = motion.animation { cancelAnimation(running, keepsOffset: running.page == page) }
    if releaseRefreshPull(offset: offset) {
      // Pulled beyond the room now reserved: UIKit's bounce, from the release velocity,
      // lands on the new top by itself. Writing that target would be a target behind the
      // motion, which UIKit reaches by reversing at once.
      let rest = space.offset(forHeaderPosition: -refreshReservation(forPage: page))
      if offset < rest { return }
      steer(page: page, offset: offset, velocity: velocity, to: rest, target: &target, at: time)
      return
    }
    dropRefreshPull(belowThresholdOnly: true)
    let bounds = restingRange(of: list, page: page)
    // Overscrolled and coming to rest at an edge: UIKit springs back on its own. Released
    // overscrolled with enough speed to carry the content back past the edge, the natural
    // target lies in the content and is snapped like any other.
    guard bounds.contains(offset) || (bounds.lowerBound < target && target < bounds.upperBound) else {
      return
    }
    let rule = SnapRule(
      space: space, itemSnap: listSettings[page].itemSnap, snapsHeader: configuration.snapsHeader,
      flickVelocity: configuration.snapFlickVelocity)
    // A page that snaps to its list's own items asks the delegate (the host, which asks its
    // adapter) for the section and the item at a content y, at most twice each.
    let (ruled, rejected) = rule.target(
      offset: offset, velocity: velocity, naturalTarget: target, bounds: bounds,
      sectionFrame: { y in delegate?.coordinatorSectionFrame(atContentY: y, page: page) },
      itemFrame: { y in delegate?.coordinatorItemFrame(atContentY: y, page: page) })
    if rejected { record(.invalidItemFrame(page: page)) }
    // A floating header the release would leave partly out snaps as the header does near the
    // top: the list's landing moves it on to a snap position.
    var snapped = ruled
    if configuration.snapsHeader, case .floating(let anchor) = motion.header {
      let shown = headerRange(forOffset: snapped).clamping(snapped - anchor)
      if let position = headerSnapPosition(from: shown, velocity: velocity) {
        snapped = bounds.clamping(snapped + (position - shown))
      }
    }
    guard snapped != target else { return }
    steer(
      page: page, offset: offset, velocity: velocity, to: snapped, target: &target,
      overscrolled: !bounds.contains(offset), at: time)
  }

  /// Reaches `destination` from a release at `offset`, never faster than the release (see
  /// `ScrollPhysics/ScrollMotion/snap(to:from:velocity:at:)`) and at rest within
  /// `ScrollPhysics/ScrollMotion/longestSnap`:
  ///
  /// - ahead of the motion, when UIKit's own landing on a rewritten target (its deceleration
  ///   with the rate solved for it) rests in time, by writing it back: the list's native
  ///   motion is the snap, as faithful to UIKit as it gets;
  /// - ahead of the motion but too far for that (the landing's rate would be near 1: a
  ///   gentle flick crawls for seconds; UIKit may even spring toward it, faster than the
  ///   release), by stopping the native motion (`target` = current offset, UIKit's idiom)
  ///   and running `animation`: a glide at the release speed that eases in like a
  ///   `.fast` deceleration;
  /// - behind it (or with no velocity), in the same way, by a spring from the release
  ///   velocity, so the content turns around smoothly instead of ticking.
  ///
  /// Released `overscrolled`, only a target ahead can be steered, and only by writing it
  /// back: UIKit's bounce cannot be stopped (it moves a target at the offset to the edge),
  /// and a motion besides it would fight it.
  private func steer(
    page: Int, offset: Double, velocity: Double, to destination: Double, target: inout Double,
    overscrolled: Bool = false, at time: Double
  ) {
    let distance = destination - offset
    let ahead = velocity != 0 && distance != 0 && (distance > 0) == (velocity > 0)
    if ahead, overscrolled || Self.nativeLandingIsInTime(velocity: velocity, distance: distance) {
      target = destination
    } else if overscrolled {
      return
    } else {
      target = offset
      motion.handle(
        .drive(
          ListAnimation(
            page: page, motion: .snap(to: destination, from: offset, velocity: velocity, at: time),
            target: destination,
            purpose: .snap
          ).reduced(at: time, reducesMotion: system.reducesMotion),
          at: time))
    }
  }

  /// Whether UIKit's landing on a target `distance` ahead of a release at `velocity` (the
  /// deceleration with its rate solved to stop there) rests within
  /// `ScrollPhysics/ScrollMotion/longestSnap`.
  static func nativeLandingIsInTime(velocity: Double, distance: Double) -> Bool {
    guard let landing = Decay.landing(velocity: velocity, distance: distance) else { return false }
    return landing.duration <= ScrollMotion.longestSnap
  }
}
