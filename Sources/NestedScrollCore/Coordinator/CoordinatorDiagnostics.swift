/// Something the coordinator received at run time that it could not use as given, and
/// what it did instead. It never crashes and never loses a list's position for it.
public enum CoordinatorIssue: Hashable, Sendable {
  /// A list reported a NaN or infinite offset; the event was ignored.
  case nonFiniteOffset(page: Int)
  /// A list reported a NaN, infinite or negative content height; it was treated as 0.
  case invalidContentHeight(page: Int)
  /// A page index outside `0..<pageCount`; the call was ignored.
  case pageOutOfRange(Int)
  /// A call named a page that has no list attached; it was ignored.
  case listNotAttached(page: Int)
  /// A geometry update had a NaN, infinite, negative or too large value
  /// (``NestedScrollConfiguration/maximumValue``); that value was kept as it was.
  case invalidGeometry(ConfigurationField)
  /// A time that was NaN, infinite or beyond ±`ScrollPhysics/MediaTime/limit`; the call
  /// was ignored.
  case nonFiniteTime
  /// A frame earlier than the last one, by less than a clock reset (a second); the frame
  /// was ignored, so an animation never runs backwards along its path.
  case timeWentBackwards
  /// The header or the tab bar measured no height: no intrinsic height and no Auto Layout
  /// fitting height (see ``ViewHeightMeasurement``); its frame height, or 0, was used.
  /// Reported once each time the view becomes unmeasurable.
  case unmeasuredHeight(MeasuredView)
  /// A refresh began (a pull, or a programmatic begin) and the app gave no refresh action
  /// to run: it ended at once, so no spinner keeps running and no room stays reserved.
  case refreshWithoutAction
  /// Tab `page`'s refresh began (``RefreshScope/tab``) and the app gave no tab refresh
  /// action to run: it ended at once.
  case tabRefreshWithoutAction(page: Int)
  /// Page `page`'s list came with its own pull-to-refresh control (UIKit: a
  /// `UIRefreshControl`), which the container removed: it would sit at the top of the list's
  /// content, under the header, and answer the same pull as the container's refresh.
  case listRefreshControlRemoved(page: Int)
  /// A restored ``ScrollPositionSnapshot`` held something that could not be restored as
  /// saved; what still applied was restored (see ``ScrollPositionIssue``).
  case positionSnapshot(ScrollPositionIssue)
  /// Page `page` snaps to its list's own items (``ItemSnap/listItems``) and the list
  /// reported an item frame that cannot be one: NaN or infinite, no height, or not at the
  /// content y asked for; or, on a list whose section headers stick, a ``ListSectionFrame``
  /// that cannot be one (not finite, a negative header, parts out of order, not containing
  /// the asked y) or a row outside its section's rows. That release was not snapped to items
  /// (it rests where it would have without them).
  case invalidItemFrame(page: Int)
}

/// A count of sanitised inputs and the most recent one.
public struct CoordinatorDiagnostics: Hashable, Sendable {
  /// How many inputs were sanitised.
  public private(set) var count = 0
  /// The most recent issue, if any.
  public private(set) var lastIssue: CoordinatorIssue?

  /// Creates an empty record.
  public init() {}

  mutating func record(_ issue: CoordinatorIssue) {
    count += 1
    lastIssue = issue
  }
}
