/// A parsed JSON value that keeps what scenario loading needs and Foundation's parser
/// blurs: booleans apart from numbers, and object keys in file order.
package enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in file order (keys are unique; the parser rejects repeats).
  case object([(key: String, value: JSONValue)])

  /// What kind of value this is, with an article, for error messages ("a string").
  package var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return "a boolean (\(value))"
    case .number(let value): return "a number (\(JSONValue.format(value)))"
    case .string(let value):
      return "a string (\"\(value.count > 30 ? String(value.prefix(30)) + "…" : value)\")"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// A number printed without a trailing `.0` when it is whole.
  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// Structural equality; object members compare in order.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// Hashes the value's structure.
  package func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }
}
