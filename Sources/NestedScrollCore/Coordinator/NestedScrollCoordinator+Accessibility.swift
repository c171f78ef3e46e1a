extension NestedScrollCoordinator {
  /// The offsets the active list rests within, if it is attached.
  package var activeRestingRange: ClosedRange<Double>? {
    lists[activePage].map { restingRange(of: $0, page: activePage) }
  }

  /// Where the active list is headed: the target of a VoiceOver page under way (so quick
  /// swipes move a page each), else where it is.
  package var activeListDestination: Double? {
    guard let list = lists[activePage] else { return nil }
    if let running = motion.animation, running.page == activePage, running.purpose == .accessibilityPage {
      return running.target
    }
    return list.contentOffsetY
  }

  /// The height the active list shows below the pinned header and tab bar, above the
  /// bottom inset: one page of VoiceOver's scroll before the overlap.
  package var pinnedVisibleHeight: Double {
    space.viewportHeight - space.topInset - space.pinnedHeaderHeight - space.tabBarHeight - space.bottomInset
  }

  /// Moves the active list to `target` by VoiceOver's page scroll or focus: animated as a
  /// programmatic offset (at once under Reduce Motion). `target` is a rest, so the rest rule
  /// that looks when the move ends leaves it there.
  package func scrollActiveList(toAccessibilityPage target: Double, at time: Double) {
    defer { checkInvariants() }
    animateActiveList(to: target, purpose: .accessibilityPage, at: time)
  }

  /// Where the active list, headed for `offset`, goes to bring the header element from `top`
  /// to `bottom` into view (``AccessibilityFocus``), or `nil` when it is in view. A header
  /// the list puts goes where the one scroll space puts it at that collapse; a floating one
  /// moves with the list point for point, as the rest rule moves it. A header that snaps
  /// comes to a snap position.
  package func offset(bringingHeaderElementTop top: Double, bottom: Double, intoViewFrom offset: Double)
    -> Double?
  {
    let shown = headerPosition(forActiveOffset: offset)
    guard
      let collapse = AccessibilityFocus.collapse(
        showingTop: top, bottom: bottom, from: shown, in: space,
        snapPositions: configuration.snapsHeader ? headerSnapPositions : [])
    else { return nil }
    if case .floating = motion.header { return offset + (collapse - shown) }
    return space.offset(forHeaderPosition: collapse)
  }

  /// The collapses a header that snaps may rest at: all back, all away and, floating its
  /// collapsed part first, with that part out (``headerSnapPosition(from:velocity:)``).
  var headerSnapPositions: [Double] {
    let maximum = space.maximumCollapse
    let part = configuration.headerMode.lowestPosition(implied: maximum, maximumCollapse: maximum)
    return part > 0 && part < maximum ? [0, part, maximum] : [0, maximum]
  }
}
