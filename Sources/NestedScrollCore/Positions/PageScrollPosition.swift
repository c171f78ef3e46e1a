/// Where one page's list is scrolled, as a ``ScrollPositionSnapshot`` keeps it.
public struct PageScrollPosition: Hashable, Sendable {
  /// How far the list is scrolled from the top of its content, in points: its
  /// `contentOffset.y` plus its top inset (the room for the header and the tab bar). 0 is the
  /// top, with the header expanded. Independent of the header's height, so it means the same
  /// on a screen whose header measures differently.
  public var offset: Double
  /// The item at the top of the list's visible content, when the list reports its items and
  /// is scrolled past the point where the header pins. Restoring prefers it to ``offset``:
  /// rows that size themselves to another height still bring back the same row.
  public var anchor: ItemAnchor?

  /// Creates a position `offset` points from the top, with an item anchor if the list has one.
  public init(offset: Double, anchor: ItemAnchor? = nil) {
    self.offset = offset
    self.anchor = anchor
  }
}

#if !hasFeature(Embedded)
  extension PageScrollPosition: Codable {
    private enum CodingKeys: String, CodingKey {
      case offset, anchor
    }

    /// Reads `offset` and, when present, `anchor`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      offset = try container.decode(Double.self, forKey: .offset)
      anchor = try container.decodeIfPresent(ItemAnchor.self, forKey: .anchor)
    }

    /// Writes `offset` and, when the position has one, `anchor`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(offset, forKey: .offset)
      try container.encodeIfPresent(anchor, forKey: .anchor)
    }
  }
#endif
