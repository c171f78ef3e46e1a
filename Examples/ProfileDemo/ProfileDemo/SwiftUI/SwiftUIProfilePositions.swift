import Foundation
import NestedScrollKitSwiftUI

/// Where the user last was on the SwiftUI profile, kept across launches as the
/// `NestedScrollPosition`'s JSON in `UserDefaults` (the profile writes it through `AppStorage`
/// under ``key``). An app with the SwiftUI `App` life cycle keeps the same data in
/// `SceneStorage`, per scene; this demo's scenes are UIKit's, whose hosting controllers have
/// no scene storage.
enum SwiftUIProfilePositions {
  /// The `UserDefaults` key of the position's JSON.
  static let key = "swiftUIProfile.position"

  /// The saved position, or an empty one when nothing (or nothing readable) is saved.
  static var saved: NestedScrollPosition {
    guard let data = UserDefaults.standard.data(forKey: key),
      let position = try? JSONDecoder().decode(NestedScrollPosition.self, from: data)
    else { return NestedScrollPosition() }
    return position
  }

  /// Forgets the saved position (a UI test's launch: each test starts at the top).
  static func forget() {
    UserDefaults.standard.removeObject(forKey: key)
  }
}
