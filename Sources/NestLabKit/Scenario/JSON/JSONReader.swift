/// One value of a parsed JSON document and its path, with typed accessors that fail with
/// a ``ScenarioError`` naming the file, the path and what was expected.
struct JSONReader {
  /// The value.
  let value: JSONValue
  /// Its JSON path (`script[3].drag.duration`; empty for the document).
  let path: String
  /// The file, for errors.
  let file: String?

  /// An error at this value's path.
  func error(_ message: String) -> ScenarioError {
    ScenarioError(file: file, path: path, message: message)
  }

  /// An error saying what was expected here and what was found.
  func mismatch(_ expected: String) -> ScenarioError {
    error("expected \(expected), found \(value.kindDescription)")
  }

  /// The value as a number.
  func number() throws(ScenarioError) -> Double {
    guard case .number(let number) = value else { throw mismatch("a number") }
    return number
  }

  /// The value as a number that satisfies `condition`, described by `expected`
  /// ("a number > 0").
  func number(_ expected: String, where condition: (Double) -> Bool) throws(ScenarioError) -> Double {
    guard case .number(let number) = value, condition(number) else { throw mismatch(expected) }
    return number
  }

  /// A number > 0.
  func positive() throws(ScenarioError) -> Double { try number("a number > 0") { $0 > 0 } }

  /// A number ≥ 0.
  func nonNegative() throws(ScenarioError) -> Double { try number("a number ≥ 0") { $0 >= 0 } }

  /// A whole number in `range`.
  func integer(in range: ClosedRange<Int>, _ expected: String? = nil) throws(ScenarioError) -> Int {
    let description = expected ?? "a whole number in \(range.lowerBound)…\(range.upperBound)"
    guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e15,
      range.contains(Int(number))
    else { throw mismatch(description) }
    return Int(number)
  }

  /// The value as a string.
  func string() throws(ScenarioError) -> String {
    guard case .string(let string) = value else { throw mismatch("a string") }
    return string
  }

  /// The value as a boolean.
  func bool() throws(ScenarioError) -> Bool {
    guard case .bool(let bool) = value else { throw mismatch("true or false") }
    return bool
  }

  /// The elements of an array, each with its path; `expected` describes the elements.
  func array(of expected: String) throws(ScenarioError) -> [JSONReader] {
    guard case .array(let elements) = value else { throw mismatch("an array of \(expected)") }
    return elements.enumerated().map { JSONReader(value: $1, path: "\(path)[\($0)]", file: file) }
  }

  /// The value as an object whose keys must all be among `keys`; an unknown key is an
  /// error at its own path, with a suggestion when it looks like a misspelling.
  func object(keys: [String], _ expected: String = "an object") throws(ScenarioError) -> JSONObjectReader {
    guard case .object(let members) = value else { throw mismatch(expected) }
    for member in members where !keys.contains(member.key) {
      let memberPath = path.isEmpty ? member.key : path + "." + member.key
      var message = "unknown key \"\(member.key)\"; expected one of: \(keys.joined(separator: ", "))"
      if let suggestion = JSONReader.closest(to: member.key, among: keys) {
        message += " (did you mean \"\(suggestion)\"?)"
      }
      throw ScenarioError(file: file, path: memberPath, message: message)
    }
    return JSONObjectReader(members: members, path: path, file: file)
  }

  /// The candidate within edit distance 2 of `word` (case-insensitive), if one is.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let lower = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(lower, Array(candidate.lowercased()))
      if distance <= 2, distance < (best?.1 ?? .max) { best = (candidate, distance) }
    }
    return best?.0
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
