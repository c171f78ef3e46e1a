import Foundation

/// Writes every file the lab produces (`run --out`, `report --out`, `fuzz-seeds --output`):
/// missing parent directories are created, and a write that still fails throws an
/// ``OutputFileError`` whose description is one line, `cannot write <path>: <reason>`.
package enum OutputFile {
  /// Writes `text` as UTF-8 to `path`, creating missing parent directories.
  package static func write(_ text: String, to path: String) throws(OutputFileError) {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `data` to `path` (atomically), creating missing parent directories.
  package static func write(_ data: Data, to path: String) throws(OutputFileError) {
    let url = URL(fileURLWithPath: path)
    do {
      try createDirectory(url.deletingLastPathComponent().path, for: path)
      try data.write(to: url, options: .atomic)
    } catch let error as OutputFileError {
      throw error
    } catch {
      throw OutputFileError(path: path, reason: reason(for: error, writing: url.path))
    }
  }

  /// Creates the directory at `directory` and its missing parents, for writing files into it
  /// (`path` names the file in the error).
  package static func createDirectory(_ directory: String, for path: String) throws(OutputFileError) {
    if let blocker = nonDirectoryAncestor(of: directory, including: true) {
      throw OutputFileError(path: path, reason: "\(blocker) is not a directory")
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw OutputFileError(path: path, reason: reason(for: error, writing: directory))
    }
  }

  /// The first existing path on the way to `path` that is not a directory (a regular file
  /// where a directory is needed), if any; `path` itself is checked when `including`.
  static func nonDirectoryAncestor(of path: String, including: Bool) -> String? {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var prefix = absolute.hasPrefix("/") ? "" : "."
    let components = absolute.split(separator: "/")
    for (index, component) in components.enumerated() {
      prefix += "/" + component
      if index == components.count - 1, !including { break }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) else { return nil }
      if !isDirectory.boolValue { return prefix }
    }
    return nil
  }

  /// A short reason for a Foundation error: the POSIX message when there is one (e.g.
  /// "Permission denied"), else the first line of its description.
  static func reason(for error: any Error, writing path: String) -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "is a directory"
    }
    let nsError = error as NSError
    var candidates = [nsError]
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError { candidates.append(underlying) }
    for candidate in candidates where candidate.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(candidate.code)))
    }
    let description = nsError.localizedDescription
    return description.split(separator: "\n").first.map(String.init) ?? description
  }
}

/// A file the lab could not write. Its description is one line:
/// `cannot write <path>: <reason>`.
package struct OutputFileError: Error, CustomStringConvertible, Equatable {
  /// The path as given on the command line.
  package var path: String
  /// Why, in a few words ("Permission denied", "/tmp/x is not a directory").
  package var reason: String

  /// Creates an error for `path`.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot write <path>: <reason>`.
  package var description: String { "cannot write \(path): \(reason)" }
}
