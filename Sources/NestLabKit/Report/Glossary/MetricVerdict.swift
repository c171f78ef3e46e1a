/// How a metric value compares with its goal, for colouring a report cell.
package enum MetricVerdict: String, Hashable, Sendable {
  /// Meets the goal (within the stated tolerance).
  case good
  /// Misses the goal.
  case bad
  /// No goal, or nothing to measure.
  case neutral
}
