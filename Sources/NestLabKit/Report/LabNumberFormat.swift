/// How the lab writes numbers — the report, `nestlab compare`'s table, `run`'s trace and
/// CSV, `fling` — so one value reads the same everywhere: plain decimals, no locale, no
/// exponent, never `-0`. Pure integer arithmetic after one rounding, so the text is the same
/// on every platform and the same traces always give byte-identical output.
package enum LabNumberFormat {
  /// The largest magnitude written; larger values are clamped to it (a plot coordinate or a
  /// metric of that size is already meaningless).
  package static let largestMagnitude = 1e12

  /// `value` with exactly `decimals` fractional digits ("0.50", "12.00", "-3"), or
  /// `nonFinite` for NaN and infinities. For table cells, whose columns line up.
  package static func fixed(_ value: Double, decimals: Int, nonFinite: String = "—") -> String {
    guard let digits = digits(of: value, decimals: decimals) else { return nonFinite }
    return digits.text(trimmingZeros: false)
  }

  /// `value` rounded to at most `decimals` fractional digits, trailing zeros dropped
  /// ("12.5", "3", "-0.25"), or `nonFinite` for NaN and infinities. For prose, attributes
  /// and plot coordinates.
  package static func trimmed(_ value: Double, decimals: Int, nonFinite: String = "—") -> String {
    guard let digits = digits(of: value, decimals: decimals) else { return nonFinite }
    return digits.text(trimmingZeros: true)
  }

  /// `value` rounded to `decimals` fractional digits as a number (for data written as
  /// JSON), or `nil` when it is not finite.
  package static func rounded(_ value: Double, decimals: Int) -> Double? {
    guard let digits = digits(of: value, decimals: decimals) else { return nil }
    return Double(digits.scaled) / Double(digits.scale)
  }

  /// A value rounded to a whole number of `1 / scale`.
  private struct Digits {
    var scaled: Int64
    var scale: Int64
    var places: Int

    func text(trimmingZeros: Bool) -> String {
      let magnitude = scaled.magnitude
      let whole = magnitude / UInt64(scale)
      var fraction = magnitude % UInt64(scale)
      var shown = places
      while trimmingZeros, shown > 0, fraction % 10 == 0 {
        fraction /= 10
        shown -= 1
      }
      var text = scaled < 0 ? "-" : ""
      text += String(whole)
      if shown > 0 {
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: shown - fractionText.count) + fractionText
      }
      return text
    }
  }

  private static func digits(of value: Double, decimals: Int) -> Digits? {
    guard value.isFinite else { return nil }
    let places = min(max(decimals, 0), 6)
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let clamped = min(max(value, -largestMagnitude), largestMagnitude)
    return Digits(scaled: Int64((clamped * Double(scale)).rounded()), scale: scale, places: places)
  }
}
