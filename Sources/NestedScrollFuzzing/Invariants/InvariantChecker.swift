import NestedScrollCore
import ScrollSimulator

/// The invariants as pure checks of ``ScreenSnapshot``s: what must hold after any step,
/// across a step, and once input has stopped and the screen has settled.
///
/// Comparisons allow a relative 1e-9 (and 1e-6 pt absolute) for rounding: the coordinator
/// computes in doubles, and a position of 10,000 pt carries that much noise.
package enum InvariantChecker {
  /// Whether `a` and `b` agree within rounding.
  static func same(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-6 + 1e-9 * max(abs(a), abs(b))
  }

  /// Checks what must hold in any state: finite values, rubber-band limits (a list the
  /// app's own change left further out may be as far out as that, `placements[page]`),
  /// the collapse range and that the header follows the active list.
  package static func checkState(_ s: ScreenSnapshot, placements: [AppPlacement?]) -> (Invariant, String)? {
    if let problem = nonFinite(s) { return (.finiteState, problem) }
    for (page, list) in s.lists.enumerated() {
      // A closing refresh room that another motion cuts short is removed at once: the list
      // may then be up to the room's height past its new top until that motion brings it in.
      let reach = max(rubberBandLimit(list), s.refreshIndicatorHeight)
      // Where the app's change left it, plus, if it was moving, what its momentum carries
      // into the rubber band before the bounce turns it.
      let placed = placement(page, in: placements).map { $0.distance + ($0.wasAtRest ? 0 : reach) } ?? 0
      let allowed = max(reach, placed)
      let distance = distanceOutside(list, along: list.offset.y)
      if distance > allowed + 1e-6 {
        return (
          .offsetWithinRubberBand,
          "list \(page) at \(list.offset.y) is \(distance) pt outside \(list.bounds) (allowed \(allowed))"
        )
      }
    }
    let pagerDistance = distanceOutside(s.pager, along: s.pager.offset.x)
    if pagerDistance > rubberBandLimit(s.pager) + 1e-6 {
      return (
        .offsetWithinRubberBand,
        "pager at \(s.pager.offset.x) is \(pagerDistance) pt outside \(s.pager.bounds)"
      )
    }
    if s.pagerProgress < 0 || s.pagerProgress > Double(max(s.lists.count - 1, 0)) {
      return (.pagerProgressInRange, "pager progress \(s.pagerProgress) with \(s.lists.count) pages")
    }
    let l = s.layout
    let space = s.space
    if l.collapse < 0 || l.collapse > space.maximumCollapse + 1e-9 {
      return (.collapseWithinRange, "collapse \(l.collapse) outside 0…\(space.maximumCollapse)")
    }
    if l.stretch < 0 || (l.stretch > 0 && s.overscrollBehavior != .stretchHeader) {
      return (.collapseWithinRange, "stretch \(l.stretch) with \(s.overscrollBehavior)")
    }
    if !same(l.visibleHeaderHeight, space.headerHeight - l.collapse + l.stretch) {
      return (.collapseWithinRange, "visible header \(l.visibleHeaderHeight) ≠ H − collapse + stretch")
    }
    if l.tabBarTop < space.topInset + space.pinnedHeaderHeight - 1e-6 {
      return (.collapseWithinRange, "tab bar at \(l.tabBarTop) above the pinned header's bottom")
    }
    if s.lists.indices.contains(s.activePage) {
      let active = s.lists[s.activePage]
      // On its way after a tab switch that keeps the content, the header is shifted.
      var offset = active.offset.y
      let implied = min(space.headerPosition(forOffset: offset), space.maximumCollapse)
      if s.headerShift != 0 {
        offset = space.offset(forHeaderPosition: implied + s.headerShift)
      } else if s.headerMode.floats, implied > 0 {
        // A floating header shows anywhere from where its mode floats it to where the list
        // puts it; the rest of the layout is the one of a list showing it there.
        let lowest = s.headerMode.lowestPosition(implied: implied, maximumCollapse: space.maximumCollapse)
        let tolerance = 1e-6 * max(1, abs(implied))
        if l.collapse < lowest - tolerance || l.collapse > implied + tolerance {
          return (
            .headerFollowsActiveList,
            "a floating header at collapse \(l.collapse); list \(s.activePage) at \(active.offset.y) "
              + "lets it float within \(lowest)…\(implied)"
          )
        }
        offset = space.offset(forHeaderPosition: l.collapse)
      }
      let tabRoom =
        s.tabRefreshReservations.indices.contains(s.activePage) ? s.tabRefreshReservations[s.activePage] : 0
      let expected = space.layout(
        forOffset: offset, pageRoom: s.refreshReservation, tabRoom: tabRoom,
        pull: s.pullLayout ?? PullLayout(overscroll: s.overscrollBehavior))
      if !same(expected.collapse, l.collapse) || !same(expected.tabBarTop, l.tabBarTop)
        || !same(expected.headerTop, l.headerTop) || !same(expected.stretch, l.stretch)
      {
        return (
          .headerFollowsActiveList,
          "layout collapse \(l.collapse), tab bar \(l.tabBarTop); list \(s.activePage) at \(active.offset.y) "
            + "implies \(expected.collapse), \(expected.tabBarTop)"
        )
      }
    }
    return nil
  }

  /// Checks a step that changed no geometry and began with no animation (`touched`: the page
  /// a finger drove during the step, if any; `shown`: the pages made active during it, one
  /// bit each; `switchedUnpinned`: whether a switch during it found the header not pinned).
  /// Keeping the header: every list that was still, shown inactive and scrolled at least to
  /// the pin before it, with the header pinned before, after and at every switch, keeps its
  /// offset. Keeping the content: every list that was still and inactive before it keeps its
  /// offset, hidden or shown, unless it was made active resting between the header's snap
  /// positions (the rest rule then snaps it). A list whose tab's refresh began or ended
  /// meanwhile is not judged, nor one showing the page's room when the page's refresh began
  /// or ended: its room opens or closes.
  package static func checkTabMemory(
    before: ScreenSnapshot, after: ScreenSnapshot, touched: Int?, shown: UInt64 = 0,
    switchedUnpinned: Bool = false
  ) -> (Invariant, String)? {
    let keepsContent = before.tabSwitchPolicy == .keepsContent
    // Keeping the header, a switch under a header that is not pinned fits the list to it,
    // as the tab rule says, though the header may pin again before the step ends.
    if !keepsContent, switchedUnpinned { return nil }
    // An animation running at the step's start (a scroll to top) may unpin the header
    // within the step, and a tab switch then fits lists to that header, as the tab rule says.
    guard before.space == after.space, before.lists.count == after.lists.count,
      before.refreshReservation == after.refreshReservation,
      keepsContent || (before.layout.isPinned && after.layout.isPinned), !before.isAnimating
    else { return nil }
    let pin = before.space.pinOffset
    for page in before.lists.indices where page != before.activePage && page != touched {
      let old = before.lists[page]
      guard old.isAtRest, keepsContent || old.offset.y >= pin else { continue }
      // A tab's refresh that began or ended meanwhile opens or closes its room, which moves
      // its list (shown, the room animates away).
      if page < before.tabRefreshStates.count, page < after.tabRefreshStates.count,
        before.tabRefreshStates[page] != after.tabRefreshStates[page]
      {
        continue
      }
      // So does the page's refresh beginning or ending for a list showing its room.
      if before.refreshState != after.refreshState, old.offset.y < before.space.offset(forHeaderPosition: 0) {
        continue
      }
      let wasShown = page == after.activePage || shown >> UInt64(min(page, 63)) & 1 != 0
      if keepsContent, wasShown, before.snapsHeader,
        old.offset.y > before.space.offset(forHeaderPosition: 0), old.offset.y < pin
      {
        continue
      }
      let new = after.lists[page]
      // A list resting past its range has no position to keep: it comes back toward its
      // range, placed at its end or bouncing (nothing rests out of range).
      let placed = min(max(old.offset.y, old.bounds.lowerBound), old.bounds.upperBound)
      if placed != old.offset.y, abs(new.offset.y - placed) <= abs(old.offset.y - placed) { continue }
      if !same(old.offset.y, new.offset.y) {
        return (
          .tabPositionKept,
          "list \(page) scrolled past the pin moved from \(old.offset.y) to \(new.offset.y) "
            + "(active \(before.activePage) → \(after.activePage))"
        )
      }
    }
    return nil
  }

  /// Checks an activation: the header shows the same collapse after a tab switch as
  /// before it, and the same tab-bar position unless the old list stretched the header past
  /// the page's refresh room. Keeping the header (`keepsHeader`), the new list then takes the
  /// bounce over (the same overscroll, springing back from there) or, where it cannot (a
  /// finger holds the old list, the new one is not attached), shows the refresh room's top,
  /// without the stretch; nothing in between.
  /// Overscroll under the tab bar (``HeaderLayout/tabRefreshAreaHeight``) is not the header's. A header
  /// that overscroll never moves (`headerFixedOnOverscroll`: the fixed behaviour, or a tab's
  /// refresh, whose room is its list's own) keeps its tab bar where it was whatever the pull.
  package static func checkTabSwitch(
    from old: HeaderLayout, to new: HeaderLayout, refreshReservation: Double, keepsHeader: Bool = false,
    headerFixedOnOverscroll: Bool = false
  ) -> (Invariant, String)? {
    guard same(old.collapse, new.collapse) else {
      return (.headerStillOnTabSwitch, "collapse \(old.collapse) → \(new.collapse)")
    }
    // The overscroll under the tab bar (a tab's room or pull) moves the rows, not the header.
    let oldOverscroll = old.overscroll - old.tabRefreshAreaHeight
    let newOverscroll = new.overscroll - new.tabRefreshAreaHeight
    if headerFixedOnOverscroll || oldOverscroll <= refreshReservation + 1e-6 {
      if !same(old.tabBarTop, new.tabBarTop) {
        return (.headerStillOnTabSwitch, "tab bar \(old.tabBarTop) → \(new.tabBarTop)")
      }
    } else if keepsHeader, !same(newOverscroll, refreshReservation), !same(newOverscroll, oldOverscroll) {
      return (
        .headerStillOnTabSwitch,
        "header overscroll \(oldOverscroll) → \(newOverscroll) over a refresh room of \(refreshReservation)"
      )
    }
    return nil
  }

  /// Checks the settled screen: nothing moves, refresh is idle, every list the app did not
  /// place is within its bounds, and the pager rests on the active page.
  package static func checkRest(_ s: ScreenSnapshot, placements: [AppPlacement?]) -> (Invariant, String)? {
    if !s.isAtRest {
      let moving = s.lists.indices.filter { !s.lists[$0].isAtRest }
      return (
        .restReached,
        "still moving: lists \(moving), pager \(!s.pager.isAtRest), animation \(s.isAnimating), "
          + "header on its way \(s.isHeaderMoving)"
      )
    }
    if s.refreshState != .idle { return (.restReached, "refresh state \(s.refreshState)") }
    // Nothing rests out of range: a list a change left past its bounds comes back (the
    // active one with a bounce, one off screen at once), whether it was still or not.
    for (page, list) in s.lists.enumerated() {
      let y = list.offset.y
      // Without padding, a list too short to reach the pin is fitted to a collapsed header
      // it cannot hold (the tab rule never moves the header); it stays there until touched.
      let unpadded = !s.padsShortContent && y > list.bounds.upperBound && y <= s.space.pinOffset + 1e-6
      if !unpadded, y < list.bounds.lowerBound - 1e-6 || y > list.bounds.upperBound + 1e-6 {
        return (.restReached, "list \(page) rests at \(y), outside \(list.bounds)")
      }
    }
    // At rest, the header snaps: with header snapping on, it rests expanded or collapsed,
    // unless the active list cannot reach the pin (it then rests at its end, as a release does).
    if s.snapsHeader, s.lists.indices.contains(s.activePage) {
      let c = s.layout.collapse
      let active = s.lists[s.activePage]
      let canPin = active.bounds.upperBound >= s.space.pinOffset - 1e-6
      // Floating its collapsed part first, the header also rests with that part out.
      let maximum = s.space.maximumCollapse
      let part = s.headerMode.lowestPosition(implied: maximum, maximumCollapse: maximum)
      let restsWithPart = part > 0 && part < maximum && abs(c - part) <= 1e-6 * max(1, part)
      if canPin, c > 1e-6, c < s.space.maximumCollapse - 1e-6, !restsWithPart,
        !same(active.offset.y, active.bounds.upperBound)
      {
        return (.restReached, "header rests at collapse \(c) of \(s.space.maximumCollapse) with snapping on")
      }
    }
    if !same(s.pager.offset.x, s.activePagerOffset) {
      return (
        .restReached,
        "pager rests at \(s.pager.offset.x), active page \(s.activePage) is at \(s.activePagerOffset)"
      )
    }
    return nil
  }

  /// How far `position` is outside `view`'s bounds (0 within).
  package static func distanceOutside(_ view: ScreenSnapshot.View, along position: Double) -> Double {
    max(0, view.bounds.lowerBound - position, position - view.bounds.upperBound)
  }

  /// The furthest a rubber band lets content go past its bounds: less than the viewport.
  static func rubberBandLimit(_ view: ScreenSnapshot.View) -> Double {
    max(view.viewportLength, 1)
  }

  static func placement(_ page: Int, in placements: [AppPlacement?]) -> AppPlacement? {
    page < placements.count ? placements[page] : nil
  }

  /// The first non-finite value, named, or `nil`. Checked value by value: this runs after
  /// every step, and a name is made only for a failure.
  static func nonFinite(_ s: ScreenSnapshot) -> String? {
    func isFinite(_ view: ScreenSnapshot.View) -> Bool {
      view.offset.x.isFinite && view.offset.y.isFinite && view.velocity.x.isFinite && view.velocity.y.isFinite
        && view.bounds.lowerBound.isFinite && view.bounds.upperBound.isFinite && view.viewportLength.isFinite
    }
    for (page, list) in s.lists.enumerated() where !isFinite(list) { return "list \(page): \(list)" }
    if !isFinite(s.pager) { return "pager: \(s.pager)" }
    let layoutIsFinite =
      s.layout.isFinite && s.refreshReservation.isFinite && s.activePagerOffset.isFinite
      && s.pagerProgress.isFinite
      && s.space.listInsetTop.isFinite && s.space.pinOffset.isFinite
    return layoutIsFinite ? nil : "layout \(s.layout), reservation \(s.refreshReservation)"
  }
}

extension HeaderLayout {
  /// Whether every value of the layout is a finite number (``Invariant/finiteState``).
  package var isFinite: Bool {
    collapse.isFinite && collapseProgress.isFinite && headerTop.isFinite && headerHeight.isFinite
      && visibleHeaderHeight.isFinite && stretch.isFinite && overscroll.isFinite && tabBarTop.isFinite
      && refreshAreaTop.isFinite && refreshAreaHeight.isFinite
  }
}
