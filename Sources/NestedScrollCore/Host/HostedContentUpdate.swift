/// When a page that hosts declarative content (a SwiftUI tab's hosting controller) rebuilds
/// its root view: the content's inputs cannot be compared (a SwiftUI view is not
/// `Equatable`), so every update of the screen brings new content, and rebuilding every
/// loaded tab each time is wasted work for the ones off screen.
///
/// The rule: new content is shown at once on a visible page and kept for later on one that
/// is not (a preloaded neighbour, every page while the container is off screen); a change of
/// visibility (``PageAppearanceTransition/isVisible(after:)``) rebuilds with the latest
/// content, since visibility is itself an input the content reads. A neighbour starts to
/// appear as soon as a swipe moves the pager, before any of it shows, so it never shows
/// stale content.
package struct HostedContentUpdate: Equatable, Sendable {
  /// Whether the page is visible now.
  package private(set) var isVisible = false
  /// Whether content arrived that the root view does not show yet.
  package private(set) var hasPendingContent = false

  /// A page that has had no transition yet (not visible).
  package init() {}

  /// New content arrived; returns whether to rebuild the root view now.
  package mutating func contentDidChange() -> Bool {
    guard isVisible else {
      hasPendingContent = true
      return false
    }
    return true
  }

  /// The page went through `transition`; returns whether to rebuild the root view now (its
  /// visibility changed), with the latest content.
  package mutating func pageDidTransition(_ transition: PageAppearanceTransition) -> Bool {
    let visible = PageAppearanceTransition.isVisible(after: transition)
    guard visible != isVisible else { return false }
    isVisible = visible
    hasPendingContent = false
    return true
  }
}
