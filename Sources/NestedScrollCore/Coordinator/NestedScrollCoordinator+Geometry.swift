import ScrollPhysics

extension NestedScrollCoordinator {
  /// Changes the header height at run time (text expanded, rotation) without moving what
  /// the user looks at: a list showing the header fully expanded stays expanded (the
  /// header pushes its content down), any other list keeps its offset, so the content
  /// under the header's bottom edge stays put. Invalid values are reported and ignored.
  package func setHeaderHeight(_ height: Double, pinnedHeight: Double? = nil) {
    var new = space
    guard Self.isUsableLength(height) else {
      record(.invalidGeometry(.headerHeight))
      return
    }
    new.headerHeight = height
    if let pinnedHeight {
      guard Self.isUsableLength(pinnedHeight) else {
        record(.invalidGeometry(.pinnedHeaderHeight))
        return
      }
      new.pinnedHeaderHeight = pinnedHeight
    }
    new.pinnedHeaderHeight = min(new.pinnedHeaderHeight, height)
    apply(new)
  }

  /// Changes the container's geometry (rotation, size class or safe-area change), with
  /// the same rule as ``setHeaderHeight(_:pinnedHeight:)``. Invalid values are reported and
  /// ignored.
  package func setViewport(height: Double, topInset: Double, bottomInset: Double) {
    guard height > 0, Self.isUsableLength(height) else { return record(.invalidGeometry(.viewportHeight)) }
    guard Self.isUsableLength(topInset) else { return record(.invalidGeometry(.topInset)) }
    guard Self.isUsableLength(bottomInset) else { return record(.invalidGeometry(.bottomInset)) }
    var new = space
    new.viewportHeight = height
    new.topInset = topInset
    new.bottomInset = bottomInset
    apply(new)
  }

  /// Changes the tab bar height (Dynamic Type), with the same rule.
  package func setTabBarHeight(_ height: Double) {
    guard Self.isUsableLength(height) else { return record(.invalidGeometry(.tabBarHeight)) }
    var new = space
    new.tabBarHeight = height
    apply(new)
  }

  /// Whether `value` is a length the configuration accepts: finite, not negative, at most
  /// ``NestedScrollConfiguration/maximumValue``.
  private static func isUsableLength(_ value: Double) -> Bool {
    value.isFinite && value >= 0 && value <= NestedScrollConfiguration.maximumValue
  }

  private func apply(_ new: ScrollSpace) {
    defer { checkInvariants() }
    let old = space
    guard new != old else { return }
    // A floating header keeps showing as much of itself as the new geometry lets it.
    var floated: Double? = nil
    if case .floating = motion.header {
      floated = headerPosition(forActiveOffset: rememberedOffsets[activePage])
    }
    space = new
    configuration.headerHeight = new.headerHeight
    configuration.pinnedHeaderHeight = new.pinnedHeaderHeight
    configuration.tabBarHeight = new.tabBarHeight
    configuration.topInset = new.topInset
    configuration.viewportHeight = new.viewportHeight
    configuration.bottomInset = new.bottomInset
    for page in lists.indices {
      let list = lists[page]
      let current = list?.contentOffsetY ?? rememberedOffsets[page]
      let offset = current.isFinite ? current : rememberedOffsets[page]
      let moved = Self.carried(offset, from: old, to: new)
      if let list {
        applyInsets(to: list, page: page)
        if moved != offset { list.contentOffsetY = moved }
      }
      rememberedOffsets[page] = moved
    }
    // A running animation aims at a place in the old space (the old top, the old pin): it
    // goes on, from where its list is now and at its speed, to the same place in the new.
    if let running = motion.animation {
      retargetAnimation(to: Self.carried(running.target, from: old, to: new))
    }
    // Lists off screen that the new geometry leaves past their range are placed within it;
    // the active one comes back with a bounce once still (the rest rule).
    for page in lists.attached { placeInRangeIfHidden(page: page) }
    if let floated { motion.header = headerWay(showing: floated, at: rememberedOffsets[activePage]) }
    motion.noteRangeChange()
    updateLayout(from: rememberedOffsets[activePage])
  }

  /// Where an offset in `old` goes in `new`: a list showing the header fully expanded (or
  /// pulled past it) shows the same; one the new header would leave pulled down shows it
  /// expanded; any other keeps its offset, so the content under the header stays put.
  private static func carried(_ offset: Double, from old: ScrollSpace, to new: ScrollSpace) -> Double {
    let position = old.headerPosition(forOffset: offset)
    if position <= 0 { return new.offset(forHeaderPosition: position) }
    if new.headerPosition(forOffset: offset) < 0 { return new.offset(forHeaderPosition: 0) }
    return offset
  }
}
