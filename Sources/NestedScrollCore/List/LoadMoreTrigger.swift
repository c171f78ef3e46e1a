/// When a list asks the app for more rows: once each time it comes within ``distance`` of
/// its end, not on every scroll event on the way.
///
/// The trigger fires when the list can scroll no more than ``distance`` points further and
/// the app is not already loading. It then waits for the app to finish
/// (``loadingDidEnd()``), and fires again only after the list has moved further from its
/// end than ``distance`` or its content has changed height: new rows that leave the end
/// within reach ask for more at once, and an app that has no more rows is not asked again
/// and again while the user rests at the end.
public struct LoadMoreTrigger: Hashable, Sendable {
  /// How close to its end, in points the list can still scroll, it asks for more.
  public let distance: Double
  /// Whether the app is loading: from the moment the trigger fires until
  /// ``loadingDidEnd()``. A footer indicator shows while it is.
  public private(set) var isLoading = false
  private var isArmed = true
  private var contentHeight: Double?

  /// The height of the indicator shown below the list's rows while it loads, in points:
  /// the list's end moves down by this much, so the indicator can be scrolled into view.
  public static let footerHeight: Double = 44

  /// A trigger `distance` points before the end (zero: at the end itself). Throws
  /// ``ConfigurationError/notFinite(_:)`` or ``ConfigurationError/notPositive(_:)`` with
  /// ``ConfigurationField/loadMoreDistance`` for a distance that is not finite or is negative.
  public init(distance: Double) throws(ConfigurationError) {
    guard distance.isFinite else { throw .notFinite(.loadMoreDistance) }
    guard distance >= 0 else { throw .notPositive(.loadMoreDistance) }
    self.distance = distance
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
    guard isArmed, !isLoading else { return false }
    isArmed = false
    isLoading = true
    return true
  }

  /// The app finished loading, with or without new rows.
  public mutating func loadingDidEnd() {
    isLoading = false
  }
}
