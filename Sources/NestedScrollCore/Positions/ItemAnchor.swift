/// An item of a list and a point inside it: where a page's visible content starts, in the
/// list's own terms (`IndexPath`'s section and item or row).
///
/// Restoring an anchor asks the list where the item is now (``ListItemFrame``), so rows that
/// size themselves (`UITableView.automaticDimension`, self-sizing collection view cells) and
/// measure differently after a relaunch still bring back the same row, the same distance
/// into it (or, in a row that is shorter now, a point before its end).
public struct ItemAnchor: Hashable, Sendable {
  /// The item's section.
  public var section: Int
  /// The item's index in its section (a table's row).
  public var item: Int
  /// How far into the item the visible content starts, in points from its top.
  public var offsetInItem: Double

  /// Creates an anchor `offsetInItem` points into item `item` of section `section`.
  public init(section: Int = 0, item: Int, offsetInItem: Double) {
    self.section = section
    self.item = item
    self.offsetInItem = offsetInItem
  }
}

#if !hasFeature(Embedded)
  extension ItemAnchor: Codable {
    private enum CodingKeys: String, CodingKey {
      case section, item, offsetInItem
    }

    /// Reads `section`, `item` and `offsetInItem`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      section = try container.decode(Int.self, forKey: .section)
      item = try container.decode(Int.self, forKey: .item)
      offsetInItem = try container.decode(Double.self, forKey: .offsetInItem)
    }

    /// Writes `section`, `item` and `offsetInItem`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(section, forKey: .section)
      try container.encode(item, forKey: .item)
      try container.encode(offsetInItem, forKey: .offsetInItem)
    }
  }
#endif
