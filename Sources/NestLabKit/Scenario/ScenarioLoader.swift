import Foundation

/// Reads scenario files (format version 1, documented in `Scenarios/README.md`) into
/// ``Scenario`` values.
///
/// Loading is strict so that a typo never silently changes an experiment: every error is
/// a ``ScenarioError`` naming the file, the JSON path of the offending value
/// (`script[3].drag.duration`) and what was expected there; unknown keys are errors (with a
/// suggestion when one looks misspelt); the format version is checked first.
public enum ScenarioLoader {
  /// The top-level keys of a scenario file.
  static let topLevelKeys = ["version", "name", "summary", "goals", "screen", "frames", "script"]

  /// Loads the scenario file at `path`. Its name defaults to the file name without `.json`.
  public static func load(path: String) throws(ScenarioError) -> Scenario {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ScenarioError(file: path, path: "", message: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw ScenarioError(file: path, path: "", message: "a directory, not a scenario file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScenarioError(file: path, path: "", message: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScenarioError(file: path, path: "", message: "not UTF-8 text")
    }
    return try decode(text, file: path, defaultName: baseName(of: path))
  }

  /// Loads every `*.json` file in `directory`, sorted by file name.
  public static func load(directory: String) throws(ScenarioError) -> [Scenario] {
    var scenarios: [Scenario] = []
    for path in try scenarioFiles(in: directory) { scenarios.append(try load(path: path)) }
    return scenarios
  }

  /// The `*.json` files in `directory`, sorted by name, as paths.
  public static func scenarioFiles(in directory: String) throws(ScenarioError) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      throw ScenarioError(file: directory, path: "", message: "no such directory, or it cannot be listed")
    }
    let separator = directory.hasSuffix("/") ? "" : "/"
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory + separator + $0 }
  }

  /// Decodes a scenario from JSON `text`; `file` labels errors and `defaultName` is used
  /// when the file has no `name`.
  public static func decode(_ text: String, file: String? = nil, defaultName: String? = nil)
    throws(ScenarioError)
    -> Scenario
  {
    try decode(JSONParser.parse(text, file: file), file: file, defaultName: defaultName)
  }

  /// Decodes a scenario from an already parsed JSON document.
  package static func decode(_ document: JSONValue, file: String? = nil, defaultName: String? = nil)
    throws(ScenarioError) -> Scenario
  {
    let root = JSONReader(value: document, path: "", file: file)
    guard case .object(let members) = document else { throw root.mismatch("a scenario object") }
    // The version first: a file of another version may well have keys this one lacks.
    let unchecked = JSONObjectReader(members: members, path: "", file: file)
    let versionReader = try unchecked.required("version", "the format version, \(Scenario.formatVersion)")
    let version = try versionReader.number()
    guard version == Double(Scenario.formatVersion) else {
      throw versionReader.error(
        "unsupported format version \(JSONValue.format(version)); this build reads version \(Scenario.formatVersion)"
      )
    }
    let object = try root.object(keys: topLevelKeys)
    let name = try object.optional("name")?.string() ?? defaultName ?? "scenario"
    guard !name.isEmpty else { throw object.error("the name must not be empty") }
    let summary = try object.optional("summary")?.string() ?? ""
    let goals = try object.optional("goals").map(decodeGoals)
    let screen = try decodeScreen(object.required("screen", "the screen: tabs and sizes"))
    let frames = try object.optional("frames").map(decodeFrames) ?? .regular(hz: 60)
    let scriptReader = try object.required("script", "the input steps, in order")
    let stepReaders = try scriptReader.array(of: "steps")
    guard !stepReaders.isEmpty else { throw scriptReader.error("expected at least one step") }
    var script: [Step] = []
    for reader in stepReaders { script.append(try decodeStep(reader, screen: screen)) }
    return Scenario(
      name: name, summary: summary, screen: screen, frames: frames, script: script, goals: goals)
  }

  /// `goals`: an array of metric keys, each with a goal (``MetricDefinition/all``), no key twice.
  static func decodeGoals(_ reader: JSONReader) throws(ScenarioError) -> [String] {
    let keys = MetricDefinition.all.filter { $0.goal != nil }.map(\.key)
    var goals: [String] = []
    for item in try reader.array(of: "metric keys") {
      let key = try item.string()
      guard keys.contains(key) else {
        let suggestion = JSONReader.closest(to: key, among: keys).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw item.error(
          "\"\(key)\" is not a metric with a goal\(suggestion); one of: \(keys.joined(separator: ", "))")
      }
      guard !goals.contains(key) else { throw item.error("\"\(key)\" is declared twice") }
      goals.append(key)
    }
    return goals
  }

  /// `dir/03-name.json` → `03-name`.
  static func baseName(of path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }
}
