/// Where the header goes when VoiceOver's focus lands on one of its elements, or on the tab
/// bar: far enough to show the element whole, as a scroll view scrolls a focused element
/// into view.
///
/// The header is not inside a scroll view, so UIKit cannot bring its elements into view by
/// itself: without this rule, an element the header collapsed away would be read, and could
/// be activated, under the navigation bar, and a header taller than the screen could never
/// be seen whole. The header and its elements stay in the reading order (they are the top of
/// the one scroll view); focusing one moves the scroll space just enough to show it between
/// the top inset and the bottom of the screen, or its top when it is taller than that.
///
/// An element's top and bottom are in the header's own coordinates, 0 at its top, so the tab
/// bar spans `headerHeight` to `headerHeight + tabBarHeight`.
public enum AccessibilityFocus {
  /// The collapse that shows the element from `top` to `bottom` whole, moving the header as
  /// little as it can from `collapse` in `space`, or `nil` when it is in view already (or
  /// its frame is not finite, or upside down). An element taller than the room between the
  /// top inset and the bottom inset shows its top.
  ///
  /// A header that snaps (`snapPositions`: the collapses it may rest at) comes to the snap
  /// position nearest that collapse among those that show the element whole, or else the
  /// nearest of all, so it never rests partly collapsed.
  public static func collapse(
    showingTop top: Double, bottom: Double, from collapse: Double, in space: ScrollSpace,
    snapPositions: [Double] = []
  ) -> Double? {
    guard top.isFinite, bottom.isFinite, top <= bottom, collapse.isFinite else { return nil }
    let room = space.viewportHeight - space.topInset - space.bottomInset
    // At collapse c, header y maps to screen y `topInset - c + y`: the element is on screen
    // for c ≤ its top and c ≥ its bottom less the room.
    let highest = top
    let lowest = min(bottom - room, highest)
    let wanted = min(max(collapse, lowest), highest)
    var target = min(max(wanted, 0), max(0, space.maximumCollapse))
    if !snapPositions.isEmpty {
      let showing = snapPositions.filter { $0 <= highest + tolerance && $0 >= lowest - tolerance }
      let nearest = { (a: Double, b: Double) in abs(a - wanted) < abs(b - wanted) }
      target = (showing.isEmpty ? snapPositions : showing).min(by: nearest) ?? target
    }
    return abs(target - collapse) > tolerance ? target : nil
  }

  /// Collapses closer than this, in points, are the same.
  static let tolerance = 0.5
}
