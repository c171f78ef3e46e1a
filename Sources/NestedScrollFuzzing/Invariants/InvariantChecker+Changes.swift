import NestedScrollCore

extension InvariantChecker {
  // MARK: Tab switches

  /// Checks a tab switch under ``NestedScrollCore/TabSwitchPolicy/keepsHeader`` from a still
  /// screen (``Invariant/tabSwitchFitsList``): `before` is the screen just before it, `after`
  /// just after, with another page active. The header shows the old list's position, within
  /// `−refreshReservation…H − P` (a stretch is not carried over); the new list keeps its
  /// offset when the position it implies (deeper than the pin counts as pinned) is that one
  /// within the tab rule's 1e-6 pt, and is otherwise placed exactly at it (where both lists'
  /// ranges hold those places).
  package static func checkTabFit(before: ScreenSnapshot, after: ScreenSnapshot) -> (Invariant, String)? {
    let page = after.activePage
    guard page != before.activePage, before.lists.count == after.lists.count,
      before.lists.indices.contains(before.activePage), before.lists.indices.contains(page)
    else { return nil }
    // A header shown by a list resting past its end (short content, not padded, fitted to a
    // header it cannot hold) is not judged either.
    let active = before.lists[before.activePage]
    guard active.bounds.contains(active.offset.y) else { return nil }
    let space = before.space
    // A floating header shows where it floats (all of it too), not where its list puts it, as
    // long as that list is below its top.
    let floats =
      before.headerMode.floats && before.headerShift == 0
      && space.headerPosition(forOffset: active.offset.y) > 1e-6
    // A floating header shows where it floats, not where its list puts it.
    let shown = floats ? before.layout.collapse : space.headerPosition(forOffset: active.offset.y)
    let visible = min(max(shown, -before.refreshReservation), space.maximumCollapse)
    let old = before.lists[page].offset.y
    let implied = min(space.headerPosition(forOffset: old), space.maximumCollapse)
    // A list the floating header may float over keeps its offset.
    let lowest = before.headerMode.lowestPosition(implied: implied, maximumCollapse: space.maximumCollapse)
    let floatsOver = floats && visible >= lowest - 1e-6 && visible <= implied + 1e-6
    let fitted =
      abs(implied - visible) <= 1e-6 || floatsOver ? old : space.offset(forHeaderPosition: visible)
    let new = after.lists[page].offset.y
    let tolerance = 1e-6 + 1e-9 * max(abs(new), abs(fitted))
    // Where the list cannot rest (short content that is not padded), it is not judged.
    let bounds = after.lists[page].bounds
    guard fitted >= bounds.lowerBound - tolerance, fitted <= bounds.upperBound + tolerance,
      abs(new - fitted) > tolerance
    else { return nil }
    return (
      .tabSwitchFitsList,
      "list \(page) went from \(old) to \(new) under a header at \(visible); the tab rule puts it at \(fitted)"
    )
  }

  /// Checks a selection of `page` (a tab tap, or a tab chosen in code)
  /// (``Invariant/selectionActivates``): `after`, the screen just after it, shows `page`
  /// active, unless there is no such page.
  package static func checkSelection(of page: Int, after: ScreenSnapshot) -> (Invariant, String)? {
    guard after.lists.indices.contains(page), after.activePage != page else { return nil }
    return (.selectionActivates, "tab \(page) was selected; page \(after.activePage) is active")
  }

  // MARK: Size changes

  /// Checks a change of list `page`'s content size (``Invariant/sizeChangeKeepsContent``):
  /// `before` just before it, `after` just after. No list moves, except that an inactive list
  /// the change leaves past its new end is placed within its range at once (the active one
  /// comes back with a bounce over the frames that follow); and the list's range fits its
  /// new content (``checkRange(of:in:)``).
  package static func checkContentSizeChange(before: ScreenSnapshot, after: ScreenSnapshot, page: Int)
    -> (Invariant, String)?
  {
    guard before.lists.count == after.lists.count, after.lists.indices.contains(page) else { return nil }
    for (index, (old, new)) in zip(before.lists, after.lists).enumerated() where new.offset.y != old.offset.y
    {
      let placed = min(max(old.offset.y, new.bounds.lowerBound), new.bounds.upperBound)
      if index == page, index != after.activePage, new.offset.y == placed { continue }
      return (
        .sizeChangeKeepsContent,
        "list \(page)'s content changed size and list \(index) moved from \(old.offset.y) to \(new.offset.y)"
      )
    }
    return checkRange(of: page, in: after)
  }

  /// Checks list `page`'s resting range against its content (``Invariant/rangeFitsContent``):
  /// it ends where the content does with the app's bottom inset `B`, `content + B − V`, or,
  /// when short content is padded, at the pin if the content is too short to collapse the
  /// header (padding `max(0, V − G − P − T − B − content)`, with the coordinator's viewport);
  /// never above its top.
  package static func checkRange(of page: Int, in s: ScreenSnapshot) -> (Invariant, String)? {
    guard s.lists.indices.contains(page) else { return nil }
    let list = s.lists[page]
    let space = s.space
    let content = list.contentLength
    let padding =
      space.padsShortContent
      ? max(
        0,
        space.viewportHeight - space.topInset - space.pinnedHeaderHeight - space.tabBarHeight
          - space.bottomInset
          - content) : 0
    let end = max(list.bounds.lowerBound, content + space.bottomInset + padding - list.viewportLength)
    guard !same(list.bounds.upperBound, end) else { return nil }
    return (
      .rangeFitsContent,
      "list \(page) with \(content) pt of content rests up to \(list.bounds.upperBound), not \(end)"
    )
  }

