/// The person the demo shows: what the header (UIKit or SwiftUI) displays.
struct Profile: Sendable {
  /// The display name, shown large in the header and in the navigation bar once it has
  /// scrolled away.
  var name: String
  /// The @handle under the name.
  var handle: String
  /// A bio long enough to need the header's "more" button.
  var bio: String

  /// A sample profile.
  static let sample = Profile(
    name: "Ada Lovelace",
    handle: "@ada",
    bio: """
      Mathematician and writer. I wrote the first published program, for a machine that \
      was never finished, and I still think the engine might act upon other things \
      besides number. Interested in poetical science, looms, music and the calculus of \
      the nervous system. Tap "more" to read the rest of this bio: the header grows and \
      the list below it moves down without jumping.
      """)
}
