/// Whether the pager is free, its position deciding the active page, or slides to a tab an
/// animated `selectPage(_:animated:)` chose.
///
/// While it slides, the pages it passes do not become active; it is free again once it
/// arrives, a finger touches down, or the user drags it.
package enum PagerSlide: Hashable, Sendable {
  /// The page the pager shows most of is active.
  case free
  /// The pager slides to this page, which is already active.
  case toward(Int)
}
