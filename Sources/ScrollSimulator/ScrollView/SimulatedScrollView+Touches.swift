import ScrollPhysics

/// What a finished touch turned out to be.
public enum TouchOutcome: Hashable, Sendable {
  /// It moved less than the hysteresis on content at rest: a tap for the content.
  case tap
  /// It dragged the content.
  case drag
  /// It landed on moving content and stopped it; like UIKit, that is not a tap.
  case stoppedMotion
  /// The view did not handle it (scrolling disabled, or the touch moved along an axis the
  /// view cannot scroll, so the gesture belongs to another view).
  case ignored
}

extension SimulatedScrollView {
  /// A finger touches down at `location` (in the view's superview) at `time`. Any
  /// deceleration, bounce or animation stops where it is.
  public func touchBegan(at location: Point, time: Double) {
    guard location.isFinite else {
      diagnostics.record(.nonFiniteTouch)
      return
    }
    let location = sanitizedLocation(location)
    guard !isTracking else {
      diagnostics.record(.touchOutOfOrder)
      return
    }
    advance(to: time)
    touchStart = location
    lastTouch = location
    touchIgnored = !isScrollEnabled
    touchStoppedMotion = false
    interruptedAnimationTarget = nil
    guard isScrollEnabled else { return }
    isTracking = true
    if motionKind != .none {
      touchStoppedMotion = true
      if motionKind == .animation { interruptedAnimationTarget = animationTarget }
      stopMotion()
    }
    horizontal.tracker.reset()
    vertical.tracker.reset()
    recordTrackerSample(location)
  }

  /// The finger moves to `location` at `time`.
  public func touchMoved(to location: Point, time: Double) {
    guard location.isFinite else {
      diagnostics.record(.nonFiniteTouch)
      return
    }
    let location = sanitizedLocation(location)
    guard isTracking else {
      if !touchIgnored { diagnostics.record(.touchOutOfOrder) }
      return
    }
    advance(to: time)
    lastTouch = location
    recordTrackerSample(location)
    if !isDragging {
      let dx = location.x - touchStart.x
      let dy = location.y - touchStart.y
      let along = max(scrollsHorizontally ? abs(dx) : 0, scrollsVertically ? abs(dy) : 0)
      if along >= Self.dragHysteresis {
        if let panShouldBegin, !panShouldBegin(Point(x: dx, y: dy)) {
          cancelTouchSequence()
          return
        }
        // Anchor where the finger crossed the hysteresis distance: the content follows the
        // finger from there, with no jump and without losing the rest of this move.
        let crossing = Self.dragHysteresis / along
        beginDragging(at: Point(x: touchStart.x + dx * crossing, y: touchStart.y + dy * crossing))
      } else if max(abs(dx), abs(dy)) >= Self.dragHysteresis {
        // Moved along an axis this view cannot scroll: the gesture is someone else's.
        cancelTouchSequence()
        return
      }
      guard isDragging else { return }
    }
    let offset = Point(
      x: scrollsHorizontally
        ? horizontal.draggedOffset(
          finger: location.x, bounds: horizontalOffsetBounds, band: rubberBand(vertical: false),
          bounces: bounces)
        : storedOffset.x,
      y: scrollsVertically
        ? vertical.draggedOffset(
          finger: location.y, bounds: verticalOffsetBounds, band: rubberBand(vertical: true), bounces: bounces
        )
        : storedOffset.y)
    if !bounces {
      // Without a rubber band the drag re-anchors at the edge, so reversing moves at once.
      anchorDrag(at: location, offset: offset)
    }
    applyOffset(offset)
  }

