/// Why a scenario could not be loaded or run, precise enough to fix the file: which file,
/// where in the JSON (a path such as `script[3].drag.duration`), and what was expected.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scenario file, when it came from one.
  public var file: String?
  /// The JSON path of the offending value, e.g. `screen.tabs[1].contentHeight`.
  public var path: String
  /// What was expected there, and what was found.
  public var message: String

  /// Creates an error.
  public init(file: String? = nil, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  /// `file: path: message`, the form printed by the command line.
  public var description: String {
    (file.map { "\($0): " } ?? "") + (path.isEmpty ? "" : "\(path): ") + message
  }
}
