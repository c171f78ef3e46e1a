/// One edge of a list's `contentInset` shared by the app and the host: the list shows the
/// sum, and each side changes only its own part.
///
/// An app sets its own inset (a keyboard's height, room for a floating button or a bottom
/// bar) by assigning the list's `contentInset` as if the host were not there: a value
/// found on the list that is not the last sum written is the app's new part, and the host's
/// part is added to it again. So the app's insets add to the host's and are never
/// overwritten. (An app that reads the inset and adds to it would count the host's part as
/// its own: assign your own value instead.)
public struct InsetComposition: Hashable, Sendable {
  /// The app's part, in points.
  public private(set) var app: Double
  /// The host's part, in points.
  public private(set) var host = 0.0

  /// Starts from the inset the list had when the host took it over: all of it the app's.
  public init(listInset: Double) {
    app = listInset.isFinite ? listInset : 0
  }

  /// The sum the list shows.
  public var total: Double { app + host }

  /// Sets the host's part; returns the sum to write to the list.
  public mutating func setHost(_ value: Double) -> Double {
    host = value.isFinite ? value : 0
    return total
  }

  /// The list's inset was found to be `listInset`. Returns the sum to write back when the
  /// app changed its part (`nil` when the value is the host's own last write).
  public mutating func listInsetDidChange(to listInset: Double) -> Double? {
    guard listInset != total else { return nil }
    app = listInset.isFinite ? listInset : 0
    return total
  }
}
