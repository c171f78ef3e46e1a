/// A strict JSON parser (RFC 8259) whose errors say where the text goes wrong: the line
/// and column, and the JSON path of the value being read (`script[3].drag`).
///
/// Repeated keys in one object are an error, because a scenario file with two `duration`s
/// is a mistake, not a choice.
package struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private let file: String?
  /// How deep arrays and objects may nest before the text is rejected.
  package static let maximumDepth = 64

  private init(text: String, file: String?) {
    bytes = Array(text.utf8)
    self.file = file
  }

  /// Parses `text` as one JSON value; `file` only labels errors.
  package static func parse(_ text: String, file: String? = nil) throws(ScenarioError) -> JSONValue {
    var parser = JSONParser(text: text, file: file)
    parser.skipWhitespace()
    let value = try parser.parseValue(path: "", depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error(path: "", "expected the end of the file after the top-level value")
    }
    return value
  }

  // MARK: Values

  private mutating func parseValue(path: String, depth: Int) throws(ScenarioError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error(path: path, "nesting deeper than \(Self.maximumDepth)")
    }
    guard let byte = peek() else { throw error(path: path, "expected a value, found the end of the file") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(path: path, depth: depth)
    case UInt8(ascii: "["): return try parseArray(path: path, depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString(path: path))
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true), path: path)
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false), path: path)
    case UInt8(ascii: "n"): return try parseLiteral("null", .null, path: path)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber(path: path))
    default: throw error(path: path, "expected a value, found \(describe(byte))")
    }
  }

  private mutating func parseObject(path: String, depth: Int) throws(ScenarioError) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      return .object([])
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else {
        throw error(path: path, "expected a key in double quotes, found \(describeNext())")
      }
      let key = try parseString(path: path)
      let memberPath = path.isEmpty ? key : path + "." + key
      if members.contains(where: { $0.key == key }) {
        throw error(path: memberPath, "the key \"\(key)\" appears twice in this object")
      }
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw error(path: memberPath, "expected ':' after the key") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue(path: memberPath, depth: depth + 1)))
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw error(path: path, "expected ',' or '}' in the object, found \(describeNext())")
      }
    }
  }

  private mutating func parseArray(path: String, depth: Int) throws(ScenarioError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      return .array([])
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(path: "\(path)[\(elements.count)]", depth: depth + 1))
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw error(path: path, "expected ',' or ']' in the array, found \(describeNext())")
      }
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue, path: String) throws(ScenarioError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected
    else {
      throw error(path: path, "expected a value, found \(describeNext())")
    }
    index += expected.count
    return value
  }

  private mutating func parseNumber(path: String) throws(ScenarioError) -> Double {
    let start = index
    func digits() -> Int {
      let from = index
      while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
      return index - from
    }
    if peek() == UInt8(ascii: "-") { index += 1 }
    if peek() == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      throw error(path: path, "expected digits in the number")
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error(path: path, "expected digits after the decimal point") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error(path: path, "expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error(path: path, "the number \(text) is out of range")
    }
    return value
  }

  private mutating func parseString(path: String) throws(ScenarioError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      if !run.isEmpty {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll(keepingCapacity: true)
      }
    }
    while true {
      guard let byte = peek() else { throw error(path: path, "unterminated string") }
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        scalars.append(try parseEscape(path: path))
      case 0..<0x20:
        index -= 1
        throw error(path: path, "control character in a string (write it as an escape such as \\n)")
      default:
        run.append(byte)
      }
    }
  }

  private mutating func parseEscape(path: String) throws(ScenarioError) -> Unicode.Scalar {
    guard let byte = peek() else { throw error(path: path, "unterminated string") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      var code = try parseHex4(path: path)
      if (0xD800..<0xDC00).contains(code) {
        guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw error(path: path, "expected the second half of a surrogate pair")
        }
        index += 2
        let low = try parseHex4(path: path)
        guard (0xDC00..<0xE000).contains(low) else { throw error(path: path, "invalid surrogate pair") }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else { throw error(path: path, "invalid \\u escape") }
      return scalar
    default:
      index -= 1
      throw error(path: path, "invalid escape \\\(describe(byte))")
    }
  }

  private mutating func parseHex4(path: String) throws(ScenarioError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = hexValue(byte) else {
        throw error(path: path, "expected four hexadecimal digits after \\u")
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  // MARK: Helpers

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      index += 1
    }
  }

  private func describe(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  private func describeNext() -> String { peek().map(describe) ?? "the end of the file" }

  /// The 1-based line and column of the current position.
  private var location: (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  private func error(path: String, _ message: String) -> ScenarioError {
    let (line, column) = location
    return ScenarioError(
      file: file, path: path, message: "invalid JSON at line \(line), column \(column): \(message)")
  }
}
