extension Observation {
  /// Whether `other` shows the same thing within `tolerance` points: same tab and refresh
  /// state, and every position within `tolerance`.
  package func isClose(to other: Observation, tolerance: Double = 1e-6) -> Bool {
    guard activeTab == other.activeTab, isRefreshing == other.isRefreshing,
      tabOffsets.count == other.tabOffsets.count
    else { return false }
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance || (a.isNaN && b.isNaN) }
    return near(headerTop, other.headerTop) && near(tabBarTop, other.tabBarTop)
      && near(scrollPosition, other.scrollPosition)
      && zip(tabOffsets, other.tabOffsets).allSatisfy { near($0, $1) }
  }
}
