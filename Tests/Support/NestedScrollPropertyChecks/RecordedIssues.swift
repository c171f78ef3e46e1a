import Foundation
import Testing

/// The failing issues an issue handler has seen, in order: an issue handler may run on any
/// thread, and its scope's owner reads them once the scope is over.
package final class RecordedIssues: @unchecked Sendable {
  private let lock = NSLock()
  private var issues: [Issue] = []

  /// An empty record.
  package init() {}

  /// The issues recorded so far.
  package var all: [Issue] { lock.withLock { issues } }

  /// Records `issue`.
  package func append(_ issue: Issue) { lock.withLock { issues.append(issue) } }
}
