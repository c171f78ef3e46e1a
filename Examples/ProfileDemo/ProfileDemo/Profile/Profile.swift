/// The person the demo shows: what the header (UIKit or SwiftUI) displays.
struct Profile: Equatable, Sendable {
  /// One entry of the header's horizontal carousel.
  struct Highlight: Equatable, Sendable {
    /// An SF Symbol name.
    var symbol: String
    /// The caption.
    var title: String
  }

  /// The display name, shown large in the header and in the navigation bar once it has
  /// scrolled away.
  var name: String
  /// The @handle under the name.
  var handle: String
  /// A bio long enough to need the header's "more" button.
  var bio: String
  /// The carousel's entries, more than fit across the screen so that it scrolls.
  var highlights: [Highlight]

  /// A sample profile.
  static let sample = Profile(
    name: "Ada Lovelace",
    handle: "@ada",
    bio: """
      Mathematician and writer. I wrote the first published program, for a machine that \
      was never finished, and I still think the engine might act upon other things \
      besides number. Interested in poetical science, looms, music and the calculus of \
      the nervous system. Tap "more" to read the rest of this bio: the header grows and \
      the list below it moves down without jumping. Notes at https://example.com/ada.
      """,
    highlights: [
      Highlight(symbol: "function", title: "Notes"),
      Highlight(symbol: "gearshape.2", title: "Engines"),
      Highlight(symbol: "music.note", title: "Music"),
      Highlight(symbol: "square.grid.3x3", title: "Looms"),
      Highlight(symbol: "book", title: "Reading"),
      Highlight(symbol: "sparkles", title: "Poetical science"),
      Highlight(symbol: "envelope", title: "Letters"),
    ])
}
