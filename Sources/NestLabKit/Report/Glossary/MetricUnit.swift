/// The unit of a metric, as tables and the glossary write it.
package enum MetricUnit: String, Hashable, Sendable, CaseIterable {
  /// Points, the screen's length unit.
  case points
  /// Seconds.
  case seconds
  /// A ratio of two speeds or distances (1.00 is "the same").
  case ratio
  /// A fraction of events (1.00 is "all of them").
  case fraction
  /// A count of events.
  case count

  /// The symbol after a value or in a column heading ("pt", "s", "×"); empty for fractions
  /// and counts, whose names say what they count.
  package var symbol: String {
    switch self {
    case .points: return "pt"
    case .seconds: return "s"
    case .ratio: return "×"
    case .fraction, .count: return ""
    }
  }

  /// The unit in words, for the glossary.
  package var name: String {
    switch self {
    case .points: return "points"
    case .seconds: return "seconds"
    case .ratio: return "ratio"
    case .fraction: return "fraction"
    case .count: return "count"
    }
  }
}
