import Foundation
import NestLabKit

/// Turns command-line scenario arguments into scenario files: a file, a directory of
/// `*.json` files, or a scenario name looked up in `Scenarios/` (`02-fling-up-through-pin`,
/// or any unique part of one, such as `fling-up`).
enum ScenarioArguments {
  /// The default scenario directory, relative to the working directory.
  static let defaultDirectory = "Scenarios"

  /// The files `arguments` name, in order; all of `Scenarios/` when there are none.
  static func files(_ arguments: [String]) throws(ScenarioError) -> [String] {
    let arguments = arguments.isEmpty ? [defaultDirectory] : arguments
    var files: [String] = []
    for argument in arguments {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
        files += isDirectory.boolValue ? try ScenarioLoader.scenarioFiles(in: argument) : [argument]
      } else {
        files.append(try lookUp(argument))
      }
    }
    return files
  }

  /// The file in `Scenarios/` whose name is `query` or uniquely contains it.
  static func lookUp(_ query: String) throws(ScenarioError) -> String {
    let candidates = (try? ScenarioLoader.scenarioFiles(in: defaultDirectory)) ?? []
    let base = query.hasSuffix(".json") ? String(query.dropLast(5)) : query
    if let exact = candidates.first(where: { name(of: $0) == base }) { return exact }
    let matches = candidates.filter { name(of: $0).contains(base) }
    if matches.count == 1 { return matches[0] }
    let known = candidates.map(name(of:)).joined(separator: ", ")
    throw ScenarioError(
      file: query, path: "",
      message: matches.isEmpty
        ? "no such file, and no scenario in \(defaultDirectory)/ is called that (known: \(known))"
        : "ambiguous: matches \(matches.map(name(of:)).joined(separator: ", "))")
  }

  /// One scenario argument: an existing file, else a name in `Scenarios/`.
  static func lookUp(scenario argument: String) throws(ScenarioError) -> String {
    FileManager.default.fileExists(atPath: argument) ? argument : try lookUp(argument)
  }

  /// A scenario file's name without directory and `.json`: `Scenarios/02-x.json` → `02-x`.
  static func name(of path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }
}
