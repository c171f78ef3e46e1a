import ArgumentParser
import Foundation
import NestLabKit

/// The command-line lab: runs gestures through the simulator and prints what happens.
@main
struct NestLab: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "nestlab",
    abstract: "Run scroll gestures and scenarios through NestedScrollKit's simulator; compare strategies.",
    subcommands: [
      Fling.self, RunScenario.self, Compare.self, Report.self, Glossary.self, FuzzSeeds.self, FuzzReplay.self,
    ],
    defaultSubcommand: Fling.self
  )

  /// The subcommands' names, as typed.
  static var subcommandNames: [String] { configuration.subcommands.map { $0._commandName } }

  /// The message for a mistyped subcommand in `arguments` (without the program name), if
  /// the first one is no subcommand and no option.
  static func unknownSubcommandMessage(_ arguments: [String]) -> String? {
    SubcommandSuggestion.unknownSubcommandMessage(arguments: arguments, subcommands: subcommandNames)
  }

  /// Parses the command line and runs the subcommand. Before parsing, a first argument that
  /// is no subcommand and no option is reported with the closest subcommand (exit 64)
  /// rather than handed to the default subcommand `fling`, which takes no arguments; a
  /// file that cannot be written is reported in one line (exit 1).
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let message = unknownSubcommandMessage(arguments) {
      FileHandle.standardError.write(Data("nestlab: \(message)\nRun 'nestlab --help' for usage.\n".utf8))
      exit(withError: ExitCode.validationFailure)
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let error as OutputFileError {
      FileHandle.standardError.write(Data("nestlab: \(error)\n".utf8))
      exit(withError: ExitCode.failure)
    } catch {
      exit(withError: error)
    }
  }
}
