import ArgumentParser
import Foundation
import NestLabKit

/// `nestlab glossary`: the glossary of `Documentation/Metrics.md` (metrics, techniques, why
/// ours wins per scenario family), generated from the definitions the report uses
/// (``NestLabKit/LabGlossary``).
struct Glossary: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the metric glossary, the techniques and why ours wins, as Markdown.",
    discussion: """
      The same definitions fill the report's guide. With --write Documentation/Metrics.md, \
      the file's section between its glossary markers is replaced instead (a test fails \
      while the two differ).
      """)

  @Option(help: "A Markdown file whose glossary section (between its markers) to replace.")
  var write: String?

  func run() throws {
    guard let write else {
      print(LabGlossary.markdown, terminator: "")
      return
    }
    let document: String
    do {
      document = try String(contentsOfFile: write, encoding: .utf8)
    } catch {
      throw ValidationError("cannot read \(write)")
    }
    guard let updated = LabGlossary.updating(document) else {
      throw ValidationError(
        "\(write) has no glossary section: add the lines\n\(LabGlossary.beginMarker)\n\(LabGlossary.endMarker)"
      )
    }
    try OutputFile.write(updated, to: write)
    print(updated == document ? "\(write): glossary already up to date" : "\(write): glossary updated")
  }
}
