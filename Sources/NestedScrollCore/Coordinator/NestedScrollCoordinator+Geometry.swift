extension NestedScrollCoordinator {
  /// Changes the header height at run time (text expanded, rotation) without moving what
  /// the user looks at: a list showing the header fully expanded stays expanded (the
  /// header pushes its content down), any other list keeps its offset, so the content
  /// under the header's bottom edge stays put. Invalid values are reported and ignored.
  public func setHeaderHeight(_ height: Double, pinnedHeight: Double? = nil) {
    var new = space
    guard height.isFinite, height >= 0 else {
      record(.invalidGeometry(.headerHeight))
      return
    }
    new.headerHeight = height
    if let pinnedHeight {
      guard pinnedHeight.isFinite, pinnedHeight >= 0 else {
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
  public func setViewport(height: Double, topInset: Double, bottomInset: Double) {
    guard height.isFinite, height > 0 else { return record(.invalidGeometry(.viewportHeight)) }
    guard topInset.isFinite, topInset >= 0 else { return record(.invalidGeometry(.topInset)) }
    guard bottomInset.isFinite, bottomInset >= 0 else { return record(.invalidGeometry(.bottomInset)) }
    var new = space
    new.viewportHeight = height
    new.topInset = topInset
    new.bottomInset = bottomInset
    apply(new)
  }

  /// Changes the tab bar height (Dynamic Type), with the same rule.
  public func setTabBarHeight(_ height: Double) {
    guard height.isFinite, height >= 0 else { return record(.invalidGeometry(.tabBarHeight)) }
    var new = space
    new.tabBarHeight = height
    apply(new)
  }

  private func apply(_ new: ScrollSpace) {
    let old = space
    guard new != old else { return }
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
      let position = old.headerPosition(forOffset: offset)
      var moved = offset
      if position <= 0 {
        moved = new.offset(forHeaderPosition: position)  // expanded (or pulled) stays so
      } else if new.headerPosition(forOffset: offset) < 0 {
        moved = new.offset(forHeaderPosition: 0)
      }
      if let list {
        applyInsets(to: list, page: page)
        if moved != offset { list.contentOffsetY = moved }
      }
      rememberedOffsets[page] = moved
    }
    updateLayout(from: rememberedOffsets[activePage])
  }
}
