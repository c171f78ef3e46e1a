import ScrollPhysics

/// A stand-in for `UIScrollView` that runs anywhere: touches and frame times in,
/// content offsets and `UIScrollViewDelegate`-style callbacks out.
///
/// It reproduces what nested-scrolling code depends on: a drag tracks the finger 1:1
/// inside the bounds and through UIKit's rubber band outside them; a release decelerates
/// at ``decelerationRate`` with the finger's velocity, honours a target written in
/// ``ScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// bounces at the edges and pages. All motion is computed in closed form
/// (`ScrollPhysics/ScrollMotion`), so results do not depend on the frame rate.
///
/// Time is always an input: every touch carries a timestamp and ``advance(to:)`` plays a
/// display-link frame. Bad input (NaN, infinities, negative sizes, time going backwards)
/// is sanitised and recorded in ``diagnostics``; the state stays finite.
///
/// Its stored state opts out of Swift's run-time exclusivity checks: a view belongs to one
/// thread, only its own methods mutate it, and none holds a property open across a delegate
/// call. The checks cost about 76 instructions each: without them, together with the
/// coordinator reading a list's `isTracking` only under an animation, `Scripts/callgrind`'s
/// `Host.listDidScroll` fell from 1,979 to 1,377 instructions per event and
/// `Strategy.ours.frame` from 4,665 to 3,543 per frame.
public final class SimulatedScrollView {
  /// How `safeAreaInsets` add to `contentInset` (a subset of UIKit's behaviours).
  public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
    /// The content inset is used as given.
    case never
    /// The safe-area insets are added to the content inset on every edge.
    case always
  }

  /// The distance a touch must move along a scrollable axis before a drag begins, in
  /// points. UIKit's scroll-view pan recognizer waits for about this much movement so a
  /// tap is not a scroll; the content does not jump by it when the drag begins.
  public static let dragHysteresis: Double = 10

  /// The release speed, in points per second, above which a paging scroll view moves to
  /// the next page in the direction of the fling rather than the nearest page.
  public static let pagingFlickVelocity: Double = 300

  /// The largest coordinate, size or velocity accepted; larger values are clamped and
  /// reported.
  public static let maximumMagnitude: Double = 1e9

  /// The largest content offset accepted. Sizes and insets are clamped to
  /// ``maximumMagnitude``, so an offset range reaches about twice that and the rubber band a
  /// viewport past it: a larger limit clamps only offsets no scrolling reaches, and an offset
  /// set in range stays where it was put (clamped at ``maximumMagnitude``, a list dragged past
  /// it jumped back when the app set its own offset again).
  static var maximumOffset: Double { 4 * maximumMagnitude }

  /// Receives UIKit-style callbacks. Held weakly, as in UIKit (unowned in Embedded Swift,
  /// which has no weak references: the delegate must outlive the view there).
  #if hasFeature(Embedded)
    /// The delegate; unowned, so it must outlive this object.
    public unowned(unsafe) var delegate: (any ScrollViewDelegate)?
  #else
    /// The delegate, held weakly.
    public weak var delegate: (any ScrollViewDelegate)?
  #endif

  /// Whether content bounces at the edges (rubber band while dragging, spring on release).
  @exclusivity(unchecked) public var bounces = true
  /// Whether vertical dragging is allowed even when the content fits.
  @exclusivity(unchecked) public var alwaysBounceVertical = false
  /// Whether horizontal dragging is allowed even when the content fits.
  @exclusivity(unchecked) public var alwaysBounceHorizontal = false
  /// Whether a release settles on a multiple of the bounds size.
  @exclusivity(unchecked) public var isPagingEnabled = false
  /// The rate at which a release decelerates.
  @exclusivity(unchecked) public var decelerationRate: DecelerationRate = .normal
  /// Whether a status-bar tap (``simulateStatusBarTap()``) may scroll this view to its top.
  public var scrollsToTop = true
  /// How ``safeAreaInsets`` combine with ``contentInset``.
  @exclusivity(unchecked) public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .never {
    didSet { geometryDidChange() }
  }

  /// Whether touches scroll the view. Turning it off while a finger drags cancels that
  /// drag, as UIKit does by disabling the pan recognizer; motion already under way goes on.
  @exclusivity(unchecked) public var isScrollEnabled = true {
    didSet { if !isScrollEnabled, isTracking { cancelTouchSequence() } }
  }

  /// Asked once per touch, with the finger's translation, when a drag is about to begin:
  /// `false` fails the pan, so the touch is someone else's and this view never drags it
  /// (UIKit: a subclass's `gestureRecognizerShouldBegin(_:)` answering for its
  /// `panGestureRecognizer`). `nil`: every drag begins.
  public var panShouldBegin: ((Point) -> Bool)?

  /// Whether a finger is down on the view (it may not have started dragging yet).
  @exclusivity(unchecked) public internal(set) var isTracking = false
  /// Whether the finger has moved past the hysteresis and is scrolling the content.
  @exclusivity(unchecked) public internal(set) var isDragging = false
  /// Whether content moves on after a drag (deceleration, bounce or paging).
  @exclusivity(unchecked) public internal(set) var isDecelerating = false
  /// Whether content moves without a finger: a deceleration, a bounce, paging, an
  /// animated `setContentOffset` or a scroll to top. `false` means at rest or dragged.
  public var isMoving: Bool { motionKind != .none }
  /// The time of the latest event or frame, in seconds.
  @exclusivity(unchecked) public internal(set) var currentTime = 0.0
  /// What was sanitised so far.
  public internal(set) var diagnostics = ScrollDiagnostics()

  @exclusivity(unchecked) var storedOffset = Point.zero
  @exclusivity(unchecked) var storedContentSize = Size.zero
  @exclusivity(unchecked) var storedBoundsSize = Size.zero
  @exclusivity(unchecked) var storedContentInset = EdgeInsets.zero
  @exclusivity(unchecked) var storedSafeAreaInsets = EdgeInsets.zero

  @exclusivity(unchecked) var horizontal = ScrollAxis()
  @exclusivity(unchecked) var vertical = ScrollAxis()

  enum MotionKind {
    case none, deceleration, animation, scrollToTop
  }
  @exclusivity(unchecked) var motionKind = MotionKind.none
  @exclusivity(unchecked) var motionVelocity = Point.zero
  @exclusivity(unchecked) var scrollNotificationDepth = 0

  // The touch in progress.
  @exclusivity(unchecked) var touchStart = Point.zero
  @exclusivity(unchecked) var lastTouch = Point.zero
  @exclusivity(unchecked) var touchIgnored = false
  @exclusivity(unchecked) var touchStoppedMotion = false
  /// Where an animated `setContentOffset` was heading when a touch stopped it.
  @exclusivity(unchecked) var interruptedAnimationTarget: Point?
  /// Where the running animated `setContentOffset` is heading.
  @exclusivity(unchecked) var animationTarget = Point.zero
  @exclusivity(unchecked) var pageAtDragStart = (x: 0.0, y: 0.0)

  /// Creates a scroll view whose bounds have `size`, showing content of `contentSize`.
  public init(size: Size, contentSize: Size = .zero) {
    self.boundsSize = size
    self.contentSize = contentSize
  }

  // MARK: Geometry

  /// The visible origin within the content, as UIKit's `contentOffset`. Setting it while
  /// decelerating moves the rest of the motion along (UIKit keeps decelerating from the new
  /// place); setting it during a drag re-anchors the drag so the finger keeps control.
  /// A non-finite value is ignored and reported.
  public var contentOffset: Point {
    get { storedOffset }
    set {
      guard newValue.isFinite else {
        diagnostics.record(.nonFiniteOffset)
        return
      }
      let offset = sanitizedOffset(newValue)
      if motionKind != .none {
        horizontal.motion.shift(by: offset.x - storedOffset.x, at: currentTime)
        vertical.motion.shift(by: offset.y - storedOffset.y, at: currentTime)
        // The shifted deceleration is held to the view's bounds: one already at rest (its
        // last frame not yet played) that the new offset puts past an edge bounces back in,
        // and one landing on a target (a snap) the shift carried past an edge decelerates
        // freely instead.
        if motionKind == .deceleration { fitMotionToBounds() }
      }
      if isDragging { anchorDrag(at: lastTouch, offset: offset) }
      // An offset set from outside is where the app wants the content now: an animation a
      // touch interrupted no longer resumes at the lift (a pager realigned by a layout pass
      // under a finger would slide back to a page of the old width).
      interruptedAnimationTarget = nil
      applyOffset(offset)
    }
  }

  /// The size of the scrollable content. Negative or non-finite values become 0.
  public var contentSize: Size {
    get { storedContentSize }
    set {
      storedContentSize = sanitizedSize(newValue)
      geometryDidChange()
    }
  }

  /// The size of the view's bounds (its viewport). Negative or non-finite values become 0.
  public var boundsSize: Size {
    get { storedBoundsSize }
    set {
      storedBoundsSize = sanitizedSize(newValue)
      geometryDidChange()
    }
  }

  /// Extra scrollable room around the content, as UIKit's `contentInset`. Non-finite
  /// values become 0.
  public var contentInset: EdgeInsets {
    get { storedContentInset }
    set {
      storedContentInset = sanitizedInsets(newValue)
      geometryDidChange()
    }
  }

  /// The insets of the safe area; added to the content inset when
  /// ``contentInsetAdjustmentBehavior`` is `.always`.
  public var safeAreaInsets: EdgeInsets {
    get { storedSafeAreaInsets }
    set {
      storedSafeAreaInsets = sanitizedInsets(newValue)
      geometryDidChange()
    }
  }

  /// Insets of the scroll indicators, as UIKit's `verticalScrollIndicatorInsets` and
  /// `horizontalScrollIndicatorInsets` combined; they do not affect scrolling.
  public var scrollIndicatorInsets: EdgeInsets {
    get { storedScrollIndicatorInsets }
    set { storedScrollIndicatorInsets = newValue }
  }
  /// Stored behind ``scrollIndicatorInsets``: another module that reads a public stored
  /// property directly checks exclusivity on it at run time whatever the attribute says,
  /// while this module's accessors honour it (a layout update reads the insets each frame).
  @exclusivity(unchecked) private var storedScrollIndicatorInsets = EdgeInsets.zero

  /// The inset actually used: ``contentInset`` plus, when adjusting, ``safeAreaInsets``.
  public var adjustedContentInset: EdgeInsets {
    contentInsetAdjustmentBehavior == .always ? storedContentInset + storedSafeAreaInsets : storedContentInset
  }

  /// The range of vertical offsets content rests within.
  public var verticalOffsetBounds: ClosedRange<Double> {
    let inset = adjustedContentInset
    return ScrollAxis.bounds(
      contentLength: storedContentSize.height, viewportLength: storedBoundsSize.height,
      leadingInset: inset.top, trailingInset: inset.bottom)
  }

  /// The range of horizontal offsets content rests within.
  public var horizontalOffsetBounds: ClosedRange<Double> {
    let inset = adjustedContentInset
    return ScrollAxis.bounds(
      contentLength: storedContentSize.width, viewportLength: storedBoundsSize.width,
      leadingInset: inset.left, trailingInset: inset.right)
  }

  /// Whether a drag moves content vertically: the content (with insets) is taller than the
  /// view, or ``alwaysBounceVertical`` is on.
  public var scrollsVertically: Bool {
    let inset = adjustedContentInset
    return storedContentSize.height + inset.top + inset.bottom > storedBoundsSize.height
      || (alwaysBounceVertical && bounces)
  }

  /// Whether a drag moves content horizontally.
  public var scrollsHorizontally: Bool {
    let inset = adjustedContentInset
    return storedContentSize.width + inset.left + inset.right > storedBoundsSize.width
      || (alwaysBounceHorizontal && bounces)
  }

  /// The content velocity in points per second: the finger's while dragging, the
  /// motion's while decelerating or animating, zero at rest.
  public var velocity: Point {
    if isDragging {
      return Point(
        x: scrollsHorizontally ? horizontal.tracker.velocity(at: currentTime) : 0,
        y: scrollsVertically ? vertical.tracker.velocity(at: currentTime) : 0)
    }
    return motionKind == .none ? .zero : motionVelocity
  }

  /// How far the finger has moved since it touched down, as
  /// `panGestureRecognizer.translation(in:)`; zero when no finger is down.
  public var panTranslation: Point {
    guard isTracking else { return .zero }
    return Point(x: lastTouch.x - touchStart.x, y: lastTouch.y - touchStart.y)
  }

  // MARK: Internals shared by the extensions

  /// Changes the offset without touching the motion, and notifies the delegate.
  func applyOffset(_ offset: Point) {
    guard offset != storedOffset else { return }
    storedOffset = offset
    guard scrollNotificationDepth < 8 else {
      diagnostics.record(.recursionLimit)
      return
    }
    scrollNotificationDepth += 1
    delegate?.scrollViewDidScroll(self)
    scrollNotificationDepth -= 1
  }

  func rubberBand(vertical isVertical: Bool) -> RubberBand {
    RubberBand(dimension: isVertical ? storedBoundsSize.height : storedBoundsSize.width)
  }

  func anchorDrag(at finger: Point, offset: Point) {
    horizontal.anchor(
      finger: finger.x, offset: offset.x, bounds: horizontalOffsetBounds, band: rubberBand(vertical: false))
    vertical.anchor(
      finger: finger.y, offset: offset.y, bounds: verticalOffsetBounds, band: rubberBand(vertical: true))
  }

  func geometryDidChange() {
    if isDragging {
      anchorDrag(at: lastTouch, offset: storedOffset)
    } else if motionKind == .deceleration {
      fitMotionToBounds()
    }
  }

  /// `value` clamped to ±`limit` (a content offset's is ``maximumOffset``).
  func sanitizedCoordinate(_ value: Double, limit: Double = maximumMagnitude) -> Double {
    guard abs(value) <= limit else {
      diagnostics.record(.hugeValue)
      return value < 0 ? -limit : limit
    }
    return value
  }

  /// A finite content offset with each coordinate clamped to ±``maximumOffset``. Inlined:
  /// the setter runs several times per scroll event, and a call costs 10 instructions there.
  @inline(__always)
  func sanitizedOffset(_ offset: Point) -> Point {
    Point(
      x: sanitizedCoordinate(offset.x, limit: Self.maximumOffset),
      y: sanitizedCoordinate(offset.y, limit: Self.maximumOffset))
  }

  /// A finite touch location with each coordinate clamped to ±``maximumMagnitude``.
  func sanitizedLocation(_ location: Point) -> Point {
    Point(x: sanitizedCoordinate(location.x), y: sanitizedCoordinate(location.y))
  }

  func sanitizedLength(_ value: Double) -> Double {
    guard value.isFinite else {
      diagnostics.record(.nonFiniteGeometry)
      return 0
    }
    guard value >= 0 else {
      diagnostics.record(.negativeSize)
      return 0
    }
    return sanitizedCoordinate(value)
  }

  func sanitizedSize(_ size: Size) -> Size {
    Size(width: sanitizedLength(size.width), height: sanitizedLength(size.height))
  }

  func sanitizedInsets(_ insets: EdgeInsets) -> EdgeInsets {
    func clean(_ value: Double) -> Double {
      guard value.isFinite else {
        diagnostics.record(.nonFiniteGeometry)
        return 0
      }
      return sanitizedCoordinate(value)
    }
    return EdgeInsets(
      top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom),
      right: clean(insets.right))
  }

  /// How far back a time may jump before it counts as a new clock, in seconds.
  public static let clockResetInterval = 1.0

  /// The time an event at `time` is applied at: never before ``currentTime``, except that a
  /// time more than ``clockResetInterval`` earlier starts a new clock (the clock was reset,
  /// or one earlier time was bogus): motion goes on from where it is, rather than waiting,
  /// frozen, for the old clock to come round again.
  func sanitizedTime(_ time: Double) -> Double {
    guard MediaTime.isUsable(time) else {
      diagnostics.record(.nonFiniteTime)
      return currentTime
    }
    guard time >= currentTime else {
      diagnostics.record(.timeWentBackwards)
      guard currentTime - time > Self.clockResetInterval else { return currentTime }
      restartClock(at: time)
      return time
    }
    return time
  }
}
