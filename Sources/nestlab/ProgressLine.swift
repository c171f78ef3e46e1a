import Foundation
import NestLabKit

/// A progress line on standard error: rewritten in place on a terminal, one line per run
/// otherwise.
final class ProgressLine {
  private let isTerminal = isatty(STDERR_FILENO) != 0
  private let started = Date()

  /// Shows `progress`.
  func show(_ progress: ComparisonEntry.Progress) {
    let elapsed = LabNumberFormat.fixed(Date().timeIntervalSince(started), decimals: 1) + " s"
    let text: String
    if progress.completed == progress.total {
      text = "[\(progress.total)/\(progress.total)] done in \(elapsed)"
    } else {
      text =
        "[\(progress.completed + 1)/\(progress.total)] \(progress.scenario) × \(progress.strategy) (\(elapsed))"
    }
    let line =
      isTerminal ? "\r\u{1B}[K" + text + (progress.completed == progress.total ? "\n" : "") : text + "\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
