import NestLabStrategies

/// How a metric value compares with its goal, for colouring a report cell.
package enum MetricVerdict: String, Hashable, Sendable {
  /// Meets the goal (within the stated tolerance).
  case good
  /// Misses the goal.
  case bad
  /// No goal, or nothing to measure.
  case neutral
}

extension MetricVerdict {
  /// The judge of `goal` (``NestLabStrategies/MetricGoal``, the tolerances the playground
  /// shares): `.good` where a value meets it, `.bad` where it misses, `.neutral` for a value
  /// that is not finite.
  package static func judge(_ goal: MetricGoal) -> @Sendable (Double) -> MetricVerdict {
    { value in goal.isMet(value).map { $0 ? .good : .bad } ?? .neutral }
  }
}
