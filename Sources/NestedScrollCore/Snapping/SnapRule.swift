/// Where a released list should come to rest: the snapping decisions made at
/// `willEndDragging`, as pure functions of the release, in the spirit of SwiftUI's
/// `ScrollTargetBehavior.updateTarget(_:context:)`.
///
/// The rules, in order:
/// 1. **Item snap** (if the page has one and the natural target is past the pin point):
///    the boundary nearest the natural target, aligned under the pinned tab bar. When the
///    release is faster than the flick velocity and that boundary is not ahead of the
///    current offset in the fling's direction, the first boundary ahead of it is used
///    instead: a fast fling never snaps backwards.
/// 2. **Header snap** (if on, and the target would leave the header partly collapsed):
///    faster than the flick velocity, fully collapsed when moving up and fully expanded
///    when moving down; slower, whichever of the two is nearer the target.
///
/// Whether the target is reached by UIKit's own deceleration or by a spring is decided by
/// the coordinator: a target ahead of the motion is written back to UIKit, one behind it
/// becomes a spring that starts from the release velocity (never a stop-and-jump).
package struct SnapRule: Sendable {
  /// The scroll space (for the pin point and the expanded position).
  package var space: ScrollSpace
  /// Item boundaries of the list.
  package var itemSnap: ItemSnap
  /// Whether the header never rests partly collapsed.
  package var snapsHeader: Bool
  /// The speed (points per second) that separates a fling from a placement.
  package var flickVelocity: Double

  /// Creates a rule.
  package init(space: ScrollSpace, itemSnap: ItemSnap, snapsHeader: Bool, flickVelocity: Double) {
    self.space = space
    self.itemSnap = itemSnap
    self.snapsHeader = snapsHeader
    self.flickVelocity = flickVelocity
  }

  /// The rest offset for a list released at `offset` with `velocity` (points per second,
  /// positive when content moves up) whose natural rest would be `naturalTarget`, kept
  /// within `bounds`.
  package func target(
    offset: Double, velocity: Double, naturalTarget: Double, bounds: ClosedRange<Double>
  ) -> Double {
    target(offset: offset, velocity: velocity, naturalTarget: naturalTarget, bounds: bounds) { _ in nil }
      .offset
  }

  /// The rest offset as ``target(offset:velocity:naturalTarget:bounds:)`` picks it, with
  /// `itemFrame` answering for ``ItemSnap/listItems`` (the item the list lays out at a
  /// content y; asked at most twice a release) and `sectionFrame` for a list whose section
  /// headers stick (the section at a content y, asked before each item: its rows then rest
  /// under their stuck header, see ``StickySectionBoundaries``). `rejectedItemFrame`: the
  /// list answered with a frame that cannot be one (see ``ListItemBoundaries``), and the
  /// release was not snapped to items.
  package func target(
    offset: Double, velocity: Double, naturalTarget: Double, bounds: ClosedRange<Double>,
    sectionFrame: (Double) -> ListSectionFrame? = { _ in nil }, itemFrame: (Double) -> ListItemFrame?
  ) -> (offset: Double, rejectedItemFrame: Bool) {
    var target = naturalTarget
    var rejected = false
    let pin = space.pinOffset
    let isFlick = abs(velocity) >= flickVelocity
    if target >= pin {
      // A non-escaping closure: nothing here allocates.
      let neighbours = { (y: Double) -> (below: Double, above: Double)? in
        guard case .listItems = itemSnap else { return itemSnap.neighbours(of: y) }
        let boundaries =
          if let section = sectionFrame(y) {
            StickySectionBoundaries.boundaries(around: y, in: section, itemFrame: itemFrame)
          } else {
            ListItemBoundaries(frame: itemFrame(y), at: y)
          }
        switch boundaries {
        case .found(let below, let above): return (below, above)
        case .noItem: return nil
        case .rejected:
          rejected = true
          return nil
        }
      }
      if let snapped = itemTarget(
        offset: offset, velocity: velocity, natural: target, isFlick: isFlick, neighbours: neighbours)
      {
        target = max(pin, snapped)
      }
    }
    let expanded = space.offset(forHeaderPosition: 0)
    if snapsHeader, pin > expanded, target > expanded, target < pin {
      if isFlick {
        target = velocity > 0 ? pin : expanded
      } else {
        target = target - expanded < pin - target ? expanded : pin
      }
    }
    return (min(max(target, bounds.lowerBound), bounds.upperBound), rejected)
  }

  /// The item boundary to rest on, with `neighbours` answering as `ItemSnap.neighbours(of:)`.
  private func itemTarget(
    offset: Double, velocity: Double, natural: Double, isFlick: Bool,
    neighbours: (Double) -> (below: Double, above: Double)?
  ) -> Double? {
    // Boundaries are content y; a boundary b rests at offset b + pin (right under the tab bar).
    let pin = space.pinOffset
    let position = natural - pin
    guard let (below, above) = neighbours(position) else { return nil }
    var chosen = position - below <= above - position ? below : above
    if isFlick {
      let current = offset - pin
      if velocity > 0, chosen <= current {
        guard let next = neighbours(current.nextUp)?.above, next > current else { return nil }
        chosen = next
      } else if velocity < 0, chosen >= current {
        guard let previous = neighbours(current.nextDown)?.below, previous < current else {
          return nil
        }
        chosen = previous
      }
    }
    return chosen + pin
  }
}
