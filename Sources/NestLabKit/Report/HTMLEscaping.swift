/// Text and number formatting for the HTML report: escaping for element content and
/// attribute values, and a deterministic decimal formatter (no locale, no exponents, no
/// `-0`), so the same traces always give byte-identical reports.
public enum HTMLEscaping {
  /// `text` safe inside element content and inside single- or double-quoted attribute
  /// values: `&`, `<`, `>`, `"` and `'` become character references.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// `value` rounded to at most `decimals` fractional digits, trailing zeros dropped
  /// ("12.5", "3", "-0.25"); magnitudes are clamped to ±1e12 and non-finite values give
  /// `nonFinite`. Pure integer arithmetic after one rounding, so the text is the same on
  /// every platform.
  public static func number(_ value: Double, decimals: Int = 2, nonFinite: String = "0") -> String {
    guard value.isFinite else { return nonFinite }
    let places = min(max(decimals, 0), 6)
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let clamped = min(max(value, -1e12), 1e12)
    let scaled = Int64((clamped * Double(scale)).rounded())
    if scaled == 0 { return "0" }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    var digits = places
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var text = scaled < 0 ? "-" : ""
    text += String(whole)
    if digits > 0 {
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }

  /// `value` with exactly `decimals` fractional digits ("0.50", "12.00"), for table cells
  /// whose columns should line up.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    let text = number(value, decimals: decimals, nonFinite: "—")
    guard decimals > 0, value.isFinite else { return text }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    return String(parts[0]) + "." + fraction + String(repeating: "0", count: decimals - fraction.count)
  }
}
