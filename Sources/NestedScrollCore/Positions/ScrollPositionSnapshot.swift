/// Where a nested-scroll screen is, as a value an app can store and hand back: the selected
/// page, each page's scroll position and how far the header is collapsed.
///
/// Take one from the host (``NestedScrollHost/positionSnapshot``) when the screen goes away
/// (state restoration, `SceneStorage`), and restore it with
/// ``NestedScrollHost/restore(_:at:)``, on this screen or on one created after a relaunch.
/// Positions are measured from the top of each list's content, not in raw `contentOffset`
/// values, so a snapshot still means the same place when the header's height changed
/// (Dynamic Type, another device); where a list reports its items, a page also keeps the
/// item at its top (``ItemAnchor``), so self-sizing rows of another height still bring back
/// the same row.
///
/// A snapshot is plain data and may come from anywhere: restoring one saved on another
/// screen (another number of pages, shorter content, a newer format) restores what still
/// applies, clamps the rest and reports what it dropped (``ScrollPositionIssue``); it never
/// moves a page whose saved position is unusable.
///
/// ## Format
///
/// ``version`` names the format (``currentVersion`` for snapshots this build takes). A later
/// version only adds fields, and a field keeps its meaning in every version, so this build
/// decodes a newer snapshot (`Codable`, outside Embedded Swift) by reading the fields it
/// knows; restoring it reports ``ScrollPositionIssue/newerFormat(version:)``. Data that lacks
/// a field, or has one of the wrong type, fails to decode with a `DecodingError`.
public struct ScrollPositionSnapshot: Hashable, Sendable {
  /// The format this build writes.
  public static var currentVersion: Int { 1 }

  /// The format of this snapshot (``currentVersion`` for one this build took).
  public var version: Int
  /// The selected page.
  public var selectedPage: Int
  /// How far the header is collapsed, in points (0: expanded). Restoring follows the
  /// selected page's position, which implies it; this is used only where that position is
  /// unusable.
  public var headerCollapse: Double
  /// Each page's position, first page first.
  public var pages: [PageScrollPosition]

  /// Creates a snapshot in the ``currentVersion`` format.
  public init(selectedPage: Int, headerCollapse: Double, pages: [PageScrollPosition]) {
    self.version = Self.currentVersion
    self.selectedPage = selectedPage
    self.headerCollapse = headerCollapse
    self.pages = pages
  }
}

#if !hasFeature(Embedded)
  extension ScrollPositionSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
      case version, selectedPage, headerCollapse, pages
    }

    /// Reads a snapshot of any version, as far as this version knows its fields: fields of a
    /// newer format are ignored (see "Format"). A missing field, or one of the wrong type,
    /// throws a `DecodingError`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      version = try container.decode(Int.self, forKey: .version)
      selectedPage = try container.decode(Int.self, forKey: .selectedPage)
      headerCollapse = try container.decode(Double.self, forKey: .headerCollapse)
      pages = try container.decode([PageScrollPosition].self, forKey: .pages)
    }

    /// Writes the snapshot's fields under their names (`version`, `selectedPage`,
    /// `headerCollapse`, `pages`).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(version, forKey: .version)
      try container.encode(selectedPage, forKey: .selectedPage)
      try container.encode(headerCollapse, forKey: .headerCollapse)
      try container.encode(pages, forKey: .pages)
    }
  }
#endif
