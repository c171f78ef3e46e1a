import ScrollPhysics

extension SimulatedScrollView {
  /// Plays a display-link frame at `time`: motion after a drag, animations and bounces
  /// move to where their closed forms put them, and the matching callbacks are sent. A
  /// time earlier than ``currentTime`` is ignored and reported.
  public func advance(to time: Double) {
    let now = sanitizedTime(time)
    currentTime = now
    guard motionKind != .none else { return }
    let kind = motionKind
    let x = horizontal.motion.sample(at: now)
    let y = vertical.motion.sample(at: now)
    motionVelocity = Point(x: x.velocity, y: y.velocity)
    applyOffset(Point(x: x.position, y: y.position))
    // The delegate may have started, stopped or shifted motion from scrollViewDidScroll.
    guard motionKind == kind, x.isFinished, y.isFinished, horizontal.motion.phase == .rest,
      vertical.motion.phase == .rest
    else { return }
    finishMotion()
  }

  /// Sets the offset; animated, it moves there on a spring (`ScrollPhysics/Spring/scrollAnimation`)
  /// and ends with `scrollViewDidEndScrollingAnimation`. Either way, any deceleration stops
  /// (as UIKit's `setContentOffset(_:animated:)` does). A non-finite offset is ignored.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    guard offset.isFinite else {
      diagnostics.record(.nonFiniteOffset)
      return
    }
    let target = sanitizedOffset(offset)
    stopMotion()
    guard animated, target != storedOffset else {
      contentOffset = target
      return
    }
    startAnimation(to: target, kind: .animation)
  }

  /// Scrolls the least amount that makes `rect` (in content coordinates) visible inside
  /// the insets, as UIKit's `scrollRectToVisible(_:animated:)`, never past the bounds.
  public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
    let inset = adjustedContentInset
    func axisOffset(
      current: Double, low: Double, high: Double, viewport: Double, leading: Double, trailing: Double,
      bounds: ClosedRange<Double>
    ) -> Double {
      let visibleLow = current + leading
      let visibleHigh = current + viewport - trailing
      var offset = current
      if high - low > visibleHigh - visibleLow || low < visibleLow {
        offset = low - leading
      } else if high > visibleHigh {
        offset = high - viewport + trailing
      }
      return min(max(offset, bounds.lowerBound), bounds.upperBound)
    }
    guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
      diagnostics.record(.nonFiniteGeometry)
      return
    }
    let target = Point(
      x: axisOffset(
        current: storedOffset.x, low: rect.minX, high: rect.maxX, viewport: storedBoundsSize.width,
        leading: inset.left, trailing: inset.right, bounds: horizontalOffsetBounds),
      y: axisOffset(
        current: storedOffset.y, low: rect.minY, high: rect.maxY, viewport: storedBoundsSize.height,
        leading: inset.top, trailing: inset.bottom, bounds: verticalOffsetBounds))
    setContentOffset(target, animated: animated)
  }

  /// A tap on the status bar: if ``scrollsToTop`` is on and the delegate agrees, the
  /// content animates to its top and `scrollViewDidScrollToTop` follows. Returns whether
  /// the view scrolls.
  @discardableResult
  public func simulateStatusBarTap() -> Bool {
    guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    stopMotion()
    let top = Point(x: storedOffset.x, y: verticalOffsetBounds.lowerBound)
    if top == storedOffset {
      delegate?.scrollViewDidScrollToTop(self)
    } else {
      startAnimation(to: top, kind: .scrollToTop)
    }
    return true
  }

  // MARK: Motion life cycle

  /// Ends a drag whose content moves with `contentVelocity` (points per second).
  func endDragging(contentVelocity rawVelocity: Point) {
    // Absurd velocities (from absurd touch input or fling calls) are clamped like
    // coordinates, so the motion and everything derived from it stay finite.
    func clean(_ value: Double) -> Double {
      guard value.isFinite else {
        diagnostics.record(.nonFiniteTouch)
        return 0
      }
      return sanitizedCoordinate(value)
    }
    let velocity = Point(
      x: capped(
        clean(rawVelocity.x), offset: storedOffset.x, bounds: horizontalOffsetBounds,
        viewport: storedBoundsSize.width),
      y: capped(
        clean(rawVelocity.y), offset: storedOffset.y, bounds: verticalOffsetBounds,
        viewport: storedBoundsSize.height))
    let xBounds = horizontalOffsetBounds
    let yBounds = verticalOffsetBounds
    let natural = (
      x: naturalMotion(offset: storedOffset.x, velocity: velocity.x, bounds: xBounds),
      y: naturalMotion(offset: storedOffset.y, velocity: velocity.y, bounds: yBounds)
    )
    let proposed = Point(
      x: isPagingEnabled ? pageTarget(vertical: false, velocity: velocity.x) : restingPosition(of: natural.x),
      y: isPagingEnabled ? pageTarget(vertical: true, velocity: velocity.y) : restingPosition(of: natural.y))
    var target = proposed
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
    if !target.isFinite {
      diagnostics.record(.nonFiniteOffset)
      target = proposed
    }
    if isPagingEnabled, target != proposed {
      diagnostics.record(.pagingTargetIgnored)
      target = proposed
    }
    // The delegate may have changed insets (a refresh control reserving room does):
    // plan against the bounds as they are now.
    let geometryChanged = xBounds != horizontalOffsetBounds || yBounds != verticalOffsetBounds
    horizontal.motion = plannedMotion(
      offset: storedOffset.x, velocity: velocity.x,
      natural: geometryChanged
        ? naturalMotion(offset: storedOffset.x, velocity: velocity.x, bounds: horizontalOffsetBounds)
        : natural.x,
      proposed: proposed.x, target: target.x, bounds: horizontalOffsetBounds)
    vertical.motion = plannedMotion(
      offset: storedOffset.y, velocity: velocity.y,
      natural: geometryChanged
        ? naturalMotion(offset: storedOffset.y, velocity: velocity.y, bounds: verticalOffsetBounds)
        : natural.y,
      proposed: proposed.y, target: target.y, bounds: verticalOffsetBounds)
    let willDecelerate = horizontal.motion.phase != .rest || vertical.motion.phase != .rest
    if !willDecelerate {
      // A target within `ScrollPhysics/Rest/distance` is a motion already at rest there:
      // the content is placed on it (a paging view must not stay half a point off its page).
      applyOffset(Point(x: horizontal.motion.origin, y: vertical.motion.origin))
    }
    isDragging = false
    delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    guard willDecelerate, !isDragging, !isTracking, motionKind == .none else { return }
    motionKind = .deceleration
    motionVelocity = velocity
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
  }

  /// Moves to a new clock at `time`: touch samples from the old one are dropped, and any
  /// motion starts again from where the content is, with the velocity it had.
  func restartClock(at time: Double) {
    currentTime = time
    horizontal.tracker.reset()
    vertical.tracker.reset()
    if isTracking { recordTrackerSample(lastTouch) }
    switch motionKind {
    case .none:
      break
    case .animation, .scrollToTop:
      startAnimation(to: animationTarget, kind: motionKind)
    case .deceleration where isPagingEnabled:
      let target = nearestPageOffset
      horizontal.motion = .toward(target.x, from: storedOffset.x, velocity: motionVelocity.x, at: time)
      vertical.motion = .toward(target.y, from: storedOffset.y, velocity: motionVelocity.y, at: time)
    case .deceleration:
      horizontal.motion = naturalMotion(
        offset: storedOffset.x, velocity: motionVelocity.x, bounds: horizontalOffsetBounds)
      vertical.motion = naturalMotion(
        offset: storedOffset.y, velocity: motionVelocity.y, bounds: verticalOffsetBounds)
    }
  }

  /// After the bounds, the viewport or the offset changed mid-deceleration: the motion
  /// goes on within the new bounds (`ScrollPhysics/ScrollMotion/updateBounds(_:at:)`),
  /// and a free motion faster than a release into the viewport may be
  /// (``maximumReleaseSpeed(viewport:)``, and the outward cap past an edge) goes on at that
  /// speed, so its bounce stays inside the rubber band of the viewport it now has.
  func fitMotionToBounds() {
    horizontal.motion.updateBounds(horizontalOffsetBounds, at: currentTime)
    vertical.motion.updateBounds(verticalOffsetBounds, at: currentTime)
    // Where the motion is now, not `storedOffset`: setting `contentOffset` shifts the
    // motion before the view takes the new offset.
    func fitted(_ motion: ScrollMotion, bounds: ClosedRange<Double>, viewport: Double) -> ScrollMotion {
      switch motion.phase {
      case .fling, .bounceBack:
        var copy = motion
        let now = copy.sample(at: currentTime)
        let speed = capped(now.velocity, offset: now.position, bounds: bounds, viewport: viewport)
        return speed == now.velocity
          ? motion : naturalMotion(offset: now.position, velocity: speed, bounds: bounds)
      case .glide, .settle, .coast, .rest:
        return motion
      }
    }
    horizontal.motion = fitted(
      horizontal.motion, bounds: horizontalOffsetBounds, viewport: storedBoundsSize.width)
    vertical.motion = fitted(vertical.motion, bounds: verticalOffsetBounds, viewport: storedBoundsSize.height)
  }

  /// The release speed capped at ``maximumReleaseSpeed(viewport:)`` (reported as a huge
  /// value) and, released past an edge and moving further out, at the speed whose bounce
  /// goes at most half the rest of the viewport further: a critically damped spring from
  /// overscroll `x₀` at speed `v` peaks below `x₀ + v / ω`.
  private func capped(_ velocity: Double, offset: Double, bounds: ClosedRange<Double>, viewport: Double)
    -> Double
  {
    let limit = Self.maximumReleaseSpeed(viewport: viewport)
    var speed = velocity
    if abs(speed) > limit {
      diagnostics.record(.hugeValue)
      speed = speed < 0 ? -limit : limit
    }
    let outward =
      offset < bounds.lowerBound && speed < 0
      ? bounds.lowerBound - offset : offset > bounds.upperBound && speed > 0 ? offset - bounds.upperBound : 0
    guard outward > 0 else { return speed }
    let bounce = 0.5 * max(0, viewport - outward) * Spring.bounce.naturalFrequency
    return min(max(speed, -bounce), bounce)
  }

  /// The fastest a release may send content, in points per second, for a viewport of
  /// `viewport` points: a fling into an edge bounces a critically damped spring v / (ω·e)
  /// past it, and this keeps that within half the viewport, inside the rubber band's reach.
  /// On a phone it is about 11,000 pt/s, faster than a finger flicks; only touch samples
  /// closer together than a digitizer reports ask for more.
  public static func maximumReleaseSpeed(viewport: Double) -> Double {
    Spring.bounce.speed(reaching: 0.5 * viewport)
  }

  /// After a touch that did not drag (or a cancelled one): overscrolled content (a touch
  /// caught a bounce) returns to the edge, and a paging view goes to the nearest page.
  func returnFromOverscrollIfNeeded() {
    // An animation the app started while the finger was down goes on as it is.
    guard motionKind == .none else { return }
    if isPagingEnabled {
      settleOnNearestPage()
    } else if isOverscrolled {
      startReturnFromOverscroll()
    }
  }

  /// Whether content let go now, without velocity, must move: it is overscrolled or, on a
  /// paging view, between pages.
  var needsSettling: Bool {
    isPagingEnabled ? nearestPageOffset != storedOffset : isOverscrolled
  }

  /// The offset of the page nearest the current one (within bounds).
  private var nearestPageOffset: Point {
    Point(
      x: scrollsHorizontally
        ? pageTarget(vertical: false, velocity: 0, startPage: pageIndex(vertical: false)) : storedOffset.x,
      y: scrollsVertically
        ? pageTarget(vertical: true, velocity: 0, startPage: pageIndex(vertical: true)) : storedOffset.y)
  }

  /// A paging view let go between pages (a touch stopped it mid-page) goes on to the
  /// nearest page, as UIKit's does: a paging scroll view never rests between pages.
  private func settleOnNearestPage() {
    // A touch that only held an animated `setContentOffset` (a tab tap's page slide) lets
    // it finish where it was going: that page is the one the app chose.
    if let target = interruptedAnimationTarget {
      interruptedAnimationTarget = nil
      if target != storedOffset {
        startAnimation(to: target, kind: .animation)
        return
      }
    }
    let target = nearestPageOffset
    guard target != storedOffset else { return }
    horizontal.motion = .toward(target.x, from: storedOffset.x, velocity: 0, at: currentTime)
    vertical.motion = .toward(target.y, from: storedOffset.y, velocity: 0, at: currentTime)
    motionKind = .deceleration
    motionVelocity = .zero
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
  }

  func startReturnFromOverscroll() {
    horizontal.motion = naturalMotion(offset: storedOffset.x, velocity: 0, bounds: horizontalOffsetBounds)
    vertical.motion = naturalMotion(offset: storedOffset.y, velocity: 0, bounds: verticalOffsetBounds)
    motionKind = .deceleration
    motionVelocity = .zero
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
  }

  /// Stops any motion where it is, without callbacks (a touch or a setter interrupted it).
  func stopMotion() {
    guard motionKind != .none else { return }
    motionKind = .none
    isDecelerating = false
    motionVelocity = .zero
    horizontal.motion = .rest(at: storedOffset.x, time: currentTime)
    vertical.motion = .rest(at: storedOffset.y, time: currentTime)
  }

  private func finishMotion() {
    let kind = motionKind
    motionKind = .none
    motionVelocity = .zero
    switch kind {
    case .deceleration:
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    case .animation:
      delegate?.scrollViewDidEndScrollingAnimation(self)
    case .scrollToTop:
      delegate?.scrollViewDidScrollToTop(self)
    case .none:
      break
    }
  }

  private func startAnimation(to target: Point, kind: MotionKind) {
    animationTarget = target
    horizontal.motion = .toward(target.x, from: storedOffset.x, velocity: 0, at: currentTime)
    vertical.motion = .toward(target.y, from: storedOffset.y, velocity: 0, at: currentTime)
    motionKind = kind
    motionVelocity = .zero
  }

  private func naturalMotion(offset: Double, velocity: Double, bounds: ClosedRange<Double>) -> ScrollMotion {
    .fling(
      from: offset, velocity: velocity, at: currentTime, rate: decelerationRate, bounds: bounds,
      bounces: bounces)
  }

  private func restingPosition(of motion: ScrollMotion) -> Double {
    var copy = motion
    return copy.sample(at: currentTime + 1e6).position
  }

  /// How UIKit honours a target: unchanged, the free fling; ahead of the motion, a
  /// deceleration solved to land on it; behind it, UIKit turns the motion around at once
  /// (the visible "tick" of snapping code that writes such targets). Targets are clamped
  /// to the bounds.
  private func plannedMotion(
    offset: Double, velocity: Double, natural: ScrollMotion, proposed: Double, target: Double,
    bounds: ClosedRange<Double>
  ) -> ScrollMotion {
    if target == proposed && !isPagingEnabled { return natural }
    let goal = min(max(target, bounds.lowerBound), bounds.upperBound)
    // A target at the current offset stops the content where it is (UIKit's idiom for
    // ending a drag without deceleration): no motion, so `willDecelerate` is false.
    if goal == offset { return .rest(at: offset, time: currentTime) }
    let distance = goal - offset
    let ahead = velocity != 0 && (distance > 0) == (velocity > 0)
    return .toward(
      goal, from: offset, velocity: ahead || isPagingEnabled ? velocity : -velocity, at: currentTime)
  }

  /// The page the offset is on, as a fractional index from the leading bound.
  func pageIndex(vertical isVertical: Bool) -> Double {
    let page = isVertical ? storedBoundsSize.height : storedBoundsSize.width
    guard page > 0 else { return 0 }
    let bounds = isVertical ? verticalOffsetBounds : horizontalOffsetBounds
    return ((isVertical ? storedOffset.y : storedOffset.x) - bounds.lowerBound) / page
  }

  /// Paging: the next page in the fling's direction when faster than
  /// ``pagingFlickVelocity``, otherwise the nearest; at most one page from where the drag
  /// began, and never past the last page.
  private func pageTarget(vertical isVertical: Bool, velocity: Double, startPage: Double? = nil) -> Double {
    let page = isVertical ? storedBoundsSize.height : storedBoundsSize.width
    let bounds = isVertical ? verticalOffsetBounds : horizontalOffsetBounds
    guard page > 0 else { return bounds.lowerBound }
    let position = pageIndex(vertical: isVertical)
    let start = (startPage ?? (isVertical ? pageAtDragStart.y : pageAtDragStart.x)).rounded()
    var index: Double
    if velocity > Self.pagingFlickVelocity {
      index = position.rounded(.up)
    } else if velocity < -Self.pagingFlickVelocity {
      index = position.rounded(.down)
    } else {
      index = position.rounded()
    }
    index = min(max(index, start - 1), start + 1)
    let lastPage = ((bounds.upperBound - bounds.lowerBound) / page).rounded(.up)
    index = min(max(index, 0), lastPage)
    return min(bounds.lowerBound + index * page, bounds.upperBound)
  }
}
