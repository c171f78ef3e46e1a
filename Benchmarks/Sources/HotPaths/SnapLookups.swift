import NestedScrollCore
import NestedScrollTestSupport

/// Item-snap lookups on one long list of variable-height items: `SnapRule.target` for
/// releases spread over the whole list, the decision made at every `willEndDragging` of a
/// page that snaps to its items.
///
/// Item heights (40…400 pt) and releases come from a seeded ``NestedScrollTestSupport/SplitMix64``, so
/// every run and every machine looks up the same targets. The lookup is a binary search
/// over the item boundaries, so its cost must grow with log(items), not with items.
/// A class, because the cursor through the releases continues from batch to batch.
package final class SnapLookups {
  /// One release: where the list was, how fast it went and where UIKit would stop it.
  package struct Release: Sendable {
    /// The list's offset at release.
    package var offset: Double
    /// The release velocity, points per second (positive: content moving up).
    package var velocity: Double
    /// UIKit's natural rest offset for this release.
    package var naturalTarget: Double
  }

  /// Releases prepared ahead, cycled through; a power of two so the cursor wraps with a mask.
  package static let releaseCount = 4_096

  /// The rule measured.
  package let rule: SnapRule
  /// The items' number.
  package let items: Int
  /// The releases looked up, in order.
  package let releases: [Release]
  /// The offsets the list can rest at.
  package let bounds: ClosedRange<Double>
  private var cursor = 0

  /// Builds `items` items of seeded random heights under a profile screen's pinned tab bar
  /// (header 300, tab bar 44, 47 above) and `releaseCount` releases anywhere in the list,
  /// at −4,000…4,000 pt/s (flicks and slow placements).
  package init(items: Int, seed: UInt64 = 0x5EED) {
    precondition(items > 0, "a snap lookup needs items")
    var random = SplitMix64(seed: seed)
    var heights: [Double] = []
    heights.reserveCapacity(items)
    for _ in 0..<items { heights.append(40 + 360 * random.nextUnit()) }
    let total = heights.reduce(0, +)
    let space = ScrollSpace(
      topInset: 47, headerHeight: 300, pinnedHeaderHeight: 0, tabBarHeight: 44, viewportHeight: 844,
      bottomInset: 0, padsShortContent: true)
    rule = SnapRule(space: space, itemSnap: .itemHeights(heights), snapsHeader: false, flickVelocity: 200)
    self.items = items
    let pin = space.pinOffset
    bounds = space.offset(forHeaderPosition: 0)...(pin + total)
    // UIKit's natural rest at the normal rate: v · r / (1 − r) / 1000 past the release.
    let projection = 0.998 / (1 - 0.998) / 1000
    releases = (0..<Self.releaseCount).map { _ in
      let offset = pin + total * random.nextUnit()
      let velocity = -4_000 + 8_000 * random.nextUnit()
      return Release(offset: offset, velocity: velocity, naturalTarget: offset + velocity * projection)
    }
  }

  /// **The measured part.** `count` lookups, each the next release's target; returns the
  /// targets' sum so the work cannot be optimised away. Kept out of line so that
  /// Scripts/callgrind can count the instructions of exactly this function
  /// (`--toggle-collect`).
  @inline(never)
  package func lookUp(count: Int) -> Double {
    let rule = self.rule
    let bounds = self.bounds
    let mask = Self.releaseCount - 1
    var cursor = self.cursor
    var sum = 0.0
    releases.withUnsafeBufferPointer { releases in
      for _ in 0..<count {
        let release = releases[cursor]
        cursor = (cursor + 1) & mask
        sum += rule.target(
          offset: release.offset, velocity: release.velocity, naturalTarget: release.naturalTarget,
          bounds: bounds)
      }
    }
    self.cursor = cursor
    return sum
  }
}
