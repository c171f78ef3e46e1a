#if canImport(UIKit)
  import Foundation
  import NestedScrollCore

  extension ScrollPositionSnapshot {
    /// The snapshot as JSON data, for `SceneStorage` (which stores `Data`), state restoration
    /// or a file. Empty if the snapshot holds a NaN or infinite value, which
    /// ``NestedScrollViewController/positionSnapshot`` never does.
    public var data: Data { (try? JSONEncoder().encode(self)) ?? Data() }

    /// Reads a snapshot from ``data``. Data of a newer format reads the fields this version
    /// knows (restoring it reports ``ScrollPositionIssue/newerFormat(version:)``); data that
    /// is not a snapshot throws a `DecodingError`.
    public init(data: Data) throws {
      self = try JSONDecoder().decode(ScrollPositionSnapshot.self, from: data)
    }
  }
#endif
