import Foundation

/// The report's style sheet and script: `Assets/report.css` and `Assets/report.js`, resources
/// of this module (`Bundle.module`), inlined into every report so the page stays one
/// self-contained file. Nothing in them loads anything from the network; fonts are the
/// platform's system fonts.
package struct ReportAssets: Sendable {
  /// How many strategy colours the style sheet defines (`.strategy-0` …).
  package static let strategyColorCount = 8

  /// The style sheet's text.
  package var stylesheet: String
  /// The replay script's text.
  package var script: String

  /// Reads both assets from the module's resource bundle.
  package static func load() throws(ReportAssetError) -> ReportAssets {
    ReportAssets(
      stylesheet: try text(of: "report", extension: "css"), script: try text(of: "report", extension: "js"))
  }

  /// Creates assets from their texts.
  package init(stylesheet: String, script: String) {
    self.stylesheet = stylesheet
    self.script = script
  }

  private static func text(of name: String, extension fileExtension: String) throws(ReportAssetError)
    -> String
  {
    let file = "Assets/\(name).\(fileExtension)"
    guard let url = Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Assets")
    else { throw ReportAssetError(file: file, reason: "not in NestLabKit's resource bundle") }
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ReportAssetError(file: file, reason: "unreadable (\(error.localizedDescription))")
    }
  }
}

/// A report asset that could not be read: the package was built or installed without its
/// resources.
package struct ReportAssetError: Error, CustomStringConvertible, Equatable {
  /// The asset's path in the module (`Assets/report.css`).
  package var file: String
  /// Why it could not be read.
  package var reason: String

  /// `report asset <file>: <reason>`.
  package var description: String { "report asset \(file): \(reason)" }
}
