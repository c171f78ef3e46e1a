/// Where a list's items may come to rest, aligned under the pinned tab bar.
///
/// Boundaries are content y positions (the top of an item, in the list's content
/// coordinates); a boundary `b` rests at the offset that puts it right under the pinned
/// tab bar. Lookups are binary searches, O(log n) in the number of items, or the list's own
/// lookup (``listItems``).
public enum ItemSnap: Sendable, Equatable {
  /// No item snapping.
  case none
  /// Items every `pageSize` points, starting at content y 0.
  case paging(pageSize: Double)
  /// Items starting at these content y positions, finite and ascending (any sizes).
  case boundaries([Double])
  /// The items the list lays out itself, self-sizing ones included: at each release the host
  /// asks the list for the item at the proposed rest
  /// (``NestedScrollHostAdapter/itemFrame(atContentY:forPage:)``; UIKit: a table view's
  /// `indexPathForRow(at:)` and `rectForRow(at:)`, a collection view layout's attributes)
  /// and rests with that item's top or bottom under the pinned tab bar. On a list whose
  /// section headers stick under the tab bar (a plain table with the header spacer: the
  /// adapter reports a ``ListSectionFrame``), a row rests right under its stuck section
  /// header instead, and a section with its header at its own place
  /// (``NestedScrollHostAdapter/sectionFrame(atContentY:forPage:)``). Nothing is computed
  /// ahead; a release whose target lies on no item (a section header, the footer) is not
  /// snapped to items, and an item or section frame that cannot be one (NaN, no height, not
  /// at the asked y) is reported (``CoordinatorIssue/invalidItemFrame(page:)``) and not used.
  case listItems

  /// Builds boundaries from item heights (any sizes): each item starts where the
  /// previous one ends. Non-finite or negative heights count as 0.
  public static func itemHeights(_ heights: [Double]) -> ItemSnap {
    var boundaries: [Double] = []
    boundaries.reserveCapacity(heights.count)
    var y = 0.0
    for height in heights {
      boundaries.append(y)
      y += height.isFinite && height > 0 ? height : 0
    }
    return .boundaries(boundaries)
  }

  /// Whether the page size is finite and positive, and boundaries finite and ascending.
  public var isValid: Bool {
    switch self {
    case .none, .listItems: return true
    case .paging(let size): return size.isFinite && size > 0
    case .boundaries(let values):
      var previous = -Double.infinity
      for value in values {
        guard value.isFinite, value >= previous else { return false }
        previous = value
      }
      return true
    }
  }

  /// Throws the error a host reports for this snap on `page` when it is not ``isValid``:
  /// ``ConfigurationError/invalidSnapParameter`` for a page size,
  /// ``ConfigurationError/unsortedSnapBoundaries(page:)`` for boundaries.
  func validate(page: Int) throws(ConfigurationError) {
    guard !isValid else { return }
    if case .paging = self { throw .invalidSnapParameter }
    throw .unsortedSnapBoundaries(page: page)
  }

  /// The nearest boundary at or below `y`, and the nearest at or above it (`nil` for
  /// ``listItems``, whose boundaries only the list knows: see `ListItemBoundaries`).
  func neighbours(of y: Double) -> (below: Double, above: Double)? {
    switch self {
    case .none, .listItems:
      return nil
    case .paging(let size):
      let index = (y / size).rounded(.down)
      let below = index * size
      return (below, below == y ? y : below + size)
    case .boundaries(let values):
      guard let first = values.first, let last = values.last else { return nil }
      if y <= first { return (first, first) }
      if y >= last { return (last, last) }
      // Binary search for the first boundary > y.
      var low = 0
      var high = values.count - 1
      while low < high {
        let mid = (low + high) / 2
        if values[mid] > y { high = mid } else { low = mid + 1 }
      }
      let above = values[low]
      let below = values[low - 1]
      return (below, below == y ? y : above)
    }
  }
}