  /// Checks a change of the header's height that keeps its pinned part
  /// (``Invariant/sizeChangeKeepsContent``): `before` just before it, `after` just after. A
  /// still list showing the header expanded (or pulled past it) stays so, by as much; a
  /// still list scrolled into its content keeps its offset (content on screen does not
  /// move), unless the header shrank by more than the list had scrolled (it goes to its top);
  /// an inactive list under no finger that this leaves past its end is placed at the end at
  /// once (a list in motion goes on from wherever the change takes its motion); and the
  /// header's bottom edge stays where it was unless the header was expanded or shrank by
  /// more than its visible part. A change that moves anything else too (the pinned part of a
  /// header shrunk below it, an inset the coordinator takes up again) is not judged.
  package static func checkHeaderHeightChange(before: ScreenSnapshot, after: ScreenSnapshot)
    -> (Invariant, String)?
  {
    var unchanged = after.space
    unchanged.headerHeight = before.space.headerHeight
    guard before.lists.count == after.lists.count, unchanged == before.space,
      before.activePage == after.activePage
    else { return nil }
    let oldTop = before.space.listInsetTop
    let newTop = after.space.listInsetTop
    // A list in motion (a deceleration, a bounce, an animation the change retargets) goes on
    // from wherever the change takes its motion: not judged.
    for (index, (old, new)) in zip(before.lists, after.lists).enumerated()
    where !old.isMoving && !new.isMoving {
      let position = old.offset.y + oldTop
      var accepted: [Double]
      if position <= 0 {
        accepted = [position - newTop]
      } else if old.offset.y + newTop >= 0 {
        accepted = [old.offset.y]
      } else {
        // To its top, the refresh room's while refreshing or not.
        accepted = [-newTop, new.bounds.lowerBound]
      }
      // An inactive list under no finger that the change leaves past its end is placed within
      // its range at once; one already out of range before it may be placed or stay.
      if index != after.activePage, !new.isTracking {
        let placed = accepted.map { min(max($0, new.bounds.lowerBound), new.bounds.upperBound) }
        accepted = old.bounds.contains(old.offset.y) ? placed : accepted + placed
      }
      if !accepted.contains(where: { same(new.offset.y, $0) }) {
        return (
          .sizeChangeKeepsContent,
          "the header went from \(before.space.headerHeight) to \(after.space.headerHeight) pt and list \(index) "
            + "(header position \(position)) from \(old.offset.y) to \(new.offset.y), not \(accepted)"
        )
      }
    }
    guard before.lists.indices.contains(before.activePage), !before.lists[before.activePage].isMoving,
      !after.lists[before.activePage].isMoving
    else { return nil }
    let active = before.lists[before.activePage].offset.y
    if active + oldTop > 0, active + newTop >= 0, !same(after.layout.tabBarTop, before.layout.tabBarTop) {
      return (
        .sizeChangeKeepsContent,
        "the header's bottom edge moved from \(before.layout.tabBarTop) to \(after.layout.tabBarTop) "
          + "when the header went from \(before.space.headerHeight) to \(after.space.headerHeight) pt"
      )
    }
    return nil
  }

  // MARK: Rest

  /// Checks where the active list rests after a finger released it with item snapping on
  /// (``Invariant/itemSnapOnBoundary``); `boundaries` are the content y of each item's top.
  /// Resting past the pin, short of the last item and of its end, it rests with a boundary
  /// exactly under the pinned tab bar (past the last item's top a fling may decelerate
  /// freely).
  package static func checkItemSnapRest(_ s: ScreenSnapshot, boundaries: [Double]) -> (Invariant, String)? {
    guard s.lists.indices.contains(s.activePage), let last = boundaries.max() else { return nil }
    let list = s.lists[s.activePage]
    let y = list.offset.y
    let pin = s.space.pinOffset
    let tolerance = 1e-6 + 1e-9 * abs(y)
    guard y > pin + tolerance, y < list.bounds.upperBound - tolerance, y < pin + last - tolerance,
      !boundaries.contains(where: { abs($0 + pin - y) < tolerance })
    else { return nil }
    return (.itemSnapOnBoundary, "list \(s.activePage) rests \(y - pin) pt past the pin, on no item boundary")
  }

  /// Checks that no list sanitised a value (``Invariant/nothingSanitised``), for good input.
  package static func checkNothingSanitised(_ s: ScreenSnapshot) -> (Invariant, String)? {
    s.sanitisedValues == 0
      ? nil : (.nothingSanitised, "the lists sanitised \(s.sanitisedValues) value(s) given good input")
  }
}
