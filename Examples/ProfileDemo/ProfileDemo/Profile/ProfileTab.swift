/// The profile's tabs, in order; the raw value is the page index the controller uses.
enum ProfileTab: Int, CaseIterable, Sendable {
  /// A long table (200 rows in weekly sections whose headers stick) with pull-to-refresh
  /// and item snapping.
  case posts
  /// A three-column grid of 120 items, snapping by rows of tiles.
  case media
  /// A short list (5 rows): the controller pads it so it can still collapse the header.
  case about

  /// The tab bar title.
  var title: String {
    switch self {
    case .posts: return "Posts"
    case .media: return "Media"
    case .about: return "About"
    }
  }
}
