import NestedScrollCore

/// How a scenario's header comes back when the list scrolls down: the `headerMode` key of
/// `screen`, kept as a value the trace can store and turned into the package's
/// ``NestedScrollCore/HeaderMode`` for our strategy.
public enum HeaderModeSpec: Hashable, Sendable, Codable {
  /// At the list's top only (the default, `"scrollsWithList"`).
  case scrollsWithList
  /// In full as soon as the list scrolls down anywhere (`"floats"`).
  case floats
  /// Its bottom `height` points first, the rest at the list's top
  /// (`{"floatsCollapsedFirst": 90}`).
  case floatsCollapsedFirst(height: Double)

  /// The package's mode this one names.
  public var headerMode: HeaderMode {
    switch self {
    case .scrollsWithList: .scrollsWithList
    case .floats: .floats
    case .floatsCollapsedFirst(let height): .floatsCollapsedFirst(height: height)
    }
  }
}
