/// A minimal JSON value for the data block embedded in the report. Objects keep their
/// keys in insertion order and numbers are written through ``HTMLEscaping/number(_:decimals:nonFinite:)``,
/// so the output is deterministic; `<`, `>` and `&` are written as `\u003c`, `\u003e` and
/// `\u0026`, so the text can sit inside a `<script>` element without ending it.
enum ReportJSON {
  case number(Double, decimals: Int)
  case integer(Int)
  case string(String)
  case bool(Bool)
  case null
  case array([ReportJSON])
  case object([(String, ReportJSON)])

  /// A number rounded to `decimals` places, or `null` when it is not finite.
  static func optionalNumber(_ value: Double?, decimals: Int) -> ReportJSON {
    guard let value, value.isFinite else { return .null }
    return .number(value, decimals: decimals)
  }

  /// An array of numbers rounded to `decimals` places (`null` for missing or non-finite).
  static func numbers(_ values: [Double?], decimals: Int) -> ReportJSON {
    .array(values.map { optionalNumber($0, decimals: decimals) })
  }

  /// The compact JSON text.
  var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .number(let value, let decimals):
      output += value.isFinite ? HTMLEscaping.number(value, decimals: decimals) : "null"
    case .integer(let value):
      output += String(value)
    case .string(let value):
      Self.writeString(value, to: &output)
    case .bool(let value):
      output += value ? "true" : "false"
    case .null:
      output += "null"
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(member.0, to: &output)
        output += ":"
        member.1.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "<": output += "\\u003c"
      case ">": output += "\\u003e"
      case "&": output += "\\u0026"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
