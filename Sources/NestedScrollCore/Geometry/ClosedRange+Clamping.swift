extension ClosedRange where Bound == Double {
  /// The value of the range nearest `value`: `value` itself when inside.
  func clamping(_ value: Double) -> Double {
    Swift.min(Swift.max(value, lowerBound), upperBound)
  }
}
