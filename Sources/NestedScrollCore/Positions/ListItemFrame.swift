/// Where an item of a page's list lies in the list's content, as the adapter reports it
/// (UIKit: `UITableView.rectForRow(at:)`, a collection view layout's attributes): the host
/// turns it into an ``ItemAnchor`` and back.
public struct ListItemFrame: Hashable, Sendable {
  /// The item's section.
  public var section: Int
  /// The item's index in its section.
  public var item: Int
  /// The y of the item's top in the list's content (`frame.minY`).
  public var minY: Double
  /// The item's height.
  public var height: Double

  /// Creates the frame of item `item` in section `section`.
  public init(section: Int = 0, item: Int, minY: Double, height: Double) {
    self.section = section
    self.item = item
    self.minY = minY
    self.height = height
  }
}
