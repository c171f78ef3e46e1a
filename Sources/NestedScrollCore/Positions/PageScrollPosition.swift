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
  extension PageScrollPosition: Codable {}
#endif