  /// The finger lifts at `location` at `time`. A drag ends with the finger's velocity:
  /// the delegate sees `willEndDragging` and may change the target; motion follows.
  @discardableResult
  public func touchEnded(at location: Point, time: Double) -> TouchOutcome {
    guard isTracking else {
      if touchIgnored {
        touchIgnored = false
        return .ignored
      }
      diagnostics.record(.touchOutOfOrder)
      return .ignored
    }
    if !location.isFinite { diagnostics.record(.nonFiniteTouch) }
    if location.isFinite, location != lastTouch {
      touchMoved(to: location, time: time)
      guard isTracking else { return touchEnded(at: location, time: time) }
    } else {
      advance(to: time)
    }
    isTracking = false
    if isDragging {
      let fingerVelocity = Point(
        x: horizontal.tracker.velocity(at: currentTime), y: vertical.tracker.velocity(at: currentTime))
      endDragging(contentVelocity: contentVelocity(forFinger: fingerVelocity))
      return .drag
    }
    let stopped = touchStoppedMotion
    returnFromOverscrollIfNeeded()
    return stopped ? .stoppedMotion : .tap
  }

  /// The system cancels the touch at `time` (an alert, another recognizer won). A drag
  /// ends without a fling; overscrolled content returns to the edge.
  public func touchCancelled(time: Double) {
    guard isTracking else {
      touchIgnored = false
      return
    }
    advance(to: time)
    cancelTouchSequence()
  }

  /// Flings the content with `velocity` (points per second) at `time`, as if a drag had
  /// just ended with it: the full callback sequence runs, from `willBeginDragging` to
  /// `willBeginDecelerating`.
  public func fling(velocity: Point, time: Double) {
    guard velocity.isFinite, !isTracking else {
      diagnostics.record(velocity.isFinite ? .touchOutOfOrder : .nonFiniteTouch)
      return
    }
    advance(to: time)
    stopMotion()
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
    endDragging(
      contentVelocity: Point(x: scrollsHorizontally ? velocity.x : 0, y: scrollsVertically ? velocity.y : 0))
  }

  // MARK: Drag life cycle

  func cancelTouchSequence() {
    isTracking = false
    touchIgnored = true
    if isDragging {
      isDragging = false
      delegate?.scrollViewDidEndDragging(self, willDecelerate: needsSettling)
      returnFromOverscrollIfNeeded()
    } else {
      // The touch only held the content (it may have caught a bounce): let it return.
      returnFromOverscrollIfNeeded()
    }
  }

  private func beginDragging(at location: Point) {
    interruptedAnimationTarget = nil
    pageAtDragStart = (x: pageIndex(vertical: false), y: pageIndex(vertical: true))
    isDragging = true
    anchorDrag(at: location, offset: storedOffset)
    delegate?.scrollViewWillBeginDragging(self)
  }

  func recordTrackerSample(_ location: Point) {
    // Content moves against the finger, so track the negated finger position.
    horizontal.tracker.addSample(position: -location.x, time: currentTime)
    vertical.tracker.addSample(position: -location.y, time: currentTime)
  }

  /// The content velocity a finger velocity produces here: equal inside the bounds,
  /// reduced by the rubber band's slope when overscrolled, zero on an axis that cannot scroll.
  private func contentVelocity(forFinger finger: Point) -> Point {
    func along(_ value: Double, offset: Double, bounds: ClosedRange<Double>, band: RubberBand) -> Double {
      guard bounces, !bounds.contains(offset) else { return value }
      let excess =
        ScrollAxis.unbounded(offset, bounds: bounds, band: band)
        - (offset < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound)
      return value * band.slope(atExcess: excess)
    }
    return Point(
      x: scrollsHorizontally
        ? along(
          finger.x, offset: storedOffset.x, bounds: horizontalOffsetBounds, band: rubberBand(vertical: false))
        : 0,
      y: scrollsVertically
        ? along(
          finger.y, offset: storedOffset.y, bounds: verticalOffsetBounds, band: rubberBand(vertical: true))
        : 0)
  }

  var isOverscrolled: Bool {
    !horizontalOffsetBounds.contains(storedOffset.x) || !verticalOffsetBounds.contains(storedOffset.y)
  }
}
