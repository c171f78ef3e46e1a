/// The members of one JSON object whose keys were already checked against the allowed
/// ones (``JSONReader/object(keys:_:)``), read by key with their paths.
struct JSONObjectReader {
  /// The members in file order.
  let members: [(key: String, value: JSONValue)]
  /// The object's path.
  let path: String
  /// The file, for errors.
  let file: String?

  /// The member `key`, or `nil` when absent (`null` counts as absent).
  func optional(_ key: String) -> JSONReader? {
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    if case .null = member.value { return nil }
    return JSONReader(value: member.value, path: path.isEmpty ? key : path + "." + key, file: file)
  }

  /// The member `key`; its absence is an error that says what belongs there.
  func required(_ key: String, _ expected: String) throws(ScenarioError) -> JSONReader {
    guard let reader = optional(key) else {
      throw ScenarioError(
        file: file, path: path, message: "missing required key \"\(key)\" (\(expected))")
    }
    return reader
  }

  /// Whether the object has `key`.
  func has(_ key: String) -> Bool { optional(key) != nil }

  /// An error at the object's own path.
  func error(_ message: String) -> ScenarioError {
    ScenarioError(file: file, path: path, message: message)
  }
}
