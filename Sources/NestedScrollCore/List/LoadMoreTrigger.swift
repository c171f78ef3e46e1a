/// When a list asks the app for more rows, and where its feed stands (``state``): once each
/// time it comes within ``distance`` of its end, not on every scroll event on the way, and
/// never at the end of a feed that finished or failed.
///
/// An ``LoadMoreState/idle`` trigger fires when the list can scroll no more than
/// ``distance`` points further. It then waits for the app to finish
/// (``loadingDidEnd(_:)``). Back to idle, it fires again only after the list has moved
/// further from its end than ``distance`` or its content has changed height: new rows that
/// leave the end within reach ask for more at once, and an app that found no new rows is not
/// asked again and again while the user rests at the end. A finished feed asks nothing until
/// ``reset()``; a failed one asks again only on ``retry()``.
public struct LoadMoreTrigger: Hashable, Sendable {
  /// How close to its end, in points the list can still scroll, it asks for more.
  public let distance: Double
  /// Whether a finished feed keeps a footer below its rows to show its end (the app gave a
  /// view for it); without one the list ends at its last row.
  public let showsEndFooter: Bool
  /// Where the feed stands.
  public private(set) var state = LoadMoreState.idle
  /// Whether an idle trigger may fire at the end: it was far from the end, or the content
  /// changed height, since it last fired.
  private var isArmed = true
  private var contentHeight: Double?

  /// The height of the footer shown below the list's rows while it loads, failed, or (with
  /// ``showsEndFooter``) finished, in points: the list's end moves down by this much, so the
  /// footer can be scrolled into view.
  public static let footerHeight: Double = 44

  /// A trigger `distance` points before the end (zero: at the end itself); `showsEndFooter`:
  /// a finished feed shows a footer. Throws ``ConfigurationError/notFinite(_:)`` or
  /// ``ConfigurationError/notPositive(_:)`` with ``ConfigurationField/loadMoreDistance`` for a
  /// distance that is not finite or is negative.
  public init(distance: Double, showsEndFooter: Bool = false) throws(ConfigurationError) {
    guard distance.isFinite else { throw .notFinite(.loadMoreDistance) }
    guard distance >= 0 else { throw .notPositive(.loadMoreDistance) }
    self.distance = distance
    self.showsEndFooter = showsEndFooter
  }

  /// Whether the app is loading: from the moment the trigger fires (or is retried) until
  /// ``loadingDidEnd(_:)``.
  public var isLoading: Bool { state == .loading }

  /// Whether the list shows a footer below its rows: while it loads, after a failure (to
  /// retry), and at a finished feed's end if ``showsEndFooter``.
  public var showsFooter: Bool {
    switch state {
    case .idle: false
    case .loading, .failed: true
    case .finished: showsEndFooter
    }
  }

  /// The list can scroll `remaining` points further before its end, and its content is
  /// `contentHeight` points tall. Returns whether to ask the app for more now.
  public mutating func listDidMove(remaining: Double, contentHeight: Double) -> Bool {
    guard remaining.isFinite else { return false }
    if contentHeight != self.contentHeight {
      self.contentHeight = contentHeight
      isArmed = true
    }
    if remaining > distance {
      isArmed = true
      return false
    }
    guard isArmed, state == .idle else { return false }
    isArmed = false
    state = .loading
    return true
  }

  /// The app's load ended with `outcome`. Returns whether the state changed (the trigger was
  /// loading).
  @discardableResult
  public mutating func loadingDidEnd(_ outcome: LoadMoreOutcome) -> Bool {
    guard state == .loading else { return false }
    state = outcome.state
    return true
  }

  /// The user asks to try a failed load again. Returns whether to ask the app now (the
  /// feed had failed).
  public mutating func retry() -> Bool {
    guard state == .failed else { return false }
    state = .loading
    return true
  }

  /// The feed starts over (its tab or the page refreshed): a finished or failed feed is idle
  /// again, and asks at once if its list's end is within reach. A load under way is left to
  /// end. Returns whether the state changed.
  @discardableResult
  public mutating func reset() -> Bool {
    guard state == .finished || state == .failed else { return false }
    state = .idle
    isArmed = true
    return true
  }
}
