import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every script (Scripts/*, .ci/run) answers `--help` with its header comment and runs
/// nothing else: the one help convention of Scripts/lib/help.sh, help.py and help.mjs.
@Suite struct ScriptHelpTests {
  /// The repository root, three levels above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The scripts: every file directly in Scripts/ (not the helpers in Scripts/lib/) and the
  /// CI entry point, as paths relative to the root.
  static let scripts: [String] = {
    let directory = root.appendingPathComponent("Scripts")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let files = names.filter { name in
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
      return exists && !isDirectory.boolValue
    }
    return files.sorted().map { "Scripts/\($0)" } + [".ci/run"]
  }()

  /// What Scripts/ and Scripts/lib/ hold, to see that `--help` leaves no file behind (a
  /// Python cache, a log, a build folder).
  static func scriptsTree() -> [String] {
    let manager = FileManager.default
    let scripts = root.appendingPathComponent("Scripts")
    let top = (try? manager.contentsOfDirectory(atPath: scripts.path)) ?? []
    let lib = (try? manager.contentsOfDirectory(atPath: scripts.appendingPathComponent("lib").path)) ?? []
    return (top + lib.map { "lib/\($0)" }).sorted()
  }

  /// The tree before any script ran.
  static let treeBefore = scriptsTree()

  /// Commands a script runs when it does its work; each is replaced by a stub that logs its
  /// name, so a `--help` that goes past the help is caught before it builds or installs.
  static let stubbed = [
    "swift", "swiftc", "swift-format", "swift-build", "swift-test", "swift-package", "git", "apt-get", "dpkg",
    "sudo", "pip", "pip3", "npm", "chromium", "chromedriver", "valgrind", "callgrind_annotate", "xcrun",
    "clang",
    "wasm-ld", "xdg-open", "open", "mktemp", "curl",
  ]

  /// The help text a script's header declares: its comment lines after the shebang
  /// (`#`, or `//` for a node script), up to the first other line, the marker and one space
  /// stripped.
  static func header(of script: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(script), encoding: .utf8)
    let marker = script.hasSuffix(".mjs") ? "//" : "#"
    var lines: [String] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if number == 0 && line.hasPrefix("#!") { continue }
      guard line.hasPrefix(marker) else { break }
      var body = line.dropFirst(marker.count)
      if body.hasPrefix(" ") { body = body.dropFirst() }
      lines.append(String(body))
    }
    return lines.joined(separator: "\n")
  }

  /// `text` as one single-quoted shell word.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Runs `command` with /bin/sh and returns what it printed and its exit status.
  static func run(_ command: String) -> (output: String, status: Int32) {
    guard let pipe = popen(command, "r") else { return ("", -1) }
    let output = readAll(pipe)
    let status = pclose(pipe)
    // pclose returns a wait status: the exit code is in its second byte.
    return (output, (status >> 8) & 0xff)
  }

  /// The file at `path`, or "" if there is none. Read with stdio: Foundation's
  /// `String(contentsOf:)` leaks its buffer on an empty file, which LeakSanitizer reports.
  static func contents(of path: String) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    return readAll(file)
  }

  /// Everything left in `stream`, as UTF-8.
  static func readAll(_ stream: UnsafeMutablePointer<FILE>) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, stream)
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func everyScriptIsFound() {
    #expect(Self.scripts.contains("Scripts/test"))
    #expect(Self.scripts.contains("Scripts/check-wasm.mjs"))
    #expect(!Self.scripts.contains { $0.hasPrefix("Scripts/lib") })
  }

  @Test(arguments: ScriptHelpTests.scripts, ["--help", "-h"])
  func helpPrintsTheHeaderAndRunsNothing(script: String, flag: String) throws {
    let before = Self.treeBefore
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "script-help-\(UUID().uuidString)")
    let stubs = work.appendingPathComponent("bin")
    let log = work.appendingPathComponent("ran.log")
    let errors = work.appendingPathComponent("stderr.txt")
    try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    for command in Self.stubbed {
      let stub = stubs.appendingPathComponent(command)
      try "#!/bin/sh\necho \(command) >> '\(log.path)'\nexit 97\n".write(
        to: stub, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
    }

    // `timeout` (coreutils) ends a script that does more than print its help: exit 124.
    // Run through popen, not Foundation's Process: Process.run leaks a weak reference's side
    // table, which LeakSanitizer reports when Scripts/sanitize runs this suite.
    let interpreter = script.hasSuffix(".mjs") ? "node " : ""
    let command =
      "cd \(Self.quoted(work.path)) && PATH=\(Self.quoted(stubs.path)):\"$PATH\""
      + " env -u PYTHONDONTWRITEBYTECODE timeout 60 \(interpreter)"
      + "\(Self.quoted(Self.root.appendingPathComponent(script).path)) \(flag)"
      + " 2>\(Self.quoted(errors.path)) </dev/null"
    // PYTHONDONTWRITEBYTECODE is unset as on a developer's machine, where Python writes a
    // bytecode cache next to a module it imports unless the script says not to.
    let (printed, status) = Self.run(command)
    let complaints = Self.contents(of: errors.path)

    #expect(status == 0, "\(script) \(flag): exit \(status)\n\(complaints)")
    let header = try Self.header(of: script)
    #expect(!header.isEmpty, "\(script) has no header comment")
    #expect(printed == header + "\n", "\(script) \(flag) does not print its header")
    #expect(header.contains(script), "\(script)'s help shows no usage line naming it")
    let ran = Self.contents(of: log.path)
    #expect(ran.isEmpty, "\(script) \(flag) ran: \(ran)")
    #expect(Self.scriptsTree() == before, "\(script) \(flag) left files in Scripts/")
  }
}
