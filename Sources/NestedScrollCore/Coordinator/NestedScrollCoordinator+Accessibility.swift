extension NestedScrollCoordinator {
  /// The offsets the active list rests within, if it is attached.
  package var activeRestingRange: ClosedRange<Double>? {
    lists[activePage].map { restingRange(of: $0) }
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

  /// Moves the active list to `target` by VoiceOver's page scroll: animated as a
  /// programmatic offset (at once under Reduce Motion), and left there without a header
  /// snap.
  package func scrollActiveList(toAccessibilityPage target: Double, at time: Double) {
    defer { checkInvariants() }
    animateActiveList(to: target, purpose: .accessibilityPage, at: time)
  }
}
