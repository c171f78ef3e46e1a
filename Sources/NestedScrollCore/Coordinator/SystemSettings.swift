/// What the system says about the screen, as the host mirrors it into the coordinator.
package struct SystemSettings: Hashable, Sendable {
  /// Whether pages run right to left (page 0 rightmost), as in Arabic or Hebrew layouts.
  /// Set it from the host's layout direction (its `ContainerLayout` places the pages);
  /// `pagerDidScroll(offsetX:pageWidth:)` follows it.
  package var isRightToLeft = false
  /// Whether Reduce Motion is on: the animations the coordinator starts (snaps, scroll to
  /// top, animated offsets, the refresh room closing, the header's way after a tab switch)
  /// reach their end on the next frame instead of moving there
  /// (``ListAnimation/reduced(at:reducesMotion:)``). Read when an animation starts.
  package var reducesMotion = false

  /// Left to right, with motion.
  package init() {}
}
