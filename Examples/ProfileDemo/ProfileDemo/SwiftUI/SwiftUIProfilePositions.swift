import Foundation

/// Where the user last was on the SwiftUI profile, as a position snapshot's data, kept by
/// the demo's root while the app runs: closing the profile saves it, opening it again restores
/// it. An app with the SwiftUI `App` life cycle keeps the same data in `SceneStorage` and gets
/// it back after a relaunch too; this demo's scenes are UIKit's, whose hosting controllers
/// have no scene storage.
@MainActor
final class SwiftUIProfilePositions {
  /// The snapshot's data (`nil`: nothing saved yet).
  var data: Data?
}
